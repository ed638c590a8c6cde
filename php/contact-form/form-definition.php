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
 * A form's definition from its parsed block: attributes, fields and a hash that identifies it.
 *
 * @param array $parsed_block A parsed `jetpack/contact-form` block.
 * @return array{hash: string, attributes: array, fields: array[]}
 */
function form_definition( $parsed_block ) {
	$attributes = form_attributes( isset( $parsed_block['attrs'] ) ? $parsed_block['attrs'] : array() );
	$inner      = empty( $parsed_block['innerBlocks'] ) ? default_field_blocks() : $parsed_block['innerBlocks'];
	$fields     = collect_fields( $inner );
	// From the saved markup only, so that the hash does not depend on translations.
	$hash = substr( md5( (string) wp_json_encode( array( isset( $parsed_block['attrs'] ) ? $parsed_block['attrs'] : array(), raw_fields( isset( $parsed_block['innerBlocks'] ) ? $parsed_block['innerBlocks'] : array() ) ) ) ), 0, 12 );
	return array(
		'hash'       => $hash,
		'attributes' => $attributes,
		'fields'     => $fields,
	);
}

/**
 * Every form block in a list of parsed blocks, including those inside other blocks and inside
 * synced patterns (`core/block`).
 *
 * @param array $blocks Parsed blocks.
 * @param int   $depth  Recursion depth (synced patterns may nest).
 * @return array[] Parsed form blocks.
 */
function find_form_blocks( $blocks, $depth = 0 ) {
	$forms = array();
	if ( $depth > 10 ) {
		return $forms;
	}
	foreach ( (array) $blocks as $block ) {
		if ( ! is_array( $block ) || empty( $block['blockName'] ) ) {
			continue;
		}
		if ( FORM_BLOCK === $block['blockName'] ) {
			$forms[] = $block;
			continue;
		}
		if ( 'core/block' === $block['blockName'] && ! empty( $block['attrs']['ref'] ) ) {
			$pattern = get_post( (int) $block['attrs']['ref'] );
			if ( $pattern && 'wp_block' === $pattern->post_type && 'publish' === $pattern->post_status ) {
				$forms = array_merge( $forms, find_form_blocks( parse_blocks( $pattern->post_content ), $depth + 1 ) );
			}
			continue;
		}
		if ( ! empty( $block['innerBlocks'] ) ) {
			$forms = array_merge( $forms, find_form_blocks( $block['innerBlocks'], $depth + 1 ) );
		}
	}
	return $forms;
}

/**
 * The form with the given hash in a post that visitors may read, or null.
 *
 * @param int    $post_id The post that shows the form.
 * @param string $hash    The form's hash, as rendered.
 * @return array|null The form definition, see form_definition().
 */
function find_form( $post_id, $hash ) {
	$post = get_post( $post_id );
	if ( ! $post || ! is_string( $hash ) || '' === $hash ) {
		return null;
	}
	// Only forms that the submitter can see: published, or readable by them (previews).
	if ( 'publish' !== $post->post_status && ! current_user_can( 'read_post', $post->ID ) ) {
		return null;
	}
	if ( post_password_required( $post ) ) {
		return null;
	}
	foreach ( find_form_blocks( parse_blocks( $post->post_content ) ) as $block ) {
		$form = form_definition( $block );
		if ( hash_equals( $form['hash'], $hash ) ) {
			return $form;
		}
	}
	return null;
}
