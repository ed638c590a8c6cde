import {
	COOKIE_MAX_AGE,
	parseThreshold,
	readVisitCount,
	shouldShow,
	toInt,
	visitCookie,
} from '../visits';

describe( 'parseThreshold (digits only, more than 0)', () => {
	it.each( [
		[ '1', 1 ],
		[ '3', 3 ],
		[ '30', 30 ],
		[ '007', 7 ],
		[ '0', null ],
		[ '00', null ],
		[ '', null ],
		[ ' 3', null ],
		[ '3 ', null ],
		[ '-1', null ],
		[ '+3', null ],
		[ '1.5', null ],
		[ '1e3', null ],
		[ 'abc', null ],
		[ '3a', null ],
	] )( '%j → %p', ( typed, expected ) => {
		expect( parseThreshold( typed ) ).toBe( expected );
	} );
} );

describe( 'toInt (PHP (int) cast, as Jetpack read the cookie)', () => {
	it.each( [
		[ '4', 4 ],
		[ ' 4', 4 ],
		[ '4abc', 4 ],
		[ '4.9', 4 ],
		[ '-2', -2 ],
		[ 'abc', 0 ],
		[ '', 0 ],
		[ 'NaN', 0 ],
		[ 'Infinity', 0 ],
		[ undefined, 0 ],
	] )( '%j → %p', ( value, expected ) => {
		expect( toInt( value ) ).toBe( expected );
	} );
} );

describe( 'readVisitCount', () => {
	it.each( [
		[ 'no cookie', '', 0 ],
		[ 'only other cookies', 'a=1; b=2', 0 ],
		[ 'the counter alone', 'jp-visit-counter=4', 4 ],
		[ 'among others', 'a=1; jp-visit-counter=7; b=2', 7 ],
		[ 'no space after ;', 'a=1;jp-visit-counter=2', 2 ],
		[ 'quoted', 'jp-visit-counter="5"', 5 ],
		[ 'percent-encoded', 'jp-visit-counter=%33', 3 ],
		[ 'bad encoding', 'jp-visit-counter=%E0%A4%A', 0 ],
		[ 'not a number (Jetpack wrote NaN)', 'jp-visit-counter=NaN', 0 ],
		[ 'empty', 'jp-visit-counter=', 0 ],
		[
			'two paths: the first (most specific) wins',
			'jp-visit-counter=9; jp-visit-counter=1',
			9,
		],
		[ 'a longer name is not it', 'xjp-visit-counter=8', 0 ],
		[ 'a prefix of the name is not it', 'jp-visit=8', 0 ],
	] )( '%s', ( _, cookies, expected ) => {
		expect( readVisitCount( cookies ) ).toBe( expected );
	} );
} );

describe( 'visitCookie (Jetpack: the page path, six months)', () => {
	it( 'is six months of 30 days', () => {
		expect( COOKIE_MAX_AGE ).toBe( 15552000 );
	} );
	it.each( [
		[ 1, '/', 'jp-visit-counter=1; Max-Age=15552000; Path=/' ],
		[
			12,
			'/2026/11/25/hello/',
			'jp-visit-counter=12; Max-Age=15552000; Path=/2026/11/25/hello/',
		],
		[ 2, '/a;b/', 'jp-visit-counter=2; Max-Age=15552000; Path=/a' ],
	] )( '%p at %j', ( count, path, expected ) => {
		expect( visitCookie( count, path ) ).toBe( expected );
	} );
} );

describe( 'shouldShow (Jetpack’s server decision)', () => {
	it.each( [
		// criteria, threshold, visits before this one, shows
		[ 'after-visits', 3, 0, false ],
		[ 'after-visits', 3, 2, false ],
		[ 'after-visits', 3, 3, true ],
		[ 'after-visits', 3, 10, true ],
		[ 'after-visits', 1, 0, false ],
		[ 'after-visits', 1, 1, true ],
		[ 'before-visits', 3, 0, true ],
		[ 'before-visits', 3, 2, true ],
		[ 'before-visits', 3, 3, false ],
		[ 'before-visits', 1, 0, true ],
		[ 'before-visits', 1, 1, false ],
		[ 'something-else', 3, 0, false ],
		[ 'something-else', 3, 5, false ],
		[ '', 3, 5, false ],
	] )(
		'%s, threshold %p, %p visits → %p',
		( criteria, threshold, count, shows ) => {
			expect( shouldShow( criteria, threshold, count ) ).toBe( shows );
		}
	);
} );
