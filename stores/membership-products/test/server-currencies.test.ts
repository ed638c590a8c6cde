/**
 * The server's copy of the currency table (php/memberships/currencies.php) must say what
 * shared/currencies says, or "Minimum allowed price is …" would differ between the editor's
 * check and the server's: same codes, symbols, separators, precision, minimums, symbol side.
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
	/'([A-Z]{3})' => array\( '((?:[^'\\]|\\.)*|)', (?:'((?:[^'\\]|\\.)*)'|"([^"]*)"), '([^']*)', (\d+), ([\d.]+)(?:, '(left|right)')? \)/g;

const rows = [ ...php.matchAll( ROW ) ].map( ( match ) => ( {
	code: match[ 1 ],
	symbol: match[ 2 ],
	grouping: match[ 3 ] ?? match[ 4 ],
	decimal: match[ 5 ],
	precision: Number( match[ 6 ] ),
	minimum: Number( match[ 7 ] ),
	symbolPosition: match[ 8 ] ?? 'left',
} ) );

it( 'lists exactly the currencies that have a minimum', () => {
	expect( rows.map( ( row ) => row.code ).sort() ).toEqual(
		Object.keys( MINIMUM_AMOUNTS ).sort()
	);
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
			minimum: MINIMUM_AMOUNTS[ code as keyof typeof MINIMUM_AMOUNTS ],
			symbolPosition: format.symbolPosition ?? 'left',
		} );
	}
);
