/**
 * When saving the post writes the payment button's product (the validation gate), and what
 * the stored product shows before the author changes the block.
 */
import { productFill, productSaveAction } from '../edit/product-sync';
import type { StoredProduct } from '../edit/use-product';
import type { SimplePaymentsAttributes } from '../types';

const STORED: StoredProduct = {
	id: 7,
	status: 'publish',
	title: { raw: 'Poster' },
	content: { raw: '' },
	meta: {
		spay_currency: 'EUR',
		spay_email: 'art@example.com',
		spay_multiple: false,
		spay_price: 12.5,
	},
};

describe( 'productSaveAction: only valid fields are ever saved', () => {
	it.each< [ string, Parameters< typeof productSaveAction >[ 0 ], string ] >(
		[
			[
				'a new block, valid',
				{
					valid: true,
					productId: undefined,
					stored: undefined,
					edited: true,
				},
				'create',
			],
			[
				'a new block, invalid',
				{
					valid: false,
					productId: undefined,
					stored: undefined,
					edited: true,
				},
				'invalid',
			],
			[
				'a new block never changed, invalid (nothing typed)',
				{
					valid: false,
					productId: undefined,
					stored: undefined,
					edited: false,
				},
				'invalid',
			],
			[
				'a saved block without a product, valid',
				{
					valid: true,
					productId: undefined,
					stored: undefined,
					edited: false,
				},
				'create',
			],
			[
				'a product, changed, valid',
				{ valid: true, productId: 7, stored: STORED, edited: true },
				'update',
			],
			[
				'a product, changed, invalid',
				{ valid: false, productId: 7, stored: STORED, edited: true },
				'invalid',
			],
			[
				'a product still loading, changed, valid',
				{ valid: true, productId: 7, stored: undefined, edited: true },
				'update',
			],
			[
				'a product that is gone, changed, valid',
				{ valid: true, productId: 7, stored: null, edited: true },
				'create',
			],
			[
				'a product, not changed, valid',
				{ valid: true, productId: 7, stored: STORED, edited: false },
				'none',
			],
			[
				'a product, not changed, invalid',
				{ valid: false, productId: 7, stored: STORED, edited: false },
				'none',
			],
			[
				'a product that is gone, not changed',
				{ valid: true, productId: 7, stored: null, edited: false },
				'none',
			],
		]
	)( '%s: %j → %s', ( _, state, expected ) => {
		expect( productSaveAction( state ) ).toBe( expected );
	} );
} );

describe( 'productFill', () => {
	const attributes = {
		currency: 'USD',
		content: 'Mine',
		email: 'art@example.com',
		featuredMediaId: 0,
		multiple: false,
		postLinkText: 'Click here to purchase.',
		price: 5,
		productId: 7,
		title: 'Old',
	} as SimplePaymentsAttributes;

	it( 'the product’s values that differ from the block’s, while the block is unchanged', () => {
		expect( productFill( attributes, STORED, false ) ).toEqual( {
			title: 'Poster',
			currency: 'EUR',
			price: 12.5,
		} );
	} );

	it.each< [ string, StoredProduct | null | undefined, boolean ] >( [
		[ 'once the author changed the block', STORED, true ],
		[ 'while the product loads', undefined, false ],
		[ 'when the product is gone', null, false ],
	] )( 'nothing %s', ( _, stored, edited ) => {
		expect( productFill( attributes, stored, edited ) ).toEqual( {} );
	} );
} );
