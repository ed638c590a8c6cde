/**
 * Mailchimp, for visitors: a progressive enhancement of the server-rendered signup form. The
 * form works without it (a plain POST to the subscribe route, which answers 303 back to the
 * page); with it, the same fields are sent as JSON to the same route, the button is disabled
 * while it works, and the block's own notifications show "processing", then "success" or the
 * error. On an error the address typed stays in the field, ready to be sent again.
 *
 * The route's address comes from what PHP printed for this script (`@shared/view-settings`),
 * never from the form's `action`: a contributor's Custom HTML can hold a forged signup form.
 * Such a form is still enhanced, harmlessly: its fields go to our route only, which takes the
 * signup block from the saved post named in them and refuses anything else. The route is
 * public and sends no nonce (the page is the same for every visitor, so a cache may keep it).
 */
import { settingString, viewSettings } from '@shared/view-settings';

const NOTIFICATION = 'wp-block-jetpack-mailchimp_notification';

type Kind = 'processing' | 'success' | 'error';

interface SubscribeAnswer {
	code?: string;
}

/**
 * Shows one of the block's notifications (none for null), hiding the others.
 *
 * @param block The block's wrapper.
 * @param kind  The notification to show.
 */
function showNotification( block: HTMLElement, kind: Kind | null ) {
	block
		.querySelectorAll< HTMLElement >( `.${ NOTIFICATION }` )
		.forEach( ( element ) =>
			element.classList.toggle(
				'is-visible',
				kind !== null &&
					element.classList.contains(
						`wp-block-jetpack-mailchimp_${ kind }`
					)
			)
		);
}

/**
 * The JSON body of an answer, or null when it is not JSON.
 *
 * @param response The answer.
 */
async function readJson(
	response: Response
): Promise< SubscribeAnswer | null > {
	try {
		const body: unknown = await response.json();
		return body && typeof body === 'object'
			? ( body as SubscribeAnswer )
			: null;
	} catch {
		return null;
	}
}

/**
 * Sends a form through the route with fetch.
 *
 * @param form  The form.
 * @param event The submit event.
 * @param url   The route's address (printed by PHP).
 */
async function submit(
	form: HTMLFormElement,
	event: SubmitEvent,
	url: string
) {
	const block = form.closest< HTMLElement >( '.wp-block-jetpack-mailchimp' );
	if ( ! block || ! window.fetch || ! window.FormData ) {
		return;
	}
	event.preventDefault();
	if ( form.getAttribute( 'aria-busy' ) === 'true' ) {
		return;
	}
	const data: Record< string, string > = {};
	new FormData( form ).forEach( ( value, name ) => {
		if ( typeof value === 'string' && name !== 'redirect' ) {
			data[ name ] = value;
		}
	} );
	const buttons = Array.from(
		form.querySelectorAll< HTMLButtonElement | HTMLInputElement >(
			'button, input[type="submit"]'
		)
	);
	form.setAttribute( 'aria-busy', 'true' );
	buttons.forEach( ( button ) => ( button.disabled = true ) );
	showNotification( block, 'processing' );
	let kind: Kind = 'error';
	try {
		const response = await fetch( url, {
			method: 'POST',
			headers: {
				Accept: 'application/json',
				'Content-Type': 'application/json',
			},
			body: JSON.stringify( data ),
			credentials: 'same-origin',
		} );
		const body = await readJson( response );
		if ( ! body ) {
			// Something other than the route answered (the REST API turned off): the plain
			// form post does not need JavaScript.
			form.submit();
			return;
		}
		kind = response.ok && body.code ? 'success' : 'error';
	} catch {
		kind = 'error';
	} finally {
		form.removeAttribute( 'aria-busy' );
		buttons.forEach( ( button ) => ( button.disabled = false ) );
	}
	showNotification( block, kind );
	if ( kind === 'success' ) {
		form.reset();
	}
}

/**
 * Enhances every signup form of the page.
 */
function init() {
	const url = settingString(
		viewSettings( 'jetpack/mailchimp' ),
		'subscribeUrl'
	);
	if ( ! url ) {
		// Nothing printed: the forms post without JavaScript.
		return;
	}
	document
		.querySelectorAll< HTMLFormElement >(
			'.wp-block-jetpack-mailchimp form[method="post"]'
		)
		.forEach( ( form ) => {
			form.addEventListener( 'submit', ( event ) => {
				void submit( form, event, url );
			} );
		} );
}

if ( document.readyState === 'loading' ) {
	document.addEventListener( 'DOMContentLoaded', init );
} else {
	init();
}
