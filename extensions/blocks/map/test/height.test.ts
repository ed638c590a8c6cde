import {
	MIN_HEIGHT,
	defaultMapHeight,
	normalizeMapHeight,
	savedMapHeight,
} from '../height';

describe( 'normalizeMapHeight', () => {
	it.each< [ unknown, number | null ] >( [
		[ 560, 560 ],
		[ 400, 400 ],
		[ 399, 400 ],
		[ 0, 400 ],
		[ -20, 400 ],
		[ 455.6, 456 ],
		[ '620', 620 ],
		[ ' 700 ', 700 ],
		[ '120', 400 ],
		[ '', null ],
		[ 'abc', null ],
		[ '12px', null ],
		[ NaN, null ],
		[ Infinity, null ],
		[ null, null ],
		[ undefined, null ],
		[ {}, null ],
	] )( '%p → %p', ( value, expected ) => {
		expect( normalizeMapHeight( value ) ).toBe( expected );
	} );
} );

describe( 'defaultMapHeight: the smaller of 3/4 of the width and 80% of the window, at least 400', () => {
	it.each( [
		[ 800, 1000, 600 ],
		[ 1200, 900, 720 ],
		[ 300, 900, MIN_HEIGHT ],
		[ 1000, 400, MIN_HEIGHT ],
		[ 640, 2000, 480 ],
	] )( 'width %p, window %p → %p', ( width, win, expected ) => {
		expect( defaultMapHeight( width, win ) ).toBe( expected );
	} );
} );

describe( 'savedMapHeight', () => {
	it.each< [ string | null, number | null ] >( [
		[ null, null ],
		[ '560', 560 ],
		[ '300', 400 ],
		[ 'x', null ],
	] )( '%p → %p', ( saved, expected ) => {
		expect( savedMapHeight( saved ) ).toBe( expected );
	} );
} );
