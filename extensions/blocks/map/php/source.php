<?php
/**
 * Map: the map source the browser draws with, the same object in the editor
 * (`window.blockpackEditor.map.source`) and on the page (the view settings' `source`, printed
 * once before the view script, never written into the content, which a contributor could forge):
 * the site's Mapbox token, and the open raster tiles used without one (OpenStreetMap's by
 * default, filterable).
 *
 * @package Blockpack
 */

namespace Blockpack\Blocks\Map;

defined( 'ABSPATH' ) || exit;

/**
 * The open tile source used without a Mapbox token, checked after its filter: http(s) tile
 * addresses only, the attribution's HTML reduced to links, zoom and tile size in range.
 *
 * @return array{tiles: string[], attribution: string, maxZoom: int, tileSize: int}
 */
function tile_source() {
	$default = array(
		'tiles'       => array( 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' ),
		'attribution' => '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
		'maxZoom'     => 19,
		'tileSize'    => 256,
	);
	/**
	 * Filters the open tile source that maps use when the site has no Mapbox token (raster
	 * tiles in the `{z}/{x}/{y}` scheme). Respect the tile server's usage policy.
	 *
	 * @param array $source `tiles` (addresses with `{z}`, `{x}`, `{y}`), `attribution` (HTML:
	 *                      text and links), `maxZoom` (0–22), `tileSize` (pixels).
	 */
	$source = apply_filters( 'blockpack_map_tile_source', $default );
	$source = is_array( $source ) ? $source : array();

	$tiles = array();
	foreach ( isset( $source['tiles'] ) ? (array) $source['tiles'] : array() as $tile ) {
		if ( is_string( $tile ) && preg_match( '#^https?://[^\s"\'<>\\\\]+$#i', $tile ) ) {
			$tiles[] = $tile;
		}
	}
	$attribution = isset( $source['attribution'] ) && is_string( $source['attribution'] )
		? wp_kses(
			$source['attribution'],
			array(
				'a' => array(
					'href'   => true,
					'target' => true,
					'rel'    => true,
				),
			)
		)
		: '';
	$max_zoom  = isset( $source['maxZoom'] ) && is_numeric( $source['maxZoom'] ) ? (int) $source['maxZoom'] : $default['maxZoom'];
	$tile_size = isset( $source['tileSize'] ) && is_numeric( $source['tileSize'] ) ? (int) $source['tileSize'] : $default['tileSize'];
	if ( ! $tiles ) {
		// A filter that left no usable tile address: the default source, with its attribution.
		$tiles       = $default['tiles'];
		$attribution = $default['attribution'];
	}
	return array(
		'tiles'       => $tiles,
		'attribution' => $attribution,
		'maxZoom'     => min( 22, max( 0, $max_zoom ) ),
		'tileSize'    => in_array( $tile_size, array( 256, 512 ), true ) ? $tile_size : 256,
	);
}

/**
 * The map source: `{ accessToken, tiles, attribution, maxZoom, tileSize }`. With a token the
 * browser uses Mapbox's styles; without, the tiles.
 *
 * @return array
 */
function map_source() {
	return array( 'accessToken' => access_token() ) + tile_source();
}

/**
 * Adds the `map` section to the editor data: the source, and whether the user may change the
 * token (the sidebar's "Mapbox Access Token" panel). Only for users who can edit posts.
 *
 * @param array $data The editor data.
 * @return array
 */
function add_editor_data( $data ) {
	if ( current_user_can( 'edit_posts' ) ) {
		$data['map'] = array(
			'source'       => map_source(),
			'canManageKey' => current_user_can( 'manage_options' ),
		);
	}
	return $data;
}
add_filter( 'blockpack_editor_data', __NAMESPACE__ . '\add_editor_data' );

/**
 * Moves to the block's outer `div`: the first thing in the markup besides white space and
 * comments, when it is a `div`'s opening tag.
 *
 * @param \WP_HTML_Tag_Processor $html The block's markup.
 * @return bool Whether there is one (the processor then stands on it).
 */
function outer_div( \WP_HTML_Tag_Processor $html ) {
	while ( $html->next_token() ) {
		$type = $html->get_token_type();
		if ( '#comment' === $type || ( '#text' === $type && '' === trim( $html->get_modifiable_text() ) ) ) {
			continue;
		}
		return '#tag' === $type && 'DIV' === $html->get_tag() && ! $html->is_tag_closer();
	}
	return false;
}

/**
 * The saved height (`data-map-height`, whole pixels) as the inline custom property
 * `--blockpack-map-height`, for browsers without typed `attr()`: their CSS reads the height from
 * it, so any saved height is exact before any script, not only the editor's 10 px steps. Anything
 * but a whole number of pixels (1–10000) adds nothing; an inline style already there is kept.
 *
 * @param \WP_HTML_Tag_Processor $html The processor, standing on the outer `div`.
 */
function add_height_property( \WP_HTML_Tag_Processor $html ) {
	$height = $html->get_attribute( 'data-map-height' );
	if ( ! is_string( $height ) || ! preg_match( '/^[1-9][0-9]{0,4}$/', $height ) || (int) $height > 10000 ) {
		return;
	}
	$style = $html->get_attribute( 'style' );
	$style = is_string( $style ) ? trim( $style ) : '';
	$html->set_attribute( 'style', '--blockpack-map-height:' . $height . 'px;' . $style );
}

/**
 * A map on the page (called from render.php): its source printed for the view script (once a
 * page, through the shared view settings, php/view-settings.php), and, on the block's outer `div`
 * (see outer_div()), the saved height as an inline property. The saved markup is not changed
 * (this runs as the page is rendered); markup without an outer `div` is left as it is. A
 * `data-blockpack-map-source` in the content (where older versions wrote the source) is
 * dropped: nothing reads it.
 *
 * @param string $content The block's saved HTML.
 * @return string
 */
function render( $content ) {
	\Blockpack\add_view_settings( 'jetpack/map', array( 'source' => map_source() ) );
	if ( ! is_string( $content ) || '' === $content ) {
		return $content;
	}
	$html = new \WP_HTML_Tag_Processor( $content );
	if ( ! outer_div( $html ) ) {
		return $content;
	}
	$html->remove_attribute( 'data-blockpack-map-source' );
	add_height_property( $html );
	return $html->get_updated_html();
}
