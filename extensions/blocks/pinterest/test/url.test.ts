import { isPinterestUrl, isShortLink, pinType } from '../url';

describe( 'pinType', () => {
	test.each( [
		[ 'https://www.pinterest.com/pin/99360735500167749/', 'embedPin' ],
		[ 'https://pinterest.com/pin/99360735500167749', 'embedPin' ],
		[ 'https://au.pinterest.com/pin/12345/', 'embedPin' ],
		[
			'https://www.pinterest.com.au/jeanette1952/meat-pies/',
			'embedBoard',
		],
		[
			'https://www.pinterest.co.uk/bakingamoment/bread-recipes',
			'embedBoard',
		],
		[ 'https://www.pinterest.com/bakingamoment/', 'embedUser' ],
		[ 'http://www.pinterest.fr/bakingamoment?ref=x', 'embedUser' ],
		[ '  https://www.pinterest.com/bakingamoment/  ', 'embedUser' ],
	] )( '%s → %s', ( url, type ) => {
		expect( pinType( url ) ).toBe( type );
	} );

	test.each( [
		[ '' ],
		[ 'https://www.pinterest.com/' ],
		[ 'https://www.pinterest.com/pin/' ],
		[ 'https://www.pinterest.com/pin/1/2/' ],
		[ 'https://www.pinterest.com/a/b/c/' ],
		[ 'https://pinterest.com.evil.example/user/' ],
		[ 'https://evilpinterest.com/user/' ],
		[ 'https://example.com/pin/123/' ],
		[ 'javascript:alert(1)//www.pinterest.com/pin/1/' ],
		[ 'ftp://www.pinterest.com/user/' ],
		[ 'https://www.pinterest.com/"><script>alert(1)</script>/' ],
		[ 'https://www.pinterest.com/user/ onmouseover=alert(1)' ],
	] )( '%s is not a pin, user or board', ( url ) => {
		expect( pinType( url ) ).toBeNull();
	} );
} );

describe( 'isShortLink and isPinterestUrl', () => {
	test.each( [
		[ 'https://pin.it/3kTZ9sQ', true, true ],
		[ 'http://pin.it/abc', true, true ],
		[ 'https://pin.it/', false, false ],
		[ 'https://www.pinterest.com/user/', false, true ],
		[ 'https://pin.it.evil.example/abc', false, false ],
		[ 'javascript:alert(1)', false, false ],
		[ 'not a url', false, false ],
	] )( '%s: short %s, ours %s', ( url, short, ours ) => {
		expect( isShortLink( url ) ).toBe( short );
		expect( isPinterestUrl( url ) ).toBe( ours );
	} );
} );
