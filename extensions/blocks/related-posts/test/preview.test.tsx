/**
 * The editor's preview: the posts visitors will see in the server's rows, the exact messages
 * where a post is missing (in a post, and in the site editor), and what each toggle shows.
 */
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import type { RelatedPost } from '@stores/related-posts';
import { RelatedPostsPreview } from '../edit/preview';

const NOT_ENOUGH =
	"Preview unavailable: you haven't published enough posts with similar content.";
const SITE_EDITOR = 'Preview unavailable in site editor.';

const post = ( id: number ): RelatedPost => ( {
	id,
	title: `Post ${ id }`,
	url: `https://example.org/?p=${ id }`,
	date: 'May 1, 2024',
	dateTime: '2024-05-01T10:00:00+00:00',
	author: 'Ann',
	context: 'In Travel',
	image: {
		src: 'https://example.org/a.png',
		srcset: 'https://example.org/a.png 300w',
		alt: '',
	},
} );

const shown = {
	displayDate: true,
	displayAuthor: false,
	displayContext: false,
	displayThumbnails: false,
};

describe( 'RelatedPostsPreview', () => {
	test.each( [
		// posts found, count, in the site editor, expected texts in order, row sizes
		[ 3, 3, false, [ 'Post 1', 'Post 2', 'Post 3' ], [ 3, 3, 3 ] ],
		[
			2,
			4,
			false,
			[ 'Post 1', 'Post 2', NOT_ENOUGH, NOT_ENOUGH ],
			[ 2, 2, 2, 2 ],
		],
		[
			5,
			5,
			false,
			[ 'Post 1', 'Post 2', 'Post 3', 'Post 4', 'Post 5' ],
			[ 2, 2, 3, 3, 3 ],
		],
		[ 0, 2, true, [ SITE_EDITOR, SITE_EDITOR ], [ 2, 2 ] ],
		[ 6, 1, false, [ 'Post 1' ], [ 1 ] ],
		[
			0,
			5,
			false,
			[ NOT_ENOUGH, NOT_ENOUGH, NOT_ENOUGH, NOT_ENOUGH, NOT_ENOUGH ],
			[ 2, 2, 3, 3, 3 ],
		],
	] )(
		'%i posts found, %i shown, site editor %p',
		( found, count, siteEditor, texts, rows ) => {
			render(
				<RelatedPostsPreview
					posts={ Array.from( { length: found }, ( _, i ) =>
						post( i + 1 )
					) }
					count={ count }
					layout="grid"
					isInSiteEditor={ siteEditor }
					{ ...shown }
				/>
			);
			const items = screen.getAllByRole( 'listitem' );
			expect(
				items.map(
					( item ) =>
						item.querySelector( '.jp-related-posts-i2__post-link' )
							?.textContent
				)
			).toEqual( texts );
			expect(
				items.map( ( item ) => Number( item.dataset.rowSize ) )
			).toEqual( rows );
		}
	);

	test( 'each toggle shows its part; the layout is on the list', () => {
		const { container, rerender } = render(
			<RelatedPostsPreview
				posts={ [ post( 1 ) ] }
				count={ 1 }
				layout="list"
				isInSiteEditor={ false }
				{ ...shown }
			/>
		);
		expect(
			screen.getByRole( 'list', { name: 'Related posts' } )
		).toHaveAttribute( 'data-layout', 'list' );
		expect( screen.getByText( 'May 1, 2024' ) ).toHaveAttribute(
			'datetime',
			'2024-05-01T10:00:00+00:00'
		);
		expect( screen.queryByText( 'By Ann' ) ).toBeNull();
		expect( screen.queryByText( 'In Travel' ) ).toBeNull();
		expect( container.querySelector( 'img' ) ).toBeNull();
		rerender(
			<RelatedPostsPreview
				posts={ [ post( 1 ) ] }
				count={ 1 }
				layout="grid"
				isInSiteEditor={ false }
				displayDate={ false }
				displayAuthor
				displayContext
				displayThumbnails
			/>
		);
		expect( screen.queryByText( 'May 1, 2024' ) ).toBeNull();
		expect( screen.getByText( 'By Ann' ) ).toBeInTheDocument();
		expect( screen.getByText( 'In Travel' ) ).toBeInTheDocument();
		expect( container.querySelector( 'img' ) ).toHaveAttribute(
			'srcset',
			'https://example.org/a.png 300w'
		);
	} );
} );
