<?php
/**
 * VideoPress players of old content: `core/video` blocks with a guid (Jetpack's VideoPress
 * extension) and `videopress/video` blocks keep playing from WordPress.com for visitors. Their
 * saved figure holds the player's address (`https://videopress.com/v/GUID?options`) on its own
 * line, which WordPress's oEmbed turns into the player (core knows `videopress.com/v/`); when
 * oEmbed fails (WordPress.com unreachable, an answer cached as unknown), the figure gets the
 * player's iframe instead, built here from the guid and the options the address states, as
 * Jetpack's fallback did. No request is made here and nothing is enqueued.
 *
 * New uploads never get a guid: the site hosts them (extended-blocks/core-video).
 *
 * @package Blockpack
 */

namespace Blockpack\VideoPress;

defined( 'ABSPATH' ) || exit;

/** A VideoPress guid. */
const GUID_PATTERN = '/^[A-Za-z0-9]{5,16}$/';

/** The player options an address may carry, with the pattern each value must match. */
const OPTIONS = array(
	'resizeToParent'  => '/^true$/',
	'cover'           => '/^true$/',
	'autoPlay'        => '/^true$/',
	'controls'        => '/^false$/',
	'loop'            => '/^true$/',
	'muted'           => '/^true$/',
	'persistVolume'   => '/^false$/',
	'playsinline'     => '/^true$/',
	'posterUrl'       => '#^https?://[^\s"<>]+$#',
	'preloadContent'  => '/^(?:metadata|auto|none)$/',
	'sbc'             => '/^#[0-9A-Fa-f]{6}$/',
	'sbpc'            => '/^#[0-9A-Fa-f]{6}$/',
	'sblc'            => '/^#[0-9A-Fa-f]{6}$/',
	'useAverageColor' => '/^true$/',
);

/**
 * Whether a value is a VideoPress guid.
 *
 * @param mixed $guid A value.
 * @return bool
 */
function is_guid( $guid ) {
	return is_string( $guid ) && 1 === preg_match( GUID_PATTERN, $guid );
}

/**
 * The player options of a saved player address, only those known and well-formed.
 *
 * @param string $html Markup holding the address.
 * @return array<string, string>|null The options, or null when the markup holds no address.
 */
function options_from_markup( $html ) {
	if ( ! preg_match( '#https://videopress\.com/v/([A-Za-z0-9]+)(\?[^\s<"]*)?#', $html, $m ) ) {
		return null;
	}
	$query = isset( $m[2] ) ? str_replace( '&amp;', '&', substr( $m[2], 1 ) ) : '';
	parse_str( $query, $args );
	$out = array();
	foreach ( OPTIONS as $name => $pattern ) {
		if ( isset( $args[ $name ] ) && is_string( $args[ $name ] ) && preg_match( $pattern, $args[ $name ] ) ) {
			$out[ $name ] = $args[ $name ];
		}
	}
	return $out;
}

/**
 * The player options a block's attributes ask for (Jetpack's current save: the options that
 * differ from the player's defaults).
 *
 * @param array $attributes The block's attributes.
 * @return array<string, string>
 */
function options_from_attributes( array $attributes ) {
	$a    = $attributes;
	$args = array(
		'resizeToParent' => 'true',
		'cover'          => 'true',
	);
	if ( ! empty( $a['autoplay'] ) ) {
		$args['autoPlay'] = 'true';
	}
	if ( isset( $a['controls'] ) && false === $a['controls'] ) {
		$args['controls'] = 'false';
	}
	if ( ! empty( $a['loop'] ) ) {
		$args['loop'] = 'true';
	}
	if ( ! empty( $a['muted'] ) ) {
		$args['muted']         = 'true';
		$args['persistVolume'] = 'false';
	}
	if ( ! empty( $a['playsinline'] ) ) {
		$args['playsinline'] = 'true';
	}
	if ( ! empty( $a['poster'] ) && is_string( $a['poster'] ) ) {
		$args['posterUrl'] = $a['poster'];
	}
	$preload = isset( $a['preload'] ) && is_string( $a['preload'] ) ? $a['preload'] : 'metadata';
	if ( 'none' !== $preload ) {
		$args['preloadContent'] = $preload;
	}
	foreach ( array(
		'seekbarColor'        => 'sbc',
		'seekbarPlayedColor'  => 'sbpc',
		'seekbarLoadingColor' => 'sblc',
	) as $attribute => $name ) {
		if ( ! empty( $a[ $attribute ] ) && is_string( $a[ $attribute ] ) ) {
			$args[ $name ] = $a[ $attribute ];
		}
	}
	if ( ! isset( $a['useAverageColor'] ) || $a['useAverageColor'] ) {
		$args['useAverageColor'] = 'true';
	}
	$out = array();
	foreach ( OPTIONS as $name => $pattern ) {
		if ( isset( $args[ $name ] ) && preg_match( $pattern, $args[ $name ] ) ) {
			$out[ $name ] = $args[ $name ];
		}
	}
	return $out;
}

/**
 * A player address with options.
 *
 * @param string                $kind    `v` (the address oEmbed knows) or `embed` (the iframe's).
 * @param string                $guid    The guid (checked by the caller).
 * @param array<string, string> $options Checked options.
 * @return string
 */
function player_url( $kind, $guid, array $options ) {
	return add_query_arg( array_map( 'rawurlencode', $options ), 'https://videopress.com/' . $kind . '/' . $guid );
}

/**
 * The player's iframe, for when oEmbed gave nothing: 16:9 until the player sizes itself.
 *
 * @param string                $guid    The guid.
 * @param array<string, string> $options The player options.
 * @return string Escaped markup.
 */
function fallback_iframe( $guid, array $options ) {
	return sprintf(
		'<iframe class="blockpack-videopress-player" title="%1$s" src="%2$s" width="640" height="360" style="display:block;width:100%%;height:auto;aspect-ratio:16/9;border:0" allowfullscreen allow="clipboard-write; fullscreen" loading="lazy"></iframe>',
		esc_attr__( 'VideoPress video player', 'blockpack' ),
		esc_url( player_url( 'embed', $guid, $options ) )
	);
}

/**
 * A saved VideoPress figure's wrapper, given the player when oEmbed left only the address
 * (plain, or made a link): the rest of the block's markup is kept as it is.
 *
 * @param string $html    The block's markup, after oEmbed ran on it.
 * @param string $wrapper The wrapper's class.
 * @param string $guid    The block's guid.
 * @return string
 */
function with_fallback_player( $html, $wrapper, $guid ) {
	if ( ! is_guid( $guid ) || false !== stripos( $html, '<iframe' ) ) {
		return $html;
	}
	$options = options_from_markup( $html );
	if ( null === $options ) {
		return $html;
	}
	$open = '<div class="' . $wrapper . '"';
	$at   = strpos( $html, $open );
	if ( false === $at ) {
		return $html;
	}
	$start = strpos( $html, '>', $at );
	$end   = false === $start ? false : strpos( $html, '</div>', $start );
	if ( false === $end ) {
		return $html;
	}
	return substr( $html, 0, $start + 1 ) . fallback_iframe( $guid, $options ) . substr( $html, $end );
}
