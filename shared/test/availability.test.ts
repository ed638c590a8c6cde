import {
	blockTitle,
	getBlockAvailability,
	requiresWarning,
	shouldRegisterBlock,
	type BlockAvailability,
} from '../availability';

describe( 'shouldRegisterBlock', () => {
	it.each< [ string, BlockAvailability, boolean ] >( [
		[ 'available', { available: true }, true ],
		[ 'available beta', { available: true, beta: true }, true ],
		[
			'missing plan: warns',
			{ available: false, unavailableReason: 'missing_plan' },
			true,
		],
		[
			'unknown reason: warns',
			{ available: false, unavailableReason: 'unknown' },
			true,
		],
		[
			'missing module: hidden',
			{ available: false, unavailableReason: 'missing_module' },
			false,
		],
		[
			'deactivated: hidden',
			{ available: false, unavailableReason: 'deactivated' },
			false,
		],
		[ 'no reason given: hidden', { available: false }, false ],
	] )( '%s', ( _, availability, expected ) => {
		expect( shouldRegisterBlock( availability ) ).toBe( expected );
	} );
} );

describe( 'requiresWarning', () => {
	it( 'is true only for blocks registered despite being unavailable', () => {
		expect( requiresWarning( { available: true } ) ).toBe( false );
		expect(
			requiresWarning( {
				available: false,
				unavailableReason: 'missing_plan',
			} )
		).toBe( true );
		expect(
			requiresWarning( {
				available: false,
				unavailableReason: 'missing_module',
			} )
		).toBe( false );
	} );
} );

describe( 'getBlockAvailability', () => {
	const data: BlockpackEditorData = {
		blocks: {
			markdown: { available: true },
			donations: { available: false, unavailable_reason: 'missing_plan' },
			map: { available: false },
			slideshow: { available: true, beta: true },
		},
	};
	it.each< [ string, BlockAvailability ] >( [
		[
			'jetpack/markdown',
			{ available: true, unavailableReason: undefined, beta: false },
		],
		[
			'jetpack/donations',
			{
				available: false,
				unavailableReason: 'missing_plan',
				beta: false,
			},
		],
		[
			'jetpack/map',
			{ available: false, unavailableReason: 'unknown', beta: false },
		],
		[
			'jetpack/slideshow',
			{ available: true, unavailableReason: undefined, beta: true },
		],
		[
			'jetpack/not-listed',
			{ available: false, unavailableReason: 'missing_module' },
		],
	] )( '%s', ( name, expected ) => {
		expect( getBlockAvailability( name, data ) ).toEqual( expected );
	} );
	it( 'treats missing server data as not available', () => {
		const saved = window.blockpackEditor;
		delete window.blockpackEditor;
		try {
			expect( getBlockAvailability( 'jetpack/markdown' ) ).toEqual( {
				available: false,
				unavailableReason: 'missing_module',
			} );
		} finally {
			window.blockpackEditor = saved;
		}
	} );
	it( 'reads the data the server printed by default', () => {
		expect( getBlockAvailability( 'jetpack/markdown' ).available ).toBe(
			true
		);
	} );
} );

describe( 'blockTitle', () => {
	it( 'appends " (beta)" to beta blocks only', () => {
		expect( blockTitle( 'Slideshow', true ) ).toBe( 'Slideshow (beta)' );
		expect( blockTitle( 'Slideshow', false ) ).toBe( 'Slideshow' );
		expect( blockTitle( 'Slideshow' ) ).toBe( 'Slideshow' );
	} );
} );
