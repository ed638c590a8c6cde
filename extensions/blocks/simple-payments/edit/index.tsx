/**
 * Editor view of the payment button: the product's fields (item name, description, currency,
 * price, several items, email) and image while selected; a loading skeleton or a preview of
 * what visitors get while not selected. The product is saved with the post (and on mount and
 * on change in the widget editor), only when its fields pass validation.
 */
import { useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import {
	SelectControl,
	TextControl,
	TextareaControl,
	ToggleControl,
} from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { getCurrencyLabel } from '@shared/currencies';
import { SIMPLE_PAYMENTS_CURRENCIES } from '../currencies';
import {
	isProductValid,
	readPrice,
	serverFieldError,
	validateProduct,
	type ProductErrors,
} from '../price';
import type { SimplePaymentsAttributes } from '../types';
import FeaturedMedia from './featured-media';
import Inspector from './inspector';
import Preview, { Skeleton } from './preview';
import { useProduct, type ApiError } from './use-product';
import '../editor.scss';

/**
 * A field's help and class: its error (marked `has-error`) in place of its help.
 *
 * @param error The field's error, if any.
 * @param help  Its help otherwise.
 * @return The field's `help` and `className`.
 */
function errorProps( error: string | null, help?: string ) {
	return {
		help: error ?? help,
		className: error ? 'has-error' : undefined,
	};
}

/** The part of the `core/editor` store read here (absent or empty in the widget editor). */
interface EditorStoreSelectors {
	getCurrentPostId?: () => number | string | null;
	getCurrentPost?: () => { _links?: Record< string, unknown > } | undefined;
	isSavingPost?: () => boolean;
	isAutosavingPost?: () => boolean;
}

const NO_ERRORS: ProductErrors = { title: null, price: null, email: null };

export default function Edit( {
	attributes,
	setAttributes,
	isSelected,
}: BlockEditProps< SimplePaymentsAttributes > ) {
	const { content, currency, email, multiple, price, title } = attributes;
	const blockProps = useBlockProps( {
		className: 'wp-block-jetpack-simple-payments',
	} );
	const [ errors, setErrors ] = useState< ProductErrors >( NO_ERRORS );
	// The price as typed ("12.5", "1.234,56"), so that a half-typed price stays in the field.
	const [ priceText, setPriceText ] = useState(
		typeof price === 'number' ? String( price ) : ''
	);

	const { isPostEditor, canPublish, isSavingPost } = useSelect(
		( select ) => {
			const editor = select( 'core/editor' ) as
				EditorStoreSelectors | undefined;
			const postId = editor?.getCurrentPostId?.();
			return {
				isPostEditor: !! postId,
				canPublish:
					!! editor?.getCurrentPost?.()?._links?.[
						'wp:action-publish'
					],
				isSavingPost:
					!! editor?.isSavingPost?.() &&
					! editor?.isAutosavingPost?.(),
			};
		},
		[]
	);

	const onError = useCallback(
		( error: ApiError ) => {
			const field = serverFieldError( error?.data?.key, email );
			if ( field ) {
				setErrors( ( previous ) => ( {
					...previous,
					[ field.field ]: field.message,
				} ) );
			}
		},
		[ email ]
	);
	const typedPrice = (): number | null | undefined => {
		if ( priceText.trim() === '' ) {
			return undefined;
		}
		return readPrice( priceText, currency ) ?? Number.NaN;
	};

	// The fields' errors as they are typed now.
	const fieldErrors = () =>
		validateProduct( { title, price: typedPrice(), currency, email } );

	const validate = (): boolean => {
		const next = fieldErrors();
		setErrors( next );
		return isProductValid( next );
	};

	const { isLoading, isSaving, save } = useProduct(
		attributes,
		setAttributes,
		onError,
		validate
	);

	// The price field follows a price that changes from elsewhere (the stored product).
	useEffect( () => {
		if (
			typeof price === 'number' &&
			readPrice( priceText, currency ) !== price
		) {
			setPriceText( String( price ) );
		}
		// Only when the attribute changes.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ price ] );

	// A user who can publish gets a draft product at once, so that the post and its product
	// can be saved together.
	useEffect( () => {
		if ( ! attributes.productId && canPublish && isPostEditor ) {
			void save( 'draft' );
		}
		// Only when the block is first shown.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [] );

	// Saving the post saves the product, published, when its fields are valid.
	const wasSavingPost = useRef( isSavingPost );
	useEffect( () => {
		if ( isSavingPost && ! wasSavingPost.current && canPublish ) {
			// save() validates the fields first (showing their messages).
			void save( 'publish' );
		}
		wasSavingPost.current = isSavingPost;
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ isSavingPost ] );

	// Leaving the block checks its fields.
	const wasSelected = useRef( isSelected );
	useEffect( () => {
		if ( wasSelected.current && ! isSelected ) {
			validate();
		}
		wasSelected.current = isSelected;
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ isSelected ] );

	// The widget editor has no post to save with: the product is saved on mount and on change.
	const widgetKey = JSON.stringify( [
		title,
		content,
		currency,
		email,
		multiple,
		price,
		attributes.featuredMediaId,
	] );
	useEffect( () => {
		if ( isPostEditor ) {
			return;
		}
		const timer = setTimeout( () => {
			if ( isProductValid( fieldErrors() ) ) {
				void save( 'publish' );
			}
		}, 500 );
		return () => clearTimeout( timer );
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ widgetKey, isPostEditor ] );

	if ( ! isSelected && isLoading ) {
		return (
			<div { ...blockProps }>
				<Skeleton />
			</div>
		);
	}

	const valid = isProductValid( fieldErrors() );
	if ( ! isSelected && valid ) {
		return (
			<div { ...blockProps }>
				<Preview attributes={ attributes } />
			</div>
		);
	}

	const clearError = ( field: keyof ProductErrors ) =>
		errors[ field ] &&
		setErrors( ( previous ) => ( { ...previous, [ field ]: null } ) );

	return (
		<div { ...blockProps }>
			<Inspector
				attributes={ attributes }
				setAttributes={ setAttributes }
			/>
			<div className="wp-block-jetpack-simple-payments__form">
				<FeaturedMedia
					attributes={ attributes }
					setAttributes={ setAttributes }
				/>
				<div className="wp-block-jetpack-simple-payments__fields">
					<TextControl
						__nextHasNoMarginBottom
						__next40pxDefaultSize
						label={ __( 'Item name', 'blockpack' ) }
						value={ title }
						onChange={ ( value ) => {
							setAttributes( { title: value } );
							clearError( 'title' );
						} }
						{ ...errorProps( errors.title ) }
					/>
					<TextareaControl
						__nextHasNoMarginBottom
						label={ __(
							'Describe your item in a few words',
							'blockpack'
						) }
						value={ content }
						onChange={ ( value ) =>
							setAttributes( { content: value } )
						}
					/>
					<div className="wp-block-jetpack-simple-payments__price-row">
						<SelectControl
							__nextHasNoMarginBottom
							__next40pxDefaultSize
							label={ __( 'Currency', 'blockpack' ) }
							value={ currency }
							options={ SIMPLE_PAYMENTS_CURRENCIES.map(
								( code ) => ( {
									value: code as string,
									label: getCurrencyLabel( code ),
								} )
							) }
							onChange={ ( value: string ) => {
								setAttributes( { currency: value } );
								clearError( 'price' );
							} }
						/>
						<TextControl
							__nextHasNoMarginBottom
							__next40pxDefaultSize
							label={ __( 'Price', 'blockpack' ) }
							inputMode="decimal"
							value={ priceText }
							onChange={ ( value ) => {
								setPriceText( value );
								const parsed = readPrice( value, currency );
								setAttributes( {
									price: parsed ?? undefined,
								} );
								clearError( 'price' );
							} }
							{ ...errorProps( errors.price ) }
						/>
					</div>
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __(
							'Allow people to buy more than one item at a time.',
							'blockpack'
						) }
						checked={ multiple }
						onChange={ ( value ) =>
							setAttributes( { multiple: value } )
						}
					/>
					<TextControl
						__nextHasNoMarginBottom
						__next40pxDefaultSize
						type="email"
						label={ __( 'Email', 'blockpack' ) }
						value={ email }
						onChange={ ( value ) => {
							setAttributes( { email: value } );
							clearError( 'email' );
						} }
						{ ...errorProps(
							errors.email,
							__(
								'This is where PayPal will send your money. To claim a payment, you’ll need a PayPal account connected to a bank account.',
								'blockpack'
							)
						) }
					/>
					{ isSaving && (
						<p className="wp-block-jetpack-simple-payments__saving">
							{ __( 'Saving product…', 'blockpack' ) }
						</p>
					) }
				</div>
			</div>
		</div>
	);
}
