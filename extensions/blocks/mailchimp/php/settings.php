<?php
/**
 * Mailchimp: its section of Settings → Blockpack (administrators only), a form of its own. The
 * API key is a secret field (masked, an empty field keeps it); a new key is checked with
 * Mailchimp (`GET /ping`): one Mailchimp rejects is refused with Mailchimp's reason and the
 * previous key kept, one Mailchimp could not check is kept with a warning. The audience is
 * chosen from the account's audiences (`GET /lists`) once the key works, or typed as an id when
 * they cannot be loaded. Double opt-in is on by default. "Disconnect" removes the key and the
 * audience.
 *
 * @package Blockpack
 */

namespace Blockpack\Blocks\Mailchimp;

defined( 'ABSPATH' ) || exit;

/** The settings group of the section's form. */
const SETTINGS_GROUP = 'blockpack_mailchimp';

/** The form's "Disconnect" box. */
const DISCONNECT_FIELD = 'blockpack_mailchimp_disconnect';

/**
 * Registers the section's settings (not shown in `/wp/v2/settings`).
 */
function register_settings() {
	$settings = array(
		API_KEY_OPTION       => __NAMESPACE__ . '\sanitize_key_setting',
		AUDIENCE_OPTION      => __NAMESPACE__ . '\sanitize_audience_setting',
		DOUBLE_OPT_IN_OPTION => __NAMESPACE__ . '\sanitize_double_opt_in_setting',
	);
	foreach ( $settings as $option => $sanitize ) {
		register_setting(
			SETTINGS_GROUP,
			$option,
			array(
				'type'              => 'string',
				'default'           => DOUBLE_OPT_IN_OPTION === $option ? '1' : '',
				'show_in_rest'      => false,
				'sanitize_callback' => $sanitize,
			)
		);
	}
}
add_action( 'admin_init', __NAMESPACE__ . '\register_settings' );

/**
 * Whether the request is the section's form being saved.
 *
 * @return bool
 */
function is_form_save() {
	// No nonce check here: options.php checks the nonce.
	return isset( $_POST['option_page'] ) && SETTINGS_GROUP === $_POST['option_page'] && ! ( defined( 'REST_REQUEST' ) && REST_REQUEST );
}

/**
 * Whether the form's "Disconnect" box is ticked.
 *
 * @return bool
 */
function is_disconnecting() {
	// No nonce check here: options.php checks the nonce.
	return is_form_save() && ! empty( $_POST[ DISCONNECT_FIELD ] );
}

/**
 * Checks the API key sent from the form: "Disconnect" removes it; an empty field keeps the saved
 * key; a key of the wrong form or that Mailchimp rejects is refused (the previous one is kept,
 * the form says why); a key Mailchimp could not check is kept, with a warning. Other writes of
 * the option keep a well-formed key.
 *
 * @param mixed $value The submitted value.
 * @return string
 */
function sanitize_key_setting( $value ) {
	$previous = (string) get_option( API_KEY_OPTION, '' );
	if ( ! is_form_save() ) {
		$value = is_string( $value ) ? trim( $value ) : '';
		return '' === $value || '' === key_format_error( $value ) ? $value : $previous;
	}
	if ( is_disconnecting() ) {
		return '';
	}
	$value = \Blockpack\Settings_Fields\submitted_secret( API_KEY_OPTION, $value );
	if ( '' === $value || $value === $previous ) {
		return $value;
	}
	// WordPress sanitizes a new option twice in one save (update_option(), then add_option()):
	// the answer for a value is kept for the rest of this request, so Mailchimp is asked once.
	static $answered = array();
	if ( ! isset( $answered[ $value ] ) ) {
		$answered[ $value ] = check_key_setting( $value, $previous );
	}
	return $answered[ $value ];
}

/**
 * Checks a new key from the form, adding the form's messages.
 *
 * @param string $value    The key, trimmed, not empty.
 * @param string $previous The saved key.
 * @return string What to save.
 */
function check_key_setting( $value, $previous ) {
	$error = key_format_error( $value );
	if ( '' === $error ) {
		$check = check_key( $value );
		if ( 'rejected' === $check['status'] ) {
			$error = $check['message'];
		} elseif ( 'unreachable' === $check['status'] ) {
			add_settings_error( SETTINGS_GROUP, 'unchecked', __( 'The Mailchimp API key was saved, but Mailchimp could not be reached to check it. If signups fail, check the key in your Mailchimp account.', 'blockpack' ), 'warning' );
		}
	}
	if ( '' !== $error ) {
		add_settings_error( SETTINGS_GROUP, 'invalid_key', $error . ' ' . __( 'The previous API key was kept.', 'blockpack' ) );
		return $previous;
	}
	return $value;
}

/**
 * Checks the audience sent from the form: an audience id, or '' (none; also on "Disconnect").
 *
 * @param mixed $value The submitted value.
 * @return string
 */
function sanitize_audience_setting( $value ) {
	if ( is_disconnecting() ) {
		return '';
	}
	$value = is_string( $value ) ? trim( sanitize_text_field( $value ) ) : '';
	if ( '' === $value || is_audience_id( $value ) ) {
		return $value;
	}
	if ( is_form_save() ) {
		add_settings_error( SETTINGS_GROUP, 'invalid_audience', __( 'This does not look like a Mailchimp audience ID (letters and digits, such as “a1b2c3d4e5”). The previous audience was kept.', 'blockpack' ) );
	}
	return (string) get_option( AUDIENCE_OPTION, '' );
}

/**
 * The double opt-in box: '1' when ticked, '0' when not (an unticked box sends nothing).
 *
 * @param mixed $value The submitted value.
 * @return string
 */
function sanitize_double_opt_in_setting( $value ) {
	return ! empty( $value ) && '0' !== $value ? '1' : '0';
}

/**
 * Prints the Mailchimp section of Settings → Blockpack.
 */
function print_settings_section() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	$key       = (string) get_option( API_KEY_OPTION, '' );
	$audiences = '' !== api_key() ? fetch_audiences() : array();
	$chosen    = (string) get_option( AUDIENCE_OPTION, '' );
	?>
	<h2 id="mailchimp"><?php esc_html_e( 'Mailchimp', 'blockpack' ); ?></h2>
	<p><?php esc_html_e( 'Mailchimp signup forms add your visitors to an audience of your Mailchimp account. Enter an API key of your account (Profile → Extras → API keys), save, then choose the audience.', 'blockpack' ); ?></p>
	<form method="post" action="options.php">
		<?php settings_fields( SETTINGS_GROUP ); ?>
		<table class="form-table" role="presentation">
			<tr>
				<th scope="row"><label for="<?php echo esc_attr( API_KEY_OPTION ); ?>"><?php esc_html_e( 'API key', 'blockpack' ); ?></label></th>
				<td><?php \Blockpack\Settings_Fields\secret_input( API_KEY_OPTION, '0123456789abcdef0123456789abcdef-us21' ); ?></td>
			</tr>
			<?php if ( '' !== $key ) : ?>
				<tr>
					<th scope="row"><label for="<?php echo esc_attr( AUDIENCE_OPTION ); ?>"><?php esc_html_e( 'Audience', 'blockpack' ); ?></label></th>
					<td>
						<?php if ( is_wp_error( $audiences ) ) : ?>
							<input id="<?php echo esc_attr( AUDIENCE_OPTION ); ?>" class="regular-text code" type="text" autocomplete="off" name="<?php echo esc_attr( AUDIENCE_OPTION ); ?>" value="<?php echo esc_attr( $chosen ); ?>" aria-describedby="blockpack-mailchimp-audience-description" />
							<p class="description" id="blockpack-mailchimp-audience-description">
								<?php echo esc_html( $audiences->get_error_message() . ' ' . __( 'Enter the audience ID (Audience → Settings → Audience name and defaults in Mailchimp).', 'blockpack' ) ); ?>
							</p>
						<?php else : ?>
							<select id="<?php echo esc_attr( AUDIENCE_OPTION ); ?>" name="<?php echo esc_attr( AUDIENCE_OPTION ); ?>">
								<option value=""><?php esc_html_e( '— Choose an audience —', 'blockpack' ); ?></option>
								<?php
								$listed = false;
								foreach ( $audiences as $list ) :
									$listed = $listed || $list['id'] === $chosen;
									?>
									<option value="<?php echo esc_attr( $list['id'] ); ?>" <?php selected( $list['id'], $chosen ); ?>><?php echo esc_html( $list['name'] ); ?></option>
								<?php endforeach; ?>
								<?php if ( '' !== $chosen && ! $listed ) : ?>
									<option value="<?php echo esc_attr( $chosen ); ?>" selected="selected">
										<?php
										/* translators: %s: an audience id. */
										echo esc_html( sprintf( __( '%s (not found in this account)', 'blockpack' ), $chosen ) );
										?>
									</option>
								<?php endif; ?>
							</select>
						<?php endif; ?>
					</td>
				</tr>
			<?php endif; ?>
			<tr>
				<th scope="row"><?php esc_html_e( 'Double opt-in', 'blockpack' ); ?></th>
				<td>
					<label><input type="checkbox" name="<?php echo esc_attr( DOUBLE_OPT_IN_OPTION ); ?>" value="1" <?php checked( double_opt_in() ); ?> /> <?php esc_html_e( 'New members confirm their address by e-mail before they are subscribed', 'blockpack' ); ?></label>
				</td>
			</tr>
			<?php if ( '' !== $key ) : ?>
				<tr>
					<th scope="row"><?php esc_html_e( 'Disconnect', 'blockpack' ); ?></th>
					<td><label><input type="checkbox" name="<?php echo esc_attr( DISCONNECT_FIELD ); ?>" value="1" /> <?php esc_html_e( 'Remove the Mailchimp API key and audience (signup forms are hidden until Mailchimp is connected again)', 'blockpack' ); ?></label></td>
				</tr>
			<?php endif; ?>
		</table>
		<?php submit_button( __( 'Save Mailchimp settings', 'blockpack' ), 'primary', 'submit-mailchimp' ); ?>
	</form>
	<?php
}
add_action( 'blockpack_settings_sections', __NAMESPACE__ . '\print_settings_section' );
