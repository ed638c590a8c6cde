<?php
/**
 * Visitors' controls for a site-hosted video (one without a VideoPress guid): view.ts replaces
 * the browser's controls of each such video that has them with an accessible control layer in
 * the block's Progress Bar Colors (Main the track, Loaded the buffered part, Progress the played
 * part; "Match video" takes them from the video's average colour). The script and its
 * stylesheet load only on pages that render such a video. Without script the browser's own
 * controls stay.
 *
 * The script acts only on what PHP prints for it (`window.blockpackView['core/video']`,
 * php/view-settings.php): each video's id, given here, with its colours, and the labels.
 *
 * @package Blockpack
 */

namespace Blockpack\Extended_Blocks\Core_Video;

defined( 'ABSPATH' ) || exit;

/** The control layer's script and stylesheet handle. */
const CONTROLS_HANDLE = 'blockpack-video-controls';

/** The settings' section in `window.blockpackView`. */
const CONTROLS_SECTION = 'core/video';

/**
 * Registers the control layer's script and stylesheet (build/extended-blocks/core-video/view.js
 * and style.css, beside this block's index.php in the build), if the build made them.
 *
 * @return bool Whether they are registered.
 */
function register_controls() {
	if ( wp_script_is( CONTROLS_HANDLE, 'registered' ) ) {
		return true;
	}
	$asset_file = dirname( __DIR__ ) . '/view.asset.php';
	if ( ! is_readable( $asset_file ) ) {
		return false;
	}
	$asset = require $asset_file;
	wp_register_script(
		CONTROLS_HANDLE,
		plugins_url( 'build/extended-blocks/core-video/view.js', BLOCKPACK_FILE ),
		$asset['dependencies'],
		$asset['version'],
		array( 'in_footer' => true )
	);
	wp_register_style(
		CONTROLS_HANDLE,
		plugins_url( 'build/extended-blocks/core-video/style.css', BLOCKPACK_FILE ),
		array(),
		$asset['version']
	);
	return true;
}

/**
 * The control layer's colours for a block: each '' or six hex digits, as the block saved them.
 *
 * @param array $attrs The block's attributes.
 * @return array{main: string, loaded: string, played: string}
 */
function control_colors( $attrs ) {
	$colors = array();
	foreach ( array(
		'main'   => 'seekbarColor',
		'loaded' => 'seekbarLoadingColor',
		'played' => 'seekbarPlayedColor',
	) as $key => $attribute ) {
		$value          = isset( $attrs[ $attribute ] ) && is_string( $attrs[ $attribute ] ) ? $attrs[ $attribute ] : '';
		$colors[ $key ] = preg_match( '/^#[0-9a-fA-F]{6}$/', $value ) ? strtolower( $value ) : '';
	}
	return $colors;
}

/**
 * A rendered video block with the control layer: its `<video>`, when it shows the browser's
 * controls, gets an id of ours, and the page the script, its stylesheet and the video's
 * settings. Markup without a `<video controls>` (a private video's message) is left as it is.
 *
 * @param string $content The block's markup, as the visitor sees it.
 * @param array  $attrs   The block's attributes.
 * @return string
 */
function with_controls( $content, $attrs ) {
	$tags = new \WP_HTML_Tag_Processor( $content );
	if ( ! $tags->next_tag( 'video' ) || null === $tags->get_attribute( 'controls' ) || ! register_controls() ) {
		return $content;
	}
	$id = wp_unique_id( 'blockpack-video-' );
	$tags->set_attribute( 'id', $id );
	wp_enqueue_script( CONTROLS_HANDLE );
	wp_enqueue_style( CONTROLS_HANDLE );
	\Blockpack\add_view_item_settings(
		CONTROLS_HANDLE,
		CONTROLS_SECTION,
		'labels',
		array(
			'play'       => __( 'Play', 'blockpack' ),
			'pause'      => __( 'Pause', 'blockpack' ),
			'seek'       => __( 'Seek', 'blockpack' ),
			/* translators: 1: the time played, such as 1:05; 2: the video's length, such as 3:20. */
			'position'   => __( '%1$s of %2$s', 'blockpack' ),
			'mute'       => __( 'Mute', 'blockpack' ),
			'unmute'     => __( 'Unmute', 'blockpack' ),
			'fullscreen' => __( 'Full screen', 'blockpack' ),
			'exit'       => __( 'Exit full screen', 'blockpack' ),
			'controls'   => __( 'Video controls', 'blockpack' ),
		)
	);
	\Blockpack\add_view_item_settings(
		CONTROLS_HANDLE,
		CONTROLS_SECTION,
		$id,
		array(
			'colors'          => control_colors( $attrs ),
			'useAverageColor' => ! isset( $attrs['useAverageColor'] ) || false !== $attrs['useAverageColor'],
		)
	);
	return $tags->get_updated_html();
}
