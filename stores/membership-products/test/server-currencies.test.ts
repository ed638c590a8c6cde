/**
 * The server's copy of the currency table (php/memberships/currencies.php) must say what
 * shared/currencies says, or "Minimum allowed price is …" (and the payment button's prices)
 * would differ between the editor and the server: same codes, symbols, separators, precision,
 * minimums, symbol side.
 */
import { readFileSync } from 'fs';
import path from 'path';
import {
	CURRENCIES,
	MINIMUM_AMOUNTS,
	type CurrencyFormat,
} from '../../../shared/currencies';

const php = readFileSync(
	path.resolve( __dirname, '../../../php/memberships/currencies.php' ),
	'utf8'
);

const ROW =
	/'([A-Z]{3})' => array\( '((?:[^'\\]|\\.)*|)', (?:'((?:[^'\\]|\\.)*)'|"([^"]*)"), '([^']*)', (\d+), ([\d.]+|null)(?:, '(left|right)')? \)/g;

const rows = [ ...php.matchAll( ROW ) ].map( ( match ) => ( {
	code: match[ 1 ],
	symbol: match[ 2 ],
	grouping: match[ 3 ] ?? match[ 4 ],
	decimal: match[ 5 ],
	precision: Number( match[ 6 ] ),
	minimum: match[ 7 ] === 'null' ? null : Number( match[ 7 ] ),
	symbolPosition: match[ 8 ] ?? 'left',
} ) );

it( 'lists every currency of shared/currencies', () => {
	expect( rows.map( ( row ) => row.code ).sort() ).toEqual(
		Object.keys( CURRENCIES ).sort()
	);
} );

it( 'gives a minimum to exactly the currencies that have one', () => {
	expect(
		rows
			.filter( ( row ) => row.minimum !== null )
			.map( ( row ) => row.code )
			.sort()
	).toEqual( Object.keys( MINIMUM_AMOUNTS ).sort() );
} );

it.each( rows.map( ( row ) => [ row.code, row ] ) )(
	'%s matches shared/currencies',
	( code, row ) => {
		const format: CurrencyFormat =
			CURRENCIES[ code as keyof typeof CURRENCIES ];
		expect( row ).toEqual( {
			code,
			symbol: format.symbol,
			grouping: format.grouping,
			decimal: format.decimal,
			precision: format.precision,
			minimum:
				MINIMUM_AMOUNTS[ code as keyof typeof MINIMUM_AMOUNTS ] ?? null,
			symbolPosition: format.symbolPosition ?? 'left',
		} );
	}
);
