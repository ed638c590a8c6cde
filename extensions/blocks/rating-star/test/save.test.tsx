import { getSaveContent } from '@wordpress/blocks';
import '../index';

function saved( attributes: Record< string, unknown > ): HTMLElement {
	const html = getSaveContent( 'jetpack/rating-star', {
		rating: 1,
		maxRating: 5,
		align: 'left',
		...attributes,
	} );
	const root = document.createElement( 'div' );
	root.innerHTML = html;
	return root;
}

describe( 'Star Rating saved markup', () => {
	test( 'tells screen readers the rating and hides the stars from them', () => {
		const root = saved( { rating: 3.5, maxRating: 7 } );
		expect(
			root.querySelector( '.wp-block-jetpack-rating-star__label' )
		).toHaveTextContent( '3.5 out of 7' );
		expect(
			root.querySelector( '.wp-block-jetpack-rating-star__stars' )
		).toHaveAttribute( 'aria-hidden', 'true' );
	} );

	test.each`
		rating   | maxRating | full    | half   | empty
		${ 3.5 } | ${ 7 }    | ${ 3 }  | ${ 1 } | ${ 3 }
		${ 0 }   | ${ 2 }    | ${ 0 }  | ${ 0 } | ${ 2 }
		${ 10 }  | ${ 10 }   | ${ 10 } | ${ 0 } | ${ 0 }
	`(
		'draws $maxRating stars for $rating',
		( { rating, maxRating, full, half, empty } ) => {
			const root = saved( { rating, maxRating } );
			expect( root.querySelectorAll( 'svg' ) ).toHaveLength( maxRating );
			expect( root.querySelectorAll( 'svg.is-full' ) ).toHaveLength(
				full
			);
			expect( root.querySelectorAll( 'svg.is-half' ) ).toHaveLength(
				half
			);
			expect( root.querySelectorAll( 'svg.is-empty' ) ).toHaveLength(
				empty
			);
			expect( root.querySelectorAll( 'svg.is-half path' ) ).toHaveLength(
				half * 2
			);
		}
	);

	test( 'keeps the colour, the alignment and the style class', () => {
		const figure = saved( {
			color: '#cf2e2e',
			align: 'center',
			className: 'is-style-outlined',
		} ).querySelector( 'figure' );
		expect( figure ).toHaveClass(
			'wp-block-jetpack-rating-star',
			'is-style-outlined'
		);
		expect( figure ).toHaveStyle( { textAlign: 'center' } );
		expect(
			figure?.querySelector( '.wp-block-jetpack-rating-star__stars' )
		).toHaveStyle( {
			color: '#cf2e2e',
		} );
	} );

	test( 'prints the stored screen-reader text, whatever the current language', () => {
		const root = saved( { rating: 3.5, maxRating: 7, label: '3,5 von 7' } );
		expect(
			root.querySelector( '.wp-block-jetpack-rating-star__label' )
		).toHaveTextContent( /^3,5 von 7$/ );
	} );
} );
