/**
 * The memberships store against a mocked apiFetch: reducer, selectors, helpers, the resolvers
 * (they only read, never create a plan nor show a notice) and `createDonationPlans`.
 */
import apiFetch from '@wordpress/api-fetch';
import { createRegistry } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';
import { store } from '..';
import reducer, { DEFAULT_STATE } from '../reducer';
import * as selectors from '../selectors';
import {
	donationPlanIds,
	donationPlansOf,
	statusSource,
	withReturnAddress,
} from '../utils';
import type { Action, State } from '../types';

jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: jest.fn(),
} ) );

const mockedFetch = apiFetch as unknown as jest.Mock;

type Options = { path: string; method?: string; data?: unknown };

const STATUS = '/wpcom/v2/memberships/status';
const PRODUCTS = '/wpcom/v2/memberships/products';
const FALLBACK = 'Could not load data from the hosting provider.';
const PLANS = [
	{ id: 13, interval: '1 year' },
	{ id: 11, interval: 'one-time' },
	{ id: 12, interval: '1 month' },
];
const PLAN_IDS = { 'one-time': 11, '1 month': 12, '1 year': 13 };
const KNOWN = { 'one-time': [ 11 ], '1 month': [ 12 ], '1 year': [ 13 ] };
const READY = { status: 'ready', planIds: PLAN_IDS, known: KNOWN };
const NEEDS_SETUP = { status: 'needs-setup' };
/** Plans as the status lists them: two sets in EUR (the oldest is used), one in USD. */
const STORED = [
	{ id: 21, interval: 'one-time', currency: 'EUR' },
	{ id: 22, interval: '1 month', currency: 'EUR' },
	{ id: 23, interval: '1 year', currency: 'EUR' },
	{ id: 31, interval: 'one-time', currency: 'EUR' },
	{ id: 41, interval: 'one-time', currency: 'USD' },
];

/**
 * A registry with the notices store and ours.
 */
function makeRegistry() {
	const registry = createRegistry();
	registry.register( noticesStore );
	registry.register( store );
	return registry;
}

/**
 * Answers apiFetch by path prefix (an Error, or any `{ throw }`, is thrown).
 *
 * @param answers Answers by path prefix.
 */
function fakeServer( answers: Record< string, unknown > ) {
	mockedFetch.mockImplementation( async ( { path }: Options ) => {
		const key = Object.keys( answers ).find( ( prefix ) =>
			path.startsWith( prefix )
		);
		const answer = key ? answers[ key ] : undefined;
		if ( answer instanceof Error ) {
			throw answer;
		}
		if ( answer && typeof answer === 'object' && 'throw' in answer ) {
			throw ( answer as { throw: unknown } ).throw;
		}
		return answer;
	} );
}

const requests = () =>
	mockedFetch.mock.calls.map( ( [ options ] ) => options as Options );

beforeEach( () => {
	mockedFetch.mockReset();
	window.history.replaceState(
		null,
		'',
		'/wp-admin/post.php?post=7&action=edit&stripe_connect_success=1'
	);
} );

describe( 'reducer', () => {
	const status = { connectUrl: '/c', shouldUpgrade: false, error: null };
	const donationStatus = {
		status: 'ready' as const,
		connected: true,
		connectUrl: '',
		shouldUpgrade: false,
		plans: [],
	};
	it.each< [ string, State, Action, State ] >( [
		[
			'RECEIVE_STATUS',
			DEFAULT_STATE,
			{ type: 'RECEIVE_STATUS', status },
			{ ...DEFAULT_STATE, status },
		],
		[
			'RECEIVE_DONATION_STATUS',
			DEFAULT_STATE,
			{ type: 'RECEIVE_DONATION_STATUS', donationStatus },
			{ ...DEFAULT_STATE, donationStatus },
		],
		[
			'RECEIVE_DONATION_PLANS keeps other currencies',
			{
				...DEFAULT_STATE,
				donationPlans: { USD: { status: 'creating' } },
			},
			{
				type: 'RECEIVE_DONATION_PLANS',
				currency: 'EUR',
				plans: { status: 'ready', planIds: PLAN_IDS },
			},
			{
				...DEFAULT_STATE,
				donationPlans: {
					USD: { status: 'creating' },
					EUR: { status: 'ready', planIds: PLAN_IDS },
				},
			},
		],
		[
			'an unknown action',
			DEFAULT_STATE,
			{ type: 'OTHER' } as unknown as Action,
			DEFAULT_STATE,
		],
	] )( '%s', ( _, before, action, after ) => {
		expect( reducer( before, action ) ).toEqual( after );
	} );

	it( 'starts with nothing loaded', () => {
		expect(
			reducer( undefined, { type: '@@INIT' } as unknown as Action )
		).toEqual( { status: null, donationStatus: null, donationPlans: {} } );
	} );
} );

describe( 'selectors', () => {
	const ready = ( overrides = {} ) => ( {
		status: 'ready' as const,
		connected: true,
		connectUrl: '',
		shouldUpgrade: false,
		plans: [],
		...overrides,
	} );
	it.each< [ string, Partial< State >, unknown ] >( [
		[ 'status not loaded', {}, null ],
		[
			'status failed',
			{ donationStatus: { status: 'error', message: 'Nope' } },
			{ status: 'error', message: 'Nope' },
		],
		[
			'not connected',
			{ donationStatus: ready( { connected: false } ) },
			NEEDS_SETUP,
		],
		[
			'upgrade needed',
			{ donationStatus: ready( { shouldUpgrade: true } ) },
			NEEDS_SETUP,
		],
		[
			'connected, no plan stored nor created',
			{ donationStatus: ready() },
			{ status: 'missing' },
		],
		[
			'connected, plans being created',
			{
				donationStatus: ready(),
				donationPlans: { EUR: { status: 'creating' } },
			},
			{ status: 'creating' },
		],
		[
			'connected, plans of another currency',
			{
				donationStatus: ready( { plans: STORED.slice( 4 ) } ),
				donationPlans: {
					USD: { status: 'ready', planIds: PLAN_IDS },
				},
			},
			{ status: 'missing' },
		],
		[
			'connected, an incomplete set stored',
			{ donationStatus: ready( { plans: STORED.slice( 0, 2 ) } ) },
			{ status: 'missing' },
		],
		[
			'connected, plans stored: the oldest of each interval, every one known',
			{ donationStatus: ready( { plans: STORED } ) },
			{
				status: 'ready',
				planIds: { 'one-time': 21, '1 month': 22, '1 year': 23 },
				known: {
					'one-time': [ 21, 31 ],
					'1 month': [ 22 ],
					'1 year': [ 23 ],
				},
			},
		],
		[
			'connected, plans created',
			{
				donationStatus: ready(),
				donationPlans: {
					EUR: { status: 'ready', planIds: PLAN_IDS },
				},
			},
			READY,
		],
		[
			'connected, plans failed',
			{
				donationStatus: ready(),
				donationPlans: { EUR: { status: 'error', message: 'Nope' } },
			},
			{ status: 'error', message: 'Nope' },
		],
	] )( 'getDonationPlans( EUR ): %s', ( _, partial, expected ) => {
		const state = { ...DEFAULT_STATE, ...partial };
		expect( selectors.getDonationPlans( state, 'EUR' ) ).toEqual(
			expected
		);
		// The same object for the same state (useSelect needs it).
		expect( selectors.getDonationPlans( state, 'EUR' ) ).toBe(
			selectors.getDonationPlans( state, 'EUR' )
		);
	} );

	it( 'getStatus, getDonationStatus and getDonationPlansEntry read the state', () => {
		const state: State = {
			status: { connectUrl: null, shouldUpgrade: true, error: null },
			donationStatus: ready(),
			donationPlans: { EUR: { status: 'creating' } },
		};
		expect( selectors.getStatus( state ) ).toBe( state.status );
		expect( selectors.getDonationStatus( state ) ).toBe(
			state.donationStatus
		);
		expect( selectors.getDonationPlansEntry( state, 'EUR' ) ).toBe(
			state.donationPlans.EUR
		);
		expect( selectors.getDonationPlansEntry( state, 'USD' ) ).toBe(
			undefined
		);
	} );
} );

describe( 'helpers', () => {
	it.each< [ string | null | undefined, string | undefined, string | null ] >(
		[
			[ null, 'http://e.org/wp-admin/post.php?post=1', null ],
			[ '', 'http://e.org/wp-admin/post.php?post=1', null ],
			[
				'/wp-admin/options-general.php?page=blockpack',
				undefined,
				'/wp-admin/options-general.php?page=blockpack',
			],
			[
				'/wp-admin/options-general.php?page=blockpack',
				'http://e.org/wp-admin/post.php?post=1&action=edit&stripe_connect_cancelled=1&plan_upgraded=1',
				'/wp-admin/options-general.php?page=blockpack&redirect_to=http%3A%2F%2Fe.org%2Fwp-admin%2Fpost.php%3Fpost%3D1%26action%3Dedit',
			],
			[
				'/wp-admin/options-general.php?page=blockpack',
				'http://e.org/wp-admin/post.php?post=1&x="><script>',
				'/wp-admin/options-general.php?page=blockpack&redirect_to=http%3A%2F%2Fe.org%2Fwp-admin%2Fpost.php%3Fpost%3D1%26x%3D%2522%253E%253Cscript%253E',
			],
		]
	)( 'withReturnAddress(%o, %o)', ( url, back, expected ) => {
		expect( withReturnAddress( url, back ) ).toBe( expected );
	} );

	it.each< [ string | undefined, string ] >( [
		[ undefined, 'gutenberg' ],
		[ 'http://e.org/wp-admin/post-new.php', 'gutenberg' ],
		[
			'http://e.org/wp-admin/post-new.php?origin=https%3A%2F%2Fwordpress.com',
			'gutenberg-wpcom',
		],
		[
			'http://e.org/wp-admin/post-new.php?origin=https%3A%2F%2Fevil.example',
			'gutenberg',
		],
	] )( 'statusSource(%s) is %s', ( href, source ) => {
		expect( statusSource( href ) ).toBe( source );
	} );

	it.each< [ string, unknown, unknown ] >( [
		[ 'three plans in any order', PLANS, PLAN_IDS ],
		[ 'a plan missing', PLANS.slice( 0, 2 ), null ],
		[ 'not a list', { code: 'x' }, null ],
		[
			'unknown intervals are ignored',
			[ ...PLANS, { id: 99, interval: '2 years' }, null ],
			PLAN_IDS,
		],
		[
			'the first of an interval is taken',
			[ ...PLANS, { id: 99, interval: 'one-time' } ],
			PLAN_IDS,
		],
	] )( 'donationPlanIds: %s', ( _, plans, expected ) => {
		expect( donationPlanIds( plans ) ).toEqual( expected );
	} );

	it( 'donationPlansOf keeps the well-formed plans of the status, in order', () => {
		expect(
			donationPlansOf( [
				{ id: 5, interval: '1 year', currency: 'EUR', price: 1 },
				{ id: '6', interval: 'one-time', currency: 'EUR' },
				{ id: 7, interval: '2 years', currency: 'EUR' },
				{ id: 8, interval: 'one-time' },
				null,
				{ id: 9, interval: 'one-time', currency: 'USD' },
			] )
		).toEqual( [
			{ id: 5, interval: '1 year', currency: 'EUR' },
			{ id: 9, interval: 'one-time', currency: 'USD' },
		] );
		expect( donationPlansOf( undefined ) ).toEqual( [] );
		expect( donationPlansOf( { code: 'x' } ) ).toEqual( [] );
	} );
} );

describe( 'getStatus resolver (the Stripe banner)', () => {
	it( 'not connected: the connect URL carries the editor address back, without old flags; one request', async () => {
		fakeServer( {
			[ STATUS ]: {
				connect_url:
					'http://localhost/wp-admin/options-general.php?page=blockpack',
				products: [],
			},
		} );
		const registry = makeRegistry();
		expect( await registry.resolveSelect( store ).getStatus() ).toEqual( {
			connectUrl:
				'http://localhost/wp-admin/options-general.php?page=blockpack&redirect_to=http%3A%2F%2Flocalhost%2Fwp-admin%2Fpost.php%3Fpost%3D7%26action%3Dedit',
			shouldUpgrade: false,
			error: null,
		} );
		await registry.resolveSelect( store ).getStatus();
		expect( requests() ).toEqual( [
			{
				path: `${ STATUS }?source=gutenberg&type=all&is_editable=true`,
				method: 'GET',
			},
		] );
	} );

	it( 'connected with an upgrade needed: no connect URL, the upgrade flag', async () => {
		fakeServer( {
			[ STATUS ]: {
				connected_account_id: 'acct_1',
				connect_url: '',
				should_upgrade_to_access_memberships: true,
			},
		} );
		const registry = makeRegistry();
		expect( await registry.resolveSelect( store ).getStatus() ).toEqual( {
			connectUrl: null,
			shouldUpgrade: true,
			error: null,
		} );
	} );

	it.each< [ string, unknown, string ] >( [
		[
			'a REST error',
			{
				throw: {
					code: 'blockpack_stripe_error',
					message:
						'Stripe: Invalid API Key provided: sk_test_****ed01',
				},
			},
			'Stripe: Invalid API Key provided: sk_test_****ed01',
		],
		[
			'a WordPress error object in the answer',
			{ errors: { no_account: [ 'No account here' ] } },
			'No account here',
		],
		[ 'an empty answer', null, 'Unexpected API response' ],
		[
			'an error without a message',
			{ throw: {} },
			'Unexpected API response',
		],
	] )(
		'on %s: no connect URL, the message in the state, no notice, nothing written',
		async ( _, answer, message ) => {
			fakeServer( { [ STATUS ]: answer } );
			const registry = makeRegistry();
			expect( await registry.resolveSelect( store ).getStatus() ).toEqual(
				{
					connectUrl: null,
					shouldUpgrade: false,
					error: message,
				}
			);
			expect( registry.select( noticesStore ).getNotices() ).toEqual(
				[]
			);
			expect( requests().filter( ( r ) => r.method === 'POST' ) ).toEqual(
				[]
			);
		}
	);
} );

describe( 'donation plans', () => {
	it.each< [ string, Record< string, unknown >, unknown, boolean ] >( [
		[
			'connected',
			{
				[ STATUS ]: { connected_account_id: 'acct_1', connect_url: '' },
				[ PRODUCTS ]: PLANS,
			},
			READY,
			true,
		],
		[
			'not connected',
			{ [ STATUS ]: { connect_url: 'http://x/settings' } },
			NEEDS_SETUP,
			false,
		],
		[
			'upgrade needed',
			{
				[ STATUS ]: {
					connected_account_id: 'acct_1',
					should_upgrade_to_access_memberships: true,
				},
			},
			NEEDS_SETUP,
			false,
		],
		[
			'the status request fails with a message',
			{ [ STATUS ]: new Error( 'Stripe: Invalid API Key provided' ) },
			{ status: 'error', message: 'Stripe: Invalid API Key provided' },
			false,
		],
		[
			'the status carries a WordPress error',
			{ [ STATUS ]: { errors: { x: [ 'Not here' ] } } },
			{ status: 'error', message: 'Not here' },
			false,
		],
		[
			'the status is empty',
			{},
			{ status: 'error', message: FALLBACK },
			false,
		],
		[
			'the plans request fails without a message',
			{
				[ STATUS ]: { connected_account_id: 'acct_1' },
				[ PRODUCTS ]: new Error( '' ),
			},
			{ status: 'error', message: FALLBACK },
			true,
		],
		[
			'the plans answer is not a list',
			{
				[ STATUS ]: { connected_account_id: 'acct_1' },
				[ PRODUCTS ]: { code: 'x' },
			},
			{ status: 'error', message: FALLBACK },
			true,
		],
		[
			'a plan is missing',
			{
				[ STATUS ]: { connected_account_id: 'acct_1' },
				[ PRODUCTS ]: PLANS.slice( 0, 2 ),
			},
			{ status: 'error', message: FALLBACK },
			true,
		],
	] )(
		'%s: reading creates nothing; createDonationPlans gives the plans',
		async ( _, answers, expected, posts ) => {
			fakeServer( answers );
			const registry = makeRegistry();
			// Reading alone: one GET, nothing created.
			await registry.resolveSelect( store ).getDonationPlans( 'EUR' );
			expect( requests() ).toEqual( [
				{
					path: `${ STATUS }?source=gutenberg&type=donation&is_editable=false`,
				},
			] );
			await registry.dispatch( store ).createDonationPlans( 'EUR' );
			expect(
				registry.select( store ).getDonationPlans( 'EUR' )
			).toEqual( expected );
			expect( requests().slice( 1 ) ).toEqual(
				posts
					? [
							{
								path: PRODUCTS,
								method: 'POST',
								data: {
									type: 'donation',
									currency: 'EUR',
									is_editable: false,
								},
							},
						]
					: []
			);
			expect( registry.select( noticesStore ).getNotices() ).toEqual(
				[]
			);
		}
	);

	it( 'creates the plans of a currency once, again after a failure, and asks the status once', async () => {
		fakeServer( {
			[ STATUS ]: { connected_account_id: 'acct_1' },
			[ PRODUCTS ]: new Error( 'Down' ),
		} );
		const registry = makeRegistry();
		await registry.dispatch( store ).createDonationPlans( 'JPY' );
		expect( registry.select( store ).getDonationPlans( 'JPY' ) ).toEqual( {
			status: 'error',
			message: 'Down',
		} );
		fakeServer( {
			[ STATUS ]: { connected_account_id: 'acct_1' },
			[ PRODUCTS ]: PLANS,
		} );
		await Promise.all( [
			registry.dispatch( store ).createDonationPlans( 'JPY' ),
			registry.dispatch( store ).createDonationPlans( 'JPY' ),
		] );
		await registry.dispatch( store ).createDonationPlans( 'JPY' );
		expect( registry.select( store ).getDonationPlans( 'JPY' ) ).toEqual(
			READY
		);
		expect( requests().map( ( r ) => r.path ) ).toEqual( [
			`${ STATUS }?source=gutenberg&type=donation&is_editable=false`,
			PRODUCTS,
			PRODUCTS,
		] );
	} );

	it( 'a currency whose plans the status lists gets them without creating any', async () => {
		fakeServer( {
			[ STATUS ]: { connected_account_id: 'acct_1', products: STORED },
			[ PRODUCTS ]: PLANS,
		} );
		const registry = makeRegistry();
		await registry.dispatch( store ).createDonationPlans( 'EUR' );
		expect( registry.select( store ).getDonationPlans( 'EUR' ) ).toEqual(
			expect.objectContaining( {
				status: 'ready',
				planIds: { 'one-time': 21, '1 month': 22, '1 year': 23 },
			} )
		);
		expect( requests().map( ( r ) => r.method ?? 'GET' ) ).toEqual( [
			'GET',
		] );
	} );

	it( 'names the source gutenberg-wpcom when the editor was opened from WordPress.com', async () => {
		window.history.replaceState(
			null,
			'',
			'/wp-admin/post.php?post=42&action=edit&origin=https%3A%2F%2Fwordpress.com'
		);
		fakeServer( { [ STATUS ]: { connect_url: '' } } );
		const registry = makeRegistry();
		await registry.resolveSelect( store ).getDonationPlans( 'EUR' );
		expect( requests()[ 0 ].path ).toBe(
			`${ STATUS }?source=gutenberg-wpcom&type=donation&is_editable=false`
		);
	} );
} );
