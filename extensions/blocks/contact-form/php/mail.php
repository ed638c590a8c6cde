<?php
/**
 * Contact Form: the mail to the form's recipients, sent after the response is stored. A mail
 * that fails is noted on the response, never losing it.
 *
 * @package Blockpack
 */

namespace Blockpack\Blocks\Contact_Form;

defined( 'ABSPATH' ) || exit;

/**
 * The valid addresses among a comma-separated list; the post author's when none.
 *
 * @param string $to      The form's `to` attribute.
 * @param int    $post_id The page with the form.
 * @return string[]
 */
function mail_recipients( $to, $post_id ) {
	$recipients = array();
	foreach ( explode( ',', (string) $to ) as $address ) {
		$address = sanitize_email( trim( $address ) );
		if ( '' !== $address && \Blockpack\Validation\is_valid_email( $address ) ) {
			$recipients[] = $address;
		}
	}
	if ( ! $recipients ) {
		$post   = get_post( $post_id );
		$author = $post ? get_userdata( (int) $post->post_author ) : false;
		$email  = $author ? $author->user_email : get_option( 'admin_email' );
		if ( \Blockpack\Validation\is_valid_email( $email ) ) {
			$recipients[] = $email;
		}
	}
	return array_values( array_unique( $recipients ) );
}

/**
 * The mail's subject: the form's, or "[Site title] Post title".
 *
 * @param string $subject The form's `subject` attribute.
 * @param int    $post_id The page with the form.
 * @return string
 */
function mail_subject( $subject, $post_id ) {
	$subject = trim( (string) $subject );
	if ( '' === $subject ) {
		$site    = wp_specialchars_decode( get_bloginfo( 'name' ), ENT_QUOTES );
		$title   = wp_specialchars_decode( get_the_title( $post_id ), ENT_QUOTES );
		$subject = sprintf( '[%s] %s', $site, $title );
	}
	// No header injection through the subject.
	return trim( preg_replace( '/[\r\n]+/', ' ', $subject ) );
}

/**
 * The plain-text body: each label and value, then where and when it was sent.
 *
 * @param array $fields  The fields (label, type, value).
 * @param int   $post_id The page with the form.
 * @return string
 */
function mail_body( $fields, $post_id ) {
	$lines = array();
	foreach ( $fields as $field ) {
		$value   = is_array( $field['value'] ) ? implode( ', ', $field['value'] ) : (string) $field['value'];
		$lines[] = $field['label'] . ': ' . $value;
	}
	$lines[] = '';
	$lines[] = '--';
	/* translators: %s: the address of the page with the form. */
	$lines[] = sprintf( __( 'Sent from: %s', 'blockpack' ), get_permalink( $post_id ) );
	/* translators: %s: a date and time. */
	$lines[] = sprintf( __( 'Time: %s', 'blockpack' ), wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ) ) );
	return implode( "\n", $lines ) . "\n";
}

/**
 * The `Reply-To` header for the visitor's first valid email address, or ''.
 *
 * @param array $fields The fields (label, type, value).
 * @return string
 */
function reply_to_header( $fields ) {
	$name  = '';
	$email = '';
	foreach ( $fields as $field ) {
		if ( 'name' === $field['type'] && '' === $name && is_string( $field['value'] ) ) {
			$name = $field['value'];
		}
		if ( 'email' === $field['type'] && '' === $email && is_string( $field['value'] ) && \Blockpack\Validation\is_valid_email( $field['value'] ) ) {
			$email = $field['value'];
		}
	}
	if ( '' === $email ) {
		return '';
	}
	$name = reply_to_name( $name );
	return 'Reply-To: ' . ( '' !== $name ? '"' . $name . '" <' . $email . '>' : $email );
}

/**
 * The visitor's name made safe as the display name of one address: wp_mail() splits a Reply-To
 * header at every comma and takes `<…>` as the address, so a name could add addresses of its
 * own. Control characters, the characters that delimit addresses or quoted strings (`,` `;`
 * `"` `<` `>` `\`) and the markers of encoded words (`=?`, `?=`, which a mail program would
 * decode into any of those) are removed; PHPMailer then quotes or encodes what is left.
 *
 * @param string $name What the visitor typed as a name.
 * @return string
 */
function reply_to_name( $name ) {
	$name = (string) preg_replace( '/[\x00-\x1F\x7F]+/u', ' ', (string) $name );
	$name = str_replace( array( ',', ';', '"', '<', '>', '\\' ), ' ', $name );
	do {
		$before = $name;
		$name   = str_replace( array( '=?', '?=' ), ' ', $name );
	} while ( $before !== $name );
	$name = trim( (string) preg_replace( '/\s+/u', ' ', $name ) );
	if ( function_exists( 'mb_substr' ) ) {
		$name = mb_substr( $name, 0, 100, 'UTF-8' );
	}
	return trim( $name );
}

/**
 * Mails a stored response to the form's recipients and notes the outcome on it.
 *
 * @param int   $feedback_id The stored response.
 * @param array $form        The form definition.
 * @param int   $post_id     The page with the form.
 * @param array $fields      The fields (label, type, value).
 * @return bool Whether the mail was accepted for delivery.
 */
function send_feedback_mail( $feedback_id, $form, $post_id, $fields ) {
	$recipients = mail_recipients( $form['attributes']['to'], $post_id );
	if ( ! $recipients ) {
		update_post_meta( $feedback_id, '_blockpack_mail_error', __( 'The form has no valid recipient.', 'blockpack' ) );
		return false;
	}
	$headers = array( 'Content-Type: text/plain; charset=' . get_option( 'blog_charset' ) );
	$reply   = reply_to_header( $fields );
	if ( '' !== $reply ) {
		$headers[] = $reply;
	}
	$error    = '';
	$on_error = function ( $wp_error ) use ( &$error ) {
		$error = $wp_error instanceof \WP_Error ? $wp_error->get_error_message() : '';
	};
	add_action( 'wp_mail_failed', $on_error );
	$sent = wp_mail( $recipients, mail_subject( $form['attributes']['subject'], $post_id ), mail_body( $fields, $post_id ), $headers );
	remove_action( 'wp_mail_failed', $on_error );

	if ( $sent ) {
		update_post_meta( $feedback_id, '_blockpack_mail_sent', time() );
		delete_post_meta( $feedback_id, '_blockpack_mail_error' );
	} else {
		update_post_meta( $feedback_id, '_blockpack_mail_error', '' !== $error ? $error : __( 'The mail could not be sent.', 'blockpack' ) );
	}
	return (bool) $sent;
}
