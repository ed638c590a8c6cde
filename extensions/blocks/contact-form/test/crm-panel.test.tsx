import apiFetch from '@wordpress/api-fetch';
import { dispatch } from '@wordpress/data';
import { store as integrationsStore } from '@stores/plugin-integrations';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CrmPanel from '../edit/crm-panel';
import type { CrmData } from '../integrations';

jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: jest.fn(),
} ) );

const mockedApiFetch = apiFetch as unknown as jest.Mock;

// A notice's text (the same text is also spoken, in a live region).
const NOTICE = '.components-notice__content';

const ACTIVE: CrmData = {
	crm_installed: true,
	crm_active: true,
	crm_version: '6.4.1',
	jp_form_ext_enabled: true,
	can_activate_extension: true,
};

interface Call {
	path: string;
	method?: string;
	data?: unknown;
}

/**
 * Answers apiFetch from a list of handlers, one per call, recording the calls.
 *
 * @param answers What each call answers (a value resolves, an Error rejects).
 */
function answer( answers: unknown[] ): Call[] {
	const calls: Call[] = [];
	mockedApiFetch.mockImplementation( ( options: Call ) => {
		calls.push( options );
		const next = answers.shift();
		return next instanceof Error || ( next as { reject?: boolean } )?.reject
			? Promise.reject( next )
			: Promise.resolve( next );
	} );
	return calls;
}

/**
 * Renders the panel and opens it.
 *
 * @param jetpackCRM The form's attribute.
 */
async function openPanel( jetpackCRM = true ) {
	const setAttributes = jest.fn();
	render(
		<CrmPanel jetpackCRM={ jetpackCRM } setAttributes={ setAttributes } />
	);
	await userEvent.click(
		screen.getByRole( 'button', { name: 'CRM Integration' } )
	);
	return setAttributes;
}

beforeEach( () => {
	// The store reads once per page: each test reads again.
	dispatch( integrationsStore ).invalidateResolutionForStore();
	dispatch( integrationsStore ).receiveCrmStatus( undefined );
	dispatch( integrationsStore ).receivePlugins( undefined );
	mockedApiFetch.mockReset();
	window.blockpackEditor!.siteType = 'self-hosted';
	window.blockpackEditor!.contactForm = {
		authorEmail: 'author@example.com',
		siteTitle: 'Site',
		canInstallPlugins: true,
		canActivatePlugins: true,
	};
} );

describe( 'CrmPanel', () => {
	it( 'is hidden on simple sites and from users who cannot install plugins', () => {
		window.blockpackEditor!.siteType = 'simple';
		const { container, rerender } = render(
			<CrmPanel jetpackCRM setAttributes={ jest.fn() } />
		);
		expect( container ).toBeEmptyDOMElement();
		window.blockpackEditor!.siteType = 'atomic';
		window.blockpackEditor!.contactForm!.canInstallPlugins = false;
		rerender(
			<CrmPanel jetpackCRM={ false } setAttributes={ jest.fn() } />
		);
		expect( container ).toBeEmptyDOMElement();
		expect( mockedApiFetch ).not.toHaveBeenCalled();
	} );

	it( 'shows the toggle on atomic sites too, and sets jetpackCRM', async () => {
		window.blockpackEditor!.siteType = 'atomic';
		const calls = answer( [ ACTIVE ] );
		const setAttributes = await openPanel( true );
		const toggle = await screen.findByRole( 'checkbox', {
			name: 'Save contacts in the CRM',
		} );
		expect( toggle ).toBeChecked();
		await userEvent.click( toggle );
		expect( setAttributes ).toHaveBeenCalledWith( { jetpackCRM: false } );
		expect( calls ).toEqual( [ { path: '/jetpack/v4/jetpack_crm' } ] );
	} );

	it( 'shows nothing when the CRM data cannot load', async () => {
		answer( [ { reject: true, code: 'rest_forbidden' } ] );
		await openPanel();
		await screen.findByRole( 'button', { name: 'CRM Integration' } );
		// Once loading is over, the panel holds nothing.
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
		expect( document.querySelector( '.components-spinner' ) ).toBeNull();
		expect(
			document.querySelector( '.components-panel__body' )?.textContent
		).toBe( 'CRM Integration' );
	} );

	it( 'shows nothing when the CRM data reports an error', async () => {
		answer( [ { ...ACTIVE, error: 'crm_unavailable', message: 'x' } ] );
		await openPanel();
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
		expect(
			document.querySelector( '.components-panel__body' )?.textContent
		).toBe( 'CRM Integration' );
	} );

	it.each( [
		[
			'unknown',
			'The CRM plugin is installed but has an invalid version.',
		],
		[
			'4.9.0',
			'Please update to the latest version of the CRM plugin to integrate your contact form with your CRM.',
		],
		[ '4.0.0', 'Contacts from this form will be stored in your CRM.' ],
	] )( 'version %s says: %s', async ( version, text ) => {
		answer( [ { ...ACTIVE, crm_version: version } ] );
		await openPanel();
		expect( await screen.findByText( text ) ).toBeInTheDocument();
	} );

	const UPDATE =
		'Please update to the latest version of the CRM plugin to integrate your contact form with your CRM.';
	const STORED = 'Contacts from this form will be stored in your CRM.';
	it.each( [
		[ '3.0.19', true, true ],
		[ '3.5.2', true, true ],
		[ '4.0.0', true, true ],
		[ '4.0.1', false, true ],
		[ '4.9.1', false, false ],
		[ '6.4.1', false, false ],
	] )(
		'version %s: stored automatically %p, "Please update…" %p',
		async ( version, stored, update ) => {
			answer( [ { ...ACTIVE, crm_version: version } ] );
			await openPanel();
			let shown: string | RegExp = /Save contacts/;
			if ( update ) {
				shown = UPDATE;
			}
			if ( stored ) {
				shown = STORED;
			}
			await screen.findByText( shown );
			expect( screen.queryByText( STORED ) !== null ).toBe( stored );
			expect( screen.queryByText( UPDATE ) !== null ).toBe( update );
		}
	);

	it( 'installs and activates the CRM, then asks for its data again', async () => {
		const calls = answer( [
			{
				...ACTIVE,
				crm_installed: false,
				crm_active: false,
				crm_version: '',
			},
			{ file: 'zero-bs-crm/ZeroBSCRM.php', active: true },
			ACTIVE,
		] );
		await openPanel();
		await userEvent.click(
			await screen.findByRole( 'button', {
				name: 'Install the CRM plugin',
			} )
		);
		expect(
			await screen.findByRole( 'checkbox', {
				name: 'Save contacts in the CRM',
			} )
		).toBeInTheDocument();
		expect( calls ).toEqual( [
			{ path: '/jetpack/v4/jetpack_crm' },
			{
				path: '/jetpack/v4/plugins',
				method: 'POST',
				data: {
					slug: 'zero-bs-crm',
					status: 'active',
					source: 'block-editor',
				},
			},
			{ path: '/jetpack/v4/jetpack_crm' },
		] );
	} );

	it( 'activates an installed CRM; a failure is shown and the data is fetched again', async () => {
		const inactive = { ...ACTIVE, crm_active: false };
		const calls = answer( [
			inactive,
			{ reject: true, code: 'activation_failed', message: 'Broken.' },
			inactive,
		] );
		await openPanel();
		expect(
			await screen.findByText(
				'The CRM plugin is installed but not active.'
			)
		).toBeInTheDocument();
		await userEvent.click(
			screen.getByRole( 'button', { name: 'Activate the CRM plugin' } )
		);
		expect(
			await screen.findByText(
				'The CRM plugin failed to activate. Broken.',
				{ selector: NOTICE }
			)
		).toBeInTheDocument();
		expect( calls[ 1 ] ).toEqual( {
			path: '/jetpack/v4/plugins/zero-bs-crm/ZeroBSCRM',
			method: 'POST',
			data: { status: 'active', source: 'block-editor' },
		} );
		expect( calls ).toHaveLength( 3 );
		expect(
			screen.getByRole( 'button', { name: 'Activate the CRM plugin' } )
		).toBeInTheDocument();
	} );

	it( 'enables the forms extension, then shows the toggle', async () => {
		const calls = answer( [
			{ ...ACTIVE, jp_form_ext_enabled: false },
			{ code: 'success' },
		] );
		await openPanel();
		await userEvent.click(
			await screen.findByRole( 'button', {
				name: 'Enable the CRM form extension',
			} )
		);
		expect(
			await screen.findByRole( 'checkbox', {
				name: 'Save contacts in the CRM',
			} )
		).toBeInTheDocument();
		expect( calls[ 1 ] ).toEqual( {
			path: '/jetpack/v4/jetpack_crm',
			method: 'POST',
			data: { extension: 'jetpackforms' },
		} );
	} );

	it.each( [
		[ { code: 'not_yet' }, 'not_yet' ],
		[
			{
				reject: true,
				code: 'crm_not_active',
				message: 'The CRM plugin is not active.',
			},
			'The CRM plugin is not active.',
		],
	] )(
		'says why the extension failed to activate (%p)',
		async ( result, error ) => {
			answer( [ { ...ACTIVE, jp_form_ext_enabled: false }, result ] );
			await openPanel();
			await userEvent.click(
				await screen.findByRole( 'button', {
					name: 'Enable the CRM form extension',
				} )
			);
			expect(
				await screen.findByText(
					`The CRM form extension failed to activate. The error message was "${ error }".`,
					{ selector: NOTICE }
				)
			).toBeInTheDocument();
		}
	);

	it( 'tells users who cannot enable the extension to ask an administrator', async () => {
		answer( [
			{
				...ACTIVE,
				jp_form_ext_enabled: false,
				can_activate_extension: false,
			},
		] );
		await openPanel();
		expect(
			await screen.findByText(
				'A site administrator must enable the CRM form extension.'
			)
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', {
				name: 'Enable the CRM form extension',
			} )
		).not.toBeInTheDocument();
	} );
} );
