<?php
/**
 * GIF: the site's GIPHY API key (a section of Settings → Blockpack, given to the editor only),
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
 * The GIF section of Settings → Blockpack (php/settings.php): the API key, shown in full (the
 * editor hands it to GIPHY from the browser anyway). Over REST it is in `/wp/v2/settings`, which
 * only users who can `manage_options` may read or write. The key used to be on Settings →
 * Writing; the option kept its name, so a key saved there is the one shown here.
 *
 * @return array
 */
function settings_section() {
	return array(
		'title'  => __( 'GIF', 'blockpack' ),
		'group'  => 'blockpack_gif',
		'fields' => array(
			array(
				'option'      => OPTION,
				'label'       => __( 'GIPHY API key', 'blockpack' ),
				'attrs'       => array( 'spellcheck' => 'false' ),
				'description' => __( 'The GIF block searches GIPHY with this key. Get one at developers.giphy.com.', 'blockpack' ),
				'value'       => __NAMESPACE__ . '\api_key',
				'sanitize'    => __NAMESPACE__ . '\sanitize_api_key',
				'register'    => array(
					'label'        => __( 'GIPHY API key', 'blockpack' ),
					'description'  => __( 'The key the GIF block uses to search GIPHY.', 'blockpack' ),
					'show_in_rest' => array(
						'name'   => OPTION,
						'schema' => array(
							'type'      => 'string',
							'maxLength' => 64,
							'pattern'   => '^[A-Za-z0-9]*$',
						),
					),
				),
			),
		),
		'submit' => array(
			'label' => __( 'Save GIPHY API key', 'blockpack' ),
			'name'  => 'submit-gif',
		),
	);
}
\Blockpack\Settings\add_section( 'gif', __NAMESPACE__ . '\settings_section' );

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
			'settingsUrl' => current_user_can( 'manage_options' ) ? \Blockpack\Settings\url( 'gif' ) : '',
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
