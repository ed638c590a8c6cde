<?php
/**
 * VideoPress (`videopress/video`): Jetpack's VideoPress block, kept so that its posts play from
 * WordPress.com for visitors: the player through WordPress's oEmbed (core knows
 * `videopress.com/v/`, answers are cached with the post), its iframe when oEmbed gives nothing
 * (php/videopress.php). The block is not offered for new videos.
 *
 * @package Blockpack
 */

namespace Blockpack\Blocks\VideoPress_Video;

use function Blockpack\VideoPress\fallback_iframe;
use function Blockpack\VideoPress\is_guid;
use function Blockpack\VideoPress\options_from_attributes;
use function Blockpack\VideoPress\player_url;

defined( 'ABSPATH' ) || exit;

/**
 * The block's markup for visitors.
 *
 * @param array $attributes The block's attributes.
 * @return string Escaped markup, empty without a valid guid.
 */
function render( array $attributes ) {
	$guid = isset( $attributes['guid'] ) ? $attributes['guid'] : null;
	if ( ! is_guid( $guid ) ) {
		return '';
	}
	$options = options_from_attributes( $attributes );
	$player  = '';
	if ( isset( $GLOBALS['wp_embed'] ) && $GLOBALS['wp_embed'] instanceof \WP_Embed ) {
		$player = (string) $GLOBALS['wp_embed']->shortcode( array(), player_url( 'v', $guid, $options ) );
	}
	if ( false === stripos( $player, '<iframe' ) ) {
		$player = fallback_iframe( $guid, $options );
	}
	$style     = '';
	$max_width = isset( $attributes['maxWidth'] ) && is_string( $attributes['maxWidth'] ) ? $attributes['maxWidth'] : '100%';
	if ( '100%' !== $max_width && preg_match( '/^\d+(?:\.\d+)?(?:px|%|em|rem|vw)$/', $max_width ) ) {
		$style = 'max-width:' . $max_width . ';margin:auto';
	}
	$caption = isset( $attributes['caption'] ) && is_string( $attributes['caption'] ) ? trim( $attributes['caption'] ) : '';
	return sprintf(
		'<figure %1$s><div class="jetpack-videopress-player__wrapper">%2$s</div>%3$s</figure>',
		get_block_wrapper_attributes(
			array(
				'class' => 'wp-block-jetpack-videopress jetpack-videopress-player',
				'style' => $style,
			)
		),
		$player, // oEmbed's answer from a provider WordPress trusts, or our escaped iframe.
		'' === $caption ? '' : '<figcaption class="wp-element-caption">' . wp_kses_post( $caption ) . '</figcaption>'
	);
}
