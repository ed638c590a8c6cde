import {
	coerceVersion,
	compareVersions,
	crmUpdateSuggested,
	crmViewFor,
	integrationPanelsVisible,
	parseCrmData,
	pluginStateFor,
	type CrmData,
	type CrmView,
} from '../integrations';

const ACTIVE: CrmData = {
	crm_installed: true,
	crm_active: true,
	crm_version: '6.4.1',
	jp_form_ext_enabled: true,
	can_activate_extension: true,
};

describe( 'coerceVersion', () => {
	it.each( [
		[ '4.9.1', [ 4, 9, 1 ] ],
		[ 'v4.10', [ 4, 10, 0 ] ],
		[ '5', [ 5, 0, 0 ] ],
		[ '5.0.1-beta', [ 5, 0, 1 ] ],
		[ 'version 3.0.19', [ 3, 0, 19 ] ],
		[ '', null ],
		[ 'unknown', null ],
		[ undefined, null ],
	] )( '%p → %p', ( input, expected ) => {
		expect( coerceVersion( input ) ).toEqual( expected );
	} );
} );

describe( 'compareVersions', () => {
	it.each( [
		[ [ 4, 9, 1 ], [ 4, 9, 1 ], 0 ],
		[ [ 4, 10, 0 ], [ 4, 9, 1 ], 1 ],
		[ [ 4, 0, 0 ], [ 4, 9, 1 ], -1 ],
		[ [ 5, 0, 0 ], [ 4, 99, 99 ], 1 ],
	] as Array<
		[ [ number, number, number ], [ number, number, number ], number ]
	> )( '%p vs %p', ( a, b, sign ) => {
		expect( Math.sign( compareVersions( a, b ) ) ).toBe( sign );
	} );
} );

describe( 'crmViewFor', () => {
	it.each( [
		[
			'not installed',
			{ crm_installed: false, crm_active: false, crm_version: '' },
			'not-installed',
		],
		[ 'installed, inactive', { crm_active: false }, 'installed' ],
		[
			'installed, invalid version',
			{ crm_active: false, crm_version: 'unknown' },
			'invalid-version',
		],
		[ 'active, empty version', { crm_version: '' }, 'invalid-version' ],
		[
			'installed, below 4.9.1',
			{ crm_active: false, crm_version: '4.9.0' },
			'update-required',
		],
		[ 'active, below 4.9.1', { crm_version: '4.5.0' }, 'update-required' ],
		[
			'active at 4.9.1, extension off, may enable',
			{ crm_version: '4.9.1', jp_form_ext_enabled: false },
			'enable-extension',
		],
		[
			'active, extension off, may not enable',
			{ jp_form_ext_enabled: false, can_activate_extension: false },
			'admin-must-enable',
		],
		[ 'active, extension on', {}, 'toggle' ],
		[
			'active at exactly 4.9.1, extension on',
			{ crm_version: '4.9.1' },
			'toggle',
		],
	] as Array< [ string, Partial< CrmData >, CrmView ] > )(
		'%s',
		( _, change, view ) => {
			expect( crmViewFor( { ...ACTIVE, ...change } ) ).toBe( view );
		}
	);
} );

describe( 'crmViewFor and the CRM versions', () => {
	it.each( [
		[ '3.0.18', false, 'update-required' ],
		[ '3.0.19', false, 'enable-extension' ],
		[ '3.0.19', true, 'stored-automatically' ],
		[ '3.5', true, 'stored-automatically' ],
		[ '4.0.0', true, 'stored-automatically' ],
		[ '4.0.1', true, 'update-required' ],
		[ '4.9.0', true, 'update-required' ],
		[ '4.9.1', true, 'toggle' ],
		[ '10.0', true, 'toggle' ],
	] as Array< [ string, boolean, CrmView ] > )(
		'version %s, extension on: %p → %s',
		( version, enabled, view ) => {
			expect(
				crmViewFor( {
					...ACTIVE,
					crm_version: version,
					jp_form_ext_enabled: enabled,
				} )
			).toBe( view );
		}
	);
} );

describe( 'crmUpdateSuggested: "Please update…" for every version below 4.9.1', () => {
	it.each( [
		[ '3.0.18', true, true ],
		[ '3.0.19', true, true ],
		[ '3.5', true, true ],
		[ '4.0.0', true, true ],
		[ '4.0.0', false, true ],
		[ '4.0.1', true, true ],
		[ '4.9.0', true, true ],
		[ '4.9.1', true, false ],
		[ '6.4.1', true, false ],
		[ 'unknown', true, false ],
	] as Array< [ string, boolean, boolean ] > )(
		'version %s, active: %p → %p',
		( version, active, suggested ) => {
			expect(
				crmUpdateSuggested( {
					...ACTIVE,
					crm_active: active,
					crm_version: version,
				} )
			).toBe( suggested );
		}
	);
	it( 'not for a CRM that is not installed', () => {
		expect(
			crmUpdateSuggested( {
				...ACTIVE,
				crm_installed: false,
				crm_active: false,
				crm_version: '4.0.0',
			} )
		).toBe( false );
	} );
} );

describe( 'parseCrmData', () => {
	it( 'keeps a complete answer', () => {
		expect( parseCrmData( { ...ACTIVE, extra: 1 } ) ).toEqual( ACTIVE );
	} );
	it.each( [
		[
			'an error answer',
			{ ...ACTIVE, error: 'crm_unavailable', message: 'x' },
		],
		[ 'a missing flag', { ...ACTIVE, crm_active: undefined } ],
		[ 'a non-string version', { ...ACTIVE, crm_version: 5 } ],
		[ 'null', null ],
		[ 'a string', 'oops' ],
	] )( 'rejects %s', ( _, value ) => {
		expect( parseCrmData( value ) ).toBeNull();
	} );
} );

describe( 'pluginStateFor', () => {
	const path = 'creative-mail-by-constant-contact/creative-mail-plugin';
	it.each( [
		[ 'absent', { 'other/other.php': { active: true } }, 'not-installed' ],
		[ 'inactive', { [ `${ path }.php` ]: { active: false } }, 'installed' ],
		[ 'active', { [ `${ path }.php` ]: { active: true } }, 'active' ],
		[
			'a truthy non-boolean',
			{ [ `${ path }.php` ]: { active: 'yes' } },
			'installed',
		],
		[ 'not a list', null, 'not-installed' ],
	] )( '%s', ( _, plugins, state ) => {
		expect( pluginStateFor( plugins, path ) ).toBe( state );
	} );
} );

describe( 'integrationPanelsVisible', () => {
	it.each( [
		[ 'self-hosted', true ],
		[ 'atomic', true ],
		[ 'simple', false ],
		[ undefined, true ],
	] as const )( '%p → %p', ( siteType, visible ) => {
		expect( integrationPanelsVisible( siteType ) ).toBe( visible );
	} );
} );
