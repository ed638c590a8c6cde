/**
 * The memberships store against a mocked apiFetch: reducer, selectors, helpers, the status
 * resolvers (connected, not connected, errors; reads that never create a plan nor show a
 * notice), saveProduct's rules and createDefaultProduct.
 */
import apiFetch from '@wordpress/api-fetch';
import { createRegistry } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';
import { store } from '..';
import reducer, { DEFAULT_STATE } from '../reducer';
import * as selectors from '../selectors';
import {
	errorMessage,
	getMessageByProductType,
	statusSource,
	withReturnAddress,
	type MessageKey,
} from '../utils';
import type { Action, NewProduct, State } from '../types';

jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: jest.fn(),
} ) );

const mockedFetch = apiFetch as unknown as jest.Mock;

type Options = { path: string; method?: string; data?: unknown };

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
 * Waits until the registry's status has settled (apiState no longer loading).
 *
 * @param registry The registry.
 */
async function settled( registry: ReturnType< typeof makeRegistry > ) {
	await registry.resolveSelect( store ).getProducts();
	for ( let i = 0; i < 50; i++ ) {
		if ( registry.select( store ).getApiState() !== 0 ) {
			return;
		}
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
	}
}

/**
 * The notices' texts and statuses.
 *
 * @param registry The registry.
 */
const notices = ( registry: ReturnType< typeof makeRegistry > ) =>
	registry
		.select( noticesStore )
		.getNotices()
		.map( ( notice ) => [ notice.status, notice.content ] );

beforeEach( () => {
	mockedFetch.mockReset();
	window.history.replaceState(
		null,
		'',
		'/wp-admin/post.php?post=7&action=edit&stripe_connect_success=1'
	);
} );

describe( 'reducer', () => {
	const product = {
		id: 1,
		title: 'Gold',
		price: 5,
		currency: 'USD',
		interval: '1 month',
	};
	it.each< [ Action, Partial< State > ] >( [
		[
			{ type: 'SET_PRODUCTS', products: [ product ] },
			{ products: [ product ] },
		],
		[ { type: 'SET_API_STATE', apiState: 1 }, { apiState: 1 } ],
		[ { type: 'SET_CONNECT_URL', connectUrl: '/x' }, { connectUrl: '/x' } ],
		[ { type: 'SET_CONNECT_URL', connectUrl: null }, { connectUrl: null } ],
		[
			{ type: 'SET_SHOULD_UPGRADE', shouldUpgrade: true },
			{ shouldUpgrade: true },
		],
		[
			{ type: 'SET_SITE_SLUG', siteSlug: 'example.org' },
			{ siteSlug: 'example.org' },
		],
		[
			{ type: 'SET_UPGRADE_URL', upgradeUrl: '/up' },
			{ upgradeUrl: '/up' },
		],
		[ { type: 'STATUS_REQUESTED' }, { statusRequested: true } ],
	] )( '%o', ( action, change ) => {
		expect( reducer( DEFAULT_STATE, action ) ).toEqual( {
			...DEFAULT_STATE,
			...change,
		} );
	} );

	it( 'starts loading, with no products and no connect URL', () => {
		expect(
			reducer( undefined, { type: 'UNKNOWN' } as unknown as Action )
		).toEqual( {
			products: [],
			apiState: 0,
			connectUrl: null,
			shouldUpgrade: false,
			siteSlug: '',
			upgradeUrl: '',
			statusRequested: false,
			statusError: null,
		} );
	} );
} );

describe( 'selectors', () => {
	const products = [
		{ id: 3, title: 'A', price: 5, currency: 'USD', interval: '1 month' },
		{ id: 9, title: 'B', price: 9, currency: 'EUR', interval: '1 year' },
	];
	const state: State = {
		...DEFAULT_STATE,
		products,
		apiState: 1,
		connectUrl: '/connect',
		shouldUpgrade: true,
		siteSlug: 'example.org',
		upgradeUrl: '/upgrade',
	};
	it( 'read the state without building new objects', () => {
		expect( selectors.getProducts( state ) ).toBe( products );
		expect( selectors.getProduct( state, 9 ) ).toBe( products[ 1 ] );
		expect( selectors.getProduct( state, 4 ) ).toBeUndefined();
		expect( selectors.getApiState( state ) ).toBe( 1 );
		expect( selectors.isApiStateConnected( state ) ).toBe( true );
		expect( selectors.isApiStateLoading( state ) ).toBe( false );
		expect( selectors.isApiStateLoading( DEFAULT_STATE ) ).toBe( true );
		expect( selectors.getConnectUrl( state ) ).toBe( '/connect' );
		expect( selectors.getShouldUpgrade( state ) ).toBe( true );
		expect( selectors.getSiteSlug( state ) ).toBe( 'example.org' );
		expect( selectors.getUpgradeUrl( state ) ).toBe( '/upgrade' );
	} );
} );

describe( 'messages', () => {
	it.each< [ MessageKey, string, string ] >( [
		[
			'product requires a name',
			'product requires a name',
			'Payment plan requires a name',
		],
		[
			'product requires a valid price',
			'product requires a valid price',
			'Payment plan requires a valid price',
		],
		[
			'there was an error when adding the product',
			'there was an error when adding the product',
			'There was an error when adding the payment plan.',
		],
		[
			'successfully created product',
			'successfully created product',
			'successfully created product',
		],
		[
			'default new product title',
			'Monthly Subscription',
			'Monthly Subscription',
		],
	] )( '%s', ( key, product, plan ) => {
		expect( getMessageByProductType( key ) ).toBe( product );
		expect( getMessageByProductType( key, 'product' ) ).toBe( product );
		expect( getMessageByProductType( key, 'payment-plan' ) ).toBe( plan );
	} );

	it.each< [ unknown, string ] >( [
		[
			new Error( 'Stripe: Invalid API Key provided' ),
			'Stripe: Invalid API Key provided',
		],
		[
			{
				code: 'rest_forbidden',
				message: 'Sorry, you are not allowed to do that.',
			},
			'Sorry, you are not allowed to do that.',
		],
		[
			{ errors: { first: [ 'First problem' ], second: [ 'Second' ] } },
			'First problem',
		],
		[ { errors: { first: [] } }, 'Unexpected API response' ],
		[ { message: '   ' }, 'Unexpected API response' ],
		[ { message: 42 }, 'Unexpected API response' ],
		[ null, 'Unexpected API response' ],
		[ 'a string', 'Unexpected API response' ],
	] )( 'errorMessage(%o) is %s', ( error, message ) => {
		expect( errorMessage( error ) ).toBe( message );
	} );

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
} );

describe( 'statusSource', () => {
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
	] )( '%s → %s', ( href, source ) => {
		expect( statusSource( href ) ).toBe( source );
	} );
} );

const status = ( overrides: Record< string, unknown > = {} ) => ( {
	connect_url: '',
	products: [],
	should_upgrade_to_access_memberships: false,
	site_slug: 'example.org',
	upgrade_url: '',
	...overrides,
} );

describe( 'status resolvers', () => {
	it( 'connected with plans: connected, plans stored, one request for every selector, no plan created', async () => {
		const products = [
			{
				id: 5,
				title: 'Gold',
				price: 5,
				currency: 'USD',
				interval: '1 month',
			},
		];
		mockedFetch.mockResolvedValue(
			status( { connected_account_id: 'acct_1', products } )
		);
		const registry = makeRegistry();
		registry.select( store ).getApiState();
		registry.select( store ).getConnectUrl();
		await settled( registry );
		expect( mockedFetch ).toHaveBeenCalledTimes( 1 );
		expect( mockedFetch.mock.calls[ 0 ][ 0 ] ).toEqual( {
			path: '/wpcom/v2/memberships/status?source=gutenberg&type=all&is_editable=true',
			method: 'GET',
		} );
		const select = registry.select( store );
		expect( select.getApiState() ).toBe( 1 );
		expect( select.getProducts() ).toEqual( products );
		expect( select.getConnectUrl() ).toBeNull();
		expect( select.getSiteSlug() ).toBe( 'example.org' );
		expect( select.getShouldUpgrade() ).toBe( false );
		expect( notices( registry ) ).toEqual( [] );
	} );

	it( 'connected with no plan: reading the status creates nothing and shows no notice', async () => {
		mockedFetch.mockImplementation( async ( options: Options ) =>
			options.method === 'POST'
				? {
						id: 12,
						...( options.data as object ),
						type: 'payment-plan',
					}
				: status( { connected_account_id: 'acct_1' } )
		);
		const registry = makeRegistry();
		registry.select( store ).getProducts();
		registry.select( store ).isApiStateConnected();
		await settled( registry );
		await new Promise( ( resolve ) => setTimeout( resolve, 0 ) );
		expect( mockedFetch ).toHaveBeenCalledTimes( 1 );
		expect( mockedFetch.mock.calls[ 0 ][ 0 ].method ).toBe( 'GET' );
		expect( registry.select( store ).getProducts() ).toEqual( [] );
		expect( registry.select( store ).isApiStateConnected() ).toBe( true );
		expect( notices( registry ) ).toEqual( [] );
	} );

	it( 'createDefaultProduct, for a block that needs a plan: "Monthly Subscription", USD 5, 1 month, once', async () => {
		mockedFetch.mockImplementation( async ( options: Options ) =>
			options.method === 'POST'
				? {
						id: 12,
						...( options.data as object ),
						type: 'payment-plan',
					}
				: status( { connected_account_id: 'acct_1' } )
		);
		const registry = makeRegistry();
		const result = await registry.dispatch( store ).createDefaultProduct();
		expect( mockedFetch ).toHaveBeenCalledTimes( 2 );
		expect( mockedFetch.mock.calls[ 1 ][ 0 ] ).toEqual( {
			path: '/wpcom/v2/memberships/product',
			method: 'POST',
			data: {
				title: 'Monthly Subscription',
				currency: 'USD',
				price: 5,
				interval: '1 month',
			},
		} );
		const product = {
			id: 12,
			title: 'Monthly Subscription',
			currency: 'USD',
			price: 5,
			interval: '1 month',
		};
		expect( result ).toEqual( {
			product,
			message: 'successfully created product',
		} );
		expect( registry.select( store ).getProducts() ).toEqual( [ product ] );
		expect( notices( registry ) ).toEqual( [] );
		// A plan exists now: nothing more is created.
		expect(
			await registry.dispatch( store ).createDefaultProduct()
		).toBeNull();
		expect( mockedFetch ).toHaveBeenCalledTimes( 2 );
	} );

	it( 'createDefaultProduct creates nothing when not connected', async () => {
		mockedFetch.mockResolvedValue( status( { connect_url: '/connect' } ) );
		const registry = makeRegistry();
		expect(
			await registry.dispatch( store ).createDefaultProduct()
		).toBeNull();
		expect( mockedFetch ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'connected with no plan but an upgrade needed: nothing is created', async () => {
		mockedFetch.mockResolvedValue(
			status( {
				connected_account_id: 'acct_1',
				should_upgrade_to_access_memberships: true,
				upgrade_url: '/upgrade',
			} )
		);
		const registry = makeRegistry();
		await settled( registry );
		expect( mockedFetch ).toHaveBeenCalledTimes( 1 );
		expect( registry.select( store ).getShouldUpgrade() ).toBe( true );
		expect( registry.select( store ).getUpgradeUrl() ).toBe( '/upgrade' );
	} );

	it( 'not connected: the connect URL carries the editor address back, without old flags', async () => {
		mockedFetch.mockResolvedValue(
			status( {
				connect_url:
					'http://localhost/wp-admin/options-general.php?page=blockpack',
			} )
		);
		const registry = makeRegistry();
		await settled( registry );
		expect( registry.select( store ).getApiState() ).toBe( 2 );
		expect( registry.select( store ).getConnectUrl() ).toBe(
			'http://localhost/wp-admin/options-general.php?page=blockpack&redirect_to=http%3A%2F%2Flocalhost%2Fwp-admin%2Fpost.php%3Fpost%3D7%26action%3Dedit'
		);
		expect( mockedFetch ).toHaveBeenCalledTimes( 1 );
	} );

	it.each< [ string, () => Promise< unknown >, string ] >( [
		[
			'a REST error',
			() =>
				Promise.reject( {
					code: 'blockpack_stripe_error',
					message:
						'Stripe: Invalid API Key provided: sk_test_****ed01',
				} ),
			'Stripe: Invalid API Key provided: sk_test_****ed01',
		],
		[
			'a WordPress error object in the answer',
			() =>
				Promise.resolve( {
					errors: { no_account: [ 'No account here' ] },
				} ),
			'No account here',
		],
		[
			'an empty answer',
			() => Promise.resolve( null ),
			'Unexpected API response',
		],
		[
			'an error without a message',
			() => Promise.reject( {} ),
			'Unexpected API response',
		],
	] )(
		'on %s: not connected, no connect URL, the message in the state and no notice',
		async ( _, answer, message ) => {
			mockedFetch.mockImplementation( answer );
			const registry = makeRegistry();
			registry.dispatch( store ).setConnectUrl( '/old' );
			await settled( registry );
			expect( registry.select( store ).getApiState() ).toBe( 2 );
			expect( registry.select( store ).getConnectUrl() ).toBeNull();
			expect( registry.select( store ).getStatusError() ).toBe( message );
			expect( notices( registry ) ).toEqual( [] );
		}
	);
} );

describe( 'saveProduct', () => {
	const valid: NewProduct = {
		title: 'Gold',
		price: 5,
		currency: 'USD',
		interval: '1 month',
	};

	it.each<
		[ string, Partial< NewProduct >, 'product' | 'payment-plan', string ]
	>( [
		[ 'no name', { title: '' }, 'product', 'product requires a name' ],
		[
			'a blank name',
			{ title: '   ' },
			'product',
			'product requires a name',
		],
		[
			'no name (plan)',
			{ title: '' },
			'payment-plan',
			'Payment plan requires a name',
		],
		[
			'under the minimum',
			{ price: 0.49 },
			'product',
			'Minimum allowed price is $0.50.',
		],
		[ 'zero', { price: 0 }, 'product', 'Minimum allowed price is $0.50.' ],
		[
			'negative',
			{ price: -5 },
			'product',
			'Minimum allowed price is $0.50.',
		],
		[
			'under the euro minimum',
			{ price: '0.2', currency: 'EUR' },
			'product',
			'Minimum allowed price is 0,50 €.',
		],
		[
			'under the yen minimum',
			{ price: 49, currency: 'JPY' },
			'product',
			'Minimum allowed price is ¥50.',
		],
		[
			'under the krone minimum',
			{ price: 2, currency: 'DKK' },
			'product',
			'Minimum allowed price is kr.2,50.',
		],
		[
			'not a number',
			{ price: 'abc' },
			'product',
			'product requires a valid price',
		],
		[
			'an empty price',
			{ price: '' },
			'product',
			'product requires a valid price',
		],
		[
			'a script as price',
			{ price: '<script>alert(1)</script>' },
			'payment-plan',
			'Payment plan requires a valid price',
		],
		[
			'an unknown currency',
			{ currency: 'XYZ' },
			'product',
			'product requires a valid price',
		],
	] )(
		'refuses %s without asking the server',
		async ( _, change, productType, message ) => {
			const registry = makeRegistry();
			mockedFetch.mockResolvedValue( status() );
			await settled( registry );
			mockedFetch.mockClear();
			const result = await registry
				.dispatch( store )
				.saveProduct( { ...valid, ...change }, { productType } );
			expect( result ).toEqual( { product: null, message } );
			expect( mockedFetch ).not.toHaveBeenCalled();
			expect( notices( registry ) ).toEqual( [] );
		}
	);

	it( 'a server failure answers the error wording of the product type', async () => {
		const registry = makeRegistry();
		mockedFetch.mockResolvedValue( status() );
		await settled( registry );
		mockedFetch.mockRejectedValue( { code: 'x', message: 'nope' } );
		expect( await registry.dispatch( store ).saveProduct( valid ) ).toEqual(
			{
				product: null,
				message: 'there was an error when adding the product',
			}
		);
		expect(
			await registry
				.dispatch( store )
				.saveProduct( valid, { productType: 'payment-plan' } )
		).toEqual( {
			product: null,
			message: 'There was an error when adding the payment plan.',
		} );
		expect( notices( registry ) ).toEqual( [] );
		expect( registry.select( store ).getProducts() ).toEqual( [] );
	} );

	it( 'a created plan is added and selected, with the success message and no notice', async () => {
		const registry = makeRegistry();
		mockedFetch.mockResolvedValue( status() );
		await settled( registry );
		mockedFetch.mockClear();
		mockedFetch.mockImplementation( async ( options: Options ) => ( {
			id: 30,
			...( options.data as object ),
			price: 7.5,
		} ) );
		const onSelect = jest.fn();
		const { product: created, message } = await registry
			.dispatch( store )
			.saveProduct( { ...valid, price: '7.50' }, { onSelect } );
		expect( message ).toBe( 'successfully created product' );
		expect( mockedFetch.mock.calls[ 0 ][ 0 ].data ).toEqual( {
			...valid,
			price: 7.5,
		} );
		expect( created ).toEqual( {
			id: 30,
			title: 'Gold',
			price: 7.5,
			currency: 'USD',
			interval: '1 month',
		} );
		expect( onSelect ).toHaveBeenCalledWith( 30 );
		expect( registry.select( store ).getProducts() ).toEqual( [ created ] );
		expect( notices( registry ) ).toEqual( [] );
	} );
} );
