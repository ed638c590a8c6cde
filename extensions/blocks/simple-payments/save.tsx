/**
 * Saved markup: the product as text (image, title, description, price) and a link to its post.
 * Visitors get the PayPal purchase form that render.php prints instead; this markup is what
 * the post keeps without the plugin. Before the product exists only what the author typed is
 * kept (visitors get nothing until then).
 */
import type { BlockSaveProps } from '@wordpress/blocks';
import { formatPrice } from './price';
import ProductDetails, { ProductImage } from './product-details';
import type { SimplePaymentsAttributes } from './types';

export default function save( {
	attributes,
}: BlockSaveProps< SimplePaymentsAttributes > ) {
	return (
		<ProductMarkup
			attributes={ attributes }
			price={ formatPrice( attributes.price, attributes.currency ) }
			keepTyped
		/>
	);
}

/**
 * The saved product markup, with the price already written (the deprecated markup differs
 * only in how the price is written).
 *
 * @param props            The block's attributes and the written price.
 * @param props.attributes The block's attributes.
 * @param props.price      The price as written in the markup.
 * @param props.keepTyped  Whether a block without a product yet keeps what the author typed
 *                         (its name, description, image) in its markup, without a product
 *                         class nor purchase link: the product is created only when the post
 *                         is saved with valid fields. Earlier saves printed nothing without a
 *                         product; a block without one never had markup, so the content they
 *                         saved still matches.
 */
export function ProductMarkup( {
	attributes,
	price,
	keepTyped = false,
}: {
	attributes: SimplePaymentsAttributes;
	price: string;
	keepTyped?: boolean;
} ) {
	const {
		content,
		featuredMediaUrl,
		featuredMediaTitle,
		postLinkUrl,
		postLinkText,
		productId,
		title,
	} = attributes;
	if (
		! productId &&
		! ( keepTyped && ( title || content || featuredMediaUrl ) )
	) {
		return null;
	}
	return (
		<div
			className={
				productId
					? `jetpack-simple-payments-wrapper jetpack-simple-payments-${ productId }`
					: 'jetpack-simple-payments-wrapper'
			}
		>
			<div className="jetpack-simple-payments-product">
				{ featuredMediaUrl && (
					<ProductImage
						url={ featuredMediaUrl }
						alt={ featuredMediaTitle ?? undefined }
						inFigure
					/>
				) }
				<div className="jetpack-simple-payments-details">
					<ProductDetails
						title={ title }
						content={ content }
						price={ price }
					/>
					{ !! productId && (
						<a
							className="jetpack-simple-payments-purchase"
							href={ postLinkUrl }
							target="_blank"
							rel="noopener noreferrer"
						>
							{ postLinkText }
						</a>
					) }
				</div>
			</div>
		</div>
	);
}
