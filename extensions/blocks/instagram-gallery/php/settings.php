<?php
/**
 * Latest Instagram Posts: the Instagram section of Settings → Blockpack (php/settings.php): the
 * app ID and secret of the site owner's Instagram app (the secret masked, an empty field
 * keeps it), the redirect URI to register with Meta, a field to paste a long-lived access token
 * (checked with Instagram), and the connections with their expiry, each removable.
 *
 * @package Blockpack
 */

namespace Blockpack\Blocks\Instagram_Gallery;

defined( 'ABSPATH' ) || exit;

/** Transient prefix (`<user id>`) of the message shown after adding or removing a connection. */
const NOTICE_PREFIX = 'blockpack_instagram_notice_';

/**
 * Ends an administrator's form post: stores the message to show and goes back to the section.
 *
 * @param string $message The message.
 * @param string $type    `success` or `error`.
 */
function back_to_settings( $message, $type ) {
	set_transient(
		NOTICE_PREFIX . get_current_user_id(),
		array(
			'message' => $message,
			'type'    => $type,
		),
		5 * MINUTE_IN_SECONDS
	);
	wp_safe_redirect( \Blockpack\Settings\url( 'instagram' ) );
	exit;
}

/**
 * Checks an administrator's form post.
 *
 * @param string $action The nonce action.
 */
function check_admin_post( $action ) {
	if ( ! current_user_can( CONNECT_CAPABILITY ) ) {
		wp_die( esc_html__( 'Sorry, you are not allowed to do that.', 'blockpack' ), '', array( 'response' => 403 ) );
	}
	check_admin_referer( $action );
}

/**
 * `admin-post.php?action=blockpack_instagram_paste`: a connection from a pasted token.
 */
function handle_paste() {
	check_admin_post( 'blockpack_instagram_paste' );
	// Not sanitized here: a token, checked by connect_pasted_token().
	$token = isset( $_POST['blockpack_instagram_token'] ) ? (string) wp_unslash( $_POST['blockpack_instagram_token'] ) : '';
	$id    = connect_pasted_token( $token );
	if ( is_wp_error( $id ) ) {
		back_to_settings( $id->get_error_message(), 'error' );
	}
	$connection = get_connection( $id );
	/* translators: %s: an Instagram username. */
	back_to_settings( sprintf( __( 'The Instagram account @%s is connected.', 'blockpack' ), $connection ? $connection['username'] : '' ), 'success' );
}
add_action( 'admin_post_blockpack_instagram_paste', __NAMESPACE__ . '\handle_paste' );

/**
 * `admin-post.php?action=blockpack_instagram_remove`: removes a connection.
 */
function handle_remove() {
	check_admin_post( 'blockpack_instagram_remove' );
	$id = isset( $_POST['connection'] ) ? connection_id_of( sanitize_text_field( wp_unslash( $_POST['connection'] ) ) ) : 0;
	if ( ! $id || ! remove_connection( $id ) ) {
		back_to_settings( __( 'This Instagram connection does not exist on this site.', 'blockpack' ), 'error' );
	}
	back_to_settings( __( 'The Instagram connection was removed. Blocks that used it show only the profile link until another account is chosen.', 'blockpack' ), 'success' );
}
add_action( 'admin_post_blockpack_instagram_remove', __NAMESPACE__ . '\handle_remove' );

/**
 * The Instagram section: the app form, then the connections (print_connections()).
 *
 * @return array
 */
function settings_section() {
	return array(
		'title'  => __( 'Instagram', 'blockpack' ),
		'intro'  => __( 'The Latest Instagram Posts block shows the posts of an Instagram professional account (business or creator), through your own Instagram app (Meta App Dashboard → Instagram → API setup with Instagram login). Register the redirect URI below in the app’s business login settings.', 'blockpack' ),
		'group'  => 'blockpack_instagram',
		'errors' => true,
		'fields' => array(
			array(
				'option'   => APP_ID_OPTION,
				'label'    => __( 'Instagram app ID', 'blockpack' ),
				'attrs'    => array( 'inputmode' => 'numeric' ),
				'value'    => __NAMESPACE__ . '\app_id',
				'sanitize' => function ( $value ) {
					return is_string( $value ) ? substr( (string) preg_replace( '/[^0-9]/', '', $value ), 0, 30 ) : '';
				},
			),
			array(
				'option'   => APP_SECRET_OPTION,
				'label'    => __( 'Instagram app secret', 'blockpack' ),
				'type'     => 'secret',
				'sanitize' => function ( $value ) {
					$secret = is_string( $value ) ? trim( sanitize_text_field( $value ) ) : '';
					return preg_match( '/^[A-Za-z0-9]{1,100}$/', $secret ) ? $secret : (string) get_option( APP_SECRET_OPTION, '' );
				},
			),
			array(
				'label'       => __( 'Redirect URI', 'blockpack' ),
				'type'        => 'readonly',
				'id'          => 'blockpack-instagram-redirect-uri',
				'attrs'       => array( 'class' => 'large-text code' ),
				'value'       => __NAMESPACE__ . '\redirect_uri',
				'description' => __( 'Add this address to the app’s valid OAuth redirect URIs.', 'blockpack' ),
			),
		),
		'submit' => array(
			'label' => __( 'Save Instagram app', 'blockpack' ),
			'name'  => 'submit-instagram',
		),
		'before' => __NAMESPACE__ . '\print_notice',
		'after'  => __NAMESPACE__ . '\print_connections',
	);
}
\Blockpack\Settings\add_section( 'instagram', __NAMESPACE__ . '\settings_section' );

/**
 * Prints the message stored after adding or removing a connection, once.
 */
function print_notice() {
	$notice = get_transient( NOTICE_PREFIX . get_current_user_id() );
	if ( $notice ) {
		delete_transient( NOTICE_PREFIX . get_current_user_id() );
	}
	?>
	<?php if ( is_array( $notice ) && isset( $notice['message'] ) ) : ?>
		<div class="notice notice-<?php echo 'success' === $notice['type'] ? 'success' : 'error'; ?> inline" id="blockpack-instagram-notice"><p><?php echo esc_html( $notice['message'] ); ?></p></div>
	<?php endif; ?>
	<?php
}

/**
 * Prints the connections with their expiry, each removable, and the form to paste a token.
 */
function print_connections() {
	$connections = all_connections();
	?>
	<h3><?php esc_html_e( 'Instagram connections', 'blockpack' ); ?></h3>
	<?php if ( ! $connections ) : ?>
		<p><?php esc_html_e( 'No Instagram account is connected yet. Connect one from the block in the editor, or paste a token below.', 'blockpack' ); ?></p>
	<?php else : ?>
		<table class="widefat striped" id="blockpack-instagram-connections">
			<thead>
				<tr>
					<th scope="col"><?php esc_html_e( 'Account', 'blockpack' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Token expires', 'blockpack' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Status', 'blockpack' ); ?></th>
					<th scope="col"><?php esc_html_e( 'Connected by', 'blockpack' ); ?></th>
					<th scope="col"><span class="screen-reader-text"><?php esc_html_e( 'Actions', 'blockpack' ); ?></span></th>
				</tr>
			</thead>
			<tbody>
				<?php foreach ( $connections as $connection ) : ?>
					<?php $user = get_userdata( (int) $connection['connected_by'] ); ?>
					<tr>
						<td>@<?php echo esc_html( $connection['username'] ); ?></td>
						<td><?php echo esc_html( $connection['expires'] ? wp_date( get_option( 'date_format' ), (int) $connection['expires'] ) : '—' ); ?></td>
						<td>
							<?php
							if ( ! $connection['healthy'] ) {
								/* translators: %s: why. */
								echo esc_html( sprintf( __( 'Not working: %s', 'blockpack' ), $connection['last_error'] ) );
							} elseif ( '' !== $connection['last_error'] ) {
								echo esc_html( $connection['last_error'] );
							} else {
								esc_html_e( 'Working', 'blockpack' );
							}
							?>
						</td>
						<td><?php echo esc_html( $user ? $user->display_name : '—' ); ?></td>
						<td>
							<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
								<input type="hidden" name="action" value="blockpack_instagram_remove" />
								<input type="hidden" name="connection" value="<?php echo esc_attr( (string) $connection['id'] ); ?>" />
								<?php wp_nonce_field( 'blockpack_instagram_remove' ); ?>
								<?php
								/* translators: %s: an Instagram username. */
								submit_button( __( 'Remove', 'blockpack' ), 'delete small', 'submit', false, array( 'aria-label' => sprintf( __( 'Remove @%s', 'blockpack' ), $connection['username'] ) ) );
								?>
							</form>
						</td>
					</tr>
				<?php endforeach; ?>
			</tbody>
		</table>
	<?php endif; ?>

	<form method="post" action="<?php echo esc_url( admin_url( 'admin-post.php' ) ); ?>">
		<input type="hidden" name="action" value="blockpack_instagram_paste" />
		<?php wp_nonce_field( 'blockpack_instagram_paste' ); ?>
		<table class="form-table" role="presentation">
			<tr>
				<th scope="row"><label for="blockpack-instagram-token"><?php esc_html_e( 'Paste a long-lived access token', 'blockpack' ); ?></label></th>
				<td>
					<input id="blockpack-instagram-token" class="large-text code" type="password" autocomplete="off" spellcheck="false" name="blockpack_instagram_token" value="" aria-describedby="blockpack-instagram-token-description" />
					<p class="description" id="blockpack-instagram-token-description"><?php esc_html_e( 'A long-lived Instagram user access token of a professional account (for example generated in the Meta App Dashboard). It is checked with Instagram, then kept on this site and refreshed before it expires.', 'blockpack' ); ?></p>
				</td>
			</tr>
		</table>
		<?php submit_button( __( 'Add connection', 'blockpack' ), 'secondary', 'submit-instagram-token' ); ?>
	</form>
	<?php
}
