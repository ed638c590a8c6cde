import { displayUrl } from '../media';

describe( 'displayUrl: a saved data-url becomes the editor’s src only when it is http(s) or on the site', () => {
	it.each( [
		[ 'https://example.com/wp-content/uploads/a.jpg', true ],
		[ 'http://example.com/a.jpg', true ],
		[ '/wp-content/uploads/2024/05/a.jpg', true ],
		[ '//cdn.example.com/a.jpg', true ],
		[ 'blob:http://127.0.0.1:9580/0b9c-4f1e', true ],
		[ 'javascript:alert(1)', false ],
		[ 'JaVaScRiPt:alert(1)', false ],
		[ ' javascript:alert(1)', false ],
		[ '\njavascript:alert(1)', false ],
		[ 'java\tscript:alert(1)', false ],
		// What `javascript&#58;alert(1)` and `&#x6A;avascript:` read back as from the markup.
		[ 'javascript:alert(1)'.replace( ':', '\u003a' ), false ],
		[ '\u006aavascript:alert(1)', false ],
		[ 'vbscript:msgbox(1)', false ],
		[ 'VBSCRIPT:msgbox(1)', false ],
		[ 'data:text/html,<script>alert(1)</script>', false ],
		[ 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=', false ],
		[ 'blob:javascript:alert(1)', false ],
		[ '', false ],
	] )( '%j → %p', ( url, shown ) => {
		expect( displayUrl( url ) ).toBe( shown ? url : undefined );
	} );
	it( 'shows nothing for a value that is not a string', () => {
		expect( displayUrl( 42 ) ).toBeUndefined();
		expect( displayUrl( undefined ) ).toBeUndefined();
	} );
} );
