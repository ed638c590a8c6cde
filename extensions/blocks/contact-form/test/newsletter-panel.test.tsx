import apiFetch from '@wordpress/api-fetch';
import { dispatch } from '@wordpress/data';
import { store as integrationsStore } from '@stores/plugin-integrations';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NewsletterPanel from '../edit/newsletter-panel';

jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: jest.fn(),
} ) );

const mockedApiFetch = apiFetch as unknown as jest.Mock;

// A notice's text (the same text is also spoken, in a live region).
const NOTICE = '.components-notice__content';
const FILE = 'creative-mail-by-constant-contact/creative-mail-plugin.php';

interface Call {
	path: string;
	method?: string;
	data?: unknown;
}

/**
 * Answers apiFetch call by call, recording the calls.
 *
 * @param answers What each call answers (objects with `reject` reject).
 */
function answer( answers: unknown[] ): Call[] {
	const calls: Call[] = [];
	mockedApiFetch.mockImplementation( ( options: Call ) => {
		calls.push( options );
		const next = answers.shift();
		return ( next as { reject?: boolean } )?.reject
			? Promise.reject( next )
			: Promise.resolve( next );
	} );
	return calls;
}

/**
 * Renders the panel and opens it.
 */
async function openPanel() {
	render( <NewsletterPanel /> );
	await userEvent.click(
		screen.getByRole( 'button', { name: 'Newsletter Integration' } )
	);
}

beforeEach( () => {
	// The store reads once per page: each test reads again.
	dispatch( integrationsStore ).invalidateResolutionForStore();
	dispatch( integrationsStore ).receiveCrmStatus( undefined );
	dispatch( integrationsStore ).receivePlugins( undefined );
	mockedApiFetch.mockReset();
	window.blockpackEditor!.siteType = 'self-hosted';
	window.blockpackEditor!.isPrivateSite = false;
	window.blockpackEditor!.contactForm = {
		authorEmail: 'author@example.com',
		siteTitle: 'Site',
		canInstallPlugins: true,
		canActivatePlugins: true,
	};
} );

describe( 'NewsletterPanel', () => {
	it( 'is hidden on simple sites and from users who cannot manage plugins', () => {
		window.blockpackEditor!.siteType = 'simple';
		const { container, rerender } = render( <NewsletterPanel /> );
		expect( container ).toBeEmptyDOMElement();
		window.blockpackEditor!.siteType = 'self-hosted';
		window.blockpackEditor!.contactForm!.canActivatePlugins = false;
		rerender( <NewsletterPanel /> );
		expect( container ).toBeEmptyDOMElement();
		expect( mockedApiFetch ).not.toHaveBeenCalled();
	} );

	it( 'shows nothing when the plugin list cannot load', async () => {
		answer( [ { reject: true, code: 'rest_forbidden' } ] );
		await openPanel();
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
		expect(
			document.querySelector( '.components-panel__body' )?.textContent
		).toBe( 'Newsletter Integration' );
	} );

	it( 'says why the install failed, with a link to the plugin information', async () => {
		const calls = answer( [
			{ 'blockpack/plugin.php': { active: true } },
			{
				reject: true,
				code: 'plugin_install_failed',
				message: 'No network.',
			},
		] );
		await openPanel();
		await userEvent.click(
			await screen.findByRole( 'button', {
				name: 'Install the Creative Mail plugin',
			} )
		);
		const notice = await screen.findByText(
			/The plugin failed to install/,
			{
				selector: NOTICE,
			}
		);
		expect(
			notice.textContent?.replace( /\s*\(opens in a new tab\)|↗/g, '' )
		).toBe(
			'The plugin failed to install. No network. Please check the plugin information for detailed requirements.'
		);
		expect(
			screen.getByRole( 'link', { name: /plugin information/ } )
		).toHaveAttribute(
			'href',
			'https://wordpress.org/plugins/creative-mail-by-constant-contact/'
		);
		expect( calls[ 1 ] ).toEqual( {
			path: '/jetpack/v4/plugins',
			method: 'POST',
			data: {
				slug: 'creative-mail-by-constant-contact',
				status: 'active',
				source: 'block-editor',
			},
		} );
	} );

	it( 'offers no install button to users who cannot install plugins', async () => {
		window.blockpackEditor!.contactForm!.canInstallPlugins = false;
		answer( [ {} ] );
		await openPanel();
		expect(
			await screen.findByText(
				'To start sending email campaigns, a site administrator can install the Creative Mail plugin.'
			)
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: /Install/ } )
		).toBeNull();
	} );

	it( 'activates the installed plugin, then links to its page in wp-admin', async () => {
		const calls = answer( [
			{ [ FILE ]: { active: false } },
			{ file: FILE, active: true },
		] );
		await openPanel();
		await userEvent.click(
			await screen.findByRole( 'button', {
				name: 'Activate the Creative Mail plugin',
			} )
		);
		expect(
			await screen.findByRole( 'link', { name: /Manage Creative Mail/ } )
		).toHaveAttribute( 'href', 'admin.php?page=creativemail' );
		expect(
			screen.getByText(
				'You’re all set up for email marketing with Creative Mail.'
			)
		).toBeInTheDocument();
		expect( calls[ 1 ] ).toEqual( {
			path: '/jetpack/v4/plugins/creative-mail-by-constant-contact/creative-mail-plugin',
			method: 'POST',
			data: { status: 'active', source: 'block-editor' },
		} );
	} );

	it( 'notes a private site', async () => {
		window.blockpackEditor!.isPrivateSite = true;
		answer( [ { [ FILE ]: { active: true } } ] );
		await openPanel();
		expect(
			await screen.findByText(
				'This site is private: only people who are logged in can see this form and sign up through it.'
			)
		).toBeInTheDocument();
	} );
} );
