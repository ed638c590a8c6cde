import { eventIdFromUrl, isEventbriteUrl, needsResolving } from '../url';

describe( 'eventIdFromUrl', () => {
	test.each( [
		[
			'https://www.eventbrite.com/e/test-event-tickets-123456789',
			123456789,
		],
		[
			'https://www.eventbrite.co.uk/e/test-event-tickets-123456789',
			123456789,
		],
		[
			'https://www.eventbrite.com.au/e/food-hub-unsw-tickets-144144099883?aff=ebdssbcitybrowse',
			144144099883,
		],
		[ 'http://eventbrite.de/e/konzert-2024-tickets-987/', 987 ],
		[ '  https://www.eventbrite.com/e/123456789  ', 123456789 ],
		[
			'https://myorg.eventbrite.com/e/2021-nsw-open-championship-tickets-122642642445',
			122642642445,
		],
		// The id is the number at the end, not an earlier one.
		[ 'https://www.eventbrite.com/e/2021-nsw-tickets-55', 55 ],
	] )( '%s → %d', ( url, id ) => {
		expect( eventIdFromUrl( url ) ).toBe( id );
	} );

	test.each( [
		[ '' ],
		[ 'https://www.eventbrite.com/' ],
		[ 'https://www.eventbrite.com/e/test-event-tickets' ],
		[ 'https://www.eventbrite.com/o/organiser-123456' ],
		[ 'https://www.example.com/e/test-event-tickets-123456789' ],
		[ 'https://eventbrite.com.evil.example/e/x-123' ],
		[ 'https://www.eventbrite.com/e/x-123/extra' ],
		[ 'ftp://www.eventbrite.com/e/x-123' ],
		[ 'javascript:alert(1)//www.eventbrite.com/e/x-123' ],
		[ 'https://www.eventbrite.com/e/x-123?"><script>alert(1)</script>' ],
		[ 'https://www.eventbrite.com/e/x-123 onmouseover=alert(1)' ],
		[ 'https://www.eventbrite.com/e/x-99999999999999999999' ],
	] )( '%s is not an event page', ( url ) => {
		expect( eventIdFromUrl( url ) ).toBeNull();
	} );
} );

describe( 'needsResolving and isEventbriteUrl', () => {
	test.each( [
		[ 'https://evbuc.com/2/abcd', true, true ],
		[ 'http://www.evbuc.com/xyz', true, true ],
		[ 'https://www.eventbrite.com/', true, true ],
		[ 'https://myorg.eventbrite.com', true, true ],
		[ 'https://www.eventbrite.co.uk/?ref=home', true, true ],
		[ 'https://www.eventbrite.com/e/test-tickets-123', false, true ],
		[ 'https://evbuc.com/', false, false ],
		[ 'https://example.com/', false, false ],
		[ 'https://eventbrite.com.evil.example/', false, false ],
		[ 'javascript:alert(1)', false, false ],
		[ 'not a url', false, false ],
	] )( '%s: resolve %s, ours %s', ( url, resolve, ours ) => {
		expect( needsResolving( url ) ).toBe( resolve );
		expect( isEventbriteUrl( url ) ).toBe( ours );
	} );
} );
