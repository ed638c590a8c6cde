<?php
/**
 * Settings → Blockpack: the Stripe keys that connect the site. The secret key and the webhook
 * signing secret are never printed back in full (only their last four characters), and never
 * sent to the editor or to visitors.
 *
 * @package Blockpack
 */

namespace Blockpack\Memberships;

defined( 'ABSPATH' ) || exit;

/**
 * The payments settings.
 */
class Settings {

	const PAGE            = 'blockpack';
	const GROUP           = 'blockpack';
	const PUBLISHABLE_KEY = 'blockpack_stripe_publishable_key';
	const SECRET_KEY      = 'blockpack_stripe_secret_key';
	const WEBHOOK_SECRET  = 'blockpack_stripe_webhook_secret';

	/**
	 * Hooks the page and the settings in.
	 */
	public static function init() {
		add_action( 'admin_init', array( __CLASS__, 'register' ) );
		add_action( 'rest_api_init', array( __CLASS__, 'register' ) );
		add_action( 'admin_menu', array( __CLASS__, 'menu' ) );
		add_filter( 'wp_redirect', array( __CLASS__, 'return_to_editor' ) );
	}

	/**
	 * The settings page's address: the memberships `connect_url`.
	 *
	 * @return string
	 */
	public static function page_url() {
		return admin_url( 'options-general.php?page=' . self::PAGE );
	}

	/**
	 * Whether Stripe keys are entered.
	 *
	 * @return bool
	 */
	public static function is_connected() {
		return '' !== self::secret_key() && '' !== self::publishable_key();
	}

	/**
	 * The secret key, or ''.
	 *
	 * @return string
	 */
	public static function secret_key() {
		return (string) get_option( self::SECRET_KEY, '' );
	}

	/**
	 * The publishable key, or ''.
	 *
	 * @return string
	 */
	public static function publishable_key() {
		return (string) get_option( self::PUBLISHABLE_KEY, '' );
	}

	/**
	 * The webhook signing secret, or ''.
	 *
	 * @return string
	 */
	public static function webhook_secret() {
		return (string) get_option( self::WEBHOOK_SECRET, '' );
	}

	/**
	 * Registers the three options with their sanitizers (not shown in REST).
	 */
	public static function register() {
		$fields = array(
			self::PUBLISHABLE_KEY => '/^pk_(test|live)_[A-Za-z0-9]+$/',
			self::SECRET_KEY      => '/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/',
			self::WEBHOOK_SECRET  => '/^whsec_[A-Za-z0-9+\/=]+$/',
		);
		foreach ( $fields as $option => $pattern ) {
			register_setting(
				self::GROUP,
				$option,
				array(
					'type'              => 'string',
					'default'           => '',
					'show_in_rest'      => false,
					'sanitize_callback' => function ( $value ) use ( $option, $pattern ) {
						return self::sanitize_key( $option, $value, $pattern );
					},
				)
			);
		}
	}

	/**
	 * Keeps a key only when it has the expected form. An empty field keeps the stored secret
	 * (secrets are never printed into the form); the "Remove" box clears all three keys.
	 *
	 * @param string $option  Option name.
	 * @param mixed  $value   Submitted value.
	 * @param string $pattern The key's expected form.
	 * @return string
	 */
	public static function sanitize_key( $option, $value, $pattern ) {
		// No nonce check here: options.php checks the nonce.
		if ( ! empty( $_POST['blockpack_stripe_disconnect'] ) ) {
			return '';
		}
		$previous = (string) get_option( $option, '' );
		if ( self::PUBLISHABLE_KEY === $option ) {
			$value = is_string( $value ) ? trim( sanitize_text_field( $value ) ) : '';
		} else {
			$value = \Blockpack\Settings_Fields\submitted_secret( $option, $value );
		}
		if ( '' === $value ) {
			return '';
		}
		if ( ! preg_match( $pattern, $value ) ) {
			if ( ! function_exists( 'add_settings_error' ) ) {
				return $previous;
			}
			add_settings_error(
				self::GROUP,
				$option,
				sprintf(
					/* translators: %s: the name of a settings field. */
					__( '%s does not look like a Stripe key; the previous value was kept.', 'blockpack' ),
					self::label( $option )
				)
			);
			return $previous;
		}
		return $value;
	}

	/**
	 * A field's label.
	 *
	 * @param string $option Option name.
	 * @return string
	 */
	public static function label( $option ) {
		switch ( $option ) {
			case self::PUBLISHABLE_KEY:
				return __( 'Publishable key', 'blockpack' );
			case self::SECRET_KEY:
				return __( 'Secret key', 'blockpack' );
			default:
				return __( 'Webhook signing secret', 'blockpack' );
		}
	}

	/**
	 * Adds Settings → Blockpack.
	 */
	public static function menu() {
		add_options_page(
			__( 'Blockpack', 'blockpack' ),
			__( 'Blockpack', 'blockpack' ),
			'manage_options',
			self::PAGE,
			array( __CLASS__, 'render' )
		);
	}

	/**
	 * The page to go back to after saving, from the `redirect_to` query: an address on this
	 * site's admin only.
	 *
	 * @param string $url Candidate.
	 * @return string '' when not allowed.
	 */
	public static function safe_return_url( $url ) {
		$url = wp_validate_redirect( (string) $url, '' );
		if ( '' === $url || 0 !== strpos( $url, admin_url() ) ) {
			return '';
		}
		return $url;
	}

	/**
	 * After the settings are saved from a "Connect" link, goes back to the editor with
	 * `stripe_connect_success` (keys now set) or `stripe_connect_cancelled` (still none).
	 *
	 * @param string $location Where WordPress redirects.
	 * @return string
	 */
	public static function return_to_editor( $location ) {
		// No nonce check here: options.php checked the nonce before saving.
		if ( empty( $_POST['option_page'] ) || self::GROUP !== $_POST['option_page'] || empty( $_POST['blockpack_return'] ) ) {
			return $location;
		}
		$return = self::safe_return_url( wp_unslash( $_POST['blockpack_return'] ) ); // Not sanitized here: validated as a local admin URL.
		if ( '' === $return || ! current_user_can( 'manage_options' ) ) {
			return $location;
		}
		$flag = self::is_connected() ? 'stripe_connect_success' : 'stripe_connect_cancelled';
		return add_query_arg( $flag, '1', $return );
	}

	/**
	 * The settings page.
	 */
	public static function render() {
		if ( ! current_user_can( 'manage_options' ) ) {
			return;
		}
		// No nonce check here: only read to link back.
		$return = isset( $_GET['redirect_to'] ) ? self::safe_return_url( wp_unslash( $_GET['redirect_to'] ) ) : ''; // Not sanitized here: validated as a local admin URL.
		?>
		<div class="wrap">
			<h1><?php esc_html_e( 'Blockpack', 'blockpack' ); ?></h1>
			<h2 id="payments"><?php esc_html_e( 'Payments', 'blockpack' ); ?></h2>
			<p><?php esc_html_e( 'Enter your Stripe API keys to accept payments with the Payments, Donations and Paid Content blocks. Your site is connected to Stripe once a publishable key and a secret key are saved.', 'blockpack' ); ?></p>
			<?php settings_errors( self::GROUP ); ?>
			<form method="post" action="options.php">
				<?php settings_fields( self::GROUP ); ?>
				<?php if ( '' !== $return ) : ?>
					<input type="hidden" name="blockpack_return" value="<?php echo esc_url( $return ); ?>" />
				<?php endif; ?>
				<table class="form-table" role="presentation">
					<tr>
						<th scope="row"><label for="blockpack-pk"><?php echo esc_html( self::label( self::PUBLISHABLE_KEY ) ); ?></label></th>
						<td><input id="blockpack-pk" class="regular-text code" type="text" autocomplete="off" name="<?php echo esc_attr( self::PUBLISHABLE_KEY ); ?>" value="<?php echo esc_attr( self::publishable_key() ); ?>" placeholder="pk_live_…" /></td>
					</tr>
					<?php foreach ( array( self::SECRET_KEY => 'sk_live_…', self::WEBHOOK_SECRET => 'whsec_…' ) as $option => $placeholder ) : ?>
						<tr>
							<th scope="row"><label for="<?php echo esc_attr( $option ); ?>"><?php echo esc_html( self::label( $option ) ); ?></label></th>
							<td>
								<?php \Blockpack\Settings_Fields\secret_input( $option, $placeholder ); ?>
							</td>
						</tr>
					<?php endforeach; ?>
					<?php if ( self::is_connected() ) : ?>
						<tr>
							<th scope="row"><?php esc_html_e( 'Disconnect', 'blockpack' ); ?></th>
							<td><label><input type="checkbox" name="blockpack_stripe_disconnect" value="1" /> <?php esc_html_e( 'Remove the Stripe keys', 'blockpack' ); ?></label></td>
						</tr>
					<?php endif; ?>
				</table>
				<?php submit_button( __( 'Save Stripe keys', 'blockpack' ) ); ?>
				<?php if ( '' !== $return ) : ?>
					<a class="button" href="<?php echo esc_url( add_query_arg( 'stripe_connect_cancelled', '1', $return ) ); ?>"><?php esc_html_e( 'Cancel', 'blockpack' ); ?></a>
				<?php endif; ?>
			</form>
			<?php
			/**
			 * Fires at the end of Settings → Blockpack, for other sections (each its own form).
			 */
			do_action( 'blockpack_settings_sections' );
			?>
		</div>
		<?php
	}
}
