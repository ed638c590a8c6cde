import { fireEvent, render, screen } from '@testing-library/react';
import type { BlockEditProps } from '@wordpress/blocks';
import Edit from '../edit';
import type { RatingStarAttributes } from '../types';

function renderEdit( attributes: Partial< RatingStarAttributes > ) {
	const setAttributes = jest.fn();
	const props = {
		attributes: { rating: 1, maxRating: 5, align: 'left', ...attributes },
		setAttributes,
		clientId: 'rating',
		isSelected: true,
		name: 'jetpack/rating-star',
		className: '',
		context: {},
		insertBlocksAfter: jest.fn(),
		mergeBlocks: jest.fn(),
		onRemove: jest.fn(),
		onReplace: jest.fn(),
		toggleSelection: jest.fn(),
		isSelectionEnabled: true,
		__unstableParentLayout: {},
		__unstableLayoutClassNames: '',
	} as unknown as BlockEditProps< RatingStarAttributes >;
	render( <Edit { ...props } /> );
	return setAttributes;
}

describe( 'Star Rating editor', () => {
	test( 'has one button per half star, named by the rating it gives', () => {
		renderEdit( { maxRating: 7 } );
		expect(
			screen.getAllByRole( 'button', { name: /^Rate / } )
		).toHaveLength( 14 );
		expect(
			screen.getByRole( 'button', { name: 'Rate 3.5' } )
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Rate 7' } )
		).toBeInTheDocument();
	} );

	test.each`
		rating   | click           | expected
		${ 1 }   | ${ 'Rate 3.5' } | ${ 3.5 }
		${ 4 }   | ${ 'Rate 4' }   | ${ 3.5 }
		${ 0.5 } | ${ 'Rate 1' }   | ${ 0 }
	`(
		'at $rating, "$click" sets $expected',
		( { rating, click, expected } ) => {
			const setAttributes = renderEdit( { rating } );
			fireEvent.click( screen.getByRole( 'button', { name: click } ) );
			expect( setAttributes ).toHaveBeenCalledWith( {
				rating: expected,
				label: `${ expected } out of 5`,
			} );
		}
	);

	test( 'marks the current rating as pressed', () => {
		renderEdit( { rating: 2.5 } );
		expect(
			screen.getByRole( 'button', { name: 'Rate 2.5' } )
		).toHaveAttribute( 'aria-pressed', 'true' );
		expect(
			screen.getByRole( 'button', { name: 'Rate 3' } )
		).toHaveAttribute( 'aria-pressed', 'false' );
	} );

	test( "rewrites the screen-reader text, in the editor's language, when the rating changes", () => {
		const setAttributes = renderEdit( { rating: 2, label: '2 von 5' } );
		fireEvent.click( screen.getByRole( 'button', { name: 'Rate 4' } ) );
		expect( setAttributes ).toHaveBeenCalledWith( {
			rating: 4,
			label: '4 out of 5',
		} );
	} );
} );
