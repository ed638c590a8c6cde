<?php
/**
 * Ad: the site owner's own ad code, one per format (Settings → Blockpack, Ads), printed in a slot
 * whose size is reserved by the block's stylesheet before the ad loads. Our code calls no ad
 * network: what runs is the code the owner pasted. The formats' sizes are formats.json's, which
 * the editor reads too.
 *
 * @package Blockpack
 */

namespace Blockpack\Blocks\WordAds;

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/php/settings.php';

/** The option holding the ad code, keyed by format. */
const CODES_OPTION = 'blockpack_wordads_codes';

/** The format of a block without a known one. */
const DEFAULT_FORMAT = 'mrec';

/**
 * The formats, keyed by tag: `array( 'width' => …, 'height' => … )`, from formats.json (read once
 * a request).
 *
 * @return array<string, array{width: int, height: int}>
 */
function formats() {
	static $formats = null;
	if ( null === $formats ) {
		$formats = array();
		// file_get_contents(): a file of the plugin.
		$rows = json_decode( (string) file_get_contents( __DIR__ . '/formats.json' ), true );
		foreach ( is_array( $rows ) ? $rows : array() as $row ) {
			if ( is_array( $row ) && isset( $row['tag'], $row['width'], $row['height'] ) && is_string( $row['tag'] ) ) {
				$formats[ $row['tag'] ] = array(
					'width'  => (int) $row['width'],
					'height' => (int) $row['height'],
				);
			}
		}
	}
	return $formats;
}

/**
 * A format's name, as the settings page and the editor's format picker (through the editor
 * data) show it.
 *
 * @param string $tag The format.
 * @return string
 */
function format_name( $tag ) {
	switch ( $tag ) {
		case 'leaderboard':
			return __( 'Leaderboard 728x90', 'blockpack' );
		case 'mobile_leaderboard':
			return __( 'Mobile Leaderboard 320x50', 'blockpack' );
		case 'wideskyscraper':
			return __( 'Wide Skyscraper 160x600', 'blockpack' );
		default:
			return __( 'Rectangle 300x250', 'blockpack' );
	}
}

/**
 * The block's format: its own when known, else the default one (as Jetpack rendered it).
 *
 * @param mixed $format The block's `format`.
 * @return string
 */
function format_of( $format ) {
	return is_string( $format ) && isset( formats()[ $format ] ) ? $format : DEFAULT_FORMAT;
}

/**
 * The saved ad code, keyed by format (only known formats, only non-empty code).
 *
 * @return array<string, string>
 */
function codes() {
	$stored = get_option( CODES_OPTION, array() );
	$codes  = array();
	foreach ( array_keys( formats() ) as $tag ) {
		if ( is_array( $stored ) && isset( $stored[ $tag ] ) && is_string( $stored[ $tag ] ) && '' !== trim( $stored[ $tag ] ) ) {
			$codes[ $tag ] = $stored[ $tag ];
		}
	}
	return $codes;
}

/**
 * Adds what the editor needs (`window.blockpackEditor.wordads`): each format's name (translated
 * here only, for the picker and the settings page alike), which formats have code, and, for
 * users who may open it, where it is set. Only for users who can edit posts.
 *
 * @param array $data The editor data.
 * @return array
 */
function add_editor_data( $data ) {
	if ( current_user_can( 'edit_posts' ) ) {
		$names = array();
		foreach ( array_keys( formats() ) as $tag ) {
			$names[ $tag ] = format_name( $tag );
		}
		$data['wordads'] = array(
			'formatNames'     => $names,
			'formatsWithCode' => array_keys( codes() ),
			'settingsUrl'     => current_user_can( 'manage_options' ) ? \Blockpack\Settings\url( 'ads' ) : '',
		);
	}
	return $data;
}
add_filter( 'blockpack_editor_data', __NAMESPACE__ . '\add_editor_data' );

/**
 * The block for visitors: the owner's code for its format in a slot of the format's size, with
 * its alignment and, for "Hide on mobile", the class that hides it on narrow screens. Nothing
 * without code for the format (no empty box), and nothing in feeds.
 *
 * @param array $attributes The block's attributes.
 * @return string
 */
function render( $attributes ) {
	$attributes = is_array( $attributes ) ? $attributes : array();
	if ( is_feed() ) {
		return '';
	}
	$format = format_of( $attributes['format'] ?? null );
	$codes  = codes();
	if ( ! isset( $codes[ $format ] ) ) {
		return '';
	}
	$align = $attributes['align'] ?? 'center';
	$align = in_array( $align, array( 'left', 'center', 'right' ), true ) ? $align : 'center';

	$classes = array( 'wp-block-jetpack-wordads', 'jetpack-wordads-' . $format, 'align' . $align );
	if ( ! empty( $attributes['hideMobile'] ) ) {
		$classes[] = 'jetpack-wordads--hide-mobile';
	}
	$size = formats()[ $format ];

	return sprintf(
		'<div class="%1$s" data-format="%2$s"><div class="wp-block-jetpack-wordads__ad" data-width="%3$d" data-height="%4$d">%5$s</div></div>',
		esc_attr( implode( ' ', $classes ) ),
		esc_attr( $format ),
		$size['width'],
		$size['height'],
		// The site owner's own ad code, saved only by users who may post unfiltered HTML
		// (php/settings.php): printed as it was entered.
		$codes[ $format ]
	);
}
