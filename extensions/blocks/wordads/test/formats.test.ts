/**
 * The ad formats: one table (formats.json) for the editor, the server (index.php) and the
 * stylesheet that reserves each slot's size (style.scss, compared here), and the editor
 * placeholder's size on narrow canvases.
 */
import fs from 'fs';
import path from 'path';
import { runPhp } from '../../../../tests/unit/run-php';
import {
	adFormats,
	DEFAULT_FORMAT,
	formatOf,
	placeholderSize,
} from '../formats';
import metadata from '../block.json';

const ROOT = path.resolve( __dirname, '../../../..' );

/**
 * What index.php hands the editor (`add_editor_data()`) and its own view of the table, for a
 * user who may edit posts and manage options, with no ad code saved.
 */
const SERVER = runPhp(
	`
define( 'ABSPATH', $argv[1] );
function add_action() {}
function add_filter() {}
function __( $text ) { return $text; }
function current_user_can() { return true; }
function get_option( $name, $default = false ) { return $default; }
// The settings section the file adds and its address (php/settings.php, not loaded here).
eval( 'namespace Blockpack\\Settings; function add_section() {} function url( $s ) { return "settings#" . $s; }' );
require $argv[1] . '/extensions/blocks/wordads/index.php';
$out = array();
foreach ( Blockpack\\Blocks\\WordAds\\formats() as $tag => $size ) {
	$out[] = array( $tag, $size['width'], $size['height'], Blockpack\\Blocks\\WordAds\\format_name( $tag ) );
}
echo json_encode( array(
	'data' => Blockpack\\Blocks\\WordAds\\add_editor_data( array() ),
	'formats' => $out,
	'unknown' => Blockpack\\Blocks\\WordAds\\format_of( 'nope' ),
	'array' => Blockpack\\Blocks\\WordAds\\format_of( array() ),
) );
`,
	[ ROOT ]
) as {
	data: { wordads: Record< string, unknown > };
	formats: unknown[];
	unknown: string;
	array: string;
};

beforeEach( () => {
	window.blockpackEditor = {
		blocks: {},
		wordads: SERVER.data.wordads,
	};
} );

describe( 'the format table', () => {
	it( 'holds Jetpack’s four formats, sizes and names (the names from the server’s data)', () => {
		expect(
			adFormats().map( ( { tag, width, height, name } ) => [
				tag,
				width,
				height,
				name,
			] )
		).toEqual( [
			[ 'mrec', 300, 250, 'Rectangle 300x250' ],
			[ 'leaderboard', 728, 90, 'Leaderboard 728x90' ],
			[ 'mobile_leaderboard', 320, 50, 'Mobile Leaderboard 320x50' ],
			[ 'wideskyscraper', 160, 600, 'Wide Skyscraper 160x600' ],
		] );
	} );

	it( 'defaults to the rectangle, as block.json does', () => {
		expect( DEFAULT_FORMAT ).toBe( 'mrec' );
		expect( metadata.attributes.format.default ).toBe( DEFAULT_FORMAT );
	} );

	it.each( [
		[ 'leaderboard', 'leaderboard' ],
		[ 'wideskyscraper', 'wideskyscraper' ],
		[ undefined, 'mrec' ],
		[ '', 'mrec' ],
		[ 'skyscraper', 'mrec' ],
		[ 'MREC', 'mrec' ],
		[ 42, 'mrec' ],
	] )( 'formatOf( %p ) is %s', ( tag, expected ) => {
		expect( formatOf( tag ).tag ).toBe( expected );
	} );

	it( 'is the one the stylesheet reserves, format by format', () => {
		const scss = fs.readFileSync(
			path.join( __dirname, '../style.scss' ),
			'utf8'
		);
		const reserved = Object.fromEntries(
			[ ...scss.matchAll( /^\s*(\w+): (\d+)px (\d+)px,$/gm ) ].map(
				( [ , tag, width, height ] ) => [
					tag,
					[ Number( width ), Number( height ) ],
				]
			)
		);
		expect( reserved ).toEqual(
			Object.fromEntries(
				adFormats().map( ( f ) => [ f.tag, [ f.width, f.height ] ] )
			)
		);
	} );

	it( 'is the one the server reads, names included', () => {
		expect( SERVER ).toMatchObject( {
			formats: adFormats().map( ( f ) => [
				f.tag,
				f.width,
				f.height,
				f.name,
			] ),
			unknown: 'mrec',
			array: 'mrec',
		} );
	} );

	it( 'shows a format’s tag when the server sent no name', () => {
		window.blockpackEditor = { blocks: {} };
		expect( formatOf( 'leaderboard' ).name ).toBe( 'leaderboard' );
	} );
} );

describe( 'the editor placeholder’s size', () => {
	const leaderboard = formatOf( 'leaderboard' );
	const skyscraper = formatOf( 'wideskyscraper' );

	it.each( [
		[ 'not yet measured', undefined ],
		[ 'wider than the format', 1200 ],
		[ 'exactly as wide', 728 ],
		[ 'zero', 0 ],
		[ 'not a number', Number.NaN ],
	] )( 'is the format’s own when the room is %s', ( _, available ) => {
		expect( placeholderSize( leaderboard, available ) ).toEqual( {
			width: 728,
			height: 90,
		} );
	} );

	it.each( [
		[ leaderboard, 364, 364, 45 ],
		[ leaderboard, 320.6, 320, 40 ],
		[ skyscraper, 80, 80, 300 ],
		[ formatOf( 'mrec' ), 240, 240, 200 ],
		[ formatOf( 'mobile_leaderboard' ), 160, 160, 25 ],
	] )(
		'is scaled down with its ratio kept on a narrow canvas (%#)',
		( format, available, width, height ) => {
			const size = placeholderSize( format, available );
			expect( size ).toEqual( { width, height } );
			expect( size.width / size.height ).toBeCloseTo(
				format.width / format.height,
				0
			);
		}
	);
} );
