/**
 * The payment button's product (`jp_pay_product`, a post type shown in REST with its `spay_*`
 * meta): read once through `@wordpress/core-data`'s entity record (the editor shows its values
 * until the author changes the block; reading writes nothing), and saved, published, with
 * `saveEntityRecord` (core's `/wp/v2/jp_pay_product` route) only when its fields are valid. A
 * save asked for while another is running is refused, not queued; every save runs the
 * fields' validation first, whoever asks.
 */
import { store as coreStore } from '@wordpress/core-data';
import { useDispatch, useSelect } from '@wordpress/data';
import { useCallback, useRef, useState } from '@wordpress/element';
import type { SimplePaymentsAttributes } from '../types';

/** The product as core's REST route answers it (context edit). */
export interface StoredProduct {
	id: number;
	status: string;
	link?: string;
	title: { raw?: string; rendered?: string };
	content: { raw?: string; rendered?: string };
	featured_media?: number;
	meta?: {
		spay_currency?: string;
		spay_email?: string;
		spay_multiple?: boolean;
		spay_price?: number;
	};
}

/** An error thrown by apiFetch: the route's JSON error. */
export interface ApiError {
	code?: string;
	message?: string;
	data?: { key?: string; status?: number };
}

/** The product's post type (its REST base too). */
export const PRODUCT_POST_TYPE = 'jp_pay_product';

/**
 * The request body for a product from the block's attributes.
 *
 * @param attributes The block's attributes.
 * @param status     The status to save.
 * @return The body.
 */
export function toApi(
	attributes: SimplePaymentsAttributes,
	status: 'draft' | 'publish'
): Record< string, unknown > {
	return {
		status,
		title: attributes.title,
		content: attributes.content,
		featured_media: attributes.featuredMediaId || 0,
		meta: {
			spay_currency: attributes.currency,
			spay_email: attributes.email,
			spay_multiple: attributes.multiple,
			spay_price: attributes.price ?? 0,
		},
	};
}

/**
 * The attributes a stored product fills: each field the product has a value for.
 *
 * @param product The stored product.
 * @return The attributes to set.
 */
export function fromApi(
	product: StoredProduct
): Partial< SimplePaymentsAttributes > {
	const next: Partial< SimplePaymentsAttributes > = {};
	const title = product.title?.raw ?? '';
	const content = product.content?.raw ?? '';
	if ( title ) {
		next.title = title;
	}
	if ( content ) {
		next.content = content;
	}
	const meta = product.meta ?? {};
	if ( meta.spay_currency ) {
		next.currency = meta.spay_currency;
	}
	if ( meta.spay_email ) {
		next.email = meta.spay_email;
	}
	if ( typeof meta.spay_price === 'number' && meta.spay_price > 0 ) {
		next.price = meta.spay_price;
	}
	if ( typeof meta.spay_multiple === 'boolean' ) {
		next.multiple = meta.spay_multiple;
	}
	if ( product.featured_media ) {
		next.featuredMediaId = product.featured_media;
	}
	return next;
}

export interface ProductState {
	/** The product the block opened with: null when it is gone, undefined while loading. */
	product: StoredProduct | null | undefined;
	/** The stored product is being loaded. */
	isLoading: boolean;
	/** A save is under way. */
	isSaving: boolean;
	/**
	 * Saves the fields, published, to the block's product (`update`) or to a new one
	 * (`create`, whose id and link are then written to the block). Resolves to false when
	 * refused (another save is running, or the fields are not valid) or failed.
	 */
	save: (
		values: SimplePaymentsAttributes,
		action: 'create' | 'update'
	) => Promise< boolean >;
}

/**
 * Loads and saves the block's product. Loading writes nothing to the block.
 *
 * @param productId     The block's product id.
 * @param setAttributes The attribute setter.
 * @param onError       Receives a failed save's error.
 * @param validate      Checks the fields as typed (and shows their messages): true when valid.
 * @return The product state.
 */
export function useProduct(
	productId: number | undefined,
	setAttributes: ( next: Partial< SimplePaymentsAttributes > ) => void,
	onError: ( error: ApiError ) => void,
	validate: ( values: SimplePaymentsAttributes ) => boolean
): ProductState {
	const latestValidate = useRef( validate );
	latestValidate.current = validate;
	const busy = useRef( false );
	const [ isSaving, setSaving ] = useState( false );
	const { saveEntityRecord } = useDispatch( coreStore );

	// The product the block opened with, read once.
	const [ openedWith ] = useState( productId );
	const { product, isLoading } = useSelect(
		( select ) => {
			if ( ! openedWith ) {
				return { product: undefined, isLoading: false };
			}
			const core = select( coreStore );
			return {
				product: core.getEntityRecord(
					'postType',
					PRODUCT_POST_TYPE,
					openedWith
				) as StoredProduct | undefined | null,
				isLoading: ! core.hasFinishedResolution( 'getEntityRecord', [
					'postType',
					PRODUCT_POST_TYPE,
					openedWith,
				] ),
			};
		},
		[ openedWith ]
	);

	const save = useCallback(
		async (
			values: SimplePaymentsAttributes,
			action: 'create' | 'update'
		): Promise< boolean > => {
			if ( busy.current ) {
				// Never twice at once, and nothing queued: the running save is the one.
				return false;
			}
			// Whoever asks, a product is saved only with valid fields.
			if ( ! latestValidate.current( values ) ) {
				return false;
			}
			busy.current = true;
			setSaving( true );
			try {
				const id = action === 'update' ? values.productId : undefined;
				const record = ( await saveEntityRecord(
					'postType',
					PRODUCT_POST_TYPE,
					{ ...( id ? { id } : {} ), ...toApi( values, 'publish' ) },
					{ throwOnError: true }
				) ) as StoredProduct;
				if ( record.id !== values.productId ) {
					// The purchase link is set once, when the product is created.
					setAttributes( {
						productId: record.id,
						...( record.link && ! values.postLinkUrl
							? { postLinkUrl: record.link }
							: {} ),
					} );
				}
				return true;
			} catch ( error ) {
				onError( error as ApiError );
				return false;
			} finally {
				busy.current = false;
				setSaving( false );
			}
		},
		[ setAttributes, onError, saveEntityRecord ]
	);

	return {
		product: openedWith ? product : undefined,
		isLoading,
		isSaving,
		save,
	};
}
