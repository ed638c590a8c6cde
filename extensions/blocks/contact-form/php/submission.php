<?php
/**
 * Contact Form: submissions, with JavaScript (`POST /blockpack/v1/contact-form/submit`) and
 * without (a plain POST to the page, answered with Post/Redirect/Get). Both check the form
 * against the stored post, validate every field, store the response, then send the mail.
 *
 * @package Blockpack
 */

namespace Blockpack\Blocks\Contact_Form;

use Blockpack\Rest_Controller;

defined( 'ABSPATH' ) || exit;

/** Longest accepted value of a multi-line field, in characters. */
const MAX_TEXTAREA_LENGTH = 10000;

/** Longest accepted value of any other field, in characters. */
const MAX_FIELD_LENGTH = 1000;

/**
 * The submission of this request (no JavaScript), kept so that the form re-renders with the
 * visitor's values and the errors.
 *
 * @param array|null $set A state to keep: post_id, hash, values, errors, form_error.
 * @return array|null
 */
function submission_state( $set = null ) {
	static $state = null;
	if ( null !== $set ) {
		$state = $set;
	}
	return $state;
}

/**
 * The submitted values of a form's fields, from request parameters (already unslashed).
 * Values are sanitized; anything not a field of the stored form is ignored.
 *
 * @param array $form   The form definition.
 * @param array $params The request parameters.
 * @return array<string, string|string[]> By field name.
 */
function read_values( $form, $params ) {
	$values = array();
	foreach ( $form['fields'] as $field ) {
		$raw = isset( $params[ $field['name'] ] ) ? $params[ $field['name'] ] : null;
		if ( 'checkbox-multiple' === $field['type'] ) {
			$list = is_array( $raw ) ? $raw : ( null === $raw || '' === $raw ? array() : array( $raw ) );
			$out  = array();
			foreach ( $list as $item ) {
				if ( is_scalar( $item ) && '' !== trim( (string) $item ) ) {
					$out[] = clean_text( (string) $item, false );
				}
			}
			$values[ $field['name'] ] = array_values( array_unique( $out ) );
			continue;
		}
		$raw                      = is_scalar( $raw ) ? (string) $raw : '';
		$values[ $field['name'] ] = clean_text( $raw, 'textarea' === $field['type'] );
	}
	return $values;
}

/**
 * Visitor text as typed, minus what no text needs: invalid UTF-8, control characters, and
 * line breaks outside multi-line fields. It is kept as plain text and escaped where printed
 * (sanitize_text_field() would turn "a < b" into entities and drop anything tag-like).
 *
 * @param string $raw       The submitted value.
 * @param bool   $multiline Whether line breaks are kept.
 * @return string
 */
function clean_text( $raw, $multiline ) {
	$text = wp_check_invalid_utf8( $raw, true );
	$text = str_replace( array( "\r\n", "\r" ), "\n", $text );
	$text = (string) preg_replace( '/[\x00-\x08\x0B\x0C\x0E-\x1F\x7F]/u', '', $text );
	if ( ! $multiline ) {
		$text = (string) preg_replace( '/\s+/u', ' ', $text );
	}
	return trim( $text );
}

/**
 * Checks the values against the form's fields.
 *
 * @param array $form   The form definition.
 * @param array $values The values from read_values().
 * @return array{0: array[], 1: array<string, string>} The fields as stored (label, type,
 *                                                     value) and the errors by field name.
 */
function validate( $form, $values ) {
	$fields = array();
	$errors = array();
	foreach ( $form['fields'] as $field ) {
		$name  = $field['name'];
		$label = $field['label'];
		$value = $values[ $name ];
		$error = '';
		$empty = is_array( $value ) ? ! $value : '' === $value;

		switch ( $field['type'] ) {
			case 'checkbox':
				$value = 'Yes' === $value ? 'Yes' : 'No';
				$empty = 'No' === $value;
				break;
			case 'consent':
				// Implicit consent is given by submitting; explicit consent by the checkbox.
				$value = 'explicit' !== $field['consentType'] || 'Yes' === $value ? 'Yes' : 'No';
				$empty = 'No' === $value;
				break;
		}

		if ( $field['required'] && $empty ) {
			/* translators: %s: a form field's label. */
			$error = sprintf( __( '%s is required.', 'blockpack' ), $label );
		} elseif ( ! $empty ) {
			$error = value_error( $field, $value );
		}
		if ( '' !== $error ) {
			$errors[ $name ] = $error;
		}
		$fields[] = array(
			'label' => $label,
			'type'  => $field['type'],
			'value' => $value,
		);
	}
	return array( $fields, $errors );
}

/**
 * What is wrong with a non-empty value, or ''.
 *
 * @param array           $field The field definition.
 * @param string|string[] $value The value.
 * @return string
 */
function value_error( $field, $value ) {
	$label = $field['label'];
	$max   = 'textarea' === $field['type'] ? MAX_TEXTAREA_LENGTH : MAX_FIELD_LENGTH;
	foreach ( (array) $value as $item ) {
		if ( mb_strlen( $item ) > $max ) {
			/* translators: %s: a form field's label. */
			return sprintf( __( '%s is too long.', 'blockpack' ), $label );
		}
	}
	switch ( $field['type'] ) {
		case 'email':
			if ( ! \Blockpack\Validation\is_valid_email( $value ) ) {
				/* translators: %s: a form field's label. */
				return sprintf( __( '%s requires a valid email address.', 'blockpack' ), $label );
			}
			break;
		case 'url':
			if ( ! is_web_address( $value ) ) {
				/* translators: %s: a form field's label. */
				return sprintf( __( '%s requires a valid web address, such as https://example.com.', 'blockpack' ), $label );
			}
			break;
		case 'date':
			if ( ! preg_match( '/^(\d{4})-(\d{2})-(\d{2})$/', $value, $m ) || ! checkdate( (int) $m[2], (int) $m[3], (int) $m[1] ) ) {
				/* translators: %s: a form field's label. */
				return sprintf( __( '%s requires a date in the format YYYY-MM-DD.', 'blockpack' ), $label );
			}
			break;
		case 'radio':
		case 'select':
		case 'checkbox-multiple':
			if ( array_diff( (array) $value, $field['options'] ) ) {
				/* translators: %s: a form field's label. */
				return sprintf( __( '%s requires one of the listed options.', 'blockpack' ), $label );
			}
			break;
	}
	return '';
}

/**
 * Whether a value is an http(s) address with a host.
 *
 * @param string $value The value.
 * @return bool
 */
function is_web_address( $value ) {
	if ( ! preg_match( '#^https?://#i', $value ) || false === filter_var( $value, FILTER_VALIDATE_URL ) ) {
		return false;
	}
	$host = wp_parse_url( $value, PHP_URL_HOST );
	return is_string( $host ) && '' !== $host;
}

/**
 * Handles one submission: finds the form shown by the page (in the page's content or in the
 * container it came from, by its keyed id), checks its tokens, validates, returns the first
 * answer for a key already used, applies the rate limit and the spam checks, stores the response
 * (first), then mails it and hands it on.
 *
 * @param array $params The request parameters (unslashed).
 * @return array{status: string, form: array|null, post_id: int, id: string, container: string, values: array, errors: array, form_error: string, feedback_id: int, fields: array}
 *               status: 'not_found', 'expired', 'invalid', 'rate_limited', 'busy', 'discarded'
 *               (honeypot) or 'stored'.
 */
function process_submission( $params ) {
	$post_id   = isset( $params['contact-form-post'] ) && is_scalar( $params['contact-form-post'] ) ? absint( $params['contact-form-post'] ) : 0;
	$id        = isset( $params['contact-form-id'] ) && is_string( $params['contact-form-id'] ) ? $params['contact-form-id'] : '';
	$container = isset( $params['contact-form-container'] ) && is_string( $params['contact-form-container'] ) ? $params['contact-form-container'] : '';
	$result    = array(
		'status'      => 'not_found',
		'form'        => null,
		'post_id'     => $post_id,
		'id'          => $id,
		'container'   => $container,
		'values'      => array(),
		'errors'      => array(),
		'form_error'  => '',
		'feedback_id' => 0,
		'fields'      => array(),
	);
	$form      = strlen( $container ) <= 220 ? find_form( $post_id, $id, $container ) : null;
	if ( ! $form ) {
		$result['form_error'] = __( 'This form is no longer available. Please reload the page and try again.', 'blockpack' );
		return $result;
	}
	$result['form']   = $form;
	$result['values'] = read_values( $form, $params );

	$binding = token_binding( $post_id, $id );
	$signed  = isset( $params['contact-form-time'] ) ? $params['contact-form-time'] : '';
	$nonce   = isset( $params['contact-form-nonce'] ) && is_string( $params['contact-form-nonce'] ) ? $params['contact-form-nonce'] : '';
	if ( ! are_tokens_valid( $binding, $nonce, $signed ) ) {
		$result['status']     = 'expired';
		$result['form_error'] = __( 'Your message was not sent because the form expired. Please submit it again.', 'blockpack' );
		return $result;
	}

	$honeypot = isset( $params[ HONEYPOT_FIELD ] ) && is_scalar( $params[ HONEYPOT_FIELD ] ) ? trim( (string) $params[ HONEYPOT_FIELD ] ) : '';
	if ( '' !== $honeypot ) {
		// A robot: pretend it worked, keep nothing.
		$result['status'] = 'discarded';
		return $result;
	}

	list( $fields, $errors ) = validate( $form, $result['values'] );
	$result['fields']        = $fields;
	if ( $errors ) {
		$result['status'] = 'invalid';
		$result['errors'] = $errors;
		return $result;
	}

	// A retry of a submission already made (same key) gets the first answer.
	$once  = once_option( $params, $post_id, $id, $result['values'] );
	$first = first_answer( $once, $result );
	if ( $first ) {
		return $first;
	}
	if ( is_rate_limited( $post_id, $id ) ) {
		$result['status']     = 'rate_limited';
		$result['form_error'] = __( 'You have sent too many messages. Please wait a minute and try again.', 'blockpack' );
		return $result;
	}
	if ( ! once_claim( $once ) ) {
		// Another request with this key came first: its answer, as soon as it has one.
		$first = first_answer( $once, $result );
		if ( $first || ! once_claim( $once ) ) {
			return $first ? $first : array_merge(
				$result,
				array(
					'status'     => 'busy',
					'form_error' => __( 'Your message is still being sent. Please wait a moment and try again.', 'blockpack' ),
				)
			);
		}
	}
	$claim = once_read( $once );

	$source_url  = (string) get_permalink( $post_id );
	$spam_reason = '';
	if ( ! is_render_time_human( $binding, $signed ) ) {
		$spam_reason = 'time';
	} elseif ( akismet_says_spam( $fields, $source_url ) ) {
		$spam_reason = 'akismet';
	}
	/**
	 * Filters whether a valid contact form response is spam (spam is stored, not mailed).
	 *
	 * @param string $spam_reason '' when not spam, else a short reason ('time', 'akismet').
	 * @param array  $fields      The fields (label, type, value).
	 * @param array  $form        The form definition.
	 */
	$spam_reason = (string) apply_filters( 'blockpack_contact_form_spam_reason', $spam_reason, $fields, $form );

	$feedback_id = store_feedback( $form, $post_id, $fields, $spam_reason );
	if ( ! $feedback_id ) {
		if ( $claim ) {
			once_release( $once, $claim['raw'] );
		}
		$result['status']     = 'invalid';
		$result['form_error'] = __( 'Your message could not be saved. Please try again later.', 'blockpack' );
		return $result;
	}
	$stored = $claim ? once_move( $once, $claim['raw'], 'stored', $feedback_id ) : null;
	/**
	 * Fires once a contact form response is stored, before it is mailed.
	 *
	 * @param int $feedback_id The feedback post.
	 */
	do_action( 'blockpack_contact_form_response_stored', $feedback_id );
	if ( $stored || ! $claim ) {
		// Without a key to guard it (the database did not answer for it), it is mailed anyway.
		finish_feedback( $stored ? $once : '', $stored, $feedback_id, $form, $post_id );
	}
	$result['status']      = 'stored';
	$result['feedback_id'] = $feedback_id;
	return $result;
}

/**
 * Mails a stored response (unless it is spam) and hands it on, exactly once per key: the request
 * that moves the key from 'stored' to 'finishing' does it, whichever it is (the first one, or a
 * retry when the first one failed after storing).
 *
 * @param string      $once        The key's option name ('' when no key guards it).
 * @param string|null $raw         The key's value as read, state 'stored'.
 * @param int         $feedback_id The stored response.
 * @param array       $form        The form definition.
 * @param int         $post_id     The page.
 */
function finish_feedback( $once, $raw, $feedback_id, $form, $post_id ) {
	$finishing = '' !== $once ? once_move( $once, (string) $raw, 'finishing', $feedback_id ) : null;
	if ( '' !== $once && ! $finishing ) {
		return;
	}
	$fields  = feedback_fields( $feedback_id );
	$is_spam = 'spam' === get_post_status( $feedback_id );
	if ( ! $is_spam ) {
		send_feedback_mail( $feedback_id, $form, $post_id, $fields );
	}
	/**
	 * Fires after a contact form response is stored (and mailed, unless it is spam).
	 *
	 * @param int   $feedback_id     The feedback post.
	 * @param array $form_attributes The form's attributes (with `jetpackCRM`).
	 * @param array $fields          The fields: label, type, value (string or string[]).
	 * @param bool  $is_spam         Whether the response was kept as spam.
	 */
	do_action( 'blockpack_contact_form_feedback_stored', $feedback_id, $form['attributes'], $fields, $is_spam );
	if ( $finishing ) {
		once_move( $once, $finishing, 'done', $feedback_id );
	}
}

/**
 * The answer a submission with a key already used gets: the first one's (its stored response,
 * mailed now if the first request stopped before mailing it), or null when the key is free. A
 * key another request is still working on is waited for a few seconds ('busy' after that), and
 * freed when that request obviously died before storing anything.
 *
 * @param string $once   The key's option name.
 * @param array  $result The result so far.
 * @return array|null
 */
function first_answer( $once, $result ) {
	$deadline = microtime( true ) + 5;
	$key      = once_read( $once );
	while ( $key && 'pending' === $key['state'] ) {
		if ( time() - $key['time'] > ONCE_STALE_SECONDS ) {
			once_release( $once, $key['raw'] );
			return null;
		}
		if ( microtime( true ) > $deadline ) {
			$result['status']     = 'busy';
			$result['form_error'] = __( 'Your message is still being sent. Please wait a moment and try again.', 'blockpack' );
			return $result;
		}
		usleep( 200000 );
		$key = once_read( $once );
	}
	if ( ! $key ) {
		return null;
	}
	$feedback_id = $key['feedback_id'];
	$feedback    = get_post( $feedback_id );
	if ( ! $feedback || FEEDBACK_POST_TYPE !== $feedback->post_type ) {
		// The first response was deleted since: nothing to show, nothing to store again.
		$result['status'] = 'discarded';
		return $result;
	}
	if ( 'stored' === $key['state'] ) {
		finish_feedback( $once, $key['raw'], $feedback_id, $result['form'], $result['post_id'] );
	}
	$result['status']      = 'stored';
	$result['feedback_id'] = $feedback_id;
	$result['fields']      = feedback_fields( $feedback_id );
	return $result;
}

/**
 * Where to send the visitor after a submission when the form redirects, or ''.
 *
 * @param array $form The form definition.
 * @return string A safe URL, or ''.
 */
function thank_you_redirect( $form ) {
	$attributes = $form['attributes'];
	if ( 'redirect' !== $attributes['customThankyou'] ) {
		return '';
	}
	$url = trim( $attributes['customThankyouRedirect'] );
	if ( ! preg_match( '#^https?://#i', $url ) ) {
		return '';
	}
	$host  = wp_parse_url( $url, PHP_URL_HOST );
	$allow = function ( $hosts ) use ( $host ) {
		$hosts[] = $host;
		return $hosts;
	};
	// The author chose this address: allow its host for this redirect only.
	add_filter( 'allowed_redirect_hosts', $allow );
	$safe = wp_validate_redirect( esc_url_raw( $url ), '' );
	remove_filter( 'allowed_redirect_hosts', $allow );
	return (string) $safe;
}

/**
 * The signature of a "sent" link (Post/Redirect/Get).
 *
 * @param int    $post_id     The page.
 * @param string $hash        The form's hash.
 * @param int    $feedback_id The stored response (0 when nothing was kept).
 * @return string
 */
function sent_signature( $post_id, $hash, $feedback_id ) {
	return substr( hash_hmac( 'sha256', 'contact-form-sent|' . $post_id . '|' . $hash . '|' . $feedback_id, wp_salt( 'nonce' ) ), 0, 20 );
}

/**
 * The page's address showing the thank-you of a form.
 *
 * @param int    $post_id     The page.
 * @param string $hash        The form's hash.
 * @param int    $feedback_id The stored response, or 0.
 * @return string
 */
function sent_url( $post_id, $hash, $feedback_id ) {
	return add_query_arg(
		array(
			'contact-form-sent' => $feedback_id,
			'contact-form-hash' => $hash,
			'contact-form-sig'  => sent_signature( $post_id, $hash, $feedback_id ),
		),
		get_permalink( $post_id )
	) . '#contact-form-' . $hash;
}

/**
 * The fields to thank the visitor with when this request is a signed "sent" link for the form,
 * else null. Fields are shown only for a recent response.
 *
 * @param int    $post_id The page.
 * @param string $hash    The form's hash.
 * @return array|null
 */
function sent_feedback( $post_id, $hash ) {
	// No nonce check here: a signed link, not a form action.
	if ( ! $post_id || ! isset( $_GET['contact-form-sent'], $_GET['contact-form-hash'], $_GET['contact-form-sig'] ) ) {
		return null;
	}
	$feedback_id = absint( $_GET['contact-form-sent'] );
	$sent_hash   = sanitize_key( wp_unslash( $_GET['contact-form-hash'] ) );
	$signature   = sanitize_key( wp_unslash( $_GET['contact-form-sig'] ) );
	if ( $sent_hash !== $hash || ! hash_equals( sent_signature( $post_id, $hash, $feedback_id ), $signature ) ) {
		return null;
	}
	$feedback = $feedback_id ? get_post( $feedback_id ) : null;
	if ( ! $feedback || FEEDBACK_POST_TYPE !== $feedback->post_type || time() - (int) get_post_time( 'U', true, $feedback ) > HOUR_IN_SECONDS ) {
		return array();
	}
	return feedback_fields( $feedback_id );
}

/**
 * Handles a plain POST of a form to its page (no JavaScript): redirects after storing, or
 * keeps the values and errors for the page to render (429 when over the rate limit).
 */
function handle_post_submission() {
	// No nonce check here: process_submission() checks the form's tokens.
	if ( ! isset( $_SERVER['REQUEST_METHOD'] ) || 'POST' !== $_SERVER['REQUEST_METHOD'] || ! isset( $_POST['contact-form-id'], $_POST['contact-form-post'] ) ) {
		return;
	}
	$result = process_submission( wp_unslash( $_POST ) );
	if ( 'stored' === $result['status'] || 'discarded' === $result['status'] ) {
		$redirect = thank_you_redirect( $result['form'] );
		if ( '' === $redirect ) {
			$redirect = sent_url( $result['post_id'], $result['form']['hash'], $result['feedback_id'] );
		}
		// The redirect is checked against the site's hosts and the one the author set.
		wp_redirect( $redirect, 303 );
		exit;
	}
	// The page answering a POST shows what one visitor typed: no cache keeps it.
	no_store_headers();
	$statuses = array(
		'rate_limited' => 429,
		'busy'         => 409,
	);
	if ( isset( $statuses[ $result['status'] ] ) ) {
		status_header( $statuses[ $result['status'] ] );
	}
	submission_state(
		array(
			'post_id'    => $result['post_id'],
			'id'         => $result['id'],
			'values'     => $result['values'],
			'errors'     => $result['errors'],
			'form_error' => $result['form_error'],
		)
	);
}
add_action( 'template_redirect', __NAMESPACE__ . '\handle_post_submission', 5 );

/**
 * Headers that keep every cache (the browser's, a proxy's, a page cache) from storing the page.
 */
function no_store_headers() {
	if ( headers_sent() ) {
		return;
	}
	nocache_headers();
	header( 'Cache-Control: no-store, no-cache, must-revalidate, max-age=0, private' );
}

/**
 * The thank-you page (the "sent" link a submission without JavaScript is redirected to) shows the
 * visitor's own message: it is never stored by a cache.
 */
function thank_you_headers() {
	// No nonce check here: only decides on headers.
	if ( isset( $_GET['contact-form-sent'] ) ) {
		no_store_headers();
	}
}
add_action( 'template_redirect', __NAMESPACE__ . '\thank_you_headers', 4 );

/**
 * Registers `POST /blockpack/v1/contact-form/submit`.
 */
function register_submit_route() {
	Rest_Controller::route(
		'blockpack/v1',
		'/contact-form/submit',
		array(
			'POST' => array(
				// Public by design: visitors submit forms. The form's keyed id and tokens, the honeypot
				// and the signed time are checked in the callback, every field against the stored
				// form, and submissions are rate-limited per address and form.
				'permission' => Rest_Controller::public_route(),
				'callback'   => __NAMESPACE__ . '\rest_submit',
				'args'       => array(
					'contact-form-post'  => array(
						'type'     => 'integer',
						'minimum'  => 1,
						'required' => true,
					),
					// 32 digits since ids are keyed; a page cached before that sends 12, and is told
					// that the form is no longer available (404), as for any unknown id.
					'contact-form-id'        => array(
						'type'     => 'string',
						'pattern'  => '^[0-9a-f]{12,64}$',
						'required' => true,
					),
					'contact-form-container' => array(
						'type'      => 'string',
						'maxLength' => 220,
						'default'   => '',
					),
					'contact-form-key'       => array(
						'type'      => 'string',
						'maxLength' => 64,
						'default'   => '',
					),
					'contact-form-nonce' => array(
						'type'      => 'string',
						'maxLength' => 64,
						'required'  => true,
					),
					'contact-form-time'  => array(
						'type'      => 'string',
						'maxLength' => 100,
						'required'  => true,
					),
					HONEYPOT_FIELD       => array(
						'type'      => 'string',
						'maxLength' => 1000,
						'default'   => '',
					),
				),
			),
		)
	);
}
add_action( 'blockpack_rest_routes', __NAMESPACE__ . '\register_submit_route' );

/**
 * Answers a submission made with JavaScript.
 *
 * @param \WP_REST_Request $request The request.
 * @return \WP_REST_Response|\WP_Error
 */
function rest_submit( \WP_REST_Request $request ) {
	$params = $request->get_params();
	// Field values are read only by the names of the stored form's fields.
	$params['contact-form-post'] = $request['contact-form-post'];
	$result                      = process_submission( $params );
	switch ( $result['status'] ) {
		case 'not_found':
			return new \WP_Error( 'blockpack_contact_form_not_found', $result['form_error'], array( 'status' => 404 ) );
		case 'expired':
			return new \WP_Error( 'blockpack_contact_form_expired', $result['form_error'], array( 'status' => 403 ) );
		case 'rate_limited':
			return new \WP_Error( 'blockpack_contact_form_rate_limited', $result['form_error'], array( 'status' => 429 ) );
		case 'busy':
			return new \WP_Error( 'blockpack_contact_form_busy', $result['form_error'], array( 'status' => 409 ) );
		case 'invalid':
			return new \WP_Error(
				'blockpack_contact_form_invalid',
				'' !== $result['form_error'] ? $result['form_error'] : __( 'Your message was not sent. Please correct the errors below.', 'blockpack' ),
				array(
					'status' => $result['errors'] ? 400 : 500,
					'fields' => (object) $result['errors'],
				)
			);
	}
	$redirect = thank_you_redirect( $result['form'] );
	$fields   = 'stored' === $result['status'] ? $result['fields'] : array();
	return rest_ensure_response(
		array(
			'status'   => 'sent',
			'redirect' => $redirect,
			'html'     => '' === $redirect ? render_thank_you( $result['form'], $fields, 'contact-form-' . $result['form']['hash'] ) : '',
		)
	);
}
