import {
	PRESET_WIDTHS,
	WIDTH_UNITS,
	defaultWidth,
	isFloatAlignment,
	isPercentWidth,
	normalizeWidth,
	parseWidth,
	togglePresetWidth,
	unitsForAlignment,
	widthForAlignment,
} from '../width';

describe( 'presets and units', () => {
	test( 'presets are 25, 50, 75 and 100 %', () => {
		expect( PRESET_WIDTHS ).toEqual( [ '25%', '50%', '75%', '100%' ] );
	} );

	test.each( [
		[ '%', '100%' ],
		[ 'px', '150px' ],
		[ 'em', '10em' ],
	] as const )( 'the %s unit starts at %s', ( unit, width ) => {
		expect( defaultWidth( unit ) ).toBe( width );
		expect( WIDTH_UNITS.find( ( { value } ) => value === unit ) ).toEqual(
			expect.objectContaining( { label: unit } )
		);
	} );

	test.each( [
		[ undefined, false, [ '%', 'px', 'em' ] ],
		[ 'center', false, [ '%', 'px', 'em' ] ],
		[ 'wide', false, [ '%', 'px', 'em' ] ],
		[ 'left', true, [ 'px', 'em' ] ],
		[ 'right', true, [ 'px', 'em' ] ],
	] )( 'alignment %p: floated %p, units %p', ( align, floated, units ) => {
		expect( isFloatAlignment( align ) ).toBe( floated );
		expect(
			unitsForAlignment( align ).map( ( { value } ) => value )
		).toEqual( units );
	} );
} );

describe( 'parseWidth', () => {
	test.each( [
		[ '50%', { quantity: 50, unit: '%' } ],
		[ '150px', { quantity: 150, unit: 'px' } ],
		[ '10em', { quantity: 10, unit: 'em' } ],
		[ '10.5em', { quantity: 10.5, unit: 'em' } ],
		[ '.5em', { quantity: 0.5, unit: 'em' } ],
		[ '12PX', { quantity: 12, unit: 'px' } ],
		[ ' 40% ', { quantity: 40, unit: '%' } ],
		[ '-5px', { quantity: -5, unit: 'px' } ],
	] )( '%p → %p', ( width, expected ) => {
		expect( parseWidth( width ) ).toEqual( expected );
	} );

	test.each( [
		'',
		'50',
		'px',
		'50 px',
		'50vw',
		'auto',
		'calc(50% - 1px)',
		'50%;background:url(javascript:alert(1))',
		'"50%"',
		'<script>',
		undefined,
		null,
		50,
	] )( '%p is not a width', ( width ) => {
		expect( parseWidth( width ) ).toBeNull();
	} );

	test.each( [
		[ '50%', true ],
		[ '100%', true ],
		[ '150px', false ],
		[ '10em', false ],
		[ undefined, false ],
		[ 'auto', false ],
	] )( '%p is a percentage: %p', ( width, expected ) => {
		expect( isPercentWidth( width ) ).toBe( expected );
	} );
} );

describe( 'normalizeWidth', () => {
	test.each( [
		// Kept as typed.
		[ '50%', undefined, '50%' ],
		[ '0%', undefined, '0%' ],
		[ '100%', undefined, '100%' ],
		[ '120px', undefined, '120px' ],
		[ '2000px', 'center', '2000px' ],
		[ '10em', undefined, '10em' ],
		[ '12.5em', undefined, '12.5em' ],
		// A percentage stays between 0 and 100.
		[ '150%', undefined, '100%' ],
		[ '100.5%', undefined, '100%' ],
		[ '-10%', undefined, '0%' ],
		// A length is never negative.
		[ '-5px', undefined, '0px' ],
		[ '-1em', 'left', '0em' ],
		// Floated: px and em only.
		[ '150px', 'left', '150px' ],
		[ '10em', 'right', '10em' ],
		[ '50%', 'left', undefined ],
		[ '100%', 'right', undefined ],
		// Cleared or not a width.
		[ '', undefined, undefined ],
		[ undefined, undefined, undefined ],
		[ '50', undefined, undefined ],
		[ '50vw', undefined, undefined ],
		[ '50%;color:red', undefined, undefined ],
		[ 'javascript:alert(1)', undefined, undefined ],
	] )( '%p aligned %p → %p', ( value, align, expected ) => {
		expect( normalizeWidth( value, align ) ).toBe( expected );
	} );
} );

describe( 'togglePresetWidth', () => {
	test.each( [
		[ undefined, '50%', '50%' ],
		[ '50%', '50%', undefined ],
		[ '25%', '100%', '100%' ],
		[ '150px', '75%', '75%' ],
	] )( 'width %p, clicking %s → %p', ( width, preset, expected ) => {
		expect( togglePresetWidth( width, preset ) ).toBe( expected );
	} );
} );

describe( 'widthForAlignment', () => {
	test.each( [
		[ '50%', 'left', undefined ],
		[ '100%', 'right', undefined ],
		[ '50%', 'center', '50%' ],
		[ '50%', undefined, '50%' ],
		[ '150px', 'left', '150px' ],
		[ '10em', 'right', '10em' ],
		[ undefined, 'left', undefined ],
		[ 'auto', 'left', 'auto' ],
	] )( 'width %p aligned %p keeps %p', ( width, align, expected ) => {
		expect( widthForAlignment( width, align ) ).toBe( expected );
	} );
} );
