/**
 * Contact Form, for visitors: a progressive enhancement of the server-rendered form. The form
 * works without it (a plain POST to the page); with it, the same fields are posted to
 * `POST /blockpack/v1/contact-form/submit`, and the answer shows the thank-you in place,
 * the errors next to their fields, or follows the redirect. When the site cannot answer (no
 * connection, or a server error such as a database that is down), the visitor is told so above
 * the form, which keeps every value typed, ready to be sent again.
 *
 * The route's address and a logged-in user's REST nonce come from what PHP printed for this
 * script (`@shared/view-settings`), never from the form: a contributor's Custom HTML can hold a
 * `form.contact-form` with any data attribute. Such a form is still enhanced, harmlessly: its
 * fields go to our route only, which takes the form from the saved post and refuses anything
 * else, as it refuses the same request sent by hand.
 */
import { __ } from '@wordpress/i18n';
import { fetchWithRestNonce, type RestNonce } from '@shared/rest-nonce';
import { settingString, viewSettings } from '@shared/view-settings';

interface SubmitSuccess {
	status: 'sent';
	redirect: string;
	html: string;
}

interface SubmitError {
	code: string;
	message: string;
	data?: { status?: number; fields?: Record< string, string > };
}

const ERROR_CLASS = 'contact-form__field-error';

/**
 * Removes the errors a previous attempt showed.
 *
 * @param form The form.
 */
function clearErrors( form: HTMLFormElement ): void {
	form.querySelectorAll( `.${ ERROR_CLASS }, .contact-form__errors` ).forEach(
		( element ) => element.remove()
	);
	form.querySelectorAll( '[aria-invalid]' ).forEach( ( element ) => {
		element.removeAttribute( 'aria-invalid' );
		element.removeAttribute( 'aria-describedby' );
	} );
	form.querySelectorAll( 'fieldset[aria-describedby]' ).forEach(
		( element ) => element.removeAttribute( 'aria-describedby' )
	);
	form.querySelectorAll( '.has-error' ).forEach( ( element ) =>
		element.classList.remove( 'has-error' )
	);
}

/**
 * Shows the form's message and each field's error, then focuses the first invalid field.
 *
 * @param form    The form.
 * @param message The form's message.
 * @param fields  Errors by field name.
 */
function showErrors(
	form: HTMLFormElement,
	message: string,
	fields: Record< string, string >
): void {
	const summary = document.createElement( 'div' );
	summary.className = 'contact-form__errors';
	summary.setAttribute( 'role', 'alert' );
	summary.tabIndex = -1;
	const paragraph = document.createElement( 'p' );
	paragraph.textContent = message;
	summary.appendChild( paragraph );
	form.prepend( summary );

	let first: HTMLElement | null = null;
	for ( const [ name, text ] of Object.entries( fields ) ) {
		const wrap = form.querySelector< HTMLElement >(
			`[data-field-name="${ CSS.escape( name ) }"]`
		);
		if ( ! wrap ) {
			continue;
		}
		const controls = Array.from(
			wrap.querySelectorAll< HTMLElement >( 'input, select, textarea' )
		);
		const group = wrap.querySelector< HTMLElement >( 'fieldset' );
		const target = group ?? controls[ 0 ];
		if ( ! target ) {
			continue;
		}
		const error = document.createElement( 'p' );
		error.className = ERROR_CLASS;
		error.id = `${ target.id || name }-error`;
		error.textContent = text;
		wrap.appendChild( error );
		wrap.classList.add( 'has-error' );
		controls.forEach( ( control ) =>
			control.setAttribute( 'aria-invalid', 'true' )
		);
		target.setAttribute( 'aria-describedby', error.id );
		first = first ?? controls[ 0 ] ?? null;
	}
	( first ?? summary ).focus?.();
}

/**
 * The JSON body of an answer, or null when it is not JSON (an error page).
 *
 * @param response The answer.
 */
async function readJson(
	response: Response
): Promise< SubmitSuccess | SubmitError | null > {
	try {
		return ( await response.json() ) as SubmitSuccess | SubmitError;
	} catch {
		return null;
	}
}

/**
 * Submits a form through the REST route.
 *
 * @param form  The form.
 * @param event The submit event.
 * @param url   The route's address (printed by PHP).
 * @param nonce The user's REST nonce (printed by PHP; refreshed once when stale).
 */
async function submit(
	form: HTMLFormElement,
	event: SubmitEvent,
	url: string,
	nonce: RestNonce
) {
	if ( ! window.fetch || ! window.FormData ) {
		return;
	}
	event.preventDefault();
	if ( form.getAttribute( 'aria-busy' ) === 'true' ) {
		return;
	}
	const button = form.querySelector< HTMLButtonElement >(
		'button[type="submit"], input[type="submit"]'
	);
	form.setAttribute( 'aria-busy', 'true' );
	if ( button ) {
		button.disabled = true;
	}
	try {
		let response: Response;
		try {
			// A stale nonce (a page older than a day) is refreshed and the same body, with the
			// same idempotency key, sent once more.
			response = await fetchWithRestNonce(
				url,
				{
					method: 'POST',
					body: new FormData( form ),
					headers: { Accept: 'application/json' },
					credentials: 'same-origin',
				},
				nonce
			);
		} catch {
			// No answer at all: a plain POST would fail too, and take the typed values with it.
			clearErrors( form );
			showErrors(
				form,
				__(
					'Your message was not sent because the site could not be reached. Please check your connection and try again.',
					'blockpack'
				),
				{}
			);
			return;
		}
		const body = await readJson( response );
		clearErrors( form );
		if (
			body &&
			response.ok &&
			'status' in body &&
			body.status === 'sent'
		) {
			if ( body.redirect ) {
				window.location.assign( body.redirect );
				return;
			}
			const holder = document.createElement( 'div' );
			holder.innerHTML = body.html;
			const thankYou = holder.firstElementChild as HTMLElement | null;
			if ( thankYou ) {
				form.replaceWith( thankYou );
				// Move focus to the thank-you heading, so that screen readers announce it.
				const heading =
					thankYou.querySelector< HTMLElement >( 'h2, h3, h4' ) ??
					thankYou;
				heading.setAttribute( 'tabindex', '-1' );
				heading.focus();
			}
			return;
		}
		// Our route's own messages; a server error's (WordPress's "critical error" HTML) is not
		// for visitors.
		if (
			body &&
			'message' in body &&
			body.message &&
			( response.status < 500 || body.code?.startsWith( 'blockpack_' ) )
		) {
			showErrors( form, body.message, body.data?.fields ?? {} );
			return;
		}
		if ( response.status >= 500 ) {
			// A server error (WordPress answers with an HTML page when its database is down):
			// the visitor keeps the form and what they typed, and can send it again.
			showErrors(
				form,
				__(
					'Your message was not sent because of a problem on the site. Please try again in a moment.',
					'blockpack'
				),
				{}
			);
			return;
		}
		// Something other than our route answered (the REST API turned off, a login page):
		// the plain POST to the page does not need it.
		form.submit();
	} finally {
		form.removeAttribute( 'aria-busy' );
		if ( button ) {
			button.disabled = false;
		}
	}
}

/**
 * A random key for one view of a form (letters, digits and dashes).
 */
function viewKey(): string {
	const cryptoApi = window.crypto;
	if ( cryptoApi?.randomUUID ) {
		return cryptoApi.randomUUID();
	}
	const bytes = new Uint8Array( 16 );
	if ( cryptoApi?.getRandomValues ) {
		cryptoApi.getRandomValues( bytes );
	} else {
		for ( let i = 0; i < bytes.length; i++ ) {
			bytes[ i ] = Math.floor( Math.random() * 256 );
		}
	}
	return Array.from( bytes, ( b ) =>
		b.toString( 16 ).padStart( 2, '0' )
	).join( '' );
}

/**
 * Gives a form view its idempotency key: every attempt to send this view's message (a retry
 * after a network error or a server error, or the plain POST after a failed request) carries
 * it, and the site answers a repeat with the first answer instead of sending the message again.
 * A page from a cache holds an empty key; each visitor's browser makes its own.
 *
 * @param form The form.
 */
function giveViewKey( form: HTMLFormElement ): void {
	const input = form.querySelector< HTMLInputElement >(
		'input[name="contact-form-key"]'
	);
	if ( input && ! input.value ) {
		input.value = viewKey();
	}
}

/**
 * Enhances every contact form on the page.
 */
function init() {
	const settings = viewSettings( 'jetpack/contact-form' );
	const url = settingString( settings, 'submitUrl' );
	if ( ! url ) {
		// Nothing printed (no form on the page can be submitted): plain POSTs only.
		return;
	}
	// One nonce for the page: once refreshed, every form sends the fresh one.
	const nonce: RestNonce = {
		nonce: settingString( settings, 'restNonce' ),
		refreshUrl: settingString( settings, 'nonceUrl' ),
	};
	document
		.querySelectorAll< HTMLFormElement >( 'form.contact-form' )
		.forEach( ( form ) => {
			giveViewKey( form );
			// The server checks every field and answers with messages next to them.
			form.noValidate = true;
			form.addEventListener( 'submit', ( event ) => {
				void submit( form, event as SubmitEvent, url, nonce );
			} );
		} );
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', init );
} else {
	init();
}
