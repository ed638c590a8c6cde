/**
 * What visitors get, shown while the block is not selected: the product and PayPal's button
 * (inert here); and the skeleton shown while the stored product loads.
 */
import { __ } from '@wordpress/i18n';
import { formatPrice } from '../price';
import ProductDetails, { ProductImage } from '../product-details';
import type { SimplePaymentsAttributes } from '../types';
import { useProductImage } from './use-image';

export default function Preview( {
	attributes,
}: {
	attributes: SimplePaymentsAttributes;
} ) {
	const { content, currency, multiple, price, title } = attributes;
	const image = useProductImage( attributes );
	return (
		<div className="jetpack-simple-payments-product">
			{ image.url && (
				<ProductImage url={ image.url } alt={ image.alt } />
			) }
			<div className="jetpack-simple-payments-details">
				<ProductDetails
					title={ title }
					content={ content }
					price={ formatPrice( price, currency ) }
				/>
				<div className="jetpack-simple-payments-purchase-box">
					{ multiple && (
						<span className="jetpack-simple-payments-items">
							<input
								className="jetpack-simple-payments-items-number"
								type="number"
								readOnly
								value={ 1 }
								aria-label={ __( 'Quantity', 'blockpack' ) }
							/>
						</span>
					) }
					<span className="jetpack-simple-payments-button">
						{ __( 'Pay with PayPal', 'blockpack' ) }
					</span>
				</div>
			</div>
		</div>
	);
}

/** Grey bars in the product's layout while it loads. */
export function Skeleton() {
	return (
		<div
			className="wp-block-jetpack-simple-payments__skeleton"
			aria-busy="true"
			aria-label={ __( 'Loading product…', 'blockpack' ) }
			role="status"
		>
			<div className="wp-block-jetpack-simple-payments__skeleton-image" />
			<div className="wp-block-jetpack-simple-payments__skeleton-details">
				<span />
				<span />
				<span />
			</div>
		</div>
	);
}
