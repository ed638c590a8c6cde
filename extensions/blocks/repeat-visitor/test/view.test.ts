/**
 * The view script on a page: decides every block from the count before this visit, counts the
 * visit once however many blocks there are, and leaves pages without the block alone.
 * @param criteria
 * @param threshold
 * @param text
 */
const BLOCK = ( criteria: string, threshold: number, text: string ) =>
	`<div class="wp-block-jetpack-repeat-visitor" data-criteria="${ criteria }" data-threshold="${ threshold }"${
		criteria === 'before-visits' ? '' : ' hidden'
	}><div class="wp-block-jetpack-repeat-visitor__inner-container"><p>${ text }</p></div></div>`;

function clearCookie() {
	document.cookie = 'jp-visit-counter=; Max-Age=0; Path=/';
}

function runView( body: string, cookie?: string ) {
	clearCookie();
	if ( cookie !== undefined ) {
		document.cookie = `jp-visit-counter=${ cookie }; Path=/`;
	}
	document.body.innerHTML = body;
	jest.isolateModules( () => {
		require( '../view' );
	} );
}

const visibleTexts = () =>
	Array.from(
		document.querySelectorAll< HTMLElement >(
			'.wp-block-jetpack-repeat-visitor'
		)
	).map( ( block ) => ( {
		decided: block.classList.contains( 'is-decided' ),
		hidden: block.hidden,
		text: block.textContent,
	} ) );

afterEach( clearCookie );

describe( 'view script', () => {
	it.each( [
		// cookie, after-visits(3) shows, before-visits(3) shows
		[ undefined, false, true ],
		[ '2', false, true ],
		[ '3', true, false ],
		[ '9', true, false ],
		[ 'junk', false, true ],
	] )(
		'count %p: after shows %p, before shows %p; the visit counted once',
		( cookie, afterShows, beforeShows ) => {
			runView(
				BLOCK( 'after-visits', 3, 'After' ) +
					BLOCK( 'before-visits', 3, 'Before' ) +
					BLOCK( 'after-visits', 3, 'After again' ),
				cookie
			);
			expect( visibleTexts() ).toEqual( [
				{
					decided: true,
					hidden: false,
					text: afterShows ? 'After' : '',
				},
				{
					decided: true,
					hidden: false,
					text: beforeShows ? 'Before' : '',
				},
				{
					decided: true,
					hidden: false,
					text: afterShows ? 'After again' : '',
				},
			] );
			const before =
				cookie === undefined ? 0 : parseInt( cookie, 10 ) || 0;
			expect( document.cookie ).toBe(
				`jp-visit-counter=${ before + 1 }`
			);
		}
	);

	it( 'counts nothing on a page without the block', () => {
		runView( '<p>No block here.</p>', '4' );
		expect( document.cookie ).toBe( 'jp-visit-counter=4' );
	} );
} );
