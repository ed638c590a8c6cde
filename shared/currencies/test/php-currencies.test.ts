/**
 * The server reads the same currency table (php/memberships/currencies.php reads
 * currencies.json): its codes, minimums, precision and formatted amounts are the editor's.
 * Runs the PHP class through the `php` command line.
 */
import path from 'path';
import { runPhp } from '../../../tests/unit/run-php';
import {
	CURRENCIES,
	MINIMUM_AMOUNTS,
	formatCurrency,
	getCurrencyPrecision,
	minimumAmount,
} from '..';

const ROOT = path.resolve( __dirname, '../../..' );
const CODES = [ ...Object.keys( CURRENCIES ), 'XYZ' ];
const AMOUNTS = [ 0.5, 1234.56, 1000000 ];

const SCRIPT = `
define( 'ABSPATH', $argv[1] );
define( 'BLOCKPACK_DIR', $argv[1] );
require $argv[1] . '/php/memberships/currencies.php';
use Blockpack\\Memberships\\Currencies;
$codes   = json_decode( $argv[2], true );
$amounts = json_decode( $argv[3], true );
$answer  = array( 'codes' => Currencies::codes(), 'rows' => array() );
foreach ( $codes as $code ) {
	$formatted = array();
	foreach ( $amounts as $amount ) {
		$formatted[] = Currencies::format( $amount, $code );
	}
	$answer['rows'][ $code ] = array(
		'minimum'   => Currencies::minimum( $code ),
		'precision' => Currencies::precision( $code ),
		'formatted' => $formatted,
	);
}
echo json_encode( $answer );
`;

const server = runPhp< {
	codes: string[];
	rows: Record<
		string,
		{ minimum: number | null; precision: number; formatted: string[] }
	>;
} >( SCRIPT, [ ROOT, JSON.stringify( CODES ), JSON.stringify( AMOUNTS ) ] );

it( 'lets plans use exactly the currencies with a minimum', () => {
	expect( [ ...server.codes ].sort() ).toEqual(
		Object.keys( MINIMUM_AMOUNTS ).sort()
	);
} );

test.each( CODES )(
	'%s: the same minimum, precision and written amounts',
	( code ) => {
		expect( server.rows[ code ] ).toEqual( {
			minimum: minimumAmount( code ) ?? null,
			precision: getCurrencyPrecision( code ),
			formatted: AMOUNTS.map(
				( amount ) => formatCurrency( amount, code ) ?? ''
			),
		} );
	}
);
