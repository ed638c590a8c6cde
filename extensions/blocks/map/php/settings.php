<?php
/**
 * Map: the Mapbox access token on Settings → Blockpack (administrators only), beside the Stripe
 * keys. The token is shown in full, unlike Stripe's secrets: it is a public token that every
 * page with a map hands to its visitors anyway, and the administrator needs to see which one is
 * set. It is checked as the editor's route checks it (save_token()).
 *
 * @package Blockpack
 */

namespace Blockpack\Blocks\Map;

defined( 'ABSPATH' ) || exit;

/** The settings group of the form. */
const SETTINGS_GROUP = 'blockpack_map';

/**
 * Registers the token as a setting of the form (not shown in `/wp/v2/settings`: the key route is
 * the REST way to it).
 */
function register_token_setting() {
	register_setting(
		SETTINGS_GROUP,
		TOKEN_OPTION,
		array(
			'type'              => 'string',
			'default'           => '',
			'show_in_rest'      => false,
			'sanitize_callback' => __NAMESPACE__ . '\sanitize_token_setting',
		)
	);
}
add_action( 'admin_init', __NAMESPACE__ . '\register_token_setting' );

/**
 * Checks a token sent from the settings form: an empty field removes the token; a token that is
 * malformed or that Mapbox rejects is refused (the previous one is kept, the form says why); a
 * token Mapbox could not check is kept, with a warning. Other writes of the option (the key
 * route, which checked the token itself) pass through.
 *
 * @param mixed $value The submitted value.
 * @return string
 */
function sanitize_token_setting( $value ) {
	$value = is_string( $value ) ? trim( $value ) : '';
	// No nonce check here: options.php checks the nonce.
	$from_form = isset( $_POST['option_page'] ) && SETTINGS_GROUP === $_POST['option_page'] && ! ( defined( 'REST_REQUEST' ) && REST_REQUEST );
	if ( ! $from_form ) {
		return '' === token_format_error( $value ) ? $value : access_token();
	}
	if ( '' === $value ) {
		return '';
	}
	$previous = access_token();
	if ( $value === $previous ) {
		return $value;
	}
	// WordPress sanitizes a new option twice in one save (update_option(), then add_option()):
	// the answer for a value is kept for the rest of this request, so Mapbox is asked once.
	static $answered = array();
	if ( isset( $answered[ $value ] ) ) {
		return $answered[ $value ];
	}
	$answered[ $value ] = check_token_setting( $value, $previous );
	return $answered[ $value ];
}

/**
 * Checks a new token from the settings form, adding the form's messages.
 *
 * @param string $value    The token, trimmed, not empty.
 * @param string $previous The saved token.
 * @return string What to save.
 */
function check_token_setting( $value, $previous ) {
	$error = token_format_error( $value );
	if ( '' === $error ) {
		$check = check_token_with_mapbox( $value );
		if ( 'rejected' === $check['status'] ) {
			$error = $check['message'];
		} elseif ( 'unreachable' === $check['status'] ) {
			add_settings_error( SETTINGS_GROUP, 'unchecked', __( 'The Mapbox token was saved, but Mapbox could not be reached to check it. If maps do not show, check the token in your Mapbox account.', 'blockpack' ), 'warning' );
		}
	}
	if ( '' !== $error ) {
		add_settings_error( SETTINGS_GROUP, 'invalid', $error . ' ' . __( 'The previous token was kept.', 'blockpack' ) );
		return $previous;
	}
	return $value;
}

/**
 * Prints the Maps section of Settings → Blockpack.
 */
function print_settings_section() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	?>
	<h2 id="maps"><?php esc_html_e( 'Maps', 'blockpack' ); ?></h2>
	<p><?php esc_html_e( 'Maps work without any account, on OpenStreetMap. With a Mapbox access token, they use Mapbox’s map styles and address search instead. Use a public token (it starts with “pk.”): every visitor’s browser receives it.', 'blockpack' ); ?></p>
	<form method="post" action="options.php">
		<?php settings_fields( SETTINGS_GROUP ); ?>
		<table class="form-table" role="presentation">
			<tr>
				<th scope="row"><label for="blockpack-mapbox-token"><?php esc_html_e( 'Mapbox access token', 'blockpack' ); ?></label></th>
				<td>
					<input id="blockpack-mapbox-token" class="large-text code" type="text" autocomplete="off" spellcheck="false" name="<?php echo esc_attr( TOKEN_OPTION ); ?>" value="<?php echo esc_attr( access_token() ); ?>" placeholder="pk.…" aria-describedby="blockpack-mapbox-token-description" />
					<p class="description" id="blockpack-mapbox-token-description"><?php esc_html_e( 'Leave empty to use OpenStreetMap.', 'blockpack' ); ?></p>
				</td>
			</tr>
		</table>
		<?php submit_button( __( 'Save Mapbox token', 'blockpack' ), 'primary', 'submit-mapbox' ); ?>
	</form>
	<?php
}
add_action( 'blockpack_settings_sections', __NAMESPACE__ . '\print_settings_section' );
