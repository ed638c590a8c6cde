/**
 * Older saved forms of the payment button, newest first.
 */
import type { BlockDeprecation } from '@wordpress/blocks';
import { RawHTML } from '@wordpress/element';
import metadata from './block.json';
import { formatPriceFallback } from './price';
import { ProductMarkup } from './save';
import type { SimplePaymentsAttributes } from './types';

const supports = {
	className: false,
	customClassName: false,
	html: false,
	reusable: false,
};

// Jetpack's first saved form: only the `[simple-payment id="…"]` shortcode, every value in the
// block comment.
const shortcode: BlockDeprecation< SimplePaymentsAttributes > = {
	attributes: {
		currency: { type: 'string', default: 'USD' },
		content: { type: 'string', default: '' },
		email: { type: 'string', default: '' },
		featuredMediaId: { type: 'number', default: 0 },
		featuredMediaUrl: { type: 'string', default: null },
		featuredMediaTitle: { type: 'string', default: null },
		multiple: { type: 'boolean', default: false },
		price: { type: 'number' },
		productId: { type: 'number' },
		title: { type: 'string', default: '' },
	},
	supports,
	// The purchase link did not exist yet: it gets block.json's default text.
	migrate: ( attributes ) =>
		( {
			...attributes,
			postLinkText: metadata.attributes.postLinkText.default,
		} ) as SimplePaymentsAttributes,
	save: ( { attributes } ) =>
		attributes.productId ? (
			<RawHTML>{ `[simple-payment id="${ attributes.productId }"]` }</RawHTML>
		) : null,
};

// The price written the older way ("10.00 A$") before prices followed the currency table.
const fallbackPrice: BlockDeprecation< SimplePaymentsAttributes > = {
	attributes:
		metadata.attributes as BlockDeprecation< SimplePaymentsAttributes >[ 'attributes' ],
	supports,
	save: ( { attributes } ) => {
		const values = attributes as SimplePaymentsAttributes;
		return (
			<ProductMarkup
				attributes={ values }
				price={ formatPriceFallback( values.price, values.currency ) }
			/>
		);
	},
};

const deprecated: BlockDeprecation< SimplePaymentsAttributes >[] = [
	shortcode,
	fallbackPrice,
];

export default deprecated;
