/**
 * The payment button's older saves: the browser-written price is kept only when it says the
 * block's price, so markup whose price text disagrees with its attributes stays invalid.
 */
import { renderToString } from '@wordpress/element';
import deprecated from '../deprecated';
import type { SimplePaymentsAttributes } from '../types';

const browserPrice = deprecated[ 2 ];

const attributes = {
	currency: 'EUR',
	content: 'Green headphones',
	email: 'shop@example.com',
	featuredMediaId: 0,
	multiple: false,
	postLinkText: 'Click here to purchase.',
	postLinkUrl: 'https://example.com/?p=572',
	price: 10,
	productId: 573,
	title: 'Headphones',
} as SimplePaymentsAttributes;

function savedPrice( writtenPrice: string | undefined ): string {
	const Save = browserPrice.save as ( props: {
		attributes: Record< string, unknown >;
	} ) => JSX.Element | null;
	const html = renderToString(
		<Save attributes={ { ...attributes, writtenPrice } } />
	);
	return (
		/jetpack-simple-payments-price"><p>([^<]*)</.exec( html )?.[ 1 ] ?? ''
	);
}

describe( 'browser-written price deprecation', () => {
	test( 'has a sourced writtenPrice attribute read from the price paragraph', () => {
		expect( browserPrice.attributes.writtenPrice ).toEqual( {
			type: 'string',
			source: 'text',
			selector: '.jetpack-simple-payments-price p',
		} );
	} );

	test.each( [ '€10.00', '10,00\u00a0€', 'EUR 10.00', '€ 10,00' ] )(
		'keeps %j for 10 EUR',
		( written ) => {
			expect( savedPrice( written ) ).toBe( written );
		}
	);

	test.each( [ '€11.00', '€1.00', 'ten euros', undefined ] )(
		'writes the current form instead of %j (so the markup does not validate)',
		( written ) => {
			expect( savedPrice( written ) ).toBe( '10,00 €' );
		}
	);

	test( 'migrating drops the written price', () => {
		const migrated = browserPrice.migrate?.(
			{ ...attributes, writtenPrice: '€10.00' } as never,
			[]
		) as Record< string, unknown >;
		expect( migrated ).not.toHaveProperty( 'writtenPrice' );
		expect( migrated ).toMatchObject( { price: 10, currency: 'EUR' } );
	} );
} );
