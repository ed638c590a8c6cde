<?php
/**
 * Secret fields on Settings → Blockpack (Stripe's secret keys, Mailchimp's API key, Instagram's
 * app secret…): a secret is never printed back, only its last four characters; an empty field
 * keeps the saved secret. One set of rules for every section of the page.
 *
 * @package Blockpack
 */

namespace Blockpack\Settings_Fields;

defined( 'ABSPATH' ) || exit;

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
 * The value a secret field submits, trimmed; an empty field keeps the saved secret (the form
 * never holds it). Checking the value's form is the caller's.
 *
 * @param string $option The option that holds the secret.
 * @param mixed  $value  The submitted value.
 * @return string The new secret, or the saved one when the field was left empty.
 */
function submitted_secret( $option, $value ) {
	$value = is_string( $value ) ? trim( sanitize_text_field( $value ) ) : '';
	return '' === $value ? (string) get_option( $option, '' ) : $value;
}

/**
 * Prints a secret's input: a password field that is always empty, its placeholder the masked
 * saved secret (or `$placeholder`), and "Saved (••••abcd). Leave empty to keep it." below.
 *
 * @param string $option      The option (the field's name and id).
 * @param string $placeholder The placeholder while nothing is saved, e.g. `sk_live_…`.
 */
function secret_input( $option, $placeholder ) {
	$stored = (string) get_option( $option, '' );
	?>
	<input id="<?php echo esc_attr( $option ); ?>" class="regular-text code" type="password" autocomplete="new-password" name="<?php echo esc_attr( $option ); ?>" value="" placeholder="<?php echo esc_attr( '' === $stored ? $placeholder : mask( $stored ) ); ?>" />
	<?php if ( '' !== $stored ) : ?>
		<p class="description">
			<?php
			/* translators: %s: the last characters of a saved secret. */
			echo esc_html( sprintf( __( 'Saved (%s). Leave empty to keep it.', 'blockpack' ), mask( $stored ) ) );
			?>
		</p>
	<?php endif; ?>
	<?php
}
