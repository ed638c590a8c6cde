/**
 * The `blockpack/site` store against a mocked apiFetch: reducer, selectors, and resolvers that
 * read once per registry and never fail.
 */
import apiFetch from '@wordpress/api-fetch';
import { createRegistry } from '@wordpress/data';
import { store } from '..';
import reducer from '../reducer';
import * as selectors from '../selectors';
import type { Action, State } from '../types';

jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: jest.fn(),
} ) );

const mockedFetch = apiFetch as unknown as jest.Mock;
const PLAN = { plan: { product_slug: 'pro', product_name: 'Pro' } };
const WEEK = { days: { Mon: 'lundi' }, startOfWeek: 1 };

beforeEach( () => mockedFetch.mockReset() );

describe( 'reducer', () => {
	it.each< [ string, State, Action, State ] >( [
		[
			'RECEIVE_SITE_PLAN',
			{ localizedWeek: WEEK },
			{ type: 'RECEIVE_SITE_PLAN', sitePlan: PLAN },
			{ localizedWeek: WEEK, sitePlan: PLAN },
		],
		[
			'RECEIVE_SITE_PLAN with undefined forgets it',
			{ sitePlan: PLAN },
			{ type: 'RECEIVE_SITE_PLAN', sitePlan: undefined },
			{ sitePlan: undefined },
		],
		[
			'RECEIVE_LOCALIZED_WEEK',
			{ sitePlan: PLAN },
			{ type: 'RECEIVE_LOCALIZED_WEEK', localizedWeek: null },
			{ sitePlan: PLAN, localizedWeek: null },
		],
		[
			'an unknown action',
			{ sitePlan: PLAN },
			{ type: 'OTHER' } as unknown as Action,
			{ sitePlan: PLAN },
		],
	] )( '%s', ( _, before, action, after ) => {
		expect( reducer( before, action ) ).toEqual( after );
	} );
} );

describe( 'selectors', () => {
	it.each< [ State, unknown, unknown ] >( [
		[ {}, undefined, undefined ],
		[ { sitePlan: {}, localizedWeek: null }, {}, null ],
		[ { sitePlan: PLAN, localizedWeek: WEEK }, PLAN, WEEK ],
	] )( '%p', ( state, plan, week ) => {
		expect( selectors.getSitePlan( state ) ).toBe( state.sitePlan );
		expect( selectors.getSitePlan( state ) ).toEqual( plan );
		expect( selectors.getLocalizedWeek( state ) ).toEqual( week );
	} );
} );

describe( 'resolvers', () => {
	it.each< [ string, () => Promise< unknown >, unknown ] >( [
		[
			'the answer’s data',
			() => Promise.resolve( { code: 'success', data: PLAN } ),
			PLAN,
		],
		[ 'no data: {}', () => Promise.resolve( { code: 'success' } ), {} ],
		[ 'null data: {}', () => Promise.resolve( { data: null } ), {} ],
		[ 'an empty answer: {}', () => Promise.resolve( null ), {} ],
		[
			'a failed request: {}',
			() => Promise.reject( { code: 'rest_forbidden' } ),
			{},
		],
	] )( 'getSitePlan: %s, asked once', async ( _, answer, expected ) => {
		mockedFetch.mockImplementation( answer );
		const registry = createRegistry();
		registry.register( store );
		expect( registry.select( store ).getSitePlan() ).toBeUndefined();
		expect( await registry.resolveSelect( store ).getSitePlan() ).toEqual(
			expected
		);
		await registry.resolveSelect( store ).getSitePlan();
		expect( mockedFetch.mock.calls ).toEqual( [
			[ { path: '/jetpack/v4/site' } ],
		] );
	} );

	it.each< [ string, () => Promise< unknown >, unknown ] >( [
		[ 'the answer', () => Promise.resolve( WEEK ), WEEK ],
		[ 'an empty answer: null', () => Promise.resolve( undefined ), null ],
		[
			'a failed request: null',
			() => Promise.reject( new Error( 'offline' ) ),
			null,
		],
	] )( 'getLocalizedWeek: %s, asked once', async ( _, answer, expected ) => {
		mockedFetch.mockImplementation( answer );
		const registry = createRegistry();
		registry.register( store );
		expect(
			await registry.resolveSelect( store ).getLocalizedWeek()
		).toEqual( expected );
		await registry.resolveSelect( store ).getLocalizedWeek();
		expect( mockedFetch.mock.calls ).toEqual( [
			[ { path: '/wpcom/v2/business-hours/localized-week' } ],
		] );
	} );
} );
