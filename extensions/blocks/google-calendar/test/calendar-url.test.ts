import {
	cidToEmbedUrl,
	isPublicCalendarUrl,
	parseCalendarEmbed,
	parseIframe,
} from '../calendar-url';

const EMBED =
	'https://calendar.google.com/calendar/embed?src=team%40example.com&ctz=Europe%2FParis';

describe( 'isPublicCalendarUrl', () => {
	test.each`
		url                                                               | expected   | why
		${ EMBED }                                                        | ${ true }  | ${ 'public embed address' }
		${ 'https://calendar.google.com/calendar/u/0/embed?src=a%40b.c' } | ${ true }  | ${ 'user path' }
		${ 'https://calendar.google.com/calendar' }                       | ${ true }  | ${ 'bare calendar path' }
		${ 'HTTPS://calendar.google.com/calendar/embed' }                 | ${ true }  | ${ 'scheme case does not matter' }
		${ 'http://calendar.google.com/calendar/embed?src=a' }            | ${ false } | ${ 'plain http' }
		${ 'https://calendar.google.com/other' }                          | ${ false } | ${ 'not a calendar path' }
		${ 'https://calendar.google.com/calendarx' }                      | ${ false } | ${ 'look-alike path' }
		${ 'https://calendar.google.com.evil.example/calendar/embed' }    | ${ false } | ${ 'look-alike host' }
		${ 'https://calendar.google.com@evil.example/calendar/embed' }    | ${ false } | ${ 'credentials trick' }
		${ 'https://calendar.google.com:8443/calendar/embed' }            | ${ false } | ${ 'other port' }
		${ 'https://www.google.com/calendar/embed?src=a' }                | ${ false } | ${ 'other host' }
		${ 'javascript:alert(1)//https://calendar.google.com/calendar' }  | ${ false } | ${ 'javascript: URL' }
		${ 'https://calendar.google.com/calendar/embed?src="><script>' }  | ${ false } | ${ 'quotes and markup' }
		${ ' https://calendar.google.com/calendar/embed' }                | ${ false } | ${ 'spaces are not trimmed here' }
		${ '' }                                                           | ${ false } | ${ 'empty' }
		${ undefined }                                                    | ${ false } | ${ 'missing' }
	`( '$url → $expected ($why)', ( { url, expected } ) => {
		expect( isPublicCalendarUrl( url ) ).toBe( expected );
	} );
} );

describe( 'parseIframe', () => {
	test.each`
		html                                                                                                                   | expected
		${ '<iframe src="' + EMBED + '" style="border: 0" width="800" height="600" frameborder="0" scrolling="no"></iframe>' } | ${ { src: EMBED, width: 800, height: 600 } }
		${ "<iframe height='450px' src='https://calendar.google.com/calendar/embed?src=a'></iframe>" }                         | ${ { src: 'https://calendar.google.com/calendar/embed?src=a', width: undefined, height: 450 } }
		${ '<IFRAME SRC="https://calendar.google.com/calendar/embed" WIDTH="100%">' }                                          | ${ { src: 'https://calendar.google.com/calendar/embed', width: undefined, height: undefined } }
		${ '<iframe src="x" height="-5" width="0"></iframe>' }                                                                 | ${ { src: 'x', width: undefined, height: undefined } }
		${ '<iframe width="10"></iframe>' }                                                                                    | ${ undefined }
		${ '<p>no frame</p>' }                                                                                                 | ${ undefined }
		${ EMBED }                                                                                                             | ${ undefined }
	`( '$html', ( { html, expected } ) => {
		expect( parseIframe( html ) ).toEqual( expected );
	} );
} );

describe( 'cidToEmbedUrl', () => {
	test.each`
		url                                                                                                  | expected
		${ 'https://calendar.google.com/calendar?cid=dGVhbUBleGFtcGxlLmNvbQ==' }                             | ${ 'https://calendar.google.com/calendar/embed?src=team%40example.com' }
		${ 'https://calendar.google.com/calendar/u/0?cid=Y19hYmMxMjNAZ3JvdXAuY2FsZW5kYXIuZ29vZ2xlLmNvbQ==' } | ${ 'https://calendar.google.com/calendar/embed?src=c_abc123%40group.calendar.google.com' }
		${ 'https://calendar.google.com/calendar?cid=dGVhbUBleGFtcGxlLmNvbQ' }                               | ${ 'https://calendar.google.com/calendar/embed?src=team%40example.com' }
		${ 'https://calendar.google.com/calendar?cid=PHNjcmlwdD5AeA==' }                                     | ${ undefined }
		${ 'https://calendar.google.com/calendar?cid=%%%' }                                                  | ${ undefined }
		${ 'https://calendar.google.com/calendar?cid=' }                                                     | ${ undefined }
		${ 'https://evil.example/calendar?cid=dGVhbUBleGFtcGxlLmNvbQ==' }                                    | ${ undefined }
	`( '$url → $expected', ( { url, expected } ) => {
		expect( cidToEmbedUrl( url ) ).toBe( expected );
	} );
} );

describe( 'parseCalendarEmbed', () => {
	test.each`
		input                                                                                               | expected                                                                          | why
		${ EMBED }                                                                                          | ${ { url: EMBED } }                                                               | ${ 'public address' }
		${ '  ' + EMBED + '\n' }                                                                            | ${ { url: EMBED } }                                                               | ${ 'surrounding spaces trimmed' }
		${ '<iframe src="' + EMBED + '" width="800" height="450"></iframe>' }                               | ${ { url: EMBED, width: 800, height: 450 } }                                      | ${ 'embed code' }
		${ 'https://calendar.google.com/calendar?cid=dGVhbUBleGFtcGxlLmNvbQ==' }                            | ${ { url: 'https://calendar.google.com/calendar/embed?src=team%40example.com' } } | ${ 'cid link decoded' }
		${ 'https://calendar.google.com/calendar?cid=!!' }                                                  | ${ undefined }                                                                    | ${ 'undecodable cid' }
		${ 'https://calendar.app.google/abc123' }                                                           | ${ undefined }                                                                    | ${ 'shareable link' }
		${ '<iframe src="javascript:alert(1)"></iframe>' }                                                  | ${ undefined }                                                                    | ${ 'javascript: in an iframe' }
		${ '<iframe src="https://evil.example/calendar/embed"></iframe>' }                                  | ${ undefined }                                                                    | ${ 'iframe from another host' }
		${ '<script>alert(1)</script><iframe src="' + EMBED + '"></iframe>' }                               | ${ { url: EMBED, width: undefined, height: undefined } }                          | ${ 'script ignored, only the iframe src kept' }
		${ '<script src="https://calendar.google.com/calendar/x.js"></script>' }                            | ${ undefined }                                                                    | ${ 'script only' }
		${ '<iframe src="https://calendar.google.com/calendar/embed?src=a&quot;onload=&quot;x"></iframe>' } | ${ undefined }                                                                    | ${ 'quote smuggled in the src' }
		${ 'not a url' }                                                                                    | ${ undefined }                                                                    | ${ 'text' }
		${ '' }                                                                                             | ${ undefined }                                                                    | ${ 'empty' }
	`( '$why', ( { input, expected } ) => {
		expect( parseCalendarEmbed( input ) ).toEqual( expected );
	} );
} );
