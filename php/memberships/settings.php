<?php
/**
 * The Payments section of Settings → Blockpack (php/settings.php): the Stripe keys that connect
 * the site. The secret key and the webhook signing secret are never printed back in full (only
 * their last four characters), and never sent to the editor or to visitors. A page opened from
 * the editor's Connect link sends the editor back after saving.
 *
 * @package Blockpack
 */

namespace Blockpack\Memberships;

defined( 'ABSPATH' ) || exit;

/**
 * The payments settings.
 */
class Settings {

	const GROUP           = 'blockpack';
	const PUBLISHABLE_KEY = 'blockpack_stripe_publishable_key';
	const SECRET_KEY      = 'blockpack_stripe_secret_key';
	const WEBHOOK_SECRET  = 'blockpack_stripe_webhook_secret';

	/** Each key's expected form. */
	const PATTERNS = array(
		self::PUBLISHABLE_KEY => '/^pk_(test|live)_[A-Za-z0-9]+$/',
		self::SECRET_KEY      => '/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/',
		self::WEBHOOK_SECRET  => '/^whsec_[A-Za-z0-9+\/=]+$/',
	);

	/**
	 * Adds the Payments section to Settings → Blockpack and hooks the return to the editor in.
	 */
	public static function init() {
		\Blockpack\Settings\add_section( 'payments', array( __CLASS__, 'section' ) );
		add_filter( 'wp_redirect', array( __CLASS__, 'return_to_editor' ) );
	}

	/**
	 * The settings page's address: the memberships `connect_url`.
	 *
	 * @return string
	 */
	public static function page_url() {
		return \Blockpack\Settings\url();
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
	 * The Payments section: the publishable key, the secret key and the webhook signing secret
	 * (both secrets masked), each checked for its form; "Disconnect" removes all three.
	 *
	 * @return array
	 */
	public static function section() {
		$fields = array();
		foreach ( array(
			self::PUBLISHABLE_KEY => 'pk_live_…',
			self::SECRET_KEY      => 'sk_live_…',
			self::WEBHOOK_SECRET  => 'whsec_…',
		) as $option => $placeholder ) {
			$fields[] = array(
				'option'       => $option,
				'label'        => self::label( $option ),
				'type'         => self::PUBLISHABLE_KEY === $option ? 'text' : 'secret',
				'id'           => self::PUBLISHABLE_KEY === $option ? 'blockpack-pk' : $option,
				'placeholder'  => $placeholder,
				'format_error' => function ( $value ) use ( $option ) {
					return self::format_error( $option, $value );
				},
			);
		}
		return array(
			'title'      => __( 'Payments', 'blockpack' ),
			'intro'      => __( 'Enter your Stripe API keys to accept payments with the Payments, Donations and Paid Content blocks. Your site is connected to Stripe once a publishable key and a secret key are saved.', 'blockpack' ),
			'group'      => self::GROUP,
			'errors'     => true,
			'fields'     => $fields,
			'disconnect' => array(
				'name'    => 'blockpack_stripe_disconnect',
				'text'    => __( 'Remove the Stripe keys', 'blockpack' ),
				'options' => array_keys( self::PATTERNS ),
				'shown'   => array( __CLASS__, 'is_connected' ),
			),
			'submit'     => array( 'label' => __( 'Save Stripe keys', 'blockpack' ) ),
			'form_top'   => array( __CLASS__, 'print_return_field' ),
			'form_end'   => array( __CLASS__, 'print_cancel_link' ),
		);
	}

	/**
	 * What is wrong with a key's form, or '' when it has the expected form.
	 *
	 * @param string $option Option name.
	 * @param string $value  The key, trimmed.
	 * @return string
	 */
	public static function format_error( $option, $value ) {
		if ( preg_match( self::PATTERNS[ $option ], $value ) ) {
			return '';
		}
		return sprintf(
			/* translators: %s: the name of a settings field. */
			__( '%s does not look like a Stripe key; the previous value was kept.', 'blockpack' ),
			self::label( $option )
		);
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
	 * The page to go back to, from the `redirect_to` query of the Connect link, or ''.
	 *
	 * @return string
	 */
	private static function requested_return() {
		// No nonce check here: only read to link back.
		return isset( $_GET['redirect_to'] ) ? self::safe_return_url( wp_unslash( $_GET['redirect_to'] ) ) : ''; // Not sanitized here: validated as a local admin URL.
	}

	/**
	 * In the form opened from the Connect link: where to go back after saving.
	 */
	public static function print_return_field() {
		$return = self::requested_return();
		if ( '' !== $return ) {
			echo '<input type="hidden" name="blockpack_return" value="' . esc_url( $return ) . '" />';
		}
	}

	/**
	 * In the form opened from the Connect link: Cancel goes back to the editor.
	 */
	public static function print_cancel_link() {
		$return = self::requested_return();
		if ( '' !== $return ) {
			echo '<a class="button" href="' . esc_url( add_query_arg( 'stripe_connect_cancelled', '1', $return ) ) . '">' . esc_html__( 'Cancel', 'blockpack' ) . '</a>';
		}
	}
}
