import { linkParagraphContent } from '../convert-to-link';

describe( 'linkParagraphContent', () => {
	test.each( [
		[
			'https://www.eventbrite.com/e/x-1',
			'<a href="https://www.eventbrite.com/e/x-1">https://www.eventbrite.com/e/x-1</a>',
		],
		[
			'https://example.com/?a="b"&c=<d>',
			'<a href="https://example.com/?a=&quot;b&quot;&amp;c=&lt;d&gt;">https://example.com/?a="b"&amp;c=&lt;d></a>',
		],
		// Spaces around the address are left out.
		[
			'  https://example.com/  ',
			'<a href="https://example.com/">https://example.com/</a>',
		],
		// Not a web address: plain, escaped text, never a link.
		[ 'JaVaScRiPt:alert(1)', 'JaVaScRiPt:alert(1)' ],
		[ 'data:text/html,hi', 'data:text/html,hi' ],
		[ 'javascript:alert(1)', 'javascript:alert(1)' ],
		[ '<script>alert(1)</script>', '&lt;script>alert(1)&lt;/script>' ],
	] )( '%s', ( url, html ) => {
		expect( linkParagraphContent( url ) ).toBe( html );
	} );
} );
