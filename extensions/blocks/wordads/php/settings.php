<?php
/**
 * Ad: the Ads section of Settings → Blockpack, one ad-code field per format. Ad code is HTML and
 * script that runs on every page with the block, so only users who may post unfiltered HTML may
 * change it (on a multisite network, only super admins): for anyone else the saved code is kept
 * as it is, shown read-only, and the form says why.
 *
 * @package Blockpack
 */

namespace Blockpack\Blocks\WordAds;

defined( 'ABSPATH' ) || exit;

/** The settings group of the form. */
const SETTINGS_GROUP = 'blockpack_wordads';

/**
 * Whether the current user may change the ad code.
 *
 * @return bool
 */
function can_edit_codes() {
	return current_user_can( 'manage_options' ) && current_user_can( 'unfiltered_html' );
}

/**
 * Registers the codes as a setting of the form (not in `/wp/v2/settings`).
 */
function register_codes_setting() {
	register_setting(
		SETTINGS_GROUP,
		CODES_OPTION,
		array(
			'type'              => 'object',
			'default'           => array(),
			'show_in_rest'      => false,
			'sanitize_callback' => __NAMESPACE__ . '\sanitize_codes_setting',
		)
	);
}
add_action( 'admin_init', __NAMESPACE__ . '\register_codes_setting' );

/**
 * Checks the codes however they are saved (our form, options.php's generic `options` form,
 * update_option() in another plugin's request…): unless the current user may post unfiltered
 * HTML (or the write comes from WP-CLI, run by whoever runs the server), nothing changes (the
 * saved codes are kept, and the settings screen says why); otherwise one string per known
 * format, an empty field removing that format's code. The code itself is kept as it was typed.
 *
 * @param mixed $value The submitted value.
 * @return array<string, string>
 */
function sanitize_codes_setting( $value ) {
	if ( ! can_edit_codes() && ! ( defined( 'WP_CLI' ) && WP_CLI ) ) {
		// WordPress sanitizes a new option twice in one save (update_option(), then add_option()).
		static $told = false;
		if ( ! $told ) {
			$told = true;
			add_settings_error( SETTINGS_GROUP, 'unfiltered_html', refusal_message() );
		}
		return codes();
	}
	$codes = array();
	foreach ( array_keys( formats() ) as $tag ) {
		if ( is_array( $value ) && isset( $value[ $tag ] ) && is_string( $value[ $tag ] ) && '' !== trim( $value[ $tag ] ) ) {
			$codes[ $tag ] = trim( $value[ $tag ] );
		}
	}
	return $codes;
}

/**
 * Why the current user cannot change the ad code.
 *
 * @return string
 */
function read_only_message() {
	return is_multisite()
		? __( 'Only network administrators can change ad code: it runs on every page that shows an ad.', 'blockpack' )
		: __( 'Only users who may post unfiltered HTML can change ad code: it runs on every page that shows an ad.', 'blockpack' );
}

/**
 * What the form says when such a user sends it anyway.
 *
 * @return string
 */
function refusal_message() {
	return read_only_message() . ' ' . __( 'The saved ad code was kept.', 'blockpack' );
}

/**
 * Prints the Ads section of Settings → Blockpack.
 */
function print_settings_section() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	$editable = can_edit_codes();
	$codes    = codes();
	?>
	<h2 id="ads"><?php esc_html_e( 'Ads', 'blockpack' ); ?></h2>
	<p><?php esc_html_e( 'Paste the ad code your ad network gave you for each format. An Ad block shows the code for its format in a space of that size; a format without code shows nothing. Blockpack itself never contacts an ad network: only the code you paste here runs.', 'blockpack' ); ?></p>
	<?php settings_errors( SETTINGS_GROUP ); ?>
	<form method="post" action="options.php">
		<?php settings_fields( SETTINGS_GROUP ); ?>
		<?php if ( ! $editable ) : ?>
			<div class="notice notice-warning inline" id="blockpack-ads-readonly"><p><?php echo esc_html( read_only_message() ); ?></p></div>
		<?php endif; ?>
		<table class="form-table" role="presentation">
			<?php foreach ( formats() as $tag => $size ) : ?>
				<?php $id = 'blockpack-ad-code-' . $tag; ?>
				<tr>
					<th scope="row"><label for="<?php echo esc_attr( $id ); ?>"><?php echo esc_html( format_name( $tag ) ); ?></label></th>
					<td>
						<textarea id="<?php echo esc_attr( $id ); ?>" class="large-text code" rows="4" spellcheck="false" name="<?php echo esc_attr( CODES_OPTION . '[' . $tag . ']' ); ?>"<?php echo $editable ? '' : ' readonly aria-describedby="blockpack-ads-readonly"'; ?>><?php echo esc_textarea( $codes[ $tag ] ?? '' ); ?></textarea>
					</td>
				</tr>
			<?php endforeach; ?>
		</table>
		<?php if ( $editable ) : ?>
			<?php submit_button( __( 'Save ad code', 'blockpack' ), 'primary', 'submit-ads' ); ?>
		<?php endif; ?>
	</form>
	<?php
}
add_action( 'blockpack_settings_sections', __NAMESPACE__ . '\print_settings_section' );
