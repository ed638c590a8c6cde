<?php
/**
 * Video: the server side of Blockpack's extension of core's Video block. The site hosts its
 * videos itself: the editor uploads them with the tus 1.0.0 protocol to our own REST routes
 * (php/tus-server.php), which keep each upload in the database and the uploads folder
 * (php/upload-store.php), so that an upload survives dropped connections and resumes on any of
 * several web servers; a finished upload joins the media library. A video's text tracks are
 * WebVTT files kept beside it (php/tracks.php); its rating, downloads and privacy are kept on
 * its attachment, a private video's file guarded (php/privacy.php). Settings → Blockpack →
 * Video sets the largest upload and whether videos are private by default (php/settings.php).
 * Visitors get an accessible control layer in the block's progress bar colours (php/controls.php,
 * view.ts).
 *
 * @package Blockpack
 */

namespace Blockpack\Extended_Blocks\Core_Video;

defined( 'ABSPATH' ) || exit;

require_once __DIR__ . '/php/settings.php';
require_once __DIR__ . '/php/upload-store.php';
require_once __DIR__ . '/php/tus-server.php';
require_once __DIR__ . '/php/tracks.php';
require_once __DIR__ . '/php/privacy.php';
require_once __DIR__ . '/php/controls.php';

/**
 * A video block for visitors. One with a VideoPress guid (Jetpack's extension saved it) plays
 * from WordPress.com: its figure holds the player's address for oEmbed, and gets the player's
 * iframe when oEmbed gave nothing (php/videopress.php). One from the media library follows its
 * file settings (php/privacy.php): a private video for members only, downloads hinted off. Each
 * one without a guid that has controls gets the control layer (php/controls.php). A filter, not
 * a render callback: core/video is core's block, rendered by core.
 *
 * @param string $content The block's markup.
 * @param array  $block   The block.
 * @return string
 */
function render_video( $content, $block ) {
	$attrs = isset( $block['attrs'] ) && is_array( $block['attrs'] ) ? $block['attrs'] : array();
	if ( isset( $attrs['guid'] ) ) {
		return \Blockpack\VideoPress\with_fallback_player( $content, 'wp-block-embed__wrapper', $attrs['guid'] );
	}
	if ( isset( $attrs['id'] ) && is_int( $attrs['id'] ) ) {
		$content = render_for_viewer( $content, $attrs['id'] );
	}
	return with_controls( $content, $attrs );
}
add_filter( 'render_block_core/video', __NAMESPACE__ . '\render_video', 10, 2 );
