<?php
/**
 * Contact Form: what a form is made of, read from a parsed block. The same code runs when the
 * form renders and when a submission is checked against the stored post, so field names and
 * the form's hash always agree; a submission never brings its own field definitions.
 *
 * @package Blockpack
 */

namespace Blockpack\Blocks\Contact_Form;

defined( 'ABSPATH' ) || exit;

/** The form block's name. */
const FORM_BLOCK = 'jetpack/contact-form';

/** The field types, from the field block names (`jetpack/field-<type>`). */
const FIELD_TYPES = array( 'text', 'name', 'email', 'url', 'date', 'telephone', 'textarea', 'checkbox', 'consent', 'checkbox-multiple', 'radio', 'select' );

/**
 * The field type of a block name, or '' when the block is not a form field.
 *
 * @param string|null $block_name A block name.
 * @return string
 */
function field_type( $block_name ) {
	if ( ! is_string( $block_name ) || 0 !== strpos( $block_name, 'jetpack/field-' ) ) {
		return '';
	}
	$type = substr( $block_name, strlen( 'jetpack/field-' ) );
	return in_array( $type, FIELD_TYPES, true ) ? $type : '';
}

/**
 * A block's attributes with the defaults of its registered type filled in (saved markup only
 * holds the attributes that differ from their defaults).
 *
 * @param string $block_name The block name.
 * @param array  $attrs      The saved attributes.
 * @return array
 */
function attributes_with_defaults( $block_name, $attrs ) {
	$type = \WP_Block_Type_Registry::get_instance()->get_registered( $block_name );
	$attrs = is_array( $attrs ) ? $attrs : array();
	return $type ? $type->prepare_attributes_for_render( $attrs ) : $attrs;
}

/**
 * The form attributes a submission needs, with their defaults.
 *
 * @param array $attrs The form block's saved attributes.
 * @return array
 */
function form_attributes( $attrs ) {
	$defaults = array(
		'subject'                => '',
		'to'                     => '',
		'customThankyou'         => '',
		'customThankyouHeading'  => __( 'Message Sent', 'blockpack' ),
		'customThankyouMessage'  => '',
		'customThankyouRedirect' => '',
		'jetpackCRM'             => true,
	);
	$attrs    = attributes_with_defaults( FORM_BLOCK, $attrs );
	$out      = array();
	foreach ( $defaults as $key => $default ) {
		$value       = array_key_exists( $key, $attrs ) ? $attrs[ $key ] : $default;
		$out[ $key ] = is_bool( $default ) ? (bool) $value : ( is_scalar( $value ) ? (string) $value : $default );
	}
	if ( ! in_array( $out['customThankyou'], array( '', 'message', 'redirect' ), true ) ) {
		$out['customThankyou'] = '';
	}
	if ( '' === trim( $out['customThankyouHeading'] ) ) {
		$out['customThankyouHeading'] = __( 'Message Sent', 'blockpack' );
	}
	return $out;
}

/**
 * Plain text from an attribute the editor may have saved as rich text (tags, entities).
 *
 * @param string $html The saved value.
 * @return string Plain text, not escaped.
 */
function plain_text( $html ) {
	return trim( html_entity_decode( wp_strip_all_tags( $html ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ) );
}

/**
 * One field's definition from its block.
 *
 * @param string $type     The field type.
 * @param array  $attrs    The field block's saved attributes.
 * @param int    $position 1-based position of the field in its form.
 * @return array{name: string, type: string, label: string, required: bool, options: string[], defaultValue: string, placeholder: string, id: string, width: int, consentType: string, consentMessage: string, position: int}
 */
function field_definition( $type, $attrs, $position ) {
	$block_name = 'jetpack/field-' . $type;
	$attrs      = attributes_with_defaults( $block_name, $attrs );
	$label      = isset( $attrs['label'] ) && is_scalar( $attrs['label'] ) ? plain_text( (string) $attrs['label'] ) : '';
	if ( '' === $label ) {
		$block_type = \WP_Block_Type_Registry::get_instance()->get_registered( $block_name );
		$label      = $block_type && $block_type->title ? $block_type->title : ucfirst( $type );
	}
	$options = array();
	if ( isset( $attrs['options'] ) && is_array( $attrs['options'] ) ) {
		foreach ( $attrs['options'] as $option ) {
			if ( is_scalar( $option ) && '' !== trim( (string) $option ) ) {
				$options[] = trim( (string) $option );
			}
		}
		$options = array_values( array_unique( $options ) );
	}
	$width        = isset( $attrs['width'] ) ? (int) $attrs['width'] : 100;
	$consent_type = isset( $attrs['consentType'] ) && 'explicit' === $attrs['consentType'] ? 'explicit' : 'implicit';
	$message_key  = 'explicit' === $consent_type ? 'explicitConsentMessage' : 'implicitConsentMessage';
	return array(
		'name'           => 'field_' . $position,
		'type'           => $type,
		'label'          => $label,
		'required'       => ! empty( $attrs['required'] ),
		'options'        => $options,
		'defaultValue'   => isset( $attrs['defaultValue'] ) && is_scalar( $attrs['defaultValue'] ) ? (string) $attrs['defaultValue'] : '',
		'placeholder'    => isset( $attrs['placeholder'] ) && is_scalar( $attrs['placeholder'] ) ? (string) $attrs['placeholder'] : '',
		'id'             => isset( $attrs['id'] ) && is_scalar( $attrs['id'] ) ? sanitize_html_class( (string) $attrs['id'] ) : '',
		'width'          => in_array( $width, array( 25, 50, 75, 100 ), true ) ? $width : 100,
		'consentType'    => $consent_type,
		'consentMessage' => 'consent' === $type && isset( $attrs[ $message_key ] ) && is_scalar( $attrs[ $message_key ] ) ? plain_text( (string) $attrs[ $message_key ] ) : '',
		'position'       => $position,
	);
}

/**
 * The fields of a parsed form block, in document order (fields may sit inside other blocks).
 *
 * @param array $inner_blocks The form's parsed inner blocks.
 * @param array $fields       Fields found so far (recursion).
 * @return array[] Field definitions, see field_definition().
 */
function collect_fields( $inner_blocks, $fields = array() ) {
	foreach ( (array) $inner_blocks as $inner ) {
		if ( ! is_array( $inner ) ) {
			continue;
		}
		$type = field_type( isset( $inner['blockName'] ) ? $inner['blockName'] : null );
		if ( '' !== $type ) {
			$fields[] = field_definition( $type, isset( $inner['attrs'] ) ? $inner['attrs'] : array(), count( $fields ) + 1 );
		} elseif ( ! empty( $inner['innerBlocks'] ) && FORM_BLOCK !== $inner['blockName'] ) {
			$fields = collect_fields( $inner['innerBlocks'], $fields );
		}
	}
	return $fields;
}

/**
 * The saved names and attributes of a form's fields, in document order.
 *
 * @param array $inner_blocks The form's parsed inner blocks.
 * @return array[]
 */
function raw_fields( $inner_blocks ) {
	$out = array();
	foreach ( (array) $inner_blocks as $inner ) {
		if ( ! is_array( $inner ) || empty( $inner['blockName'] ) || FORM_BLOCK === $inner['blockName'] ) {
			continue;
		}
		if ( '' !== field_type( $inner['blockName'] ) ) {
			$out[] = array( $inner['blockName'], isset( $inner['attrs'] ) ? $inner['attrs'] : array() );
		} elseif ( ! empty( $inner['innerBlocks'] ) ) {
			$out = array_merge( $out, raw_fields( $inner['innerBlocks'] ) );
		}
	}
	return $out;
}

/**
 * The fields an old form without inner blocks shows (as Jetpack's default form did).
 *
 * @return array[] Parsed field blocks.
 */
function default_field_blocks() {
	$blocks = array(
		array( 'jetpack/field-name', array( 'required' => true ) ),
		array( 'jetpack/field-email', array( 'required' => true ) ),
		array( 'jetpack/field-url', array() ),
		array( 'jetpack/field-textarea', array( 'label' => __( 'Message', 'blockpack' ) ) ),
	);
	return array_map(
		function ( $block ) {
			return array(
				'blockName'    => $block[0],
				'attrs'        => $block[1],
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			);
		},
		$blocks
	);
}

/**
 * A form's definition from its parsed block: attributes, fields, the saved markup it is made of
 * and a short hash of that markup.
 *
 * The hash is not a secret and proves nothing: it names the form in the page (its DOM id, the
 * thank-you link's anchor) and in stored responses (`_blockpack_form_hash`), as it always has.
 * What a submission must present is the form's id, form_id(), a keyed hash that only the site
 * can make.
 *
 * @param array $parsed_block A parsed `jetpack/contact-form` block.
 * @return array{hash: string, material: string, attributes: array, fields: array[]}
 */
function form_definition( $parsed_block ) {
	$attributes = form_attributes( isset( $parsed_block['attrs'] ) ? $parsed_block['attrs'] : array() );
	$inner      = empty( $parsed_block['innerBlocks'] ) ? default_field_blocks() : $parsed_block['innerBlocks'];
	$fields     = collect_fields( $inner );
	// From the saved markup only, so that the hash does not depend on translations.
	$material = (string) wp_json_encode( array( isset( $parsed_block['attrs'] ) ? $parsed_block['attrs'] : array(), raw_fields( isset( $parsed_block['innerBlocks'] ) ? $parsed_block['innerBlocks'] : array() ) ) );
	return array(
		'hash'       => substr( md5( $material ), 0, 12 ),
		'material'   => $material,
		'attributes' => $attributes,
		'fields'     => $fields,
	);
}

/**
 * The id a form submits with: a keyed hash (HMAC-SHA256 with the site's salt, 128 bits) of the
 * page that shows the form, the stored content the form comes from (its container) and the
 * form's saved markup. Only the site can make it, so a submission can only name a form the site
 * rendered, on the page and from the container it rendered it from.
 *
 * @param int    $post_id   The page that shows the form.
 * @param string $container '' for the page's own content, else see container_content().
 * @param array  $form      The form definition.
 * @return string 32 hexadecimal digits.
 */
function form_id( $post_id, $container, $form ) {
	return substr( hash_hmac( 'sha256', 'contact-form-id|' . (int) $post_id . '|' . $container . '|' . $form['material'], wp_salt() ), 0, 32 );
}

/**
 * Whether a post's forms may be submitted: it is content that visitors may view (never a
 * stored response, a synced pattern or anything else not public), or a preview by someone who
 * could publish it anyway.
 *
 * @param \WP_Post $post The post.
 * @return bool
 */
function is_form_page_viewable( $post ) {
	if ( is_post_publicly_viewable( $post ) ) {
		return true;
	}
	$type = get_post_type_object( $post->post_type );
	return $type && is_post_type_viewable( $type ) && 'trash' !== $post->post_status
		&& current_user_can( 'edit_post', $post->ID ) && current_user_can( $type->cap->publish_posts );
}

/**
 * The stored content of a form's container: a published synced pattern (`wp_block:<id>`), a
 * template part (`wp_template_part:<theme>//<slug>`) or an active block widget
 * (`widget:block-<n>`). Null for anything else.
 *
 * @param string $container The container, as form_container() named it when rendering.
 * @return string|null
 */
function container_content( $container ) {
	if ( preg_match( '/^wp_block:(\d{1,20})$/', $container, $m ) ) {
		$pattern = get_post( (int) $m[1] );
		if ( ! $pattern || 'wp_block' !== $pattern->post_type || 'publish' !== $pattern->post_status || post_password_required( $pattern ) ) {
			return null;
		}
		return $pattern->post_content;
	}
	if ( preg_match( '#^wp_template_part:([^/]{1,100}//[^/]{1,100})$#', $container, $m ) && function_exists( 'get_block_template' ) ) {
		$part = get_block_template( $m[1], 'wp_template_part' );
		if ( ! $part || ( isset( $part->status ) && 'publish' !== $part->status ) ) {
			return null;
		}
		return (string) $part->content;
	}
	if ( preg_match( '/^widget:block-(\d{1,10})$/', $container, $m ) ) {
		$active = false;
		foreach ( wp_get_sidebars_widgets() as $sidebar => $widgets ) {
			if ( 'wp_inactive_widgets' !== $sidebar && is_array( $widgets ) && in_array( 'block-' . $m[1], $widgets, true ) ) {
				$active = true;
				break;
			}
		}
		$instances = get_option( 'widget_block' );
		$instance  = is_array( $instances ) && isset( $instances[ (int) $m[1] ] ) ? $instances[ (int) $m[1] ] : null;
		return $active && is_array( $instance ) && isset( $instance['content'] ) && is_string( $instance['content'] ) ? $instance['content'] : null;
	}
	return null;
}

/**
 * The form with the given id, shown by a page that visitors may view, or null. The form is read
 * from the page's own content, or from the container it was rendered from (a synced pattern, a
 * template part or a widget the page shows); the id, a keyed hash made when the form rendered
 * (form_id()), proves that the site rendered that form for that page from that container.
 *
 * @param int    $post_id   The page that shows the form.
 * @param string $id        The form's id, as rendered.
 * @param string $container '' or the form's container, as rendered.
 * @return array|null The form definition, see form_definition().
 */
function find_form( $post_id, $id, $container = '' ) {
	$post = $post_id ? get_post( $post_id ) : null;
	if ( ! $post || ! is_string( $id ) || ! preg_match( '/^[0-9a-f]{32}$/', $id ) || ! is_string( $container ) ) {
		return null;
	}
	if ( ! is_form_page_viewable( $post ) || post_password_required( $post ) ) {
		return null;
	}
	$content = '' === $container ? $post->post_content : container_content( $container );
	if ( null === $content ) {
		return null;
	}
	// Only the forms of this content itself: one in a synced pattern it shows was rendered (and
	// its id made) with that pattern as its container.
	foreach ( \Blockpack\find_blocks( parse_blocks( $content ), FORM_BLOCK, false ) as $block ) {
		$form = form_definition( $block );
		if ( hash_equals( form_id( $post->ID, $container, $form ), $id ) ) {
			return $form;
		}
	}
	return null;
}
