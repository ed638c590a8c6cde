/**
 * The self-closing form (Jetpack's v1) opens valid, keeps every attribute, and moves its
 * headline into a level-3 heading, the block's first inner block.
 */
import { parse, serialize } from '@wordpress/blocks';
import '../index';
import { headlineBlocks } from '../deprecated/migrate';
import { registerCoreHeading } from '../../../../tests/fixtures/core-blocks';

registerCoreHeading();

const comment = ( attrs: Record< string, unknown > ) =>
	`<!-- wp:jetpack/related-posts ${ JSON.stringify( attrs ) } /-->`;

describe( 'headlineBlocks', () => {
	test.each( [
		[ 'a headline', 'Related', [ 'Related' ] ],
		[
			'markup is kept as the heading content',
			'More <em>reads</em>',
			[ 'More <em>reads</em>' ],
		],
		[ 'empty', '', [] ],
		[ 'blank', '   ', [] ],
		[ 'not a string', 42, [] ],
		[ 'absent', undefined, [] ],
	] )( '%s', ( _, headline, headings ) => {
		const blocks = headlineBlocks( headline, [] );
		expect( blocks.map( ( b ) => b.name ) ).toEqual(
			headings.map( () => 'core/heading' )
		);
		expect( blocks.map( ( b ) => String( b.attributes.content ) ) ).toEqual(
			headings
		);
		expect( blocks.map( ( b ) => b.attributes.level ) ).toEqual(
			headings.map( () => 3 )
		);
	} );
} );

describe( 'the v1 form', () => {
	test.each( [
		[
			'Jetpack content (no headline)',
			{
				postLayout: 'list',
				displayDate: false,
				displayThumbnails: true,
				displayContext: true,
				postsToShow: 4,
			},
			[],
		],
		[
			'with a headline',
			{
				displayHeadline: true,
				headline: 'You may also like',
				postsToShow: 2,
			},
			[ 'You may also like' ],
		],
		[ 'defaults only', {}, [] ],
	] )( '%s: valid, every value kept', ( _, attrs, headings ) => {
		const [ block ] = parse( comment( attrs ) );
		expect( block.isValid ).toBe( true );
		expect( block.attributes ).toMatchObject( attrs );
		expect(
			block.innerBlocks.map( ( inner ) =>
				String( inner.attributes.content )
			)
		).toEqual( headings );
		// Saved again, it is the current form and opens without a deprecation.
		const [ again ] = parse( serialize( [ block ] ) );
		expect( again.isValid ).toBe( true );
		expect( again.attributes ).toEqual( block.attributes );
		expect( again.innerBlocks ).toHaveLength( headings.length );
		// Gutenberg reports each migration ("Block successfully updated").
		(
			expect( console ) as unknown as { toHaveInformed: () => void }
		 ).toHaveInformed();
	} );
} );
