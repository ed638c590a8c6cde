<?php
/**
 * Contact Form: the front end. A form opens a "current form" before its inner blocks render
 * (`render_block_data`), so each field knows its name, its submitted value and its error; the
 * form's own render then wraps the fields in a `<form>` with the hidden inputs, or shows the
 * thank-you after a submission.
 *
 * @package Blockpack
 */

namespace Blockpack\Blocks\Contact_Form;

defined( 'ABSPATH' ) || exit;

/**
 * The stack of forms being rendered (a form inside a form would not mix with its parent).
 *
 * @param string     $op   'push', 'pop' or 'top'.
 * @param array|null $form The form context to push.
 * @return array|null The top (or popped) context.
 */
function form_stack( $op, $form = null ) {
	static $stack = array();
	if ( 'push' === $op ) {
		$stack[] = $form;
		return $form;
	}
	if ( 'pop' === $op ) {
		return array_pop( $stack );
	}
	return $stack ? $stack[ count( $stack ) - 1 ] : null;
}

/**
 * The DOM id of a form, unique on the page even when the same form shows twice.
 *
 * @param string $hash The form's hash.
 * @return string
 */
function form_dom_id( $hash ) {
	static $seen = array();
	$seen[ $hash ] = isset( $seen[ $hash ] ) ? $seen[ $hash ] + 1 : 1;
	return 'contact-form-' . $hash . ( $seen[ $hash ] > 1 ? '-' . $seen[ $hash ] : '' );
}

/**
 * The stored content being rendered around a form, innermost last: each entry names the
 * container ('' for a post's own content, see container_content() for the others) and the page
 * whose URL shows it (null: the page of the entry below).
 *
 * @param string     $op    'push', 'pop' or 'all'.
 * @param array|null $entry The entry to push: container, page.
 * @return array[]
 */
function container_stack( $op, $entry = null ) {
	static $stack = array();
	if ( 'push' === $op ) {
		$stack[] = $entry;
	} elseif ( 'pop' === $op ) {
		array_pop( $stack );
	}
	return $stack;
}

/**
 * The page a form outside a post's content submits against: the one the visitor is viewing,
 * when it is a single post or page (a template part or a widget shows on archives too, where no
 * single page shows it).
 *
 * @return int
 */
function viewed_page_id() {
	return is_singular() ? (int) get_queried_object_id() : 0;
}

/**
 * The containers whose content a form may come from, as blocks that show stored content open
 * and close: a synced pattern, a template part, a post's content.
 *
 * @param array $parsed_block The block about to render.
 * @return array|null The entry, or null for other blocks.
 */
function container_entry( $parsed_block ) {
	$name  = is_array( $parsed_block ) && isset( $parsed_block['blockName'] ) ? $parsed_block['blockName'] : '';
	$attrs = isset( $parsed_block['attrs'] ) && is_array( $parsed_block['attrs'] ) ? $parsed_block['attrs'] : array();
	switch ( $name ) {
		case 'core/block':
			return array(
				'container' => isset( $attrs['ref'] ) && is_numeric( $attrs['ref'] ) ? 'wp_block:' . (int) $attrs['ref'] : 'none',
				'page'      => null,
			);
		case 'core/template-part':
			$theme = isset( $attrs['theme'] ) && is_string( $attrs['theme'] ) && '' !== $attrs['theme'] ? $attrs['theme'] : get_stylesheet();
			$slug  = isset( $attrs['slug'] ) && is_string( $attrs['slug'] ) ? $attrs['slug'] : '';
			return array(
				'container' => '' !== $slug ? 'wp_template_part:' . $theme . '//' . $slug : 'none',
				'page'      => viewed_page_id(),
			);
		case 'core/post-content':
			return array(
				'container' => '',
				'page'      => (int) get_the_ID(),
			);
	}
	return null;
}

/**
 * Opens a container before its block renders.
 *
 * @param array $parsed_block The block about to render.
 * @return array The block, unchanged.
 */
function open_container( $parsed_block ) {
	$entry = container_entry( $parsed_block );
	if ( $entry ) {
		container_stack( 'push', $entry );
	}
	return $parsed_block;
}
// A filter, not a render callback (an exception listed in CONTRIBUTING.md): the containers are
// core's blocks (a synced pattern, a template part, post content), which run no code of ours.
add_filter( 'render_block_data', __NAMESPACE__ . '\open_container', 5, 1 );

/**
 * Closes a container once its block rendered.
 *
 * @param string $content The rendered block.
 * @param array  $block   The parsed block.
 * @return string The content, unchanged.
 */
function close_container( $content, $block ) {
	if ( container_entry( $block ) ) {
		container_stack( 'pop' );
	}
	return $content;
}
// The global filter, for the same reason as open_container(): it closes core's blocks.
add_filter( 'render_block', __NAMESPACE__ . '\close_container', 10, 2 );

/**
 * Opens a block widget's content as a container (`widget_block_content` renders the blocks at
 * priority 9).
 *
 * @param string           $content  The widget's content.
 * @param array            $instance The widget's settings.
 * @param \WP_Widget|null $widget   The widget.
 * @return string The content, unchanged.
 */
function open_widget_container( $content, $instance = array(), $widget = null ) {
	container_stack(
		'push',
		array(
			'container' => $widget instanceof \WP_Widget && is_string( $widget->id ) && preg_match( '/^block-\d+$/', $widget->id ) ? 'widget:' . $widget->id : 'none',
			'page'      => viewed_page_id(),
		)
	);
	return $content;
}
add_filter( 'widget_block_content', __NAMESPACE__ . '\open_widget_container', 8, 3 );

/**
 * Closes a block widget's container.
 *
 * @param string $content The rendered widget content.
 * @return string The content, unchanged.
 */
function close_widget_container( $content ) {
	container_stack( 'pop' );
	return $content;
}
add_filter( 'widget_block_content', __NAMESPACE__ . '\close_widget_container', 10, 1 );

/**
 * Where a form being rendered comes from: its container and the page it submits against (0 when
 * none: the form then cannot be submitted).
 *
 * @return array{0: string, 1: int}
 */
function form_origin() {
	$stack     = container_stack( 'all' );
	$container = $stack ? $stack[ count( $stack ) - 1 ]['container'] : '';
	$page      = null;
	for ( $i = count( $stack ) - 1; $i >= 0 && null === $page; $i-- ) {
		$page = $stack[ $i ]['page'];
	}
	if ( null === $page ) {
		$page = (int) get_the_ID();
	}
	// A container that cannot be read back (a pattern without its ref) submits nowhere.
	return array( $container, 'none' === $container ? 0 : (int) $page );
}

/**
 * Opens the current form before a form's inner blocks render.
 *
 * @param array $parsed_block The block about to render.
 * @return array The block, unchanged.
 */
function open_form( $parsed_block ) {
	if ( ! is_array( $parsed_block ) || FORM_BLOCK !== ( isset( $parsed_block['blockName'] ) ? $parsed_block['blockName'] : '' ) ) {
		return $parsed_block;
	}
	$definition              = form_definition( $parsed_block );
	list( $container, $page ) = form_origin();
	$id                      = $page > 0 ? form_id( $page, $container, $definition ) : '';
	$state                   = submission_state();
	$submitted               = $state && '' !== $id && $state['id'] === $id ? $state : null;
	form_stack(
		'push',
		array(
			'definition' => $definition,
			'post_id'    => $page,
			'container'  => $container,
			'id'         => $id,
			'dom_id'     => form_dom_id( $definition['hash'] ),
			'next_field' => 0,
			'submitted'  => $submitted,
			'has_button' => has_block_named( isset( $parsed_block['innerBlocks'] ) ? $parsed_block['innerBlocks'] : array(), 'jetpack/button' ),
		)
	);
	return $parsed_block;
}
// A filter, not the form's render.php (an exception listed in CONTRIBUTING.md): it must run
// before the form's fields render, and a render callback runs after its inner blocks.
add_filter( 'render_block_data', __NAMESPACE__ . '\open_form', 10, 1 );

/**
 * Whether a block with the given name is among parsed blocks, at any depth.
 *
 * @param array  $blocks Parsed blocks.
 * @param string $name   A block name.
 * @return bool
 */
function has_block_named( $blocks, $name ) {
	foreach ( (array) $blocks as $block ) {
		if ( ! is_array( $block ) ) {
			continue;
		}
		if ( isset( $block['blockName'] ) && $name === $block['blockName'] ) {
			return true;
		}
		if ( ! empty( $block['innerBlocks'] ) && has_block_named( $block['innerBlocks'], $name ) ) {
			return true;
		}
	}
	return false;
}

/**
 * The form's rendered inner blocks without the wrapper saved around them (old content may
 * lack it, and the form prints its own).
 *
 * @param string    $content The rendered inner content.
 * @param \WP_Block $block   The form block.
 * @return string
 */
function strip_saved_wrapper( $content, $block ) {
	$chunks = $block instanceof \WP_Block ? $block->inner_content : array();
	if ( count( $chunks ) > 1 ) {
		$first = $chunks[0];
		$last  = $chunks[ count( $chunks ) - 1 ];
		if ( is_string( $first ) && '' !== $first && 0 === strpos( $content, $first ) ) {
			$content = substr( $content, strlen( $first ) );
		}
		if ( is_string( $last ) && '' !== $last && substr( $content, -strlen( $last ) ) === $last ) {
			$content = substr( $content, 0, -strlen( $last ) );
		}
	} elseif ( 1 === count( $chunks ) && is_string( $chunks[0] ) ) {
		$content = '';
	}
	return $content;
}

/**
 * Renders the form block (called from its render.php).
 *
 * @param array     $attributes The form's attributes.
 * @param string    $content    The rendered inner blocks.
 * @param \WP_Block $block      The block.
 * @return string
 */
function render_form( $attributes, $content, $block ) {
	$form = form_stack( 'top' );
	if ( ! $form ) {
		// Rendered without render_block_data (should not happen): build the context now.
		open_form( $block instanceof \WP_Block ? $block->parsed_block : array( 'blockName' => FORM_BLOCK ) );
		$form = form_stack( 'top' );
	}
	$content = strip_saved_wrapper( (string) $content, $block );
	// An old form saved without inner blocks shows the default fields.
	if ( $block instanceof \WP_Block && empty( $block->parsed_block['innerBlocks'] ) ) {
		foreach ( default_field_blocks() as $field_block ) {
			$content .= render_block( $field_block );
		}
	}
	if ( ! $form['has_button'] ) {
		$text     = isset( $block->parsed_block['attrs']['submitButtonText'] ) && is_string( $block->parsed_block['attrs']['submitButtonText'] ) && '' !== $block->parsed_block['attrs']['submitButtonText']
			? $block->parsed_block['attrs']['submitButtonText']
			: __( 'Submit', 'blockpack' );
		$content .= render_block(
			array(
				'blockName'    => 'jetpack/button',
				'attrs'        => array(
					'element' => 'button',
					'text'    => $text,
				),
				'innerBlocks'  => array(),
				'innerHTML'    => '',
				'innerContent' => array(),
			)
		);
	}
	form_stack( 'pop' );

	$definition = $form['definition'];
	$wrapper    = get_block_wrapper_attributes();
	$sent       = sent_feedback( $form['post_id'], $definition['hash'] );
	if ( null !== $sent ) {
		return sprintf( '<div %s>%s</div>', $wrapper, render_thank_you( $definition, $sent, $form['dom_id'] ) );
	}

	$submittable = $form['post_id'] > 0;
	$action      = $submittable ? get_permalink( $form['post_id'] ) : '';
	$hidden      = '';
	if ( $submittable ) {
		$binding = token_binding( $form['post_id'], $form['id'] );
		$hidden .= hidden_input( 'contact-form-id', $form['id'] );
		$hidden .= hidden_input( 'contact-form-post', (string) $form['post_id'] );
		if ( '' !== $form['container'] ) {
			$hidden .= hidden_input( 'contact-form-container', $form['container'] );
		}
		$hidden .= hidden_input( 'contact-form-nonce', wp_create_nonce( nonce_action( $binding ) ) );
		$hidden .= hidden_input( 'contact-form-time', form_signed_time( $binding ) );
		// Filled in the browser with a key of this view; a retry with it gets the first answer.
		$hidden .= hidden_input( 'contact-form-key', '' );
	}
	$honeypot = sprintf(
		'<div class="contact-form__hp" aria-hidden="true" style="position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden;"><label for="%1$s-hp">%2$s</label><input type="text" id="%1$s-hp" name="%3$s" value="" tabindex="-1" autocomplete="off" /></div>',
		esc_attr( $form['dom_id'] ),
		esc_html__( 'Leave this field empty', 'blockpack' ),
		esc_attr( HONEYPOT_FIELD )
	);

	$errors = '';
	if ( $form['submitted'] && ( $form['submitted']['errors'] || '' !== $form['submitted']['form_error'] ) ) {
		$message = '' !== $form['submitted']['form_error']
			? $form['submitted']['form_error']
			: __( 'Your message was not sent. Please correct the errors below.', 'blockpack' );
		$errors  = sprintf( '<div class="contact-form__errors" role="alert"><p>%s</p></div>', esc_html( $message ) );
	}

	if ( $submittable ) {
		print_view_settings();
	}
	return sprintf(
		'<div %1$s><form id="%2$s" class="contact-form" method="post" action="%3$s">%4$s%5$s%6$s%7$s</form></div>',
		$wrapper,
		esc_attr( $form['dom_id'] ),
		esc_url( $action . '#' . $form['dom_id'] ),
		$errors,
		$content,
		$hidden,
		$honeypot
	);
}

/**
 * What the view script sends with (view.ts): the submit route, and for a logged-in user a REST
 * nonce and where to get a fresh one when it is stale. Printed for the script, never on the form,
 * which content could forge.
 */
function print_view_settings() {
	$settings = array( 'submitUrl' => wp_make_link_relative( rest_url( 'blockpack/v1/contact-form/submit' ) ) );
	if ( is_user_logged_in() ) {
		$settings['restNonce'] = wp_create_nonce( 'wp_rest' );
		$settings['nonceUrl']  = wp_make_link_relative( admin_url( 'admin-ajax.php?action=rest-nonce' ) );
	}
	\Blockpack\add_view_settings( FORM_BLOCK, $settings );
}

/**
 * A hidden input.
 *
 * @param string $name  The input's name.
 * @param string $value Its value.
 * @return string
 */
function hidden_input( $name, $value ) {
	return sprintf( '<input type="hidden" name="%s" value="%s" />', esc_attr( $name ), esc_attr( $value ) );
}

/**
 * The thank-you shown in place of the form: the heading, then the submitted fields (summary)
 * or the author's message.
 *
 * @param array  $definition The form definition.
 * @param array  $fields     The submitted fields (label, type, value); empty when unknown.
 * @param string $dom_id     The id the form had, so that links to it land here.
 * @return string
 */
function render_thank_you( $definition, $fields, $dom_id ) {
	$attributes = $definition['attributes'];
	$body       = '';
	if ( 'message' === $attributes['customThankyou'] ) {
		if ( '' !== trim( $attributes['customThankyouMessage'] ) ) {
			$body = '<div class="contact-form-submission__message">' . wpautop( wp_kses_post( $attributes['customThankyouMessage'] ) ) . '</div>';
		}
	} elseif ( $fields ) {
		$items = '';
		foreach ( $fields as $field ) {
			$value  = is_array( $field['value'] ) ? implode( ', ', $field['value'] ) : (string) $field['value'];
			$items .= sprintf(
				'<li><strong>%s</strong> %s</li>',
				/* translators: %s: a form field's label. */
				esc_html( sprintf( __( '%s:', 'blockpack' ), $field['label'] ) ),
				nl2br( esc_html( $value ) )
			);
		}
		$body = '<ul class="contact-form-submission__fields">' . $items . '</ul>';
	}
	return sprintf(
		'<div id="%1$s" class="contact-form-submission" tabindex="-1"><h3 class="contact-form-submission__heading">%2$s</h3>%3$s</div>',
		esc_attr( $dom_id ),
		esc_html( $attributes['customThankyouHeading'] ),
		$body
	);
}

/**
 * Renders a field block: called from fields/render.php, the render template of all twelve.
 *
 * @param array     $attributes The field's attributes.
 * @param string    $content    The saved content (none: fields save only their comment).
 * @param \WP_Block $block      The block.
 * @return string
 */
function render_field( $attributes, $content, $block ) {
	$type = field_type( $block instanceof \WP_Block ? $block->name : '' );
	if ( '' === $type ) {
		return '';
	}
	$form  = form_stack( 'top' );
	$field = null;
	if ( $form ) {
		$index = $form['next_field'];
		if ( isset( $form['definition']['fields'][ $index ] ) && $form['definition']['fields'][ $index ]['type'] === $type ) {
			$field = $form['definition']['fields'][ $index ];
		}
		// Count the field even when it does not match, so that later ones keep their names.
		form_stack( 'pop' );
		$form['next_field'] = $index + 1;
		form_stack( 'push', $form );
	}
	if ( ! $field ) {
		$field = field_definition( $type, $block instanceof \WP_Block ? $block->parsed_block['attrs'] : $attributes, $form ? $form['next_field'] : 1 );
	}
	$dom_id   = '' !== $field['id'] ? $field['id'] : ( $form ? $form['dom_id'] : 'contact-form' ) . '-' . str_replace( '_', '-', $field['name'] );
	$value    = null;
	$error    = '';
	$was_sent = $form && $form['submitted'];
	if ( $was_sent ) {
		$value = isset( $form['submitted']['values'][ $field['name'] ] ) ? $form['submitted']['values'][ $field['name'] ] : '';
		$error = isset( $form['submitted']['errors'][ $field['name'] ] ) ? $form['submitted']['errors'][ $field['name'] ] : '';
	}
	$classes = sprintf( 'grunion-field-wrap grunion-field-%1$s-wrap grunion-field-width-%2$d', $type, $field['width'] );
	if ( '' !== $error ) {
		$classes .= ' has-error';
	}
	$wrapper = get_block_wrapper_attributes( array( 'class' => $classes ) );
	return sprintf(
		'<div %1$s data-field-name="%2$s">%3$s</div>',
		$wrapper,
		esc_attr( $field['name'] ),
		field_control( $field, $dom_id, $value, $was_sent, $error )
	);
}

/**
 * The visible required mark (screen readers hear the `required` attribute instead).
 *
 * @param array $field The field definition.
 * @return string
 */
function required_mark( $field ) {
	return $field['required']
		? ' <span class="grunion-label-required" aria-hidden="true">' . esc_html__( '(required)', 'blockpack' ) . '</span>'
		: '';
}

/**
 * A field's label, control(s) and error.
 *
 * @param array             $field    The field definition.
 * @param string            $dom_id   The control's id.
 * @param string|array|null $value    The submitted value, or null before a submission.
 * @param bool              $was_sent Whether the form was submitted (then defaults do not apply).
 * @param string            $error    The field's error message, or ''.
 * @return string
 */
function field_control( $field, $dom_id, $value, $was_sent, $error ) {
	$name       = $field['name'];
	$error_id   = $dom_id . '-error';
	$error_html = '' !== $error ? sprintf( '<p id="%s" class="contact-form__field-error">%s</p>', esc_attr( $error_id ), esc_html( $error ) ) : '';
	$invalid    = '' !== $error ? sprintf( ' aria-invalid="true" aria-describedby="%s"', esc_attr( $error_id ) ) : '';
	$required   = $field['required'] ? ' required' : '';
	$label      = esc_html( $field['label'] ) . required_mark( $field );
	$text_value = null === $value ? $field['defaultValue'] : ( is_array( $value ) ? '' : (string) $value );
	$type       = $field['type'];

	switch ( $type ) {
		case 'textarea':
			return sprintf(
				'<label for="%1$s" class="grunion-field-label">%2$s</label><textarea id="%1$s" name="%3$s" rows="8"%4$s%5$s%6$s>%7$s</textarea>%8$s',
				esc_attr( $dom_id ),
				$label,
				esc_attr( $name ),
				placeholder_attribute( $field ),
				$required,
				$invalid,
				esc_textarea( $text_value ),
				$error_html
			);

		case 'checkbox':
			$checked = null === $value ? 'true' === $field['defaultValue'] : 'Yes' === $value;
			return sprintf(
				'<input type="checkbox" id="%1$s" name="%2$s" value="Yes"%3$s%4$s%5$s /> <label for="%1$s" class="grunion-field-label checkbox">%6$s</label>%7$s',
				esc_attr( $dom_id ),
				esc_attr( $name ),
				$checked ? ' checked' : '',
				$required,
				$invalid,
				$label,
				$error_html
			);

		case 'consent':
			if ( 'explicit' !== $field['consentType'] ) {
				return sprintf(
					'<input type="hidden" name="%1$s" value="Yes" /><p id="%2$s" class="grunion-field-consent-message">%3$s</p>',
					esc_attr( $name ),
					esc_attr( $dom_id ),
					esc_html( $field['consentMessage'] )
				);
			}
			return sprintf(
				'<input type="checkbox" id="%1$s" name="%2$s" value="Yes"%3$s%4$s%5$s /> <label for="%1$s" class="grunion-field-label consent consent-explicit">%6$s</label>%7$s',
				esc_attr( $dom_id ),
				esc_attr( $name ),
				'Yes' === $value ? ' checked' : '',
				$required,
				$invalid,
				esc_html( $field['consentMessage'] ) . required_mark( $field ),
				$error_html
			);

		case 'checkbox-multiple':
		case 'radio':
			$is_radio = 'radio' === $type;
			if ( null === $value ) {
				$chosen = '' !== $field['defaultValue'] ? array( $field['defaultValue'] ) : array();
			} else {
				$chosen = is_array( $value ) ? $value : ( '' === $value ? array() : array( $value ) );
			}
			$options = '';
			foreach ( $field['options'] as $i => $option ) {
				$option_id = $dom_id . '-' . ( $i + 1 );
				$options  .= sprintf(
					'<p class="contact-form-field"><input type="%1$s" id="%2$s" name="%3$s" value="%4$s"%5$s%6$s%7$s /> <label for="%2$s">%8$s</label></p>',
					$is_radio ? 'radio' : 'checkbox',
					esc_attr( $option_id ),
					esc_attr( $is_radio ? $name : $name . '[]' ),
					esc_attr( $option ),
					in_array( $option, $chosen, true ) ? ' checked' : '',
					$is_radio ? $required : '',
					'' !== $error ? ' aria-invalid="true"' : '',
					esc_html( $option )
				);
			}
			return sprintf(
				'<fieldset id="%1$s" class="grunion-checkbox-multiple-options"%2$s><legend class="grunion-field-label">%3$s</legend>%4$s</fieldset>%5$s',
				esc_attr( $dom_id ),
				'' !== $error ? sprintf( ' aria-describedby="%s"', esc_attr( $error_id ) ) : '',
				$label,
				$options,
				$error_html
			);

		case 'select':
			$options = sprintf( '<option value="">%s</option>', esc_html( $field['placeholder'] ) );
			foreach ( $field['options'] as $option ) {
				$options .= sprintf(
					'<option value="%1$s"%2$s>%3$s</option>',
					esc_attr( $option ),
					$option === $text_value ? ' selected' : '',
					esc_html( $option )
				);
			}
			return sprintf(
				'<label for="%1$s" class="grunion-field-label">%2$s</label><select id="%1$s" name="%3$s"%4$s%5$s>%6$s</select>%7$s',
				esc_attr( $dom_id ),
				$label,
				esc_attr( $name ),
				$required,
				$invalid,
				$options,
				$error_html
			);
	}

	$input_types  = array(
		'email'     => 'email',
		'url'       => 'url',
		'date'      => 'date',
		'telephone' => 'tel',
	);
	$autocomplete = array(
		'name'      => 'name',
		'email'     => 'email',
		'url'       => 'url',
		'telephone' => 'tel',
	);
	return sprintf(
		'<label for="%1$s" class="grunion-field-label">%2$s</label><input type="%3$s" id="%1$s" name="%4$s" value="%5$s"%6$s%7$s%8$s%9$s />%10$s',
		esc_attr( $dom_id ),
		$label,
		isset( $input_types[ $type ] ) ? $input_types[ $type ] : 'text',
		esc_attr( $name ),
		esc_attr( $text_value ),
		isset( $autocomplete[ $type ] ) ? ' autocomplete="' . $autocomplete[ $type ] . '"' : '',
		placeholder_attribute( $field ),
		$required,
		$invalid,
		$error_html
	);
}

/**
 * The placeholder attribute, when the field has one.
 *
 * @param array $field The field definition.
 * @return string
 */
function placeholder_attribute( $field ) {
	return '' !== $field['placeholder'] ? sprintf( ' placeholder="%s"', esc_attr( $field['placeholder'] ) ) : '';
}
