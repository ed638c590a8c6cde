import { loadDonationPlans, type ApiFetch } from '../plans';

const plans = [
	{ id: 11, interval: 'one-time' },
	{ id: 12, interval: '1 month' },
	{ id: 13, interval: '1 year' },
];

/**
 * A fake apiFetch answering by path.
 *
 * @param answers Answers by path prefix (an Error is thrown).
 */
function fake( answers: Record< string, unknown > ): jest.Mock {
	return jest.fn( async ( { path }: { path: string } ) => {
		const key = Object.keys( answers ).find( ( p ) =>
			path.startsWith( p )
		);
		const answer = key ? answers[ key ] : undefined;
		if ( answer instanceof Error ) {
			throw answer;
		}
		return answer;
	} );
}

const STATUS = '/wpcom/v2/memberships/status';
const PRODUCTS = '/wpcom/v2/memberships/products';

describe( 'loadDonationPlans', () => {
	it.each( [
		[
			'connected',
			{
				[ STATUS ]: { connected_account_id: 'acct_1', connect_url: '' },
				[ PRODUCTS ]: plans,
			},
			{
				status: 'ready',
				connectUrl: '',
				shouldUpgrade: false,
				planIds: { 'one-time': 11, '1 month': 12, '1 year': 13 },
			},
		],
		[
			'not connected',
			{ [ STATUS ]: { connect_url: 'http://x/settings' } },
			{
				status: 'ready',
				connectUrl: 'http://x/settings',
				shouldUpgrade: false,
				planIds: { 'one-time': -1, '1 month': -1, '1 year': -1 },
			},
		],
		[
			'upgrade needed',
			{
				[ STATUS ]: {
					connected_account_id: 'acct_1',
					should_upgrade_to_access_memberships: true,
				},
			},
			{
				status: 'ready',
				connectUrl: '',
				shouldUpgrade: true,
				planIds: { 'one-time': -1, '1 month': -1, '1 year': -1 },
			},
		],
		[
			'server message',
			{ [ STATUS ]: new Error( 'Stripe: Invalid API Key provided' ) },
			{ status: 'error', message: 'Stripe: Invalid API Key provided' },
		],
		[
			'empty error',
			{ [ STATUS ]: {}, [ PRODUCTS ]: new Error( '' ) },
			{
				status: 'ready',
				connectUrl: '',
				shouldUpgrade: false,
				planIds: { 'one-time': -1, '1 month': -1, '1 year': -1 },
			},
		],
		[
			'products error without message',
			{
				[ STATUS ]: { connected_account_id: 'acct_1' },
				[ PRODUCTS ]: { code: 'x' },
			},
			{
				status: 'error',
				message: 'Could not load data from the hosting provider.',
			},
		],
		[
			'a plan missing',
			{
				[ STATUS ]: { connected_account_id: 'acct_1' },
				[ PRODUCTS ]: plans.slice( 0, 2 ),
			},
			{
				status: 'error',
				message: 'Could not load data from the hosting provider.',
			},
		],
		[
			'no answer',
			{},
			{
				status: 'error',
				message: 'Could not load data from the hosting provider.',
			},
		],
	] )( '%s', async ( _name, answers, expected ) => {
		const apiFetch = fake( answers as Record< string, unknown > );
		expect(
			await loadDonationPlans( apiFetch as unknown as ApiFetch, 'EUR' )
		).toEqual( expected );
	} );

	it( 'asks for donation plans of the currency', async () => {
		const apiFetch = fake( {
			[ STATUS ]: { connected_account_id: 'acct_1' },
			[ PRODUCTS ]: plans,
		} );
		await loadDonationPlans(
			apiFetch as unknown as ApiFetch,
			'JPY',
			'gutenberg-wpcom'
		);
		expect( apiFetch.mock.calls[ 0 ][ 0 ].path ).toBe(
			'/wpcom/v2/memberships/status?source=gutenberg-wpcom&type=donation&is_editable=false'
		);
		expect( apiFetch.mock.calls[ 1 ][ 0 ] ).toEqual( {
			path: PRODUCTS,
			method: 'POST',
			data: { type: 'donation', currency: 'JPY', is_editable: false },
		} );
	} );
} );
