/**
 * Google Photos' pure helpers (php/google-photos.php), run through PHP: tokens sealed with a key
 * from wp_salt() open only with that key, session ids are checked, Google's durations read.
 */
import path from 'path';
import { runPhp } from '../../../../tests/unit/run-php';

const ROOT = path.resolve( __dirname, '../../../..' );

/**
 * Runs the helpers on values.
 *
 * @param plains Values to seal and open.
 * @param ids    Session ids to check.
 * @param times  Durations to read (fallback 7).
 */
function server( plains: string[], ids: unknown[], times: unknown[] ) {
	return runPhp< {
		opened: Array< string | null >;
		clear: boolean[];
		fresh: boolean[];
		otherSalt: Array< string | null >;
		tampered: Array< string | null >;
		junk: Array< string | null >;
		ids: boolean[];
		times: number[];
	} >(
		`
define( 'ABSPATH', $argv[1] );
$GLOBALS['salt'] = 'salt-one';
function wp_salt() { return $GLOBALS['salt']; }
function add_action() {}
function add_filter() {}
function __( $text ) { return $text; }
eval( 'namespace Blockpack\\Settings; function add_section() {}' );
foreach ( array( 'sources', 'service', 'google-photos' ) as $file ) {
	require $argv[1] . '/extensions/extended-blocks/external-media/php/' . $file . '.php';
}
use Blockpack\\Extended_Blocks\\External_Media as XM;
$out = array( 'opened' => array(), 'clear' => array(), 'fresh' => array(), 'otherSalt' => array(), 'tampered' => array() );
foreach ( json_decode( $argv[2], true ) as $plain ) {
	$sealed             = XM\\google_seal( $plain );
	$out['opened'][]    = XM\\google_unseal( $sealed );
	$out['clear'][]     = '' !== $plain && false !== strpos( $sealed . base64_decode( $sealed ), $plain );
	$out['fresh'][]     = XM\\google_seal( $plain ) !== $sealed;
	$raw                = base64_decode( $sealed );
	$raw[ strlen( $raw ) - 1 ] = chr( ord( $raw[ strlen( $raw ) - 1 ] ) ^ 1 );
	$out['tampered'][]  = XM\\google_unseal( base64_encode( $raw ) );
	$GLOBALS['salt']    = 'salt-two';
	$out['otherSalt'][] = XM\\google_unseal( $sealed );
	$GLOBALS['salt']    = 'salt-one';
}
$out['junk']  = array( XM\\google_unseal( null ), XM\\google_unseal( '' ), XM\\google_unseal( 'not base64 !' ), XM\\google_unseal( base64_encode( 'short' ) ) );
$out['ids']   = array_map( 'Blockpack\\Extended_Blocks\\External_Media\\is_google_session_id', json_decode( $argv[3], true ) );
$out['times'] = array_map( function ( $t ) { return XM\\google_duration_ms( $t, 7 ); }, json_decode( $argv[4], true ) );
echo json_encode( $out );
`,
		[
			ROOT,
			JSON.stringify( plains ),
			JSON.stringify( ids ),
			JSON.stringify( times ),
		]
	);
}

test( 'sealed tokens open with the same salt only, never hold the token in clear, and refuse junk', () => {
	const plains = [
		'{"access":"ya29.secret","refresh":"1//refresh"}',
		'1//0refresh-token-value',
	];
	const out = server( plains, [], [] );
	expect( out.opened ).toEqual( plains );
	expect( out.clear ).toEqual( [ false, false ] );
	expect( out.fresh ).toEqual( [ true, true ] );
	expect( out.tampered ).toEqual( [ null, null ] );
	expect( out.otherSalt ).toEqual( [ null, null ] );
	expect( out.junk ).toEqual( [ null, null, null, null ] );
} );

test.each( [
	[ 'abc-DEF_123', true ],
	[ 'a'.repeat( 200 ), true ],
	[ 'a'.repeat( 201 ), false ],
	[ '', false ],
	[ 'a/b', false ],
	[ 'a:b', false ],
	[ '../x', false ],
	[ 12, false ],
	[ null, false ],
] )( 'session id %j is accepted: %s', ( id, ok ) => {
	expect( server( [], [ id ], [] ).ids ).toEqual( [ ok ] );
} );

test.each( [
	[ '5s', 5000 ],
	[ '1800s', 1800000 ],
	[ '0.5s', 500 ],
	[ '2.25s', 2250 ],
	[ '5', 7 ],
	[ '-5s', 7 ],
	[ 'abc', 7 ],
	[ 5, 7 ],
	[ null, 7 ],
] )( 'duration %j reads as %i ms', ( duration, ms ) => {
	expect( server( [], [], [ duration ] ).times ).toEqual( [ ms ] );
} );
