/**
 * Older saved forms of the payment button, newest first.
 */
import type { BlockDeprecation } from '@wordpress/blocks';
import { RawHTML } from '@wordpress/element';
import metadata from './block.json';
import { formatPrice, formatPriceFallback, writtenPriceMatches } from './price';
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

/** The attributes of a save that kept the price as it was written. */
type WrittenPriceAttributes = SimplePaymentsAttributes & {
	writtenPrice?: string;
};

// Jetpack's newest save: the price written by the browser in the site's language ("€10.00",
// "10,00 €", "CHF 10.00"), so one post can hold a form no table writes. The written price is
// read back from the markup and kept when its digits are the block's price; re-saving writes
// it the current way.
const browserPrice: BlockDeprecation< WrittenPriceAttributes > = {
	attributes: {
		...( metadata.attributes as BlockDeprecation< WrittenPriceAttributes >[ 'attributes' ] ),
		writtenPrice: {
			type: 'string',
			source: 'text',
			selector: '.jetpack-simple-payments-price p',
		},
	},
	supports,
	migrate: ( { writtenPrice, ...attributes } ) =>
		attributes as WrittenPriceAttributes,
	save: ( { attributes } ) => {
		const { writtenPrice, ...values } =
			attributes as WrittenPriceAttributes;
		const price =
			typeof writtenPrice === 'string' &&
			writtenPriceMatches( writtenPrice, values.price, values.currency )
				? writtenPrice
				: formatPrice( values.price, values.currency );
		return (
			<ProductMarkup
				attributes={ values as SimplePaymentsAttributes }
				price={ price }
			/>
		);
	},
};

// Not newest first: the browser's price is tried last because it is the loosest form (its digit
// check also accepts the other written prices), and the fixtures keep their numbering
// (deprecated-1 the shortcode, deprecated-2 the older price, deprecated-3 the browser's price).
const deprecated: BlockDeprecation< SimplePaymentsAttributes >[] = [
	shortcode,
	fallbackPrice,
	browserPrice as BlockDeprecation< SimplePaymentsAttributes >,
];

export default deprecated;
