/**
 * The credit lines of copied pictures (php/credit.php) and the sources' id checks
 * (php/openverse.php, php/pexels.php), run through PHP with WordPress's escaping functions
 * stood in for by htmlspecialchars().
 */
import path from 'path';
import { runPhp } from '../../../../tests/unit/run-php';

const ROOT = path.resolve( __dirname, '../../../..' );

interface Case {
	credit: Record< string, string >;
	code?: string;
	version?: string;
}

/**
 * Runs the credit functions and the id checks on cases.
 *
 * @param cases The credits (with an Openverse licence code and version), then ids to check.
 * @param ids   Ids to check with each source.
 */
function server( cases: Case[], ids: unknown[] ) {
	return runPhp< {
		open: Array< { html: string; text: string; license: string } >;
		pexels: Array< { html: string; text: string } >;
		openverseIds: boolean[];
		pexelsIds: boolean[];
	} >(
		`
define( 'ABSPATH', $argv[1] );
function add_action() {}
function add_filter() {}
function __( $text ) { return $text; }
function esc_html( $text ) { return htmlspecialchars( $text, ENT_QUOTES ); }
function esc_url( $url ) { return htmlspecialchars( $url, ENT_QUOTES ); }
eval( 'namespace Blockpack\\Settings; function add_section() {}' );
$dir = $argv[1] . '/extensions/extended-blocks/external-media/php/';
foreach ( array( 'sources', 'service', 'credit', 'openverse', 'pexels' ) as $file ) {
	require $dir . $file . '.php';
}
use Blockpack\\Extended_Blocks\\External_Media as XM;
$cases = json_decode( $argv[2], true );
$out   = array( 'open' => array(), 'pexels' => array() );
foreach ( $cases as $case ) {
	$credit = XM\\credit_fields( $case['credit'] );
	if ( isset( $case['code'] ) ) {
		$credit['license'] = XM\\open_license_name( $case['code'], $case['version'] );
		$marked            = XM\\is_public_domain( $case['code'] );
		$out['open'][]     = array(
			'html'    => XM\\open_license_notice( $credit, $marked, true ),
			'text'    => XM\\open_license_notice( $credit, $marked, false ),
			'license' => $credit['license'],
		);
	} else {
		$out['pexels'][] = array(
			'html' => XM\\pexels_notice( $credit, true ),
			'text' => XM\\pexels_notice( $credit, false ),
		);
	}
}
$openverse = new XM\\Openverse();
$pexels    = new XM\\Pexels();
foreach ( json_decode( $argv[3], true ) as $id ) {
	$out['openverseIds'][] = $openverse->is_valid_id( $id );
	$out['pexelsIds'][]    = $pexels->is_valid_id( $id );
}
echo json_encode( $out );
`,
		[ ROOT, JSON.stringify( cases ), JSON.stringify( ids ) ]
	);
}

const FULL = {
	title: 'Lake <at> dawn',
	creator: 'Ada',
	creator_url: 'https://example.org/ada',
	license_url: 'https://creativecommons.org/licenses/by-sa/4.0/',
	landing_url: 'https://example.org/lake',
};

describe( 'open licences (Openverse)', () => {
	const out = server(
		[
			{ credit: FULL, code: 'by-sa', version: '4.0' },
			{ credit: { ...FULL, title: '' }, code: 'by', version: '2.0' },
			{
				credit: { ...FULL, creator: '', creator_url: '' },
				code: 'cc0',
				version: '1.0',
			},
			{
				credit: { title: 'Old map', creator: 'Unknown' },
				code: 'pdm',
				version: '1.0',
			},
			{
				credit: { title: 'Loop', creator: 'Kim', creator_url: '' },
				code: 'sampling+',
				version: '1.0',
			},
		],
		[]
	).open;

	it.each( [
		[
			0,
			'CC BY-SA 4.0',
			'"Lake <at> dawn" by Ada is licensed under CC BY-SA 4.0.',
		],
		[ 1, 'CC BY 2.0', 'This work by Ada is licensed under CC BY 2.0.' ],
		[ 2, 'CC0 1.0', '"Lake <at> dawn" is marked with CC0 1.0.' ],
		[
			3,
			'Public Domain Mark 1.0',
			'"Old map" by Unknown is marked with Public Domain Mark 1.0.',
		],
		[
			4,
			'CC Sampling+ 1.0',
			'"Loop" by Kim is licensed under CC Sampling+ 1.0.',
		],
	] )( 'case %i: %s, “%s”', ( index, license, text ) => {
		expect( out[ index ].license ).toBe( license );
		expect( out[ index ].text ).toBe( text );
	} );

	it( 'links the title to the landing page, the creator to their page, the licence to its deed, escaped', () => {
		expect( out[ 0 ].html ).toBe(
			'"<a href="https://example.org/lake" rel="noopener nofollow">Lake &lt;at&gt; dawn</a>" by <a href="https://example.org/ada" rel="noopener nofollow">Ada</a> is licensed under <a href="https://creativecommons.org/licenses/by-sa/4.0/" rel="noopener nofollow">CC BY-SA 4.0</a>.'
		);
		// Without addresses, the words alone.
		expect( out[ 3 ].html ).toBe(
			'"Old map" by Unknown is marked with Public Domain Mark 1.0.'
		);
	} );
} );

describe( 'Pexels', () => {
	const out = server(
		[
			{
				credit: {
					creator: 'Ben',
					creator_url: 'https://www.pexels.com/@ben',
					landing_url: 'https://www.pexels.com/photo/1/',
				},
			},
			{
				credit: {
					creator: '',
					landing_url: 'https://www.pexels.com/photo/2/',
				},
			},
		],
		[]
	).pexels;

	it( 'says “Photo by X on Pexels”, linked', () => {
		expect( out[ 0 ] ).toEqual( {
			text: 'Photo by Ben on Pexels',
			html: 'Photo by <a href="https://www.pexels.com/@ben" rel="noopener nofollow">Ben</a> on <a href="https://www.pexels.com/photo/1/" rel="noopener nofollow">Pexels</a>',
		} );
		expect( out[ 1 ].text ).toBe( 'Photo on Pexels' );
	} );
} );

describe( 'ids', () => {
	const ids = [
		'00000000-0000-4000-8000-000000000001',
		'00000000-0000-4000-8000-00000000000G',
		'1234',
		'0123',
		'12x',
		'../1',
		'http://127.0.0.1/',
		1234,
		'',
		'1'.repeat( 16 ),
	];
	const out = server( [], ids );

	it( 'Openverse takes UUIDs only, Pexels whole numbers only (as strings)', () => {
		expect( out.openverseIds ).toEqual( [
			true,
			false,
			false,
			false,
			false,
			false,
			false,
			false,
			false,
			false,
		] );
		expect( out.pexelsIds ).toEqual( [
			false,
			false,
			true,
			false,
			false,
			false,
			false,
			false,
			false,
			false,
		] );
	} );
} );
