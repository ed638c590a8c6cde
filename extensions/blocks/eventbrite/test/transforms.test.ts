import { registerBlockType, unregisterBlockType } from '@wordpress/blocks';
import metadata from '../block.json';
import { isEventbriteParagraph, paragraphToBlock } from '../transforms';

function paragraph( html: string ): HTMLElement {
	const p = document.createElement( 'p' );
	p.innerHTML = html;
	return p;
}

beforeAll( () => {
	registerBlockType( metadata.name, {
		...( metadata as object ),
		title: metadata.title,
		save: () => null,
		edit: () => null,
	} as unknown as Parameters< typeof registerBlockType >[ 1 ] );
} );
afterAll( () => unregisterBlockType( metadata.name ) );

describe( 'paste: a paragraph with an Eventbrite address', () => {
	test.each( [
		[ 'https://www.eventbrite.com/e/test-event-tickets-123456789', true ],
		[ ' https://www.eventbrite.co.uk/e/x-tickets-42?aff=a ', true ],
		[ 'https://www.eventbrite.com/', true ],
		[ 'https://evbuc.com/2/abc', true ],
		[
			'See https://www.eventbrite.com/e/test-event-tickets-123456789',
			false,
		],
		[ 'https://example.com/e/test-event-tickets-123456789', false ],
		[ 'javascript:alert(1)', false ],
		[ '<script>alert(1)</script>', false ],
	] )( '%s matches: %s', ( text, matches ) => {
		expect( isEventbriteParagraph( paragraph( text ) ) ).toBe( matches );
	} );

	test( 'only paragraphs match', () => {
		const div = document.createElement( 'div' );
		div.textContent =
			'https://www.eventbrite.com/e/test-event-tickets-123456789';
		expect( isEventbriteParagraph( div ) ).toBe( false );
	} );

	test.each( [
		[
			'https://www.eventbrite.com/e/test-event-tickets-123456789',
			{
				url: 'https://www.eventbrite.com/e/test-event-tickets-123456789',
				eventId: 123456789,
			},
		],
		[
			' https://evbuc.com/2/abc ',
			{ url: 'https://evbuc.com/2/abc', eventId: undefined },
		],
	] )( '%s becomes the block', ( text, expected ) => {
		const block = paragraphToBlock( paragraph( text ) );
		expect( block.name ).toBe( 'jetpack/eventbrite' );
		expect( block.attributes.url ).toBe( expected.url );
		expect( block.attributes.eventId ).toBe( expected.eventId );
		expect( block.attributes.style ).toBe( 'inline' );
	} );
} );
