import { previewHtml } from '../preview';
import { isPinterestParagraph } from '../transforms';

describe( 'previewHtml', () => {
	test.each( [
		[
			'https://www.pinterest.com/pin/123/',
			'embedPin',
			'<a data-pin-do="embedPin" href="https://www.pinterest.com/pin/123/"></a>',
		],
		[
			'https://www.pinterest.com/a/b?x="y"&z=<w>',
			'embedBoard',
			'<a data-pin-do="embedBoard" href="https://www.pinterest.com/a/b?x=&quot;y&quot;&amp;z=&lt;w&gt;"></a>',
		],
	] as const )( '%s', ( url, type, html ) => {
		expect( previewHtml( url, type ) ).toBe( html );
	} );
} );

describe( 'paste: a paragraph with a Pinterest address', () => {
	test.each( [
		[ 'https://www.pinterest.com/pin/123/', true ],
		[ 'https://pin.it/abc', true ],
		[ 'Look: https://www.pinterest.com/pin/123/', false ],
		[ '<script>alert(1)</script>', false ],
	] )( '%s matches: %s', ( text, matches ) => {
		const p = document.createElement( 'p' );
		p.textContent = text;
		expect( isPinterestParagraph( p ) ).toBe( matches );
	} );
} );
