/**
 * The `blockpack/plugin-integrations` store against a mocked apiFetch: reducer, selectors,
 * resolvers that only read, and the explicit writes (which resolve to why they failed).
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
const CRM = { crm_installed: true, jp_form_ext_enabled: false };
const MAIL = 'creative-mail-by-constant-contact/creative-mail-plugin';
const PLUGINS = {
	[ `${ MAIL }.php` ]: { active: false, name: 'Creative Mail' },
};

/**
 * A registry with the store.
 */
function makeRegistry() {
	const registry = createRegistry();
	registry.register( store );
	return registry;
}

const calls = () => mockedFetch.mock.calls.map( ( [ options ] ) => options );

beforeEach( () => mockedFetch.mockReset() );

describe( 'reducer', () => {
	it.each< [ string, State, Action, State ] >( [
		[
			'RECEIVE_CRM_STATUS',
			{},
			{ type: 'RECEIVE_CRM_STATUS', crmStatus: CRM },
			{ crmStatus: CRM },
		],
		[
			'RECEIVE_PLUGINS',
			{ crmStatus: CRM },
			{ type: 'RECEIVE_PLUGINS', plugins: null },
			{ crmStatus: CRM, plugins: null },
		],
		[
			'PLUGIN_ACTIVATED marks the plugin active, keeping its entry',
			{ plugins: PLUGINS },
			{ type: 'PLUGIN_ACTIVATED', path: MAIL },
			{
				plugins: {
					[ `${ MAIL }.php` ]: {
						active: true,
						name: 'Creative Mail',
					},
				},
			},
		],
		[
			'PLUGIN_ACTIVATED adds a plugin that was not listed',
			{ plugins: {} },
			{ type: 'PLUGIN_ACTIVATED', path: 'zero-bs-crm/ZeroBSCRM' },
			{ plugins: { 'zero-bs-crm/ZeroBSCRM.php': { active: true } } },
		],
		[
			'PLUGIN_ACTIVATED without a list read',
			{ crmStatus: CRM },
			{ type: 'PLUGIN_ACTIVATED', path: MAIL },
			{ crmStatus: CRM },
		],
		[
			'CRM_FORMS_EXTENSION_ENABLED',
			{ crmStatus: CRM },
			{ type: 'CRM_FORMS_EXTENSION_ENABLED' },
			{ crmStatus: { ...CRM, jp_form_ext_enabled: true } },
		],
		[
			'CRM_FORMS_EXTENSION_ENABLED without a CRM status',
			{ crmStatus: null },
			{ type: 'CRM_FORMS_EXTENSION_ENABLED' },
			{ crmStatus: null },
		],
	] )( '%s', ( _, before, action, after ) => {
		expect( reducer( before, action ) ).toEqual( after );
	} );
} );

describe( 'selectors', () => {
	it.each< [ State ] >( [
		[ {} ],
		[ { crmStatus: null, plugins: null } ],
		[ { crmStatus: CRM, plugins: PLUGINS } ],
	] )( '%p', ( state ) => {
		expect( selectors.getCrmStatus( state ) ).toBe( state.crmStatus );
		expect( selectors.getPlugins( state ) ).toBe( state.plugins );
	} );
} );

describe( 'resolvers (read once, never write)', () => {
	it.each< [ string, 'getCrmStatus' | 'getPlugins', unknown, unknown ] >( [
		[ 'the CRM status', 'getCrmStatus', CRM, CRM ],
		[ 'a failed CRM status: null', 'getCrmStatus', new Error( 'x' ), null ],
		[ 'the plugins', 'getPlugins', PLUGINS, PLUGINS ],
		[ 'a failed plugin list: null', 'getPlugins', new Error( 'x' ), null ],
		[ 'a plugin list that is no list: {}', 'getPlugins', 'oops', {} ],
	] )( '%s', async ( _, selector, answer, expected ) => {
		mockedFetch.mockImplementation( async () => {
			if ( answer instanceof Error ) {
				throw answer;
			}
			return answer;
		} );
		const registry = makeRegistry();
		expect( await registry.resolveSelect( store )[ selector ]() ).toEqual(
			expected
		);
		await registry.resolveSelect( store )[ selector ]();
		expect( calls() ).toEqual( [
			{
				path:
					selector === 'getCrmStatus'
						? '/jetpack/v4/jetpack_crm'
						: '/jetpack/v4/plugins',
			},
		] );
	} );

	it( 'refreshCrmStatus reads the CRM status again', async () => {
		mockedFetch.mockResolvedValueOnce( CRM ).mockResolvedValueOnce( {
			...CRM,
			crm_active: true,
		} );
		const registry = makeRegistry();
		await registry.resolveSelect( store ).getCrmStatus();
		await registry.dispatch( store ).refreshCrmStatus();
		expect( registry.select( store ).getCrmStatus() ).toBeUndefined();
		expect( await registry.resolveSelect( store ).getCrmStatus() ).toEqual(
			{ ...CRM, crm_active: true }
		);
		expect( mockedFetch ).toHaveBeenCalledTimes( 2 );
	} );
} );

describe( 'actions', () => {
	it.each< [ string, () => Promise< unknown >, string | null, boolean ] >( [
		[ 'success', () => Promise.resolve( { code: 'success' } ), null, true ],
		[
			'another code',
			() => Promise.resolve( { code: 'not_yet' } ),
			'not_yet',
			false,
		],
		[ 'no code', () => Promise.resolve( null ), '', false ],
		[
			'a REST error',
			() =>
				Promise.reject( {
					code: 'crm_not_active',
					message: 'The CRM plugin is not active.',
				} ),
			'The CRM plugin is not active.',
			false,
		],
	] )(
		'enableCrmFormsExtension: %s',
		async ( _, answer, result, enabled ) => {
			const registry = makeRegistry();
			registry.dispatch( store ).receiveCrmStatus( CRM );
			mockedFetch.mockImplementation( answer );
			expect(
				await registry.dispatch( store ).enableCrmFormsExtension()
			).toBe( result );
			expect( calls() ).toEqual( [
				{
					path: '/jetpack/v4/jetpack_crm',
					method: 'POST',
					data: { extension: 'jetpackforms' },
				},
			] );
			expect( registry.select( store ).getCrmStatus() ).toEqual( {
				...CRM,
				jp_form_ext_enabled: enabled,
			} );
		}
	);

	it.each< [ string, () => Promise< unknown >, string | null, boolean ] >( [
		[ 'success', () => Promise.resolve( {} ), null, true ],
		[
			'failure',
			() => Promise.reject( { code: 'x', message: 'No disk space.' } ),
			'No disk space.',
			false,
		],
		[ 'failure without a message', () => Promise.reject( {} ), '', false ],
	] )(
		'installAndActivatePlugin and activatePlugin: %s',
		async ( _, answer, result, active ) => {
			const registry = makeRegistry();
			registry.dispatch( store ).receivePlugins( PLUGINS );
			mockedFetch.mockImplementation( answer );
			expect(
				await registry
					.dispatch( store )
					.installAndActivatePlugin(
						'creative-mail-by-constant-contact',
						MAIL
					)
			).toBe( result );
			expect(
				await registry.dispatch( store ).activatePlugin( MAIL )
			).toBe( result );
			expect( calls() ).toEqual( [
				{
					path: '/jetpack/v4/plugins',
					method: 'POST',
					data: {
						slug: 'creative-mail-by-constant-contact',
						status: 'active',
						source: 'block-editor',
					},
				},
				{
					path: `/jetpack/v4/plugins/${ MAIL }`,
					method: 'POST',
					data: { status: 'active', source: 'block-editor' },
				},
			] );
			expect(
				(
					registry.select( store ).getPlugins() as Record<
						string,
						{ active: boolean }
					>
				 )[ `${ MAIL }.php` ].active
			).toBe( active );
		}
	);
} );
