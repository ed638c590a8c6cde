/**
 * The editor: the spinner while the connection is checked, the not-connected placeholder (for
 * users who may connect and for those who may not), a failed check, the form with its sidebar,
 * the groups, and the notification preview's timing.
 *
 * `apiFetch` is answered by path; the block-editor slots are inline stand-ins (the sidebar
 * renders in place, RichText is a labelled input, the inner blocks a marker).
 */
import apiFetch from '@wordpress/api-fetch';
import type { BlockEditProps } from '@wordpress/blocks';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import metadata from '../block.json';
import Edit from '../edit';
import type { MailchimpAttributes } from '../types';
import '../../../../tests/unit/mocks/resize-observer';

jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: jest.fn(),
} ) );

jest.mock( '@wordpress/block-editor', () =>
	require( '../../../../tests/unit/mocks/block-editor' )
);

const mockedApiFetch = apiFetch as unknown as jest.Mock;

const CONNECTION = '/wpcom/v2/mailchimp';
const GROUPS = '/wpcom/v2/mailchimp/groups';
const SETTINGS =
	'http://example.test/wp-admin/options-general.php?page=blockpack#mailchimp';

const DEFAULTS = Object.fromEntries(
	Object.entries( metadata.attributes ).map( ( [ key, value ] ) => [
		key,
		( value as { default?: unknown } ).default,
	] )
) as MailchimpAttributes;

type Answers = Record< string, () => Promise< unknown > >;

function answer( answers: Answers ) {
	mockedApiFetch.mockImplementation( ( { path }: { path: string } ) => {
		const reply = answers[ path ];
		return reply
			? reply()
			: Promise.reject( { message: 'unexpected ' + path } );
	} );
}

const connected = () =>
	Promise.resolve( {
		code: 'connected',
		connect_url: SETTINGS,
		can_connect: true,
	} );
const notConnected = ( canConnect: boolean ) => () =>
	Promise.resolve( {
		code: 'not_connected',
		connect_url: SETTINGS,
		can_connect: canConnect,
	} );
const groups = () =>
	Promise.resolve( {
		interest_categories: [
			{
				id: 'c1',
				title: 'Topics',
				interests: [
					{ id: 'i1', name: 'News' },
					{ id: 'i2', name: 'Offers' },
				],
			},
		],
	} );

function renderEdit( attributes: Partial< MailchimpAttributes > = {} ) {
	const setAttributes = jest.fn();
	const props = {
		attributes: { ...DEFAULTS, ...attributes },
		setAttributes,
		clientId: 'x',
		isSelected: true,
		name: 'jetpack/mailchimp',
	} as unknown as BlockEditProps< MailchimpAttributes >;
	const view = render( <Edit { ...props } /> );
	return { ...view, setAttributes };
}

beforeEach( () => {
	mockedApiFetch.mockReset();
} );

describe( 'connection states', () => {
	test( 'a spinner while the connection is checked', () => {
		answer( { [ CONNECTION ]: () => new Promise( () => {} ) } );
		const { container } = renderEdit();
		expect(
			container.querySelector( '.components-spinner' )
		).not.toBeNull();
		expect( screen.queryByText( 'Set up Mailchimp form' ) ).toBeNull();
		expect( mockedApiFetch ).toHaveBeenCalledWith( { path: CONNECTION } );
	} );

	test.each< [ string, boolean, boolean, boolean ] >( [
		[ 'may connect: the settings link', true, true, false ],
		[ 'may not connect: who to ask', false, false, true ],
	] )( 'not connected, %s', async ( _, canConnect, link, ask ) => {
		answer( { [ CONNECTION ]: notConnected( canConnect ) } );
		renderEdit();
		await screen.findByRole( 'button', { name: 'Re-check Connection' } );
		const setup = screen.queryByRole( 'link', {
			name: /Set up Mailchimp form/,
		} );
		expect( !! setup ).toBe( link );
		if ( setup ) {
			expect( setup.getAttribute( 'href' ) ).toBe( SETTINGS );
		}
		expect(
			!! screen.queryByText(
				'Ask a site administrator to connect Mailchimp in Settings → Blockpack.'
			)
		).toBe( ask );
		expect(
			screen.queryByRole( 'textbox', { name: 'Enter your email' } )
		).toBeNull();
	} );

	test( 'Re-check Connection asks again and shows the form once connected', async () => {
		let reply: () => Promise< unknown > = notConnected( true );
		mockedApiFetch.mockImplementation( ( { path }: { path: string } ) =>
			path === CONNECTION ? reply() : groups()
		);
		renderEdit();
		const recheck = await screen.findByRole( 'button', {
			name: 'Re-check Connection',
		} );
		let settle: ( value: unknown ) => void = () => {};
		reply = () =>
			new Promise( ( resolve ) => {
				settle = resolve;
			} );
		fireEvent.click( recheck );
		// Busy until the route answers; the placeholder stays.
		const busy = screen.getByRole( 'button', {
			name: 'Checking connection…',
		} );
		expect( busy.getAttribute( 'aria-disabled' ) ).toBe( 'true' );
		await act( async () => {
			settle( await connected() );
		} );
		await screen.findByRole( 'textbox', { name: 'Enter your email' } );
		expect(
			mockedApiFetch.mock.calls.filter(
				( [ a ] ) => a.path === CONNECTION
			)
		).toHaveLength( 2 );
	} );

	test( "a failed check shows the server's message and the not-connected state", async () => {
		answer( {
			[ CONNECTION ]: () =>
				Promise.reject( {
					code: 'rest_forbidden',
					message: 'The database is away.',
				} ),
		} );
		renderEdit();
		expect(
			await screen.findByText( 'The database is away.' )
		).toBeTruthy();
		expect(
			screen.getByRole( 'button', { name: 'Re-check Connection' } )
		).toBeTruthy();
		expect(
			screen.getAllByText( /You need to connect your Mailchimp account/ )
		).not.toHaveLength( 0 );
	} );

	test( 'the inserter preview shows the form without asking', () => {
		renderEdit( { preview: true } );
		expect( mockedApiFetch ).not.toHaveBeenCalled();
		expect(
			screen.getByRole( 'textbox', { name: 'Enter your email' } )
		).toBeTruthy();
		expect( screen.queryByTestId( 'sidebar' ) ).toBeNull();
	} );
} );

describe( 'the connected form', () => {
	test( 'disabled e-mail field, locked button, consent text and the five panels', async () => {
		answer( { [ CONNECTION ]: connected, [ GROUPS ]: groups } );
		const { setAttributes } = renderEdit( {
			emailPlaceholder: 'Your mail',
		} );
		const email = await screen.findByRole( 'textbox', {
			name: 'Your mail',
		} );
		expect( ( email as HTMLInputElement ).disabled ).toBe( true );
		expect( email.getAttribute( 'placeholder' ) ).toBe( 'Your mail' );
		expect( screen.getByTestId( 'inner-blocks' ).dataset.lock ).toBe(
			'all'
		);
		fireEvent.change(
			screen.getByRole( 'textbox', { name: 'Consent text' } ),
			{
				target: { value: 'I agree' },
			}
		);
		expect( setAttributes ).toHaveBeenCalledWith( {
			consentText: 'I agree',
		} );

		const sidebar = screen.getByTestId( 'sidebar' );
		for ( const title of [
			'Text Elements',
			'Notifications',
			'Mailchimp Groups',
			'Signup Location Tracking',
			'Mailchimp Connection',
		] ) {
			expect(
				within( sidebar ).getByRole( 'button', { name: title } )
			).toBeTruthy();
		}
		expect(
			within( sidebar )
				.getByRole( 'link', { name: /Manage Connection/ } )
				.getAttribute( 'href' )
		).toBe( SETTINGS );
	} );

	test.each< [ string, string, Partial< MailchimpAttributes > ] >( [
		[ 'Email Placeholder', 'Mail here', { emailPlaceholder: 'Mail here' } ],
		[ 'Consent Text', 'OK?', { consentText: 'OK?' } ],
		[ 'Signup Field Tag', 'SRC', { signupFieldTag: 'SRC' } ],
		[ 'Signup Field Value', 'footer', { signupFieldValue: 'footer' } ],
		[ 'Processing text', 'Wait', { processingLabel: 'Wait' } ],
		[ 'Success text', 'Yay', { successLabel: 'Yay' } ],
		[ 'Error text', 'Oops', { errorLabel: 'Oops' } ],
	] )(
		'the %s field sets its attribute',
		async ( label, value, expected ) => {
			answer( { [ CONNECTION ]: connected, [ GROUPS ]: groups } );
			const { setAttributes } = renderEdit();
			fireEvent.change( await screen.findByLabelText( label ), {
				target: { value },
			} );
			expect( setAttributes ).toHaveBeenCalledWith( expected );
		}
	);

	test( 'groups: one checkbox per interest; checking stores each id once', async () => {
		answer( { [ CONNECTION ]: connected, [ GROUPS ]: groups } );
		const { setAttributes } = renderEdit( { interests: [ 'i1', 'i1' ] } );
		const news = await screen.findByRole( 'checkbox', { name: 'News' } );
		const offers = screen.getByRole( 'checkbox', { name: 'Offers' } );
		expect( ( news as HTMLInputElement ).checked ).toBe( true );
		expect( ( offers as HTMLInputElement ).checked ).toBe( false );
		fireEvent.click( offers );
		expect( setAttributes ).toHaveBeenLastCalledWith( {
			interests: [ 'i1', 'i2' ],
		} );
		fireEvent.click( news );
		expect( setAttributes ).toHaveBeenLastCalledWith( { interests: [] } );
	} );

	test( "groups that cannot be read show the server's message", async () => {
		answer( {
			[ CONNECTION ]: connected,
			[ GROUPS ]: () =>
				Promise.reject( {
					code: 'mailchimp_failed',
					message: 'API Key Invalid',
				} ),
		} );
		renderEdit();
		expect( await screen.findByText( 'API Key Invalid' ) ).toBeTruthy();
		expect( screen.queryByRole( 'checkbox' ) ).toBeNull();
	} );
} );

describe( 'notification preview', () => {
	afterEach( () => {
		jest.useRealTimers();
	} );

	const notification = () =>
		document.querySelector( '.wp-block-jetpack-mailchimp_notification' );

	test.each< [ string, string, string, string ] >( [
		[
			'processing',
			'Preview processing notification',
			'Processing…',
			'status',
		],
		[
			'success',
			'Preview success notification',
			"Success! You're on the list.",
			'status',
		],
		[
			'error',
			'Preview error notification',
			"Whoops! There was an error and we couldn't process your subscription. Please reload the page and try again.",
			'alert',
		],
	] )(
		'%s shows for 3000 ms, then hides',
		async ( kind, button, text, role ) => {
			answer( { [ CONNECTION ]: connected, [ GROUPS ]: groups } );
			renderEdit();
			const previewButton = await screen.findByRole( 'button', {
				name: button,
			} );
			await screen.findByRole( 'checkbox', { name: 'News' } );
			jest.useFakeTimers();
			fireEvent.click( previewButton );
			expect( notification()?.textContent ).toBe( text );
			expect( notification()?.getAttribute( 'role' ) ).toBe( role );
			expect(
				notification()?.classList.contains(
					`wp-block-jetpack-mailchimp_${ kind }`
				)
			).toBe( true );
			act( () => {
				jest.advanceTimersByTime( 2999 );
			} );
			expect( notification() ).not.toBeNull();
			act( () => {
				jest.advanceTimersByTime( 1 );
			} );
			expect( notification() ).toBeNull();
		}
	);

	test( 'a new preview restarts the time; editing the placeholder hides it', async () => {
		answer( { [ CONNECTION ]: connected, [ GROUPS ]: groups } );
		renderEdit();
		await screen.findByRole( 'checkbox', { name: 'News' } );
		jest.useFakeTimers();
		fireEvent.change( screen.getByLabelText( 'Success text' ), {
			target: { value: 'Yes' },
		} );
		expect(
			notification()?.classList.contains(
				'wp-block-jetpack-mailchimp_success'
			)
		).toBe( true );
		act( () => {
			jest.advanceTimersByTime( 2000 );
		} );
		fireEvent.click(
			screen.getByRole( 'button', { name: 'Preview error notification' } )
		);
		act( () => {
			jest.advanceTimersByTime( 2000 );
		} );
		expect(
			notification()?.classList.contains(
				'wp-block-jetpack-mailchimp_error'
			)
		).toBe( true );
		act( () => {
			jest.advanceTimersByTime( 1000 );
		} );
		expect( notification() ).toBeNull();

		fireEvent.click(
			screen.getByRole( 'button', {
				name: 'Preview processing notification',
			} )
		);
		expect( notification() ).not.toBeNull();
		fireEvent.change( screen.getByLabelText( 'Email Placeholder' ), {
			target: { value: 'x' },
		} );
		expect( notification() ).toBeNull();
	} );
} );
