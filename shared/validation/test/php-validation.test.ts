/**
 * The server's validators (php/validation.php) on the same cases as the editor's
 * (cases.json, validation.test.ts): both sides must give the same answer for every case.
 * Runs the PHP functions through the `php` command line.
 */
import path from 'path';
import { runPhp } from '../../../tests/unit/run-php';
import cases from './cases.json';

const ROOT = path.resolve( __dirname, '../../..' );
const CASES = path.join( __dirname, 'cases.json' );

const SCRIPT = `
define( 'ABSPATH', __DIR__ );
require $argv[1];
$cases = json_decode( file_get_contents( $argv[2] ), true );
$functions = array(
	'email'      => 'Blockpack\\\\Validation\\\\is_valid_email',
	'httpUrl'    => 'Blockpack\\\\Validation\\\\is_http_url',
	'httpScheme' => 'Blockpack\\\\Validation\\\\has_http_scheme',
	'httpOrRelativeUrl' => 'Blockpack\\\\Validation\\\\is_http_or_relative_url',
);
$answers = array();
foreach ( $functions as $table => $function ) {
	$answers[ $table ] = array();
	foreach ( $cases[ $table ] as $row ) {
		$answers[ $table ][] = call_user_func( $function, $row['input'] );
	}
}
$answers['notString'] = array(
	call_user_func( $functions['email'], null ),
	call_user_func( $functions['httpUrl'], array() ),
	call_user_func( $functions['httpScheme'], 42 ),
	call_user_func( $functions['httpOrRelativeUrl'], null ),
);
echo json_encode( $answers );
`;

const answers = runPhp< Record< string, boolean[] > >( SCRIPT, [
	path.join( ROOT, 'php/validation.php' ),
	CASES,
] );

type Case = { input: string; valid: boolean; why: string };

describe.each( [
	[ 'email', 'is_valid_email' ],
	[ 'httpUrl', 'is_http_url' ],
	[ 'httpScheme', 'has_http_scheme' ],
	[ 'httpOrRelativeUrl', 'is_http_or_relative_url' ],
] )( '%s: Blockpack\\Validation\\%s()', ( table ) => {
	const rows: Case[] =
		cases[
			table as 'email' | 'httpUrl' | 'httpScheme' | 'httpOrRelativeUrl'
		];
	test.each(
		rows.map(
			( row, index ) =>
				[ JSON.stringify( row.input ), row.why, index ] as const
		)
	)( '%s (%s)', ( _input, _why, index ) => {
		expect( answers[ table ][ index ] ).toBe( rows[ index ].valid );
	} );
} );

it( 'refuses what is not a string', () => {
	expect( answers.notString ).toEqual( [ false, false, false, false ] );
} );
