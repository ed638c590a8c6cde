/**
 * The Donations Form's older saves: how the first form wrote amounts, and that each old form
 * opens valid only when its markup really is what that save wrote.
 */
import fs from 'fs';
import path from 'path';
import { parse } from '@wordpress/blocks';
import './earn-category';
import '../index';
import { firstFormAmount, firstFormEmptyText } from '../deprecated';

const FIXTURES = path.join( __dirname, 'fixtures' );
const fixture = ( name: string ) =>
	fs.readFileSync(
		path.join( FIXTURES, `jetpack__donations__${ name }.html` ),
		'utf8'
	);

describe( 'firstFormAmount: the symbol always first, then the currency table digits', () => {
	test.each( [
		[ 5, 'USD', '$5.00' ],
		[ 1234.5, 'USD', '$1,234.50' ],
		[ 10, 'EUR', '€10,00' ],
		[ 2000, 'EUR', '€2.000,00' ],
		[ 1000, 'JPY', '¥1,000' ],
		[ 5, 'DKK', 'kr.5,00' ],
		[ 1000, 'CHF', "CHF1'000.00" ],
		[ 100, 'GBP', '£100.00' ],
		[ -5, 'USD', '-$5.00' ],
	] )( '%d %s → %j', ( amount, currency, written ) => {
		expect( firstFormAmount( amount, currency ) ).toBe( written );
	} );

	test( 'an unknown currency writes nothing', () => {
		expect( firstFormAmount( 5, 'XYZ' ) ).toBe( '' );
	} );
} );

describe( 'firstFormEmptyText: 100 times the minimum, without a symbol', () => {
	test.each( [
		[ 'USD', '50.00' ],
		[ 'EUR', '50,00' ],
		[ 'JPY', '5,000' ],
		[ 'DKK', '250,00' ],
		[ 'MXN', '1,000.00' ],
		[ 'CZK', '' ],
	] )( '%s → %j', ( currency, written ) => {
		expect( firstFormEmptyText( currency ) ).toBe( written );
	} );
} );

describe( 'old forms validate only their own markup', () => {
	// Gutenberg reports migrations with console.info and refused markup with console.error and
	// console.warn; @wordpress/jest-console fails a test that does not expect them.
	const consoleMatchers = expect( console ) as unknown as Record<
		string,
		() => void
	>;
	const isValid = ( html: string ) => {
		const [ block ] = parse( html );
		const reports: Array< [ 'info' | 'error' | 'warn', string ] > = [
			[ 'info', 'toHaveInformed' ],
			[ 'error', 'toHaveErrored' ],
			[ 'warn', 'toHaveWarned' ],
		];
		for ( const [ method, matcher ] of reports ) {
			// eslint-disable-next-line no-console
			if ( jest.mocked( console[ method ] ).mock.calls.length > 0 ) {
				consoleMatchers[ matcher ]();
			}
		}
		return block.isValid;
	};

	test.each( [
		'deprecated-1',
		'deprecated-2',
		'deprecated-3',
		'first-form-eur-fr',
		'first-form-jpy-one-tab',
	] )( '%s opens valid', ( name ) => {
		expect( isValid( fixture( name ) ) ).toBe( true );
	} );

	test.each( [
		[
			'deprecated-3',
			'$15.00',
			'$16.00',
			'an amount that is not the attribute',
		],
		[
			'deprecated-3',
			'data-empty-text="50.00"',
			'data-empty-text="5.00"',
			'a wrong placeholder',
		],
		[
			'deprecated-3',
			'>Yearly<',
			'>Monthly<',
			'not a change of language: the same titles must still be three',
		],
		[ 'first-form-eur-fr', '€2.000,00', '$2,000.00', 'the wrong currency' ],
		[
			'deprecated-2',
			'href="http://example.com/?p=1"',
			'href="http://example.com/?p=2"',
			'a link that is not the attribute',
		],
		[
			'deprecated-2',
			'Thanks <strong>a lot</strong>!',
			'Thanks!',
			'an extra text that is not the attribute',
		],
		[
			'deprecated-1',
			'Merci !</p>',
			'Danke!</p>',
			'an extra text that is not the attribute',
		],
		[
			'deprecated-1',
			'<hr class="donations__separator"/><h4>Faire un don annuel</h4><p>Your contribution is appreciated.</p><a class="jetpack-donations-fallback-link" href="http://example.com/?p=1" rel="noopener noreferrer noamphtml" target="_blank">Faire un don annuel</a>',
			'',
			'a shown interval missing',
		],
	] )( '%s with %j changed to %j does not (%s)', ( name, from, to ) => {
		const html = fixture( name );
		expect( html ).toContain( from );
		const changed = html.replace( from, to );
		// Titles are read back from the markup, so a relabelled tab is accepted (it is a
		// language, not content); every other change must be refused.
		expect( isValid( changed ) ).toBe( from === '>Yearly<' );
	} );
} );
