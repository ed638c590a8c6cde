/**
 * The Donations Form editor: how it loads (or creates) the three plans, the locked placeholder,
 * the tabs and their fallback, the currency switch and the custom amount's error state.
 *
 * Rendered outside a block list, with a fresh data registry per test (the memberships store the
 * Stripe banner reads, notices, and a `core/editor` stand-in giving the post's guid) and
 * `apiFetch` answered by path. The block-editor slots are replaced by inline stand-ins: toolbar
 * and sidebar render their children in place, RichText is a labelled text input.
 */
import apiFetch from '@wordpress/api-fetch';
import type { BlockEditProps } from '@wordpress/blocks';
import {
	createReduxStore,
	createRegistry,
	RegistryProvider,
} from '@wordpress/data';
import { useState } from '@wordpress/element';
import { store as noticesStore } from '@wordpress/notices';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { store as membershipProductsStore } from '@stores/membership-products';
import metadata from '../block.json';
import Edit from '../edit';
import type { DonationsAttributes, DonationTab } from '../types';
import '../../../../tests/unit/mocks/resize-observer';

jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: jest.fn(),
} ) );

jest.mock( '@wordpress/block-editor', () =>
	require( '../../../../tests/unit/mocks/block-editor' )
);

const mockedApiFetch = apiFetch as unknown as jest.Mock;

const STATUS_PATH =
	'/wpcom/v2/memberships/status?source=gutenberg&type=donation&is_editable=false';
const PRODUCTS_PATH = '/wpcom/v2/memberships/products';
const GUID = 'http://example.test/?p=42';
const GENERIC_ERROR = 'Could not load data from the hosting provider.';
const STRIPE_TITLE = 'Connect to Stripe to use this block on your site';
const STRIPE_TEXT =
	'This block will be hidden from your visitors until you connect to Stripe.';

type TabKey = 'oneTimeDonation' | 'monthlyDonation' | 'annualDonation';
const TAB_KEYS: TabKey[] = [
	'oneTimeDonation',
	'monthlyDonation',
	'annualDonation',
];

/** The attributes a new block gets from block.json. */
function defaultAttributes(): DonationsAttributes {
	const attributes = Object.fromEntries(
		Object.entries( metadata.attributes )
			.filter( ( [ , definition ] ) => 'default' in definition )
			.map( ( [ name, definition ] ) => [
				name,
				// A deep copy: tests change the tabs' objects.
				JSON.parse(
					JSON.stringify(
						( definition as { default: unknown } ).default
					)
				),
			] )
	);
	return attributes as DonationsAttributes;
}

interface FakeServer {
	/** The donation status (`type=donation`); also what the store's `type=all` status gets. */
	status?: unknown;
	/** Thrown by the status request instead (apiFetch throws the server's JSON error). */
	statusError?: unknown;
	/** The answer to `POST /memberships/products`. */
	products?: unknown;
	/** Thrown by the products request instead. */
	productsError?: unknown;
}

const CONNECTED = {
	connected_account_id: 'acct_123',
	connect_url: '',
	should_upgrade_to_access_memberships: false,
	products: [],
};

/** Three plans, not in interval order: ids must be taken by interval, not by position. */
const PLANS = [
	{ id: 303, interval: '1 year', currency: 'USD', price: 1 },
	{ id: 101, interval: 'one-time', currency: 'USD', price: 1 },
	{ id: 202, interval: '1 month', currency: 'USD', price: 1 },
];

/**
 * Answers `apiFetch` by path.
 *
 * @param server The answers.
 */
function fakeServer( server: FakeServer ) {
	mockedApiFetch.mockImplementation( async ( { path }: { path: string } ) => {
		if ( path.startsWith( '/wpcom/v2/memberships/status' ) ) {
			if ( 'statusError' in server ) {
				throw server.statusError;
			}
			return 'status' in server ? server.status : CONNECTED;
		}
		if ( path === PRODUCTS_PATH ) {
			if ( 'productsError' in server ) {
				throw server.productsError;
			}
			return 'products' in server ? server.products : PLANS;
		}
		throw { code: 'rest_no_route', message: 'No route was found.' };
	} );
}

/** The donation requests (not the store's own status request), in order. */
function donationRequests() {
	return mockedApiFetch.mock.calls
		.map( ( [ options ] ) => options )
		.filter(
			( options: { path: string } ) =>
				options.path === STATUS_PATH || options.path === PRODUCTS_PATH
		);
}

/**
 * Renders the block with its attributes held in state, as the editor would.
 *
 * @param attributes       Attributes over block.json's defaults.
 * @param options          Options.
 * @param options.inserted Whether the author has just inserted the block (otherwise it was
 *                         loaded with the post).
 * @return Every change set, the latest attributes, and the user.
 */
function renderBlock(
	attributes: Partial< DonationsAttributes > = {},
	{ inserted = false }: { inserted?: boolean } = {}
) {
	const registry = createRegistry();
	registry.register( membershipProductsStore );
	registry.register( noticesStore );
	registry.register(
		createReduxStore( 'core/editor', {
			reducer: ( state: Record< string, never > = {} ) => state,
			selectors: {
				getCurrentPost: () => ( { guid: { raw: GUID } } ),
			},
		} )
	);
	// The block editor knows which blocks the author just inserted (none when a post opens).
	registry.register(
		createReduxStore( 'core/block-editor', {
			reducer: ( state: Record< string, never > = {} ) => state,
			selectors: {
				wasBlockJustInserted: (
					_state: unknown,
					clientId: string,
					source?: string
				) => inserted && clientId === 'donations' && ! source,
			},
		} )
	);
	const changes: Array< Partial< DonationsAttributes > > = [];
	let latest: DonationsAttributes = {
		...defaultAttributes(),
		...attributes,
	};
	function Harness() {
		const [ state, setState ] = useState< DonationsAttributes >( latest );
		latest = state;
		const props = {
			attributes: state,
			setAttributes: ( update: Partial< DonationsAttributes > ) => {
				changes.push( update );
				setState( ( previous ) => {
					latest = { ...previous, ...update };
					return latest;
				} );
			},
			clientId: 'donations',
			isSelected: true,
			name: 'jetpack/donations',
			className: '',
			context: {},
		} as unknown as BlockEditProps< DonationsAttributes >;
		return <Edit { ...props } />;
	}
	render(
		<RegistryProvider value={ registry }>
			<Harness />
		</RegistryProvider>
	);
	return {
		changes,
		attributes: () => latest,
		user: userEvent.setup(),
		registry,
	};
}

/** Waits for the form (the plans have loaded). */
async function formReady() {
	return screen.findByRole( 'textbox', { name: 'Tier 1' } );
}

const planIds = ( attributes: DonationsAttributes ) =>
	TAB_KEYS.map( ( key ) => attributes[ key ].planId );

beforeEach( () => {
	mockedApiFetch.mockReset();
} );

/** The POST requests made (plans created). */
const writes = () =>
	mockedApiFetch.mock.calls
		.map( ( [ options ] ) => options as { path: string; method?: string } )
		.filter( ( options ) => options.method === 'POST' )
		.map( ( options ) => options.path );

/** Lets every request the block and the store make settle. */
const settle = () => new Promise( ( resolve ) => setTimeout( resolve, 30 ) );

/**
 * Tabs with plan ids.
 *
 * @param ids Plan ids (one-time, monthly, yearly).
 */
function withPlanIds( ids: Array< number | null > ) {
	const stored = defaultAttributes();
	return {
		oneTimeDonation: { ...stored.oneTimeDonation, planId: ids[ 0 ] },
		monthlyDonation: { ...stored.monthlyDonation, planId: ids[ 1 ] },
		annualDonation: { ...stored.annualDonation, planId: ids[ 2 ] },
	};
}

describe( 'Donations editor: plans', () => {
	it( 'a block the author just inserted gets its currency’s plans (created once) and the post’s guid', async () => {
		fakeServer( {} );
		const { attributes } = renderBlock(
			{ currency: 'EUR' },
			{ inserted: true }
		);
		// Loading: a spinner under the block's name, no form yet.
		expect( screen.getByText( 'Donations Form' ) ).toBeInTheDocument();
		expect(
			screen.queryByRole( 'textbox', { name: 'Tier 1' } )
		).not.toBeInTheDocument();

		await formReady();
		await waitFor( () =>
			expect( planIds( attributes() ) ).toEqual( [ 101, 202, 303 ] )
		);
		expect( attributes().fallbackLinkUrl ).toBe( GUID );
		expect( donationRequests() ).toEqual( [
			{ path: STATUS_PATH },
			{
				path: PRODUCTS_PATH,
				method: 'POST',
				data: { type: 'donation', currency: 'EUR', is_editable: false },
			},
		] );
		// Everything else in the tabs is kept.
		expect( attributes().monthlyDonation ).toEqual( {
			...defaultAttributes().monthlyDonation,
			planId: 202,
		} );
		// Connected: no Stripe banner.
		expect( screen.queryByText( STRIPE_TITLE ) ).not.toBeInTheDocument();
	} );

	it( 'a block the author just inserted takes the plans the site already has, creating none', async () => {
		fakeServer( { status: { ...CONNECTED, products: PLANS } } );
		const { attributes } = renderBlock( {}, { inserted: true } );
		await formReady();
		await waitFor( () =>
			expect( planIds( attributes() ) ).toEqual( [ 101, 202, 303 ] )
		);
		await settle();
		expect( writes() ).toEqual( [] );
	} );

	it.each< [ string, FakeServer, Partial< DonationsAttributes > ] >( [
		[
			'connected, no plan in its currency, Jetpack’s plan ids and link',
			{},
			{
				...withPlanIds( [ 11, 12, 13 ] ),
				fallbackLinkUrl: 'http://example.com/?p=1',
			},
		],
		[
			'connected, the site’s plans differ from the saved ones',
			{ status: { ...CONNECTED, products: PLANS } },
			withPlanIds( [ 11, 12, 13 ] ),
		],
		[
			'connected, a bare block (no plan, no link)',
			{ status: { ...CONNECTED, products: PLANS } },
			{},
		],
		[
			'not connected, Jetpack’s plan ids',
			{ status: { connect_url: '/settings' } },
			withPlanIds( [ 11, 12, 13 ] ),
		],
		[
			'not connected, Jetpack’s -1',
			{ status: { connect_url: '/settings' } },
			withPlanIds( [ -1, -1, -1 ] ),
		],
		[
			'an upgrade is needed',
			{
				status: {
					...CONNECTED,
					should_upgrade_to_access_memberships: true,
				},
			},
			withPlanIds( [ 11, 12, 13 ] ),
		],
	] )(
		'opening a saved block changes no attribute and creates no plan: %s',
		async ( _, server, saved ) => {
			fakeServer( server );
			const { changes, registry } = renderBlock( saved );
			await formReady();
			await settle();
			expect( changes ).toEqual( [] );
			expect( writes() ).toEqual( [] );
			expect( registry.select( noticesStore ).getNotices() ).toEqual(
				[]
			);
		}
	);

	it( 'the author’s first change also writes the site’s plans and the guid, in the same change', async () => {
		fakeServer( { status: { ...CONNECTED, products: PLANS } } );
		const { changes, attributes, user } = renderBlock( {
			...withPlanIds( [ 11, 12, 13 ] ),
			fallbackLinkUrl: 'http://example.com/?p=1',
		} );
		await formReady();
		await settle();
		expect( changes ).toEqual( [] );
		await user.type(
			screen.getByRole( 'textbox', { name: 'Extra text' } ),
			'!'
		);
		expect( changes[ 0 ] ).toEqual( {
			oneTimeDonation: {
				...defaultAttributes().oneTimeDonation,
				planId: 101,
				extraText: 'Your contribution is appreciated.!',
			},
			monthlyDonation: {
				...defaultAttributes().monthlyDonation,
				planId: 202,
			},
			annualDonation: {
				...defaultAttributes().annualDonation,
				planId: 303,
			},
			fallbackLinkUrl: GUID,
		} );
		expect( planIds( attributes() ) ).toEqual( [ 101, 202, 303 ] );
		expect( writes() ).toEqual( [] );
	} );

	it( 'the author’s first change in a currency with no plan creates them, then writes them', async () => {
		fakeServer( {} );
		const { attributes, user } = renderBlock( {
			...withPlanIds( [ 11, 12, 13 ] ),
			fallbackLinkUrl: GUID,
		} );
		await formReady();
		await settle();
		expect( writes() ).toEqual( [] );
		await user.click(
			screen.getByRole( 'checkbox', {
				name: 'Show custom amount option',
			} )
		);
		await waitFor( () =>
			expect( planIds( attributes() ) ).toEqual( [ 101, 202, 303 ] )
		);
		expect( attributes().showCustomAmount ).toBe( false );
		expect( writes() ).toEqual( [ PRODUCTS_PATH ] );
	} );

	it( 'not connected, the author’s change writes no -1 plan id', async () => {
		fakeServer( { status: { connect_url: '/settings' } } );
		const { attributes, user } = renderBlock(
			withPlanIds( [ 11, 12, 13 ] )
		);
		await formReady();
		await user.click(
			screen.getByRole( 'checkbox', {
				name: 'Show custom amount option',
			} )
		);
		await settle();
		expect( planIds( attributes() ) ).toEqual( [ 11, 12, 13 ] );
		expect( attributes().fallbackLinkUrl ).toBe( GUID );
		expect( writes() ).toEqual( [] );
	} );

	it( 'labels the tiers "Tier 1", "Tier 2", "Tier 3"', async () => {
		fakeServer( {} );
		renderBlock();
		await formReady();
		expect(
			screen
				.getAllByRole( 'textbox', { name: /^Tier \d$/ } )
				.map( ( input ) => input.getAttribute( 'aria-label' ) )
		).toEqual( [ 'Tier 1', 'Tier 2', 'Tier 3' ] );
	} );

	it( 'names the source gutenberg-wpcom when the editor was opened from WordPress.com', async () => {
		fakeServer( {} );
		const before = window.location.href;
		window.history.replaceState(
			null,
			'',
			'/wp-admin/post.php?post=42&action=edit&origin=https%3A%2F%2Fwordpress.com'
		);
		try {
			renderBlock();
			await formReady();
			const paths = mockedApiFetch.mock.calls.map(
				( [ options ] ) => ( options as { path: string } ).path
			);
			expect( paths ).toContain(
				'/wpcom/v2/memberships/status?source=gutenberg-wpcom&type=donation&is_editable=false'
			);
			expect( paths ).not.toContain( STATUS_PATH );
		} finally {
			window.history.replaceState( null, '', before );
		}
	} );

	it.each< [ string, Record< string, unknown >, boolean ] >( [
		[
			'Stripe is not connected',
			{
				connect_url: '/wp-admin/options-general.php?page=blockpack',
				should_upgrade_to_access_memberships: false,
			},
			true,
		],
		[
			'an upgrade is needed',
			{
				connected_account_id: 'acct_123',
				connect_url: '/wp-admin/options-general.php?page=blockpack',
				should_upgrade_to_access_memberships: true,
			},
			false,
		],
	] )(
		'a block just inserted when %s gets no plan id and creates no plan',
		async ( _, status, banner ) => {
			fakeServer( { status } );
			const { attributes } = renderBlock( {}, { inserted: true } );
			await formReady();
			await waitFor( () =>
				expect( attributes().fallbackLinkUrl ).toBe( GUID )
			);
			expect( planIds( attributes() ) ).toEqual( [ null, null, null ] );
			expect( donationRequests() ).toEqual( [ { path: STATUS_PATH } ] );
			if ( banner ) {
				expect(
					await screen.findByRole( 'region', { name: STRIPE_TITLE } )
				).toBeInTheDocument();
				expect( screen.getByText( STRIPE_TEXT ) ).toBeInTheDocument();
				// The store adds where to come back to after connecting.
				expect(
					screen.getByRole( 'link', { name: 'Connect' } )
				).toHaveAttribute(
					'href',
					expect.stringMatching(
						/^\/wp-admin\/options-general\.php\?page=blockpack(&|$)/
					)
				);
			} else {
				// Let the store's own status request settle before looking.
				await waitFor( () =>
					expect( mockedApiFetch ).toHaveBeenCalledTimes( 2 )
				);
				expect(
					screen.queryByText( STRIPE_TITLE )
				).not.toBeInTheDocument();
			}
		}
	);

	it( 'shows no banner when not connected but there is no connect URL', async () => {
		fakeServer( {
			status: {
				connect_url: '',
				should_upgrade_to_access_memberships: false,
			},
		} );
		renderBlock();
		await formReady();
		await waitFor( () =>
			expect( mockedApiFetch ).toHaveBeenCalledTimes( 2 )
		);
		expect( screen.queryByText( STRIPE_TITLE ) ).not.toBeInTheDocument();
	} );
} );

describe( 'Donations editor: locked placeholder', () => {
	it.each< [ string, FakeServer, string ] >( [
		[
			'the status fails with a message',
			{
				statusError: {
					code: 'stripe_unreachable',
					message: 'Stripe could not be reached.',
					data: { status: 502 },
				},
			},
			'Stripe could not be reached.',
		],
		[
			'the status fails without a message',
			{ statusError: { code: 'fetch_error', message: '' } },
			GENERIC_ERROR,
		],
		[ 'the status is not an object', { status: 'oops' }, GENERIC_ERROR ],
		[
			'a successful status answer carries errors',
			{
				status: {
					...CONNECTED,
					errors: {
						stripe_account: [
							'Your Stripe account is restricted.',
						],
					},
				},
			},
			'Your Stripe account is restricted.',
		],
		[
			'creating the plans fails with a message',
			{
				productsError: {
					code: 'invalid_currency',
					message: 'Invalid currency.',
				},
			},
			'Invalid currency.',
		],
		[
			'a plan is missing from the answer',
			{ products: PLANS.slice( 0, 2 ) },
			GENERIC_ERROR,
		],
	] )( 'shows the message when %s', async ( _, server, message ) => {
		fakeServer( server );
		const { changes } = renderBlock(
			{ fallbackLinkUrl: GUID },
			{ inserted: true }
		);
		// The placeholder's instructions (the same text is also spoken to screen readers).
		expect(
			await screen.findByText( message, {
				selector:
					'.donations__locked .components-placeholder__instructions',
			} )
		).toBeInTheDocument();
		expect( screen.getByText( 'Donations Form' ) ).toBeInTheDocument();
		expect(
			screen.queryByRole( 'textbox', { name: 'Tier 1' } )
		).not.toBeInTheDocument();
		expect( screen.queryByRole( 'tablist' ) ).not.toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: /Change currency/ } )
		).not.toBeInTheDocument();
		// The stored plans are left alone.
		expect( changes ).toEqual( [] );
	} );
} );

describe( 'Donations editor: tabs', () => {
	const tabNames = () =>
		within( screen.getByRole( 'tablist' ) )
			.getAllByRole( 'tab' )
			.map( ( tab ) => tab.textContent );
	const selectedTab = () =>
		within( screen.getByRole( 'tablist' ) ).getByRole( 'tab', {
			selected: true,
		} );
	const heading = () => screen.getByRole( 'textbox', { name: 'Heading' } );

	it.each< [ boolean, boolean, string[] | null ] >( [
		[ true, true, [ 'One-Time', 'Monthly', 'Yearly' ] ],
		[ true, false, [ 'One-Time', 'Monthly' ] ],
		[ false, true, [ 'One-Time', 'Yearly' ] ],
		[ false, false, null ],
	] )(
		'monthly %s, yearly %s: tabs %j',
		async ( monthly, annual, expected ) => {
			fakeServer( {} );
			const stored = defaultAttributes();
			renderBlock( {
				monthlyDonation: { ...stored.monthlyDonation, show: monthly },
				annualDonation: { ...stored.annualDonation, show: annual },
			} );
			await formReady();
			if ( expected ) {
				expect( tabNames() ).toEqual( expected );
				expect( selectedTab() ).toHaveTextContent( 'One-Time' );
			} else {
				expect(
					screen.queryByRole( 'tablist' )
				).not.toBeInTheDocument();
			}
			expect( heading() ).toHaveValue( 'Make a one-time donation' );
		}
	);

	it( 'shows each tab’s own texts and edits only that tab; the button text is shared', async () => {
		fakeServer( {} );
		const { attributes, user } = renderBlock();
		await formReady();
		await user.click( screen.getByRole( 'tab', { name: 'Yearly' } ) );
		expect( selectedTab() ).toHaveTextContent( 'Yearly' );
		expect( heading() ).toHaveValue( 'Make a yearly donation' );
		expect(
			screen.getByRole( 'textbox', { name: 'Button text' } )
		).toHaveValue( 'Donate yearly' );

		await user.clear( heading() );
		await user.type( heading(), 'Give every year' );
		expect( attributes().annualDonation.heading ).toBe( 'Give every year' );
		expect( attributes().oneTimeDonation.heading ).toBe(
			'Make a one-time donation'
		);

		await user.clear(
			screen.getByRole( 'textbox', { name: 'Button text' } )
		);
		await user.type(
			screen.getByRole( 'textbox', { name: 'Button text' } ),
			'Give'
		);
		expect(
			TAB_KEYS.map( ( key ) => attributes()[ key ].buttonText )
		).toEqual( [ 'Give', 'Give', 'Give' ] );
	} );

	it.each< [ string, string, string ] >( [
		[ 'Monthly', 'Show monthly donations', 'monthlyDonation' ],
		[ 'Yearly', 'Show annual donations', 'annualDonation' ],
	] )(
		'disabling the active %s tab falls back to One-Time',
		async ( tabName, toggle, key ) => {
			fakeServer( {} );
			const { attributes, user } = renderBlock();
			await formReady();
			await user.click( screen.getByRole( 'tab', { name: tabName } ) );
			expect( selectedTab() ).toHaveTextContent( tabName );

			await user.click(
				screen.getByRole( 'checkbox', { name: toggle } )
			);
			expect( ( attributes()[ key ] as DonationTab ).show ).toBe( false );
			expect( tabNames() ).not.toContain( tabName );
			expect( selectedTab() ).toHaveTextContent( 'One-Time' );
			expect( heading() ).toHaveValue( 'Make a one-time donation' );

			// Enabled again, the tab is back but One-Time stays shown.
			await user.click(
				screen.getByRole( 'checkbox', { name: toggle } )
			);
			expect( tabNames() ).toContain( tabName );
			expect( heading() ).toHaveValue( 'Make a one-time donation' );
		}
	);

	it( 'disabling an inactive tab keeps the active one', async () => {
		fakeServer( {} );
		const { user } = renderBlock();
		await formReady();
		await user.click( screen.getByRole( 'tab', { name: 'Yearly' } ) );
		await user.click(
			screen.getByRole( 'checkbox', { name: 'Show monthly donations' } )
		);
		expect( tabNames() ).toEqual( [ 'One-Time', 'Yearly' ] );
		expect( selectedTab() ).toHaveTextContent( 'Yearly' );
		expect( heading() ).toHaveValue( 'Make a yearly donation' );
	} );

	it( 'hides the custom amount when its option is off', async () => {
		fakeServer( {} );
		const { attributes, user } = renderBlock();
		await formReady();
		expect(
			screen.getByRole( 'textbox', { name: 'Custom amount' } )
		).toBeInTheDocument();
		await user.click(
			screen.getByRole( 'checkbox', {
				name: 'Show custom amount option',
			} )
		);
		expect( attributes().showCustomAmount ).toBe( false );
		expect(
			screen.queryByRole( 'textbox', { name: 'Custom amount' } )
		).not.toBeInTheDocument();
		expect(
			screen.queryByRole( 'textbox', { name: 'Custom amount text' } )
		).not.toBeInTheDocument();
	} );
} );

describe( 'Donations editor: currency', () => {
	it.each< [ string, number[], string[], string ] >( [
		[ 'USD', [ 5, 15, 100 ], [ '5.00', '15.00', '100.00' ], '50' ],
		[ 'JPY', [ 500, 1500, 10000 ], [ '500', '1,500', '10,000' ], '5000' ],
		[ 'EUR', [ 5, 15, 100 ], [ '5,00', '15,00', '100,00' ], '50' ],
		[ 'DKK', [ 25, 75, 500 ], [ '25,00', '75,00', '500,00' ], '250' ],
		[
			'MXN',
			[ 100, 300, 2000 ],
			[ '100.00', '300.00', '2,000.00' ],
			'1000',
		],
	] )(
		'switching to %s resets every tab to %j and the custom amount to %s',
		async ( code, amounts, shown, custom ) => {
			fakeServer( {} );
			const stored = defaultAttributes();
			const { attributes, user } = renderBlock( {
				currency: 'GBP',
				oneTimeDonation: {
					...stored.oneTimeDonation,
					amounts: [ 7, 8, 9 ],
				},
				monthlyDonation: {
					...stored.monthlyDonation,
					amounts: [ 7, 8, 9 ],
				},
				annualDonation: {
					...stored.annualDonation,
					amounts: [ 7, 8, 9 ],
				},
			} );
			await formReady();
			await user.clear(
				screen.getByRole( 'textbox', { name: 'Custom amount' } )
			);
			await user.type(
				screen.getByRole( 'textbox', { name: 'Custom amount' } ),
				'12'
			);

			await user.click(
				screen.getByRole( 'button', { name: /Change currency/ } )
			);
			await user.click(
				screen.getByRole( 'menuitemradio', {
					name: new RegExp( `^${ code } - ` ),
				} )
			);
			expect( attributes().currency ).toBe( code );
			expect(
				TAB_KEYS.map( ( key ) => attributes()[ key ].amounts )
			).toEqual( [ amounts, amounts, amounts ] );
			// Headings and texts survive.
			expect( attributes().oneTimeDonation.heading ).toBe(
				'Make a one-time donation'
			);

			// The plans of the new currency are loaded again.
			await formReady();
			await waitFor( () =>
				expect( donationRequests() ).toContainEqual( {
					path: PRODUCTS_PATH,
					method: 'POST',
					data: {
						type: 'donation',
						currency: code,
						is_editable: false,
					},
				} )
			);
			expect(
				[ 1, 2, 3 ].map( ( n ) =>
					screen.getByRole( 'textbox', { name: `Tier ${ n }` } )
				)
			).toEqual(
				shown.map( ( value ) => expect.objectContaining( { value } ) )
			);
			expect(
				screen.getByRole( 'textbox', { name: 'Custom amount' } )
			).toHaveValue( custom );
			expect(
				screen.getByRole( 'button', { name: /Change currency/ } )
			).toHaveTextContent( new RegExp( `^${ code } - ` ) );
		}
	);

	it( 'offers only the currencies Stripe can charge, the current one selected', async () => {
		fakeServer( {} );
		const { user } = renderBlock( { currency: 'SEK' } );
		await formReady();
		await user.click(
			screen.getByRole( 'button', { name: /Change currency/ } )
		);
		const items = screen.getAllByRole( 'menuitemradio' );
		expect(
			items.map( ( item ) => item.textContent?.slice( 0, 3 ) )
		).toEqual( [
			'USD',
			'AUD',
			'BRL',
			'CAD',
			'CHF',
			'DKK',
			'EUR',
			'GBP',
			'HKD',
			'INR',
			'JPY',
			'MXN',
			'NOK',
			'NZD',
			'PLN',
			'SEK',
			'SGD',
		] );
		expect(
			screen.getByRole( 'menuitemradio', { name: /^SEK - / } )
		).toHaveAttribute( 'aria-checked', 'true' );
		expect(
			screen.getByRole( 'menuitemradio', { name: /^USD - / } )
		).toHaveAttribute( 'aria-checked', 'false' );
	} );
} );

describe( 'Donations editor: amounts', () => {
	it.each< [ string, string, boolean ] >( [
		[ 'USD', '50', false ],
		[ 'USD', '0.5', false ],
		[ 'USD', '0.49', true ],
		[ 'USD', 'abc', true ],
		[ 'USD', '', true ],
		[ 'USD', '-5', true ],
		[ 'USD', '<script>alert(1)</script>', true ],
		[ 'USD', '1,000.50', false ],
		[ 'JPY', '50', false ],
		[ 'JPY', '49', true ],
		[ 'EUR', '5,50', false ],
		[ 'EUR', '0,4', true ],
		[ 'DKK', '2,4', true ],
		[ 'DKK', '2,5', false ],
		[ 'MXN', '9.99', true ],
		[ 'MXN', '10', false ],
	] )(
		'in %s, the custom amount "%s" is invalid: %s',
		async ( currency, typed, invalid ) => {
			fakeServer( {} );
			// Plans and link already right: the block itself changes nothing.
			const stored = defaultAttributes();
			const { user, changes } = renderBlock( {
				currency,
				oneTimeDonation: { ...stored.oneTimeDonation, planId: 101 },
				monthlyDonation: { ...stored.monthlyDonation, planId: 202 },
				annualDonation: { ...stored.annualDonation, planId: 303 },
				fallbackLinkUrl: GUID,
			} );
			await formReady();
			const input = screen.getByRole( 'textbox', {
				name: 'Custom amount',
			} );
			// The default is valid.
			expect( input ).toHaveAttribute( 'aria-invalid', 'false' );
			await user.clear( input );
			if ( typed ) {
				await user.type( input, typed );
			}
			expect( input ).toHaveValue( typed );
			expect( input ).toHaveAttribute(
				'aria-invalid',
				String( invalid )
			);
			expect( input.parentElement ).toHaveClass(
				'donations__custom-amount'
			);
			if ( invalid ) {
				expect( input.parentElement ).toHaveClass( 'has-error' );
			} else {
				expect( input.parentElement ).not.toHaveClass( 'has-error' );
			}
			// The custom amount is the visitor's: typing it stores nothing.
			expect( changes ).toEqual( [] );
		}
	);

	it( 'stores a tier only when it is a valid amount', async () => {
		fakeServer( {} );
		const { attributes, user } = renderBlock();
		await formReady();
		const second = screen.getByRole( 'textbox', { name: 'Tier 2' } );
		expect( second ).toHaveValue( '15.00' );

		await user.clear( second );
		await user.type( second, '0.4' );
		expect( second ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( second.parentElement ).toHaveClass( 'has-error' );
		// Nothing typed on the way ("0", "0.", "0.4") was valid: 15 stays.
		expect( attributes().oneTimeDonation.amounts ).toEqual( [
			5, 15, 100,
		] );

		await user.clear( second );
		await user.type( second, '1,234.5' );
		expect( second ).toHaveAttribute( 'aria-invalid', 'false' );
		expect( second.parentElement ).not.toHaveClass( 'has-error' );
		expect( attributes().oneTimeDonation.amounts ).toEqual( [
			5, 1234.5, 100,
		] );
		// Other tabs keep theirs.
		expect( attributes().monthlyDonation.amounts ).toEqual( [
			5, 15, 100,
		] );

		await user.clear( second );
		await user.type( second, 'ten' );
		expect( second ).toHaveAttribute( 'aria-invalid', 'true' );
		expect( attributes().oneTimeDonation.amounts ).toEqual( [
			5, 1234.5, 100,
		] );
	} );
} );
