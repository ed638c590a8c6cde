/**
 * When the payment button's product is written, and what the editor shows before the author
 * changes anything. Nothing is written when the block is inserted or a post opens: a product
 * is created or updated only when the post is saved with valid fields (and, in the widget
 * editor, after the author's change).
 */
import type { SimplePaymentsAttributes } from '../types';
import { fromApi, type StoredProduct } from './use-product';

/** What saving the post does to the block's product. */
export type ProductSaveAction =
	/** Nothing: the author did not change a block that has its product. */
	| 'none'
	/** Nothing, and the fields' messages are shown: they are not valid. */
	| 'invalid'
	/** A product is created (published) and its id written to the block. */
	| 'create'
	/** The block's product is updated (published) with the fields. */
	| 'update';

/**
 * What saving the post does to the block's product: a block the author did not change keeps
 * its product as it is; otherwise only valid fields are saved, to the block's product, or to a
 * new one when the block has none (or its product is gone).
 *
 * @param state           The block's state.
 * @param state.valid     Whether the fields pass validation.
 * @param state.productId The block's product id, if any.
 * @param state.stored    Its stored product: null when it is gone, undefined while loading.
 * @param state.edited    Whether the author changed the block in this editor.
 * @return The action.
 */
export function productSaveAction( {
	valid,
	productId,
	stored,
	edited,
}: {
	valid: boolean;
	productId: number | undefined;
	stored: StoredProduct | null | undefined;
	edited: boolean;
} ): ProductSaveAction {
	if ( productId && ! edited ) {
		return 'none';
	}
	if ( ! valid ) {
		return 'invalid';
	}
	return productId && stored !== null ? 'update' : 'create';
}

/**
 * The stored product's values that differ from the block's: what the editor shows in their
 * place until the author changes the block (visitors get the product's values), and writes
 * with the author's first change. Nothing once the author has changed the block.
 *
 * @param attributes The block's attributes.
 * @param stored     The stored product, if loaded.
 * @param edited     Whether the author changed the block in this editor.
 * @return The attributes the product fills.
 */
export function productFill(
	attributes: SimplePaymentsAttributes,
	stored: StoredProduct | null | undefined,
	edited: boolean
): Partial< SimplePaymentsAttributes > {
	if ( ! stored || edited ) {
		return {};
	}
	return Object.fromEntries(
		Object.entries( fromApi( stored ) ).filter(
			( [ key, value ] ) => attributes[ key ] !== value
		)
	) as Partial< SimplePaymentsAttributes >;
}
