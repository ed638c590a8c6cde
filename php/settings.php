<?php
/**
 * Settings → Blockpack: the one settings page, and the registry each block adds its section to
 * (`add_section()`). The registry registers each section's options with the Settings API (its
 * own settings group, so each section is a form of its own, saved through options.php with the
 * group's nonce), prints the page, and keeps the rules every section shares:
 *
 * - a `secret` field is never printed back, only its last four characters; left empty, it keeps
 *   the saved secret;
 * - a field with a `format_error` callable is checked before it is saved (the checked-secret
 *   flow): a value of the wrong form, or one the service's `check` rejects, is refused with the
 *   reason as a settings error and the saved value kept; one the service could not check is
 *   saved with a warning; the service is asked once a request for a value;
 * - a section's "Disconnect" box clears the options it names.
 *
 * `url( $section )` is the page's address, at a section: the one way to link to it.
 *
 * @package Blockpack
 */

namespace Blockpack\Settings;

defined( 'ABSPATH' ) || exit;

/** The page's slug: `options-general.php?page=blockpack`. */
const PAGE = 'blockpack';

/**
 * Settings → Blockpack, at a section if one is named.
 *
 * @param string $section The section's id (its heading's anchor), such as `mailchimp`.
 * @return string
 */
function url( $section = '' ) {
	return admin_url( 'options-general.php?page=' . PAGE ) . ( '' === $section ? '' : '#' . $section );
}

/**
 * Adds a section to the page, after those added before. `$describe` is called once, when the
 * section is first needed (after `init`, so its texts can be translated), and answers:
 *
 * - `title`  the heading (`<h2 id="<id>">`); `intro` an optional paragraph below it;
 * - `group`  the settings group: the form's `option_page`;
 * - `errors` whether the section prints its group's messages itself;
 * - `fields` the rows, each: `option`, `label`, `type` (`text`, `secret`, `select`, `checkbox`,
 *   `textarea`, `readonly`), and as needed `id` (the option), `key` (an entry of an array
 *   option), `default`, `sanitize` (callable), `format_error` and `check` (callables, the
 *   checked-secret flow, with the `unchecked` and `kept` messages), `value` (callable: what the
 *   field shows), `attrs` (input attributes), `placeholder`, `description`, `text` (a
 *   checkbox's), `choices`/`none`/`unlisted`/`fallback` (a select's), `readonly`, `shown`,
 *   `register` (more register_setting() arguments);
 * - `disconnect` optional: `name` of the box, `text`, `options` it clears, `shown`;
 * - `submit` the button: `label`, `name`, `shown`;
 * - `before`, `form_top`, `form_end`, `after` optional callables printing more.
 *
 * A `shown` that depends on saved settings is a callable, asked only when the page is printed:
 * every request in wp-admin and the REST API describes the sections to register their options,
 * and an option that was never saved costs a database query each time it is read.
 *
 * @param string   $id       The section's id.
 * @param callable $describe Answers the section.
 */
function add_section( $id, $describe ) {
	$sections        = &registry();
	$sections[ $id ] = array( 'describe' => $describe );
}

/**
 * The sections added, id => `describe` (and `section`, once described).
 *
 * @return array
 */
function &registry() {
	static $sections = array();
	return $sections;
}

/**
 * The sections, described, in the order they were added.
 *
 * @return array<string, array>
 */
function sections() {
	$sections  = &registry();
	$described = array();
	foreach ( $sections as $id => $entry ) {
		if ( ! isset( $entry['section'] ) ) {
			$sections[ $id ]['section'] = section_defaults( call_user_func( $entry['describe'] ) );
		}
		$described[ $id ] = $sections[ $id ]['section'];
	}
	return $described;
}

/**
 * A section with every key set, and each field's.
 *
 * @param array $section The description.
 * @return array
 */
function section_defaults( $section ) {
	$section = array_merge(
		array(
			'intro'      => '',
			'errors'     => false,
			'fields'     => array(),
			'disconnect' => null,
			'submit'     => array(),
		),
		$section
	);

	$section['submit'] = array_merge(
		array(
			'name'  => 'submit',
			'shown' => true,
		),
		$section['submit']
	);
	foreach ( $section['fields'] as $i => $field ) {
		$section['fields'][ $i ] = array_merge(
			array(
				'type'        => 'text',
				'id'          => isset( $field['option'] ) ? $field['option'] : '',
				'default'     => isset( $field['key'] ) ? array() : '',
				'attrs'       => array(),
				'placeholder' => '',
				'description' => '',
				'shown'       => true,
				'kept'        => '',
				'register'    => array(),
			),
			$field
		);
	}
	return $section;
}

/**
 * Reads every section's options that are not read yet, in one query, for a request that reads
 * many of them (the editor's start data): an option never saved is otherwise a query each time.
 */
function prime() {
	$options = array();
	foreach ( sections() as $section ) {
		foreach ( $section['fields'] as $field ) {
			if ( isset( $field['option'] ) ) {
				$options[ $field['option'] ] = true;
			}
		}
	}
	wp_prime_option_caches( array_keys( $options ) );
}

/**
 * Hooks the page and its settings in.
 */
function init() {
	add_action( 'admin_init', __NAMESPACE__ . '\register' );
	add_action( 'rest_api_init', __NAMESPACE__ . '\register' );
	add_action( 'admin_menu', __NAMESPACE__ . '\menu' );
}
init();

/**
 * Registers every section's options in its group (once a request; not shown in
 * `/wp/v2/settings` unless a field's `register` says so).
 */
function register() {
	static $registered = false;
	if ( $registered ) {
		return;
	}
	$registered = true;
	foreach ( sections() as $section ) {
		$done = array();
		foreach ( $section['fields'] as $field ) {
			if ( ! isset( $field['option'] ) || isset( $done[ $field['option'] ] ) ) {
				continue;
			}
			$done[ $field['option'] ] = true;
			register_setting(
				$section['group'],
				$field['option'],
				array_merge(
					array(
						'type'              => isset( $field['key'] ) ? 'object' : 'string',
						'default'           => $field['default'],
						'show_in_rest'      => false,
						'sanitize_callback' => function ( $value ) use ( $section, $field ) {
							return sanitize( $section, $field, $value );
						},
					),
					$field['register']
				)
			);
		}
	}
}

/**
 * Whether the request is a section's form being saved.
 *
 * @param array $section The section.
 * @return bool
 */
function is_form_save( $section ) {
	// No nonce check here: options.php checks the nonce.
	return isset( $_POST['option_page'] ) && $section['group'] === $_POST['option_page'] && ! ( defined( 'REST_REQUEST' ) && REST_REQUEST );
}

/**
 * Adds a message to a section's form, once a request (WordPress sanitizes a new option twice
 * in one save: update_option(), then add_option()). Outside wp-admin nothing shows it.
 *
 * @param string $group   The section's settings group.
 * @param string $code    The message's code.
 * @param string $message The message.
 * @param string $type    `error` or `warning`.
 */
function add_error( $group, $code, $message, $type = 'error' ) {
	static $added = array();
	if ( isset( $added[ $group ][ $code ] ) || ! function_exists( 'add_settings_error' ) ) {
		return;
	}
	$added[ $group ][ $code ] = true;
	add_settings_error( $group, $code, $message, $type );
}

/**
 * The value to save for a field: '' when the section's "Disconnect" box clears it; for a
 * checked field, checked_value(); for a secret left empty in its form, the saved secret;
 * otherwise the field's `sanitize` (by default: a trimmed line of text; a checkbox's '1'/'0').
 *
 * @param array $section The section.
 * @param array $field   The field.
 * @param mixed $value   The submitted value.
 * @return mixed
 */
function sanitize( $section, $field, $value ) {
	$form = is_form_save( $section );
	// No nonce check here: options.php checks the nonce.
	if ( $form && $section['disconnect'] && ! empty( $_POST[ $section['disconnect']['name'] ] ) && in_array( $field['option'], $section['disconnect']['options'], true ) ) {
		return '';
	}
	if ( isset( $field['format_error'] ) ) {
		return checked_value( $section, $field, $value, $form );
	}
	if ( 'secret' === $field['type'] && $form && '' === trim_string( $value ) ) {
		return (string) get_option( $field['option'], '' );
	}
	if ( isset( $field['sanitize'] ) ) {
		return call_user_func( $field['sanitize'], $value );
	}
	if ( 'checkbox' === $field['type'] ) {
		return ! empty( $value ) && '0' !== $value ? '1' : '0';
	}
	return trim( sanitize_text_field( trim_string( $value ) ) );
}

/**
 * What a service's `check` answers in the checked-secret flow: `valid`; `rejected`, with the
 * reason the form shows; or `unreachable` (the service gave no answer: the value is saved with
 * the field's `unchecked` warning).
 *
 * @param string $status  `valid`, `rejected` or `unreachable`.
 * @param string $message For `rejected`: why, for the user.
 * @return array{status: string, message: string}
 */
function check_answer( $status, $message = '' ) {
	return array(
		'status'  => $status,
		'message' => $message,
	);
}

/**
 * A submitted value as a trimmed string ('' for anything else).
 *
 * @param mixed $value The value.
 * @return string
 */
function trim_string( $value ) {
	return is_string( $value ) ? trim( $value ) : '';
}

/**
 * The checked-secret flow. From the section's form: a secret left empty keeps the saved one
 * (a field shown in full and emptied clears it); a new value of the wrong form, or that the
 * service rejects, is refused (the form says why, the saved value is kept); one the service
 * could not check is saved with a warning. Other writes keep a well-formed value or ''.
 *
 * @param array $section The section.
 * @param array $field   The field.
 * @param mixed $value   The submitted value.
 * @param bool  $form    Whether the section's form is being saved.
 * @return string What to save.
 */
function checked_value( $section, $field, $value, $form ) {
	$previous = (string) get_option( $field['option'], '' );
	$value    = trim_string( $value );
	if ( ! $form ) {
		return '' === $value || '' === call_user_func( $field['format_error'], $value ) ? $value : $previous;
	}
	if ( '' === $value && 'secret' === $field['type'] ) {
		$value = $previous;
	}
	if ( '' === $value || $value === $previous ) {
		return $value;
	}
	// The answer for a value is kept for the rest of this request, so the service is asked once.
	static $answered = array();
	$key = $field['option'] . "\0" . $value;
	if ( ! isset( $answered[ $key ] ) ) {
		$error = call_user_func( $field['format_error'], $value );
		if ( '' === $error && isset( $field['check'] ) ) {
			$check = call_user_func( $field['check'], $value );
			if ( 'rejected' === $check['status'] ) {
				$error = $check['message'];
			} elseif ( 'unreachable' === $check['status'] ) {
				add_error( $section['group'], $field['option'] . '_unchecked', $field['unchecked'], 'warning' );
			}
		}
		if ( '' !== $error ) {
			add_error( $section['group'], $field['option'], trim( $error . ' ' . $field['kept'] ) );
		}
		$answered[ $key ] = '' === $error ? $value : $previous;
	}
	return $answered[ $key ];
}

/**
 * A secret shown as its last four characters.
 *
 * @param string $secret The secret.
 * @return string '' for no secret.
 */
function mask( $secret ) {
	$secret = (string) $secret;
	return '' === $secret ? '' : '••••' . substr( $secret, -4 );
}

/**
 * Adds Settings → Blockpack.
 */
function menu() {
	add_options_page(
		__( 'Blockpack', 'blockpack' ),
		__( 'Blockpack', 'blockpack' ),
		'manage_options',
		PAGE,
		__NAMESPACE__ . '\print_page'
	);
}

/**
 * Prints the page: each section, its form of its own.
 */
function print_page() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	?>
	<div class="wrap">
		<h1><?php esc_html_e( 'Blockpack', 'blockpack' ); ?></h1>
		<?php
		foreach ( sections() as $id => $section ) {
			print_section( $id, $section );
		}
		?>
	</div>
	<?php
}

/**
 * Calls a section's optional printer.
 *
 * @param array  $section The section.
 * @param string $name    `before`, `form_top`, `form_end` or `after`.
 */
function print_part( $section, $name ) {
	if ( isset( $section[ $name ] ) ) {
		call_user_func( $section[ $name ] );
	}
}

/**
 * Whether a field, the "Disconnect" box or the button is printed: its `shown`, or what that
 * callable answers.
 *
 * @param array $part The field, `disconnect` or `submit`.
 * @return bool
 */
function is_shown( $part ) {
	return (bool) ( is_callable( $part['shown'] ) ? call_user_func( $part['shown'] ) : $part['shown'] );
}

/**
 * Prints a section: heading, introduction, messages, its form, and what it adds.
 *
 * @param string $id      The section's id.
 * @param array  $section The section.
 */
function print_section( $id, $section ) {
	?>
	<h2 id="<?php echo esc_attr( $id ); ?>"><?php echo esc_html( $section['title'] ); ?></h2>
	<?php print_part( $section, 'before' ); ?>
	<?php if ( '' !== $section['intro'] ) : ?>
		<p><?php echo esc_html( $section['intro'] ); ?></p>
	<?php endif; ?>
	<?php
	if ( $section['errors'] ) {
		settings_errors( $section['group'] );
	}
	?>
	<form method="post" action="options.php">
		<?php settings_fields( $section['group'] ); ?>
		<?php print_part( $section, 'form_top' ); ?>
		<table class="form-table" role="presentation">
			<?php
			foreach ( $section['fields'] as $field ) {
				if ( is_shown( $field ) ) {
					print_row( $field );
				}
			}
			$disconnect = $section['disconnect'];
			?>
			<?php if ( $disconnect && is_shown( $disconnect ) ) : ?>
				<tr>
					<th scope="row"><?php esc_html_e( 'Disconnect', 'blockpack' ); ?></th>
					<td><label><input type="checkbox" name="<?php echo esc_attr( $disconnect['name'] ); ?>" value="1" /> <?php echo esc_html( $disconnect['text'] ); ?></label></td>
				</tr>
			<?php endif; ?>
		</table>
		<?php
		if ( is_shown( $section['submit'] ) ) {
			submit_button( $section['submit']['label'], 'primary', $section['submit']['name'] );
		}
		print_part( $section, 'form_end' );
		?>
	</form>
	<?php
	print_part( $section, 'after' );
}

/**
 * A field's saved value (its entry, for a field of an array option).
 *
 * @param array $field The field.
 * @return mixed
 */
function value_of( $field ) {
	if ( isset( $field['value'] ) ) {
		return call_user_func( $field['value'] );
	}
	$value = get_option( $field['option'], $field['default'] );
	if ( isset( $field['key'] ) ) {
		return is_array( $value ) && isset( $value[ $field['key'] ] ) ? $value[ $field['key'] ] : '';
	}
	return $value;
}

/**
 * A field's `name`.
 *
 * @param array $field The field.
 * @return string
 */
function name_of( $field ) {
	return isset( $field['key'] ) ? $field['option'] . '[' . $field['key'] . ']' : $field['option'];
}

/**
 * Prints a field's row: its label, its control.
 *
 * @param array $field The field.
 */
function print_row( $field ) {
	?>
	<tr>
		<?php if ( 'checkbox' === $field['type'] ) : ?>
			<th scope="row"><?php echo esc_html( $field['label'] ); ?></th>
		<?php else : ?>
			<th scope="row"><label for="<?php echo esc_attr( $field['id'] ); ?>"><?php echo esc_html( $field['label'] ); ?></label></th>
		<?php endif; ?>
		<td><?php print_control( $field ); ?></td>
	</tr>
	<?php
}

/**
 * Prints an `<input>` with its attributes in one order (null ones left out).
 *
 * @param array $attrs The attributes.
 */
function print_input( $attrs ) {
	$order = array_fill_keys( array( 'id', 'class', 'type', 'inputmode', 'autocomplete', 'spellcheck', 'readonly', 'name', 'value', 'placeholder', 'aria-describedby' ), null );
	$html  = '<input';
	foreach ( array_merge( $order, $attrs ) as $name => $value ) {
		if ( null !== $value ) {
			$html .= ' ' . $name . '="' . esc_attr( $value ) . '"';
		}
	}
	echo $html . ' />'; // Escaped above.
}

/**
 * Prints a field's description below its control.
 *
 * @param array  $field The field.
 * @param string $text  The description.
 */
function print_description( $field, $text ) {
	?>
	<p class="description" id="<?php echo esc_attr( $field['id'] . '-description' ); ?>"><?php echo esc_html( $text ); ?></p>
	<?php
}

/**
 * Prints a field's control.
 *
 * @param array $field The field.
 */
function print_control( $field ) {
	$input = array_merge(
		array(
			'id'               => $field['id'],
			'class'            => 'regular-text code',
			'type'             => 'text',
			'autocomplete'     => 'off',
			'name'             => isset( $field['option'] ) ? name_of( $field ) : null,
			'placeholder'      => '' === $field['placeholder'] ? null : $field['placeholder'],
			'aria-describedby' => '' === $field['description'] ? null : $field['id'] . '-description',
		),
		$field['attrs']
	);
	switch ( $field['type'] ) {
		case 'secret':
			$stored = (string) get_option( $field['option'], '' );
			$input  = array_merge(
				$input,
				array(
					'type'         => 'password',
					'autocomplete' => 'new-password',
					'value'        => '',
					'placeholder'  => '' === $stored ? $field['placeholder'] : mask( $stored ),
				)
			);
			print_input( $input );
			if ( '' !== $stored ) {
				/* translators: %s: the last characters of a saved secret. */
				echo '<p class="description">' . esc_html( sprintf( __( 'Saved (%s). Leave empty to keep it.', 'blockpack' ), mask( $stored ) ) ) . '</p>';
			}
			return;
		case 'checkbox':
			$on = '0' !== (string) value_of( $field );
			echo '<label><input type="checkbox" name="' . esc_attr( name_of( $field ) ) . '" value="1"' . checked( $on, true, false ) . ' /> ' . esc_html( $field['text'] ) . '</label>';
			return;
		case 'textarea':
			$readonly = empty( $field['readonly'] ) ? '' : ' readonly aria-describedby="' . esc_attr( $field['readonly'] ) . '"';
			echo '<textarea id="' . esc_attr( $field['id'] ) . '" class="large-text code" rows="4" spellcheck="false" name="' . esc_attr( name_of( $field ) ) . '"' . $readonly . '>' . esc_textarea( (string) value_of( $field ) ) . '</textarea>'; // Escaped above.
			return;
		case 'readonly':
			$input = array_merge(
				$input,
				array(
					'autocomplete' => null,
					'name'         => null,
					'readonly'     => 'readonly',
				)
			);
			break;
		case 'select':
			print_select( $field, $input );
			return;
	}
	$input['value'] = (string) value_of( $field );
	print_input( $input );
	if ( '' !== $field['description'] ) {
		print_description( $field, $field['description'] );
	}
}

/**
 * Prints a select of the field's `choices` (value => label), with `none` first and the saved
 * value, when not among them, as `unlisted`; when the choices cannot be loaded (a WP_Error), a
 * text field, below it why and the `fallback` hint.
 *
 * @param array $field The field.
 * @param array $input The attributes of a text input of the field.
 */
function print_select( $field, $input ) {
	$chosen  = (string) value_of( $field );
	$choices = call_user_func( $field['choices'] );
	if ( is_wp_error( $choices ) ) {
		$input['value']            = $chosen;
		$input['aria-describedby'] = $field['id'] . '-description';
		print_input( $input );
		print_description( $field, $choices->get_error_message() . ' ' . $field['fallback'] );
		return;
	}
	?>
	<select id="<?php echo esc_attr( $field['id'] ); ?>" name="<?php echo esc_attr( name_of( $field ) ); ?>">
		<option value=""><?php echo esc_html( $field['none'] ); ?></option>
		<?php foreach ( $choices as $value => $label ) : ?>
			<option value="<?php echo esc_attr( (string) $value ); ?>" <?php selected( (string) $value, $chosen ); ?>><?php echo esc_html( $label ); ?></option>
		<?php endforeach; ?>
		<?php if ( '' !== $chosen && ! array_key_exists( $chosen, $choices ) ) : ?>
			<option value="<?php echo esc_attr( $chosen ); ?>" selected="selected"><?php echo esc_html( sprintf( $field['unlisted'], $chosen ) ); ?></option>
		<?php endif; ?>
	</select>
	<?php
}
