/**
 * Editor view of the payment button: the product's fields (item name, description, currency,
 * price, several items, email) and image while selected; a loading skeleton or a preview of
 * what visitors get while not selected. Inserting the block or opening a post writes nothing:
 * the product is created or updated when the post is saved (in the widget editor, after the
 * author's changes), only when its fields pass validation; a new product's id is then saved
 * with the post.
 */
import {
	store as blockEditorStore,
	useBlockProps,
} from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import {
	SelectControl,
	TextControl,
	TextareaControl,
	ToggleControl,
} from '@shared/controls';
import { useRegistry, useSelect } from '@wordpress/data';
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { getCurrencyLabel } from '@shared/currencies';
import {
	editorActions,
	editorSelectors,
	isUserSavingPost,
	useUserSaveListener,
} from '@shared/editor-store';
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
import { productFill, productSaveAction } from './product-sync';
import { useProduct, type ApiError } from './use-product';

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

const NO_ERRORS: ProductErrors = { title: null, price: null, email: null };

export default function Edit( {
	attributes,
	setAttributes,
	isSelected,
	clientId,
}: BlockEditProps< SimplePaymentsAttributes > ) {
	const blockProps = useBlockProps( {
		className: 'wp-block-jetpack-simple-payments',
	} );
	const [ errors, setErrors ] = useState< ProductErrors >( NO_ERRORS );
	// Whether the author changed the block in this editor: until then the stored product's
	// values are shown, not written, and saving the post leaves the product alone.
	const [ edited, setEdited ] = useState( false );
	// The price as typed ("12.5", "1.234,56"), so that a half-typed price stays in the field.
	const [ priceText, setPriceText ] = useState< string | null >( null );

	const isPostEditor = useSelect(
		( select ) => !! editorSelectors( select ).getCurrentPostId?.(),
		[]
	);
	const registry = useRegistry();

	// The fields' errors for values, the price as typed.
	const fieldErrors = ( values: SimplePaymentsAttributes ) => {
		let typed: number | undefined;
		if ( priceText === null ) {
			typed = values.price;
		} else if ( priceText.trim() !== '' ) {
			typed = readPrice( priceText, values.currency ) ?? Number.NaN;
		}
		return validateProduct( {
			title: values.title,
			price: typed,
			currency: values.currency,
			email: values.email,
		} );
	};
	const validate = ( values: SimplePaymentsAttributes ): boolean => {
		const next = fieldErrors( values );
		setErrors( next );
		return isProductValid( next );
	};

	const sentEmail = useRef( attributes.email );
	const onError = useCallback( ( error: ApiError ) => {
		const field = serverFieldError( error?.data?.key, sentEmail.current );
		if ( field ) {
			setErrors( ( previous ) => ( {
				...previous,
				[ field.field ]: field.message,
			} ) );
		}
	}, [] );

	const { product, isLoading, isSaving, save } = useProduct(
		attributes.productId,
		setAttributes,
		onError,
		validate
	);

	// What is shown: the stored product's values until the author changes the block.
	const fill = productFill( attributes, product, edited );
	const values: SimplePaymentsAttributes = { ...attributes, ...fill };
	const { content, currency, email, multiple, price, title } = values;
	sentEmail.current = email;
	const shownPrice =
		priceText ?? ( typeof price === 'number' ? String( price ) : '' );

	// A price that changes from elsewhere (undo) replaces what was typed.
	useEffect( () => {
		if (
			priceText !== null &&
			readPrice( priceText, currency ) !== ( price ?? null )
		) {
			setPriceText( null );
		}
		// Only when the price changes.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ price ] );

	/**
	 * An author's change, written with the product's values shown until then.
	 *
	 * @param changes The attributes changed.
	 */
	const update = ( changes: Partial< SimplePaymentsAttributes > ) => {
		setAttributes( { ...fill, ...changes } );
		setEdited( true );
	};

	// Saving the post saves the product, published, when its fields are valid (showing their
	// messages otherwise); a new product's id is then saved with the post too, once the post's
	// save is over. Seen from the store itself: see useUserSaveListener.
	const resave = useRef( false );
	const saveAgain = () => {
		resave.current = false;
		void editorActions( registry.dispatch ).savePost?.();
	};
	useUserSaveListener( {
		onStart: ( editor ) => {
			if (
				! editor.getCurrentPost?.()?._links?.[ 'wp:action-publish' ]
			) {
				return;
			}
			// The attributes as the block editor holds them now: a block out of view renders
			// late, and may not show yet the id of the product it created at the last save.
			const now =
				( registry
					.select( blockEditorStore )
					.getBlockAttributes(
						clientId
					) as SimplePaymentsAttributes | null ) ?? attributes;
			// The stored product loaded is that of the attributes rendered.
			const stored =
				now.productId === attributes.productId ? product : undefined;
			const current = {
				...now,
				...productFill( now, stored, edited ),
			};
			const action = productSaveAction( {
				valid: isProductValid( fieldErrors( current ) ),
				productId: now.productId,
				stored,
				edited,
			} );
			if ( action === 'invalid' ) {
				validate( current );
			} else if ( action !== 'none' ) {
				void save( current, action ).then( ( saved ) => {
					if ( ! saved || action !== 'create' ) {
						return;
					}
					if (
						isUserSavingPost( editorSelectors( registry.select ) )
					) {
						resave.current = true;
					} else {
						saveAgain();
					}
				} );
			}
		},
		onEnd: () => resave.current && saveAgain(),
	} );

	// Leaving the block checks its fields.
	const wasSelected = useRef( isSelected );
	useEffect( () => {
		if ( wasSelected.current && ! isSelected ) {
			validate( values );
		}
		wasSelected.current = isSelected;
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ isSelected ] );

	// The widget editor has no post to save with: the product is saved after the author's
	// changes, once they stop for 500 ms, when the fields are valid.
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
		if ( isPostEditor || ! edited ) {
			return;
		}
		const timer = setTimeout( () => {
			if ( isProductValid( fieldErrors( values ) ) ) {
				void save(
					values,
					attributes.productId && product !== null
						? 'update'
						: 'create'
				);
			}
		}, 500 );
		return () => clearTimeout( timer );
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ widgetKey, isPostEditor, edited ] );

	if ( ! isSelected && isLoading ) {
		return (
			<div { ...blockProps }>
				<Skeleton />
			</div>
		);
	}

	const valid = isProductValid( fieldErrors( values ) );
	if ( ! isSelected && valid ) {
		return (
			<div { ...blockProps }>
				<Preview attributes={ values } />
			</div>
		);
	}

	const clearError = ( field: keyof ProductErrors ) =>
		errors[ field ] &&
		setErrors( ( previous ) => ( { ...previous, [ field ]: null } ) );

	/**
	 * The props of a checked text field (item name, email): its value, a change that clears its
	 * error, and its error in place of its help.
	 *
	 * @param field The attribute and error it shows.
	 * @param help  Its help while it has no error.
	 * @return The field's props.
	 */
	const checkedField = ( field: 'title' | 'email', help?: string ) => ( {
		value: values[ field ] ?? '',
		onChange: ( value: string ) => {
			update( { [ field ]: value } );
			clearError( field );
		},
		...errorProps( errors[ field ], help ),
	} );

	return (
		<div { ...blockProps }>
			<Inspector attributes={ values } setAttributes={ update } />
			<div className="wp-block-jetpack-simple-payments__form">
				<FeaturedMedia attributes={ values } setAttributes={ update } />
				<div className="wp-block-jetpack-simple-payments__fields">
					<TextControl
						label={ __( 'Item name', 'blockpack' ) }
						{ ...checkedField( 'title' ) }
					/>
					<TextareaControl
						label={ __(
							'Describe your item in a few words',
							'blockpack'
						) }
						value={ content }
						onChange={ ( value ) => update( { content: value } ) }
					/>
					<div className="wp-block-jetpack-simple-payments__price-row">
						<SelectControl
							label={ __( 'Currency', 'blockpack' ) }
							value={ currency }
							options={ SIMPLE_PAYMENTS_CURRENCIES.map(
								( code ) => ( {
									value: code as string,
									label: getCurrencyLabel( code ),
								} )
							) }
							onChange={ ( value: string ) => {
								update( { currency: value } );
								clearError( 'price' );
							} }
						/>
						<TextControl
							label={ __( 'Price', 'blockpack' ) }
							inputMode="decimal"
							value={ shownPrice }
							onChange={ ( value ) => {
								setPriceText( value );
								const parsed = readPrice( value, currency );
								update( {
									price: parsed ?? undefined,
								} );
								clearError( 'price' );
							} }
							{ ...errorProps( errors.price ) }
						/>
					</div>
					<ToggleControl
						label={ __(
							'Allow people to buy more than one item at a time.',
							'blockpack'
						) }
						checked={ multiple }
						onChange={ ( value ) => update( { multiple: value } ) }
					/>
					<TextControl
						type="email"
						label={ __( 'Email', 'blockpack' ) }
						{ ...checkedField(
							'email',
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
