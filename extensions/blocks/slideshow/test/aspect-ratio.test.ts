import {
	MAX_ASPECT_RATIO,
	aspectRatioText,
	clampAspectRatio,
	frameHeight,
	parseAspectRatio,
} from '../aspect-ratio';

describe( 'parseAspectRatio', () => {
	test.each( [
		[ '1024 / 683', 1024 / 683 ],
		[ '1600/900', 16 / 9 ],
		[ ' 4 / 3 ', 4 / 3 ],
		[ '1.5', 1.5 ],
		[ 2, 2 ],
		[ '0 / 5', undefined ],
		[ '5 / 0', undefined ],
		[ 'calc(4 / 3)', undefined ],
		[ '', undefined ],
		[ 'wide', undefined ],
		[ undefined, undefined ],
		[ null, undefined ],
	] )( '%p → %p', ( value, expected ) => {
		expect( parseAspectRatio( value ) ).toBe( expected );
	} );
} );

describe( 'clampAspectRatio keeps a ratio between square and 16:9', () => {
	test.each( [
		[ 'portrait', 683 / 1024, 1 ],
		[ 'square', 1, 1 ],
		[ 'landscape 3:2', 1.5, 1.5 ],
		[ 'exactly 16:9', 16 / 9, 16 / 9 ],
		[ 'panorama 3:1', 3, MAX_ASPECT_RATIO ],
		[ 'unknown', undefined, MAX_ASPECT_RATIO ],
		[ 'zero', 0, MAX_ASPECT_RATIO ],
		[ 'NaN', NaN, MAX_ASPECT_RATIO ],
	] )( '%s', ( _, ratio, expected ) => {
		expect( clampAspectRatio( ratio ) ).toBeCloseTo( expected, 10 );
	} );
} );

describe( 'aspectRatioText', () => {
	test.each( [
		[ 1024, 683, '1024 / 683' ],
		[ '800', '600', '800 / 600' ],
		[ 0, 600, undefined ],
		[ 800, undefined, undefined ],
		[ null, null, undefined ],
	] )( '%p × %p → %p', ( width, height, expected ) => {
		expect( aspectRatioText( width, height ) ).toBe( expected );
	} );
} );

describe( 'frameHeight: width over the clamped ratio, at most 80% of the window', () => {
	test.each( [
		[ 'landscape in a tall window', 900, 1.5, 2000, 600 ],
		[ 'portrait becomes square', 600, 0.5, 2000, 600 ],
		[ 'panorama becomes 16:9', 1600, 4, 2000, 900 ],
		[ 'capped by a short window', 1200, 1, 500, 400 ],
		[ 'no ratio: 16:9', 1600, undefined, 2000, 900 ],
	] )( '%s', ( _, width, ratio, windowHeight, expected ) => {
		expect( frameHeight( width, ratio, windowHeight ) ).toBeCloseTo(
			expected,
			6
		);
	} );
} );
