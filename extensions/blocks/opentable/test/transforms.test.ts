/**
 * Paste: only a paragraph holding a widget address with a restaurant id becomes the block.
 */
import { isOpenTableParagraph } from '../transforms';

/**
 * A node with the given name and text.
 *
 * @param html The element's HTML.
 */
function node( html: string ): Node {
	const wrapper = document.createElement( 'div' );
	wrapper.innerHTML = html;
	return wrapper.firstChild as Node;
}

test.each( [
	[ '<p>https://www.opentable.com/restref/client/?rid=412810</p>', true ],
	[
		'<p> https://www.opentable.co.uk/widget/reservation/loader?rid=1&amp;rid=2 </p>',
		true,
	],
	[ '<p>https://www.opentable.com/r/chez-panisse</p>', false ],
	[ '<p>https://www.example.com/?rid=1</p>', false ],
	[ '<p>Book at https://www.opentable.com/restref/client/?rid=1</p>', false ],
	[ '<p>javascript:alert(1)//www.opentable.com/?rid=1</p>', false ],
	[ '<div>https://www.opentable.com/restref/client/?rid=1</div>', false ],
] )( '%s → %p', ( html, expected ) => {
	expect( isOpenTableParagraph( node( html ) ) ).toBe( expected );
} );
