import { isHttpUrl, linkParagraphContent } from '../convert-to-link';

describe( 'isHttpUrl', () => {
	test.each( [
		[ 'https://example.com/', true ],
		[ 'http://example.com/a?b=c', true ],
		[ '  https://example.com  ', true ],
		[ 'javascript:alert(1)', false ],
		[ 'JaVaScRiPt:alert(1)', false ],
		[ 'data:text/html,hi', false ],
		[ 'file:///etc/passwd', false ],
		[ '//example.com', false ],
		[ '', false ],
	] )( '%s → %s', ( url, expected ) => {
		expect( isHttpUrl( url ) ).toBe( expected );
	} );
} );

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
		// Not a web address: plain, escaped text, never a link.
		[ 'javascript:alert(1)', 'javascript:alert(1)' ],
		[ '<script>alert(1)</script>', '&lt;script>alert(1)&lt;/script>' ],
	] )( '%s', ( url, html ) => {
		expect( linkParagraphContent( url ) ).toBe( html );
	} );
} );
