import {
	FIELD_WIDTHS,
	isFieldWidth,
	widthClassName,
	widthLabel,
} from '../width';
import metadata from '../text/block.json';

describe( 'field width', () => {
	test( 'the widths are block.json’s enum', () => {
		expect( [ ...FIELD_WIDTHS ] ).toEqual( metadata.attributes.width.enum );
	} );

	test.each( [
		[ 25, true ],
		[ 100, true ],
		[ 33, false ],
		[ '50', false ],
		[ undefined, false ],
	] )( 'isFieldWidth( %p ) is %p', ( value, expected ) => {
		expect( isFieldWidth( value ) ).toBe( expected );
	} );

	test.each( [
		[ 25, 'blockpack-field--width-25' ],
		[ 75, 'blockpack-field--width-75' ],
		[ 40, 'blockpack-field--width-100' ],
		[ undefined, 'blockpack-field--width-100' ],
	] )( 'widthClassName( %p ) is %s', ( width, expected ) => {
		expect( widthClassName( width ) ).toBe( expected );
	} );

	test( 'labels are percentages', () => {
		expect( FIELD_WIDTHS.map( widthLabel ) ).toEqual( [
			'25%',
			'50%',
			'75%',
			'100%',
		] );
	} );
} );
