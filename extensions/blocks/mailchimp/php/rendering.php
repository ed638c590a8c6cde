<?php
/**
 * Mailchimp: the visitors' signup form, in Jetpack's markup and class names (themes' CSS still
 * applies). The form posts to the subscribe route, with or without JavaScript (view.ts makes it
 * a fetch). The page is the same for every visitor, so a page cache may keep it: no nonce, no
 * visitor's data (only a plain form post's own result page, which is never cached, shows its
 * message and the address typed). Nothing is printed while Mailchimp is not connected, or for a
 * form that is not in a published post's content (the route finds the block there).
 *
 * @package Blockpack
 */

namespace Blockpack\Blocks\Mailchimp;

defined( 'ABSPATH' ) || exit;

/**
 * What identifies a block's saved form: its attributes (without editor metadata), its markup and
 * its inner blocks.
 *
 * @param array $parsed A parsed block.
 * @return string
 */
function block_fingerprint( $parsed ) {
	$attrs = isset( $parsed['attrs'] ) && is_array( $parsed['attrs'] ) ? $parsed['attrs'] : array();
	unset( $attrs['metadata'], $attrs['lock'] );
	$inner = array();
	foreach ( isset( $parsed['innerBlocks'] ) && is_array( $parsed['innerBlocks'] ) ? $parsed['innerBlocks'] : array() as $child ) {
		$inner[] = array( isset( $child['blockName'] ) ? $child['blockName'] : '', isset( $child['attrs'] ) ? $child['attrs'] : array() );
	}
	$html = isset( $parsed['innerHTML'] ) ? trim( (string) $parsed['innerHTML'] ) : '';
	return md5( (string) wp_json_encode( array( $attrs, $html, $inner ) ) );
}

/**
 * Where a rendered block is in its post: the post and the block's position among the post's
 * signup forms (the first of identical ones: they subscribe alike).
 *
 * @param \WP_Block|null $block The block being rendered.
 * @return array{post_id: int, index: int}|null Null when the block is not in a published post's content.
 */
function block_position( $block ) {
	$post = readable_post( (int) get_the_ID() );
	if ( ! $post || ! $block instanceof \WP_Block ) {
		return null;
	}
	// The post's forms are read once a request, however many of them the page shows.
	static $known = array();
	$key = $post->ID . '|' . md5( $post->post_content );
	if ( ! isset( $known[ $key ] ) ) {
		$known[ $key ] = array_map( __NAMESPACE__ . '\block_fingerprint', signup_blocks( $post ) );
	}
	$wanted = block_fingerprint( $block->parsed_block );
	foreach ( $known[ $key ] as $index => $fingerprint ) {
		if ( $fingerprint === $wanted ) {
			return array(
				'post_id' => (int) $post->ID,
				'index'   => (int) $index,
			);
		}
	}
	return null;
}

/**
 * The button of the older saved form, which kept it as the block's attributes (Jetpack's markup).
 *
 * @param array $attrs The block's saved attributes.
 * @return string
 */
function legacy_button( $attrs ) {
	$text    = isset( $attrs['submitButtonText'] ) && is_string( $attrs['submitButtonText'] ) && '' !== $attrs['submitButtonText'] ? $attrs['submitButtonText'] : __( 'Join my email list', 'blockpack' );
	$classes = array( 'components-button', 'is-button', 'is-primary' );
	if ( isset( $attrs['submitButtonClasses'] ) && is_string( $attrs['submitButtonClasses'] ) ) {
		foreach ( preg_split( '/\s+/', $attrs['submitButtonClasses'], -1, PREG_SPLIT_NO_EMPTY ) as $class ) {
			$classes[] = sanitize_html_class( $class );
		}
	}
	$styles = array();
	if ( ! empty( $attrs['textButtonColor'] ) && is_string( $attrs['textButtonColor'] ) ) {
		$classes[] = 'has-text-color';
		$classes[] = 'has-' . sanitize_html_class( $attrs['textButtonColor'] ) . '-color';
	}
	if ( ! empty( $attrs['backgroundButtonColor'] ) && is_string( $attrs['backgroundButtonColor'] ) ) {
		$classes[] = 'has-background';
		$classes[] = 'has-' . sanitize_html_class( $attrs['backgroundButtonColor'] ) . '-background-color';
	}
	$background = isset( $attrs['customBackgroundButtonColor'] ) && is_string( $attrs['customBackgroundButtonColor'] ) ? sanitize_hex_color( $attrs['customBackgroundButtonColor'] ) : '';
	if ( $background ) {
		$styles[] = 'background-color: ' . $background;
	}
	$color = isset( $attrs['customTextButtonColor'] ) && is_string( $attrs['customTextButtonColor'] ) ? sanitize_hex_color( $attrs['customTextButtonColor'] ) : '';
	if ( $color ) {
		$styles[] = 'color: ' . $color;
	}
	return sprintf(
		'<p><button type="submit" class="%1$s"%2$s>%3$s</button></p>',
		esc_attr( implode( ' ', array_filter( $classes ) ) ),
		$styles ? ' style="' . esc_attr( implode( '; ', $styles ) ) . '"' : '',
		wp_kses_post( $text )
	);
}

/**
 * A text attribute, or its default.
 *
 * @param array  $attributes The block's attributes.
 * @param string $name       The attribute.
 * @param string $fallback   Its default.
 * @return string
 */
function text_attribute( $attributes, $name, $fallback ) {
	return isset( $attributes[ $name ] ) && is_string( $attributes[ $name ] ) ? $attributes[ $name ] : $fallback;
}

/**
 * The visitors' markup of a signup form.
 *
 * @param array          $attributes The block's attributes.
 * @param string         $content    The rendered inner button.
 * @param \WP_Block|null $block      The block.
 * @return string '' when Mailchimp is not connected or the form is not in a published post.
 */
function render_form( $attributes, $content, $block ) {
	if ( ! is_connected() ) {
		return '';
	}
	$position = block_position( $block );
	if ( ! $position ) {
		return '';
	}
	$attributes  = is_array( $attributes ) ? $attributes : array();
	$placeholder = text_attribute( $attributes, 'emailPlaceholder', __( 'Enter your email', 'blockpack' ) );
	$consent     = text_attribute( $attributes, 'consentText', __( 'By clicking submit, you agree to share your email address with the site owner and Mailchimp to receive marketing, updates, and other emails from the site owner. Use the unsubscribe link in those emails to opt out at any time.', 'blockpack' ) );
	$labels      = array(
		'processing' => text_attribute( $attributes, 'processingLabel', __( 'Processing…', 'blockpack' ) ),
		'success'    => text_attribute( $attributes, 'successLabel', __( 'Success! You\'re on the list.', 'blockpack' ) ),
		'error'      => text_attribute( $attributes, 'errorLabel', __( 'Whoops! There was an error and we couldn\'t process your subscription. Please reload the page and try again.', 'blockpack' ) ),
	);
	$result      = stashed_result( $position['post_id'], $position['index'] );
	$visible     = $result ? $result['state'] : '';
	$consent_id  = wp_unique_id( 'wp-block-jetpack-mailchimp_consent-text-' );

	$content = trim( (string) $content );
	if ( preg_match( '#^<div class="wp-block-jetpack-mailchimp[^"]*"[^>]*>(.*)</div>$#s', $content, $m ) ) {
		// The saved wrapper around the button: the form has its own.
		$content = trim( $m[1] );
	}
	if ( '' !== $content ) {
		$button = str_replace( 'mailchimp-widget-id', wp_unique_id( 'mailchimp-button-block-' ), $content );
	} else {
		$saved  = $block instanceof \WP_Block && isset( $block->parsed_block['attrs'] ) ? (array) $block->parsed_block['attrs'] : $attributes;
		$button = legacy_button( $saved );
	}

	$wrapper = get_block_wrapper_attributes( array( 'id' => anchor_id( $position['post_id'], $position['index'] ) ) );
	$hidden  = array(
		'post_id'  => (string) $position['post_id'],
		'block'    => (string) $position['index'],
		'redirect' => '1',
	);
	$inputs  = '';
	foreach ( $hidden as $name => $value ) {
		$inputs .= sprintf( '<input type="hidden" name="%1$s" value="%2$s" />', esc_attr( $name ), esc_attr( $value ) );
	}
	$honeypot = sprintf(
		'<div class="wp-block-jetpack-mailchimp_hp" aria-hidden="true" style="position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden;"><label for="%1$s-hp">%2$s</label><input type="text" id="%1$s-hp" name="%3$s" value="" tabindex="-1" autocomplete="off" /></div>',
		esc_attr( $consent_id ),
		esc_html__( 'Leave this field empty', 'blockpack' ),
		esc_attr( HONEYPOT_FIELD )
	);
	$notifications = '';
	foreach ( array(
		'processing' => 'status',
		'success'    => 'status',
		'error'      => 'alert',
	) as $kind => $role ) {
		$notifications .= sprintf(
			'<div class="wp-block-jetpack-mailchimp_notification wp-block-jetpack-mailchimp_%1$s%2$s" role="%3$s">%4$s</div>',
			esc_attr( $kind ),
			$kind === $visible ? ' is-visible' : '',
			esc_attr( $role ),
			esc_html( $labels[ $kind ] )
		);
	}

	// The route view.ts sends to: printed for the script, not read from the form (content could
	// forge one). The same for every visitor, so a cached page stays right.
	\Blockpack\add_view_settings( 'jetpack/mailchimp', array( 'subscribeUrl' => rest_url( 'blockpack/v1/mailchimp/subscribe' ) ) );
	return sprintf(
		'<div %1$s><form class="wp-block-jetpack-mailchimp_form" action="%2$s" method="post" aria-describedby="%3$s"><p><input type="email" name="email" required aria-label="%4$s" placeholder="%4$s" title="%4$s" value="%5$s" /></p>%6$s%7$s%8$s<p id="%3$s" class="wp-block-jetpack-mailchimp_consent-text">%9$s</p></form>%10$s</div>',
		$wrapper,
		esc_url( rest_url( 'blockpack/v1/mailchimp/subscribe' ) ),
		esc_attr( $consent_id ),
		esc_attr( $placeholder ),
		esc_attr( $result && 'error' === $result['state'] ? $result['email'] : '' ),
		$inputs,
		$honeypot,
		$button,
		wp_kses_post( $consent ),
		$notifications
	);
}
