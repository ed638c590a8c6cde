<?php
/**
 * GIF: the site's GIPHY API key (a setting in Settings → Writing, given to the editor only),
 * and the front-end rendering (called from render.php).
 *
 * @package Blockpack
 */

namespace Blockpack\Blocks\Gif;

defined( 'ABSPATH' ) || exit;

/** The option that holds the site's GIPHY API key. */
const OPTION = 'blockpack_giphy_api_key';

/** The padding of a block without a usable `paddingTop`. */
const DEFAULT_PADDING_TOP = '56.2%';

/**
 * Registers the API key setting. Over REST it is in `/wp/v2/settings`, which only users who can
 * `manage_options` may read or write.
 */
function register_settings() {
	register_setting(
		'writing',
		OPTION,
		array(
			'type'              => 'string',
			'label'             => __( 'GIPHY API key', 'blockpack' ),
			'description'       => __( 'The key the GIF block uses to search GIPHY.', 'blockpack' ),
			'sanitize_callback' => __NAMESPACE__ . '\sanitize_api_key',
			'show_in_rest'      => array(
				'name'   => OPTION,
				'schema' => array(
					'type'      => 'string',
					'maxLength' => 64,
					'pattern'   => '^[A-Za-z0-9]*$',
				),
			),
			'default'           => '',
		)
	);
}
add_action( 'init', __NAMESPACE__ . '\register_settings' );

/**
 * Keeps a key to what GIPHY issues: letters and digits, at most 64.
 *
 * @param mixed $value The submitted value.
 * @return string The key, or an empty string.
 */
function sanitize_api_key( $value ) {
	$value = is_string( $value ) ? trim( $value ) : '';
	return preg_match( '/^[A-Za-z0-9]{1,64}$/', $value ) ? $value : '';
}

/**
 * The key, sanitized.
 *
 * @return string
 */
function api_key() {
	return sanitize_api_key( get_option( OPTION, '' ) );
}

/**
 * Adds the field to Settings → Writing.
 */
function add_settings_field() {
	\add_settings_field(
		OPTION,
		__( 'GIPHY API key', 'blockpack' ),
		__NAMESPACE__ . '\print_settings_field',
		'writing',
		'default',
		array( 'label_for' => OPTION )
	);
}
add_action( 'admin_init', __NAMESPACE__ . '\add_settings_field' );

/**
 * Prints the key field.
 */
function print_settings_field() {
	printf(
		'<input type="text" class="regular-text code" id="%1$s" name="%1$s" value="%2$s" autocomplete="off" spellcheck="false" aria-describedby="%1$s-description" />',
		esc_attr( OPTION ),
		esc_attr( api_key() )
	);
	printf(
		'<p class="description" id="%1$s-description">%2$s</p>',
		esc_attr( OPTION ),
		esc_html__( 'The GIF block searches GIPHY with this key. Get one at developers.giphy.com.', 'blockpack' )
	);
}

/**
 * The address of the settings screen that holds the key.
 *
 * @return string
 */
function settings_url() {
	return admin_url( 'options-writing.php' );
}

/**
 * Adds what the block needs to the editor data (`window.blockpackEditor.gif`): the key, and
 * where it is set. Only for users who can edit posts (the editor is theirs).
 *
 * @param array $data The editor data.
 * @return array
 */
function add_editor_data( $data ) {
	if ( current_user_can( 'edit_posts' ) ) {
		$data['gif'] = array(
			'apiKey'      => api_key(),
			'settingsUrl' => current_user_can( 'manage_options' ) ? settings_url() : '',
		);
	}
	return $data;
}
add_filter( 'blockpack_editor_data', __NAMESPACE__ . '\add_editor_data' );

/**
 * Whether a URL is a GIPHY embed page (what `giphyUrl` holds).
 *
 * @param mixed $url The attribute.
 * @return bool
 */
function is_embed_url( $url ) {
	return is_string( $url ) && (bool) preg_match( '#^https://giphy\.com/embed/[A-Za-z0-9]+$#', $url );
}

/**
 * Whether a URL may be printed as an image or link: http(s) only.
 *
 * @param mixed $url The attribute.
 * @return bool
 */
function is_web_url( $url ) {
	return is_string( $url ) && (bool) preg_match( '#^https?://[^\s"\'<>]+$#i', $url );
}

/**
 * The alignment class of a block that relies on the default alignment (center): WordPress adds
 * the class only for an `align` stored in the block's comment.
 *
 * @param array $attributes The block's attributes, defaults applied.
 * @return string Such as `aligncenter`, or an empty string.
 */
function default_align_class( $attributes ) {
	$stored = \WP_Block_Supports::$block_to_render['attrs'] ?? array();
	if ( isset( $stored['align'] ) || ! isset( $attributes['align'] ) ) {
		return '';
	}
	return in_array( $attributes['align'], array( 'left', 'center', 'right', 'wide', 'full' ), true )
		? 'align' . $attributes['align'] : '';
}

/**
 * The block's markup for visitors: GIPHY's player in a frame, or (content saved by Jetpack's
 * Tumblr version) the image, keeping the GIF's proportions; the caption below.
 *
 * @param array $attributes The block's attributes.
 * @return string HTML, escaped; empty when there is no GIF.
 */
function render( $attributes ) {
	$giphy_url = isset( $attributes['giphyUrl'] ) && is_embed_url( $attributes['giphyUrl'] ) ? $attributes['giphyUrl'] : '';
	$gif_url   = isset( $attributes['gifUrl'] ) && is_web_url( $attributes['gifUrl'] ) ? $attributes['gifUrl'] : '';
	if ( '' === $giphy_url && '' === $gif_url ) {
		return '';
	}
	$padding_top = isset( $attributes['paddingTop'] ) && is_string( $attributes['paddingTop'] )
		&& preg_match( '/^\d{1,4}(\.\d{1,4})?%$/', $attributes['paddingTop'] )
		? $attributes['paddingTop'] : DEFAULT_PADDING_TOP;
	$search_text = isset( $attributes['searchText'] ) && is_string( $attributes['searchText'] ) ? $attributes['searchText'] : '';
	$caption     = isset( $attributes['caption'] ) && is_string( $attributes['caption'] ) ? $attributes['caption'] : '';
	$style       = 'padding-top:' . $padding_top . ';width:100%;';

	$html = '<div ' . get_block_wrapper_attributes( array( 'class' => default_align_class( $attributes ) ) ) . '><figure>';
	$html .= '<div class="wp-block-jetpack-gif-wrapper" style="' . esc_attr( $style ) . '">';
	if ( '' !== $gif_url ) {
		$html .= '<img src="' . esc_url( $gif_url ) . '" alt="' . esc_attr( $search_text ) . '" />';
	} else {
		$title = '' !== $search_text ? $search_text : __( 'GIF', 'blockpack' );
		$html .= '<iframe src="' . esc_url( $giphy_url ) . '" title="' . esc_attr( $title ) . '" loading="lazy" allowfullscreen></iframe>';
	}
	$html .= '</div>';
	if ( '' !== trim( wp_strip_all_tags( $caption ) ) ) {
		$html .= '<figcaption class="wp-block-jetpack-gif-caption gallery-caption">' . wp_kses_post( $caption ) . '</figcaption>';
	}
	$attribution_url  = isset( $attributes['attributionUrl'] ) && is_web_url( $attributes['attributionUrl'] ) ? $attributes['attributionUrl'] : '';
	$attribution_name = isset( $attributes['attributionName'] ) && is_string( $attributes['attributionName'] ) ? $attributes['attributionName'] : '';
	if ( '' !== $gif_url && '' !== $attribution_url && '' !== $attribution_name ) {
		$html .= '<figcaption class="wp-block-jetpack-gif-attribution"><a href="' . esc_url( $attribution_url ) . '" target="_blank" rel="noopener noreferrer">'
			/* translators: %s: the name of the blog that posted the GIF. */
			. esc_html( sprintf( __( 'GIF by %s on Tumblr', 'blockpack' ), $attribution_name ) )
			. '</a></figcaption>';
	}
	$html .= '</figure></div>';
	return $html;
}
