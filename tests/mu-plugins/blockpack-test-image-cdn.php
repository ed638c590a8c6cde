<?php
/**
 * Test-only: an image CDN filter, as a site might have one, active for requests that send
 * `X-Blockpack-Test-Cdn: 1`. It rewrites the addresses in core's srcset, to show that the Tiled
 * Gallery's images go through core's filters.
 *
 * @package Blockpack
 */

add_filter(
	'wp_calculate_image_srcset',
	function ( $sources ) {
		if ( empty( $_SERVER['HTTP_X_BLOCKPACK_TEST_CDN'] ) || ! is_array( $sources ) ) {
			return $sources;
		}
		foreach ( $sources as $width => $source ) {
			$sources[ $width ]['url'] = preg_replace( '#^https?://[^/]+#', 'https://cdn.example.test', $source['url'] );
		}
		return $sources;
	}
);
