<?php
/**
 * Tiled Gallery: images without an image service. The saved markup stays as the editor wrote it
 * (so the block stays valid); when WordPress renders the block for visitors, each image becomes
 * the site's own file of the attachment (`data-id`) with a `srcset` of WordPress's own sizes of
 * it and a `sizes` that follows the column's share of the gallery's width, and `width`/`height`
 * so the browser reserves its room (no layout shift). Addresses of an image service (Photon,
 * `i0.wp.com`) in older content become the original file's. Core's filters apply
 * (`wp_get_attachment_image_src`, `wp_calculate_image_srcset`), so a site with an image CDN
 * filter keeps it. Square and circle tiles are cropped by CSS (`object-fit`), never by a resized
 * copy. Columns saved without a width get one, from their images' ratios, so CSS alone lines the
 * rows up.
 *
 * @package Blockpack
 */

namespace Blockpack\Blocks\Tiled_Gallery;

defined( 'ABSPATH' ) || exit;

/** Gap between images, in px (as in style.scss and layout/mosaic.ts). */
const GUTTER = 4;

/** The width the gallery's share is counted against when the theme does not say. */
const FALLBACK_WIDTH = 1200;

/**
 * Rewrites the gallery's images for visitors (called from render.php).
 *
 * @param array  $attrs   The block's attributes.
 * @param string $content The block's saved HTML.
 * @return string The HTML visitors get.
 */
function render( $attrs, $content ) {
	if ( ! is_string( $content ) || false === strpos( $content, 'tiled-gallery__item' ) || ! class_exists( '\WP_HTML_Tag_Processor' ) ) {
		return $content;
	}
	$attrs     = is_array( $attrs ) ? $attrs : array();
	$structure = read_structure( $content );
	$widths    = missing_column_widths( $structure );
	$gallery   = gallery_width( $structure['align'] );
	// One query for all the gallery's attachments and their meta, not two per image.
	if ( preg_match_all( '/\bdata-id="(\d+)"/', $content, $ids ) && function_exists( '_prime_post_caches' ) ) {
		_prime_post_caches( array_unique( array_map( 'intval', $ids[1] ) ), false, true );
	}

	$tags    = new \WP_HTML_Tag_Processor( $content );
	$first   = true;
	$row     = -1;
	$col     = -1;
	$squares = $structure['squareish'];
	while ( $tags->next_tag() ) {
		if ( $first ) {
			$first = false;
			if ( isset( $attrs['imageCrop'] ) && false === $attrs['imageCrop'] ) {
				$tags->add_class( 'is-not-cropped' );
			}
			continue;
		}
		$tag = $tags->get_tag();
		if ( 'DIV' === $tag && $tags->has_class( 'tiled-gallery__row' ) ) {
			++$row;
			$col = -1;
		} elseif ( 'DIV' === $tag && $tags->has_class( 'tiled-gallery__col' ) && $row >= 0 ) {
			++$col;
			if ( isset( $widths[ $row ][ $col ] ) ) {
				$tags->set_attribute( 'style', 'flex-basis:' . $widths[ $row ][ $col ] . '%' );
			}
		} elseif ( 'IMG' === $tag && $row >= 0 && $col >= 0 ) {
			$share = isset( $structure['shares'][ $row ][ $col ] ) ? $structure['shares'][ $row ][ $col ] : 1;
			if ( isset( $widths[ $row ][ $col ] ) ) {
				$share = $widths[ $row ][ $col ] / 100;
			}
			rewrite_image( $tags, $share, $squares, $gallery );
		}
	}
	return $tags->get_updated_html();
}

/**
 * The gallery's rows and columns, as saved: layout, alignment, each column's saved share of the
 * row (null when it has no `flex-basis`) and its images' ratios.
 *
 * @param string $content The saved HTML.
 * @return array{squareish: bool, align: string, shares: array, ratios: array}
 */
function read_structure( $content ) {
	$tags      = new \WP_HTML_Tag_Processor( $content );
	$structure = array(
		'squareish' => false,
		'align'     => '',
		'shares'    => array(),
		'ratios'    => array(),
	);
	if ( ! $tags->next_tag() ) {
		return $structure;
	}
	$structure['squareish'] = $tags->has_class( 'is-style-square' ) || $tags->has_class( 'is-style-circle' );
	foreach ( array( 'full', 'wide' ) as $align ) {
		if ( $tags->has_class( 'align' . $align ) ) {
			$structure['align'] = $align;
		}
	}
	$row     = -1;
	$col     = -1;
	$columns = array();
	while ( $tags->next_tag() ) {
		$tag = $tags->get_tag();
		if ( 'DIV' === $tag && $tags->has_class( 'tiled-gallery__row' ) ) {
			++$row;
			$col                         = -1;
			$structure['shares'][ $row ] = array();
			$structure['ratios'][ $row ] = array();
			$columns[ $row ]             = 0;
			$class                       = (string) $tags->get_attribute( 'class' );
			if ( preg_match( '/\bcolumns-(\d+)\b/', $class, $match ) ) {
				$columns[ $row ] = (int) $match[1];
			}
		} elseif ( 'DIV' === $tag && $tags->has_class( 'tiled-gallery__col' ) && $row >= 0 ) {
			++$col;
			$style                                = (string) $tags->get_attribute( 'style' );
			$structure['shares'][ $row ][ $col ]  = preg_match( '/flex-basis:\s*([0-9.]+)%/', $style, $match ) ? (float) $match[1] / 100 : null;
			$structure['ratios'][ $row ][ $col ]  = array();
		} elseif ( 'IMG' === $tag && $row >= 0 && $col >= 0 ) {
			$structure['ratios'][ $row ][ $col ][] = image_ratio( $tags->get_attribute( 'data-width' ), $tags->get_attribute( 'data-height' ) );
		}
	}
	// Square and circle tiles: each column is one of the row's `columns-N` equal shares.
	if ( $structure['squareish'] ) {
		foreach ( $structure['shares'] as $r => $shares ) {
			$count = $columns[ $r ] ? $columns[ $r ] : max( 1, count( $shares ) );
			foreach ( array_keys( $shares ) as $c ) {
				$structure['shares'][ $r ][ $c ] = 1 / $count;
			}
		}
	}
	return $structure;
}

/**
 * Width / height, 1 when unknown.
 *
 * @param mixed $width  Width.
 * @param mixed $height Height.
 * @return float
 */
function image_ratio( $width, $height ) {
	$width  = is_numeric( $width ) ? (float) $width : 0;
	$height = is_numeric( $height ) ? (float) $height : 0;
	return $width > 0 && $height > 0 ? $width / $height : 1.0;
}

/**
 * Widths (percent, five decimals) for mosaic and column rows saved without any, or with widths
 * that do not fit the row (a column without one, or shares that do not add up to the row, as
 * widths saved for another shape do): each column's share follows its images' ratios with the
 * gutters counted (the rule of layout/mosaic.ts `rowColumnWidths`), for a gallery of the
 * theme's content width. The editor leaves such widths as saved until the gallery is edited.
 *
 * @param array $structure From read_structure().
 * @return array Rows of widths, only for rows whose saved widths do not fit.
 */
function missing_column_widths( $structure ) {
	if ( $structure['squareish'] ) {
		return array();
	}
	$width  = gallery_width( $structure['align'] )['px'];
	$result = array();
	foreach ( $structure['shares'] as $r => $shares ) {
		if ( ! $shares || widths_fit_row( $shares ) ) {
			continue; // Widths were saved (or the row is empty).
		}
		$result[ $r ] = row_widths( $structure['ratios'][ $r ], $width );
	}
	return $result;
}

/**
 * Whether a row's saved shares lay it out: one for every column, adding up to the whole row
 * (within a percent: Jetpack rounds each to five decimals).
 *
 * @param array $shares The row's shares (0–1, null for a column without one).
 * @return bool
 */
function widths_fit_row( $shares ) {
	if ( in_array( null, $shares, true ) ) {
		return false;
	}
	return abs( array_sum( $shares ) - 1 ) <= 0.01;
}

/**
 * One row's column widths in percent of the row less its gutters.
 *
 * @param array $columns Per column, its images' ratios.
 * @param float $width   The gallery's width in px.
 * @return array Percent strings.
 */
function row_widths( $columns, $width ) {
	$ratios   = array();
	$gutters  = 0;
	$row_with = $width - GUTTER * ( count( $columns ) - 1 );
	foreach ( $columns as $c => $images ) {
		$inverse      = 0;
		foreach ( $images as $ratio ) {
			$inverse += 1 / $ratio;
		}
		$ratios[ $c ] = $inverse > 0 ? 1 / $inverse : 1;
		$gutters     += $ratios[ $c ] * GUTTER * max( 0, count( $images ) - 1 );
	}
	$height = ( $row_with + $gutters ) / array_sum( $ratios );
	$widths = array();
	foreach ( $columns as $c => $images ) {
		$widths[ $c ] = number_format( ( $height - GUTTER * max( 0, count( $images ) - 1 ) ) * $ratios[ $c ] / $row_with * 100, 5, '.', '' );
	}
	return $widths;
}

/**
 * The gallery's largest width: the whole window for full width, else the theme's wide or content
 * width (theme.json, or the classic `$content_width`).
 *
 * @param string $align '', 'wide' or 'full'.
 * @return array{px: float, full: bool}
 */
function gallery_width( $align ) {
	if ( 'full' === $align ) {
		return array(
			'px'   => (float) FALLBACK_WIDTH,
			'full' => true,
		);
	}
	$px = 0;
	if ( function_exists( 'wp_get_global_settings' ) ) {
		$layout = wp_get_global_settings( array( 'layout' ) );
		$key    = 'wide' === $align ? 'wideSize' : 'contentSize';
		if ( is_array( $layout ) && isset( $layout[ $key ] ) && is_string( $layout[ $key ] ) && preg_match( '/^\s*(\d+(?:\.\d+)?)px\s*$/', $layout[ $key ], $match ) ) {
			$px = (float) $match[1];
		}
	}
	if ( ! $px && ! empty( $GLOBALS['content_width'] ) && is_numeric( $GLOBALS['content_width'] ) ) {
		$px = (float) $GLOBALS['content_width'];
	}
	return array(
		'px'   => $px > 0 ? $px : (float) FALLBACK_WIDTH,
		'full' => false,
	);
}

/**
 * The `sizes` of an image that takes `$share` of the gallery's width.
 *
 * @param float $share   The image's width over the gallery's (0–1, more for a cropped tile).
 * @param array $gallery From gallery_width().
 * @return string
 */
function sizes_for( $share, $gallery ) {
	// Above 1 for landscape images in square tiles (they are shown at the tile's height).
	$share = max( 0.01, min( 4, (float) $share ) );
	$vw    = rtrim( rtrim( number_format( $share * 100, 2, '.', '' ), '0' ), '.' );
	if ( $gallery['full'] ) {
		return $vw . 'vw';
	}
	$max = (int) round( $gallery['px'] );
	return sprintf( '(max-width: %1$dpx) %2$svw, %3$dpx', $max, $vw, (int) ceil( $gallery['px'] * $share ) );
}

/**
 * The original file behind an image-service (Photon) address, or the address unchanged.
 *
 * @param string $url An image address.
 * @return string
 */
function original_url( $url ) {
	$parts = wp_parse_url( $url );
	if ( empty( $parts['host'] ) || ! preg_match( '/^i[0-3]\.wp\.com$/i', $parts['host'] ) || empty( $parts['path'] ) ) {
		return $url;
	}
	$path = ltrim( $parts['path'], '/' );
	if ( '' === $path || false === strpos( $path, '/' ) ) {
		return $url;
	}
	return 'https://' . $path;
}

/**
 * The image's ratio as `W/H`, from its saved data (the original's size), else the given size.
 *
 * @param \WP_HTML_Tag_Processor $img    The processor, on the image.
 * @param int                    $width  Fallback width.
 * @param int                    $height Fallback height.
 * @return string
 */
function aspect_ratio( $img, $width, $height ) {
	$data_width  = $img->get_attribute( 'data-width' );
	$data_height = $img->get_attribute( 'data-height' );
	if ( is_string( $data_width ) && preg_match( '/^\d+$/', $data_width ) && is_string( $data_height ) && preg_match( '/^\d+$/', $data_height ) && (int) $data_width > 0 && (int) $data_height > 0 ) {
		return (int) $data_width . '/' . (int) $data_height;
	}
	return $width . '/' . $height;
}

/**
 * Rewrites one `img` (the processor is on it).
 *
 * @param \WP_HTML_Tag_Processor $img       The processor, on the image.
 * @param float                  $share     The column's share of the gallery's width.
 * @param bool                   $squareish Whether tiles are squares (square and circle).
 * @param array                  $gallery   From gallery_width().
 */
function rewrite_image( $img, $share, $squareish, $gallery ) {
	$ratio = image_ratio( $img->get_attribute( 'data-width' ), $img->get_attribute( 'data-height' ) );
	// A square tile shows a landscape image at its height: it needs `ratio` times the width.
	$need = $squareish ? $share * max( 1, $ratio ) : $share;
	$id   = $img->get_attribute( 'data-id' );
	$id   = is_string( $id ) && preg_match( '/^\d+$/', $id ) ? (int) $id : 0;

	if ( $id && wp_attachment_is_image( $id ) ) {
		$source = wp_get_attachment_image_src( $id, 'large' );
		if ( is_array( $source ) && ! empty( $source[0] ) ) {
			$width  = (int) $source[1];
			$height = (int) $source[2];
			$img->set_attribute( 'src', $source[0] );
			if ( $width > 0 && $height > 0 ) {
				$img->set_attribute( 'width', (string) $width );
				$img->set_attribute( 'height', (string) $height );
				if ( ! $squareish ) {
					// The saved ratio, exactly: a size's rounded pixels (or a srcset candidate's)
					// must not move the row by a fraction of a pixel once the file arrives.
					$img->set_attribute( 'style', 'aspect-ratio:' . aspect_ratio( $img, $width, $height ) );
				}
				$srcset = wp_calculate_image_srcset( array( $width, $height ), $source[0], wp_get_attachment_metadata( $id ), $id );
				if ( $srcset ) {
					$img->set_attribute( 'srcset', $srcset );
					$img->set_attribute( 'sizes', sizes_for( $need, $gallery ) );
				}
			}
			return;
		}
	}

	// Not an attachment of this site: keep the image, without an image service in between. The
	// saved `data-url` is used only when it is an http(s) address or a path on the site.
	$src = $img->get_attribute( 'src' );
	if ( is_string( $src ) && '' !== $src && original_url( $src ) !== $src ) {
		$url = $img->get_attribute( 'data-url' );
		$img->set_attribute( 'src', \Blockpack\Validation\is_http_or_relative_url( $url ) ? original_url( $url ) : original_url( $src ) );
	}
	$width  = $img->get_attribute( 'data-width' );
	$height = $img->get_attribute( 'data-height' );
	if ( null === $img->get_attribute( 'width' ) && is_string( $width ) && preg_match( '/^\d+$/', $width ) && is_string( $height ) && preg_match( '/^\d+$/', $height ) && (int) $width > 0 && (int) $height > 0 ) {
		$img->set_attribute( 'width', $width );
		$img->set_attribute( 'height', $height );
	}
}
