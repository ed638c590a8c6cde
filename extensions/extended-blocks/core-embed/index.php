<?php
/**
 * Embed variants of core/embed: Descript, Facebook, Instagram, Loom and SmartFrame links render
 * for visitors and in the editor's preview without a WordPress.com account.
 *
 * - Facebook and Instagram oEmbed needs an access token: their links become the services'
 *   public embed iframes (facebook.com/plugins/post.php or video.php, instagram.com/…/embed/).
 * - Loom and Descript links become their players' iframes, built from the id in the link.
 * - SmartFrame answers oEmbed without a token: it is registered as an oEmbed provider, and the
 *   markup it answers is reduced to SmartFrame's own iframe or embed script.
 *
 * Every link is matched against a strict pattern (the same rules as providers.ts in the
 * editor); only the validated parts are used, and every value is escaped where it is printed.
 * The embeds are plain iframes: nothing is enqueued, on these pages or on any other.
 *
 * @package Blockpack
 */

namespace Blockpack\Extended_Blocks\Core_Embed;

defined( 'ABSPATH' ) || exit;

/** A query string or fragment made only of URL-safe characters. */
const TAIL = '(?:[?\#][\w.~%&=+:/,;@!*\-]*)?';

/** The providers whose iframes are built here, with the names the editor shows. */
const PROVIDER_NAMES = array(
	'descript'  => 'Descript',
	'facebook'  => 'Facebook',
	'instagram' => 'Instagram',
	'loom'      => 'Loom',
);

/** SmartFrame links (an oEmbed provider). */
const SMARTFRAME_PATTERN = '#^https?://[a-z0-9](?:[a-z0-9\-]*[a-z0-9])?\.smartframe\.(?:io|net)/p/[\w.\-]+(?:/[\w.\-]+)*/?' . TAIL . '$#i';

/** SmartFrame's oEmbed endpoint. */
const SMARTFRAME_OEMBED = 'https://oembed.smartframe.io/';

/**
 * The URL patterns of the providers whose iframes are built here. The named group `id` holds
 * the content's id where the embed needs it.
 *
 * @return array<string, string[]>
 */
function patterns() {
	$facebook = 'https?://(?:www\.|m\.|web\.)?facebook\.com/';
	return array(
		'descript'  => array(
			'#^https?://share\.descript\.com/(?:view|embed)/(?P<id>[A-Za-z0-9]+)/?' . TAIL . '$#i',
		),
		'facebook'  => array(
			'#^' . $facebook . '[\w.\-]+/(?P<kind>posts|photos|videos)/[\w.\-/]+' . TAIL . '$#i',
			'#^' . $facebook . '(?P<kind>permalink\.php|photo\.php|photo/?|video\.php|watch/?)\?[\w.%&=\-]*(?:story_fbid|fbid|v)=[\w.\-]+[\w.%&=\-]*$#i',
			'#^' . $facebook . '(?P<kind>reel|share/[pvr])/[\w\-]+/?' . TAIL . '$#i',
		),
		'instagram' => array(
			'#^https?://(?:www\.)?(?:instagram\.com|instagr\.am)/(?:[\w.]+/)?(?P<kind>p|reel|tv)/(?P<id>[\w\-]+)/?' . TAIL . '$#i',
		),
		'loom'      => array(
			'#^https?://(?:www\.)?loom\.com/(?:share|embed)/(?P<id>[0-9a-f]{32})/?' . TAIL . '$#i',
		),
	);
}

/**
 * Which provider a link belongs to, with the parts its embed is built from.
 *
 * @param mixed $url A link.
 * @return array{provider: string, id: string, kind: string, url: string}|null Null when the
 *                                                                             link matches no pattern.
 */
function match_url( $url ) {
	if ( ! is_string( $url ) ) {
		return null;
	}
	$url = trim( $url );
	foreach ( patterns() as $provider => $regexes ) {
		foreach ( $regexes as $regex ) {
			if ( preg_match( $regex, $url, $m ) ) {
				return array(
					'provider' => $provider,
					'id'       => isset( $m['id'] ) ? $m['id'] : '',
					'kind'     => isset( $m['kind'] ) ? strtolower( $m['kind'] ) : '',
					'url'      => $url,
				);
			}
		}
	}
	return null;
}

/**
 * The iframe for a matched link: its address and size.
 *
 * @param array{provider: string, id: string, kind: string, url: string} $match From match_url().
 * @return array{src: string, width: int, height: int, type: string, title: string}
 */
function iframe_for( array $match ) {
	switch ( $match['provider'] ) {
		case 'loom':
			return array(
				'src'    => 'https://www.loom.com/embed/' . rawurlencode( strtolower( $match['id'] ) ),
				'width'  => 640,
				'height' => 360,
				'type'   => 'video',
				'title'  => __( 'Loom video', 'blockpack' ),
			);
		case 'descript':
			return array(
				'src'    => 'https://share.descript.com/embed/' . rawurlencode( $match['id'] ),
				'width'  => 640,
				'height' => 360,
				'type'   => 'video',
				'title'  => __( 'Descript video', 'blockpack' ),
			);
		case 'instagram':
			return array(
				'src'    => 'https://www.instagram.com/' . $match['kind'] . '/' . rawurlencode( $match['id'] ) . '/embed/',
				'width'  => 540,
				'height' => 680,
				'type'   => 'rich',
				'title'  => __( 'Instagram post', 'blockpack' ),
			);
		default:
			// Facebook: videos and reels use the video plugin, everything else the post plugin.
			$video = in_array( $match['kind'], array( 'videos', 'video.php', 'watch', 'watch/', 'reel', 'share/v', 'share/r' ), true );
			$href  = preg_replace( '#^https?://(?:www\.|m\.|web\.)?facebook\.com/#i', 'https://www.facebook.com/', $match['url'] );
			return array(
				'src'    => add_query_arg(
					$video
						? array(
							'href'      => rawurlencode( $href ),
							'show_text' => 'false',
							'width'     => 560,
						)
						: array(
							'href'      => rawurlencode( $href ),
							'show_text' => 'true',
							'width'     => 500,
						),
					'https://www.facebook.com/plugins/' . ( $video ? 'video.php' : 'post.php' )
				),
				'width'  => $video ? 560 : 500,
				'height' => $video ? 315 : 680,
				'type'   => $video ? 'video' : 'rich',
				'title'  => $video ? __( 'Facebook video', 'blockpack' ) : __( 'Facebook post', 'blockpack' ),
			);
	}
}

/**
 * The embed markup for a link, or '' when the link is not one of ours.
 *
 * @param mixed $url A link.
 * @return string An iframe.
 */
function embed_html( $url ) {
	$match = match_url( $url );
	if ( ! $match ) {
		return '';
	}
	$frame = iframe_for( $match );
	return sprintf(
		'<iframe src="%1$s" width="%2$d" height="%3$d" title="%4$s" frameborder="0" allowfullscreen loading="lazy"></iframe>',
		esc_url( $frame['src'] ),
		(int) $frame['width'],
		(int) $frame['height'],
		esc_attr( $frame['title'] )
	);
}

/**
 * Embed handler for visitors (the embed block's URL line, auto-embeds, [embed] shortcodes).
 *
 * @param array  $matches The handler pattern's matches (unused: the link is matched again).
 * @param array  $attr    Embed attributes.
 * @param string $url     The link.
 * @return string|false The iframe, or false to let other handlers try.
 */
function handle_embed( $matches, $attr, $url ) {
	unset( $matches, $attr );
	$html = embed_html( $url );
	return '' === $html ? false : $html;
}

/**
 * Registers the embed handlers and the SmartFrame oEmbed provider.
 */
function register_embeds() {
	foreach ( patterns() as $provider => $regexes ) {
		foreach ( $regexes as $i => $regex ) {
			wp_embed_register_handler( 'blockpack-' . $provider . '-' . $i, $regex, __NAMESPACE__ . '\handle_embed' );
		}
	}
	wp_oembed_add_provider( SMARTFRAME_PATTERN, SMARTFRAME_OEMBED, true );
}
add_action( 'init', __NAMESPACE__ . '\register_embeds' );

/**
 * Answers the editor's oEmbed proxy (`GET /oembed/1.0/proxy`) for our providers' links with
 * the same iframe visitors get and the provider's name, from which the editor keeps the
 * block's `providerNameSlug`. Runs after core's permission check (edit_posts); other links
 * go on to core's own handling.
 *
 * @param mixed            $result  A result from an earlier filter, or null.
 * @param \WP_REST_Request $request The request.
 * @param string           $route   The matched route.
 * @return mixed
 */
function answer_proxy( $result, $request, $route ) {
	if ( null !== $result || '/oembed/1.0/proxy' !== $route ) {
		return $result;
	}
	$match = match_url( $request['url'] );
	if ( ! $match ) {
		return $result;
	}
	$frame = iframe_for( $match );
	return array(
		'version'       => '1.0',
		'type'          => $frame['type'],
		'provider_name' => PROVIDER_NAMES[ $match['provider'] ],
		'width'         => $frame['width'],
		'height'        => $frame['height'],
		'html'          => embed_html( $match['url'] ),
	);
}
add_filter( 'rest_dispatch_request', __NAMESPACE__ . '\answer_proxy', 10, 3 );

/**
 * Whether an address is on SmartFrame's own hosts over https.
 *
 * @param string $src An address.
 * @return bool
 */
function is_smartframe_src( $src ) {
	$parts = wp_parse_url( html_entity_decode( $src, ENT_QUOTES ) );
	return is_array( $parts )
		&& isset( $parts['scheme'], $parts['host'] )
		&& 'https' === strtolower( $parts['scheme'] )
		&& preg_match( '/(?:^|\.)smartframe\.(?:io|net)$/i', $parts['host'] );
}

/**
 * Reduces SmartFrame's oEmbed markup to SmartFrame's own iframe or embed script (a script with
 * a source on SmartFrame's hosts and nothing inside). Anything else gives no embed.
 *
 * @param string|false $html The markup built from the oEmbed answer.
 * @param object       $data The oEmbed answer.
 * @param string       $url  The link.
 * @return string|false
 */
function filter_smartframe( $html, $data, $url ) {
	unset( $data );
	if ( false === $html || ! is_string( $url ) || ! preg_match( SMARTFRAME_PATTERN, $url ) ) {
		return $html;
	}
	$allowed = array(
		'iframe' => array(
			'src'             => true,
			'width'           => true,
			'height'          => true,
			'title'           => true,
			'frameborder'     => true,
			'allowfullscreen' => true,
			'loading'         => true,
			'style'           => true,
		),
		'script' => array(
			'src'            => true,
			'data-image-id'  => true,
			'data-width'     => true,
			'data-max-width' => true,
		),
	);
	$clean = trim( wp_kses( (string) $html, $allowed ) );
	// A script must load from SmartFrame and carry no code of its own.
	if ( '' === $clean || preg_match( '#<script[^>]*>[^<]+</script>#i', $clean ) ) {
		return false;
	}
	$tags  = new \WP_HTML_Tag_Processor( $clean );
	$found = 0;
	while ( $tags->next_tag() ) {
		if ( $tags->is_tag_closer() ) {
			continue;
		}
		$src = $tags->get_attribute( 'src' );
		if ( ! is_string( $src ) || ! is_smartframe_src( $src ) ) {
			return false;
		}
		++$found;
	}
	return $found > 0 ? $clean : false;
}
add_filter( 'oembed_dataparse', __NAMESPACE__ . '\filter_smartframe', 20, 3 );
