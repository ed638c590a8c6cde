<?php
/**
 * Mailchimp: the saved connection (API key, audience, double opt-in) and Mailchimp's Marketing
 * API. The key ends in its data center (`…-us21`), which names the API's host
 * (`https://us21.api.mailchimp.com/3.0`, filterable: `blockpack_mailchimp_api_base`); every call
 * goes through the guarded fetch, since that host comes from what the administrator typed.
 *
 * @package Blockpack
 */

namespace Blockpack\Blocks\Mailchimp;

defined( 'ABSPATH' ) || exit;

/** The API key (a secret: never printed back in full). */
const API_KEY_OPTION = 'blockpack_mailchimp_api_key';

/** The audience (Mailchimp list id) new members join. */
const AUDIENCE_OPTION = 'blockpack_mailchimp_audience';

/** '1' (the default): new members confirm by e-mail (`pending`); '0': `subscribed` at once. */
const DOUBLE_OPT_IN_OPTION = 'blockpack_mailchimp_double_opt_in';

/** The audience's groups, as the editor's route answers them, kept briefly. */
const GROUPS_TRANSIENT = 'blockpack_mailchimp_groups';

/** The longest key accepted. */
const KEY_MAX_LENGTH = 100;

/**
 * The saved API key, or ''.
 *
 * @return string
 */
function api_key() {
	$key = get_option( API_KEY_OPTION, '' );
	return is_string( $key ) && '' !== data_center( $key ) ? $key : '';
}

/**
 * The saved audience id, or ''.
 *
 * @return string
 */
function audience() {
	$audience = get_option( AUDIENCE_OPTION, '' );
	return is_string( $audience ) && is_audience_id( $audience ) ? $audience : '';
}

/**
 * Whether new members must confirm by e-mail (on unless the administrator turned it off).
 *
 * @return bool
 */
function double_opt_in() {
	return '0' !== (string) get_option( DOUBLE_OPT_IN_OPTION, '1' );
}

/**
 * Whether the site is connected: an API key and an audience are saved (Mailchimp is not asked).
 *
 * @return bool
 */
function is_connected() {
	return '' !== api_key() && '' !== audience();
}

/**
 * Whether a value has the form of a Mailchimp audience (list) id.
 *
 * @param mixed $value The value.
 * @return bool
 */
function is_audience_id( $value ) {
	return is_string( $value ) && (bool) preg_match( '/^[A-Za-z0-9]{1,40}$/', $value );
}

/**
 * The data center a key names (`us21` in `…-us21`), or '' when the key does not have that form.
 *
 * @param mixed $key The key.
 * @return string
 */
function data_center( $key ) {
	if ( ! is_string( $key ) || strlen( $key ) > KEY_MAX_LENGTH || ! preg_match( '/^[A-Za-z0-9]{8,90}-([a-z]{2,6}[0-9]{1,4})$/', $key, $m ) ) {
		return '';
	}
	return $m[1];
}

/**
 * What is wrong with a key's form, or '' when it looks like a Mailchimp API key.
 *
 * @param mixed $key The key, trimmed.
 * @return string A message for the administrator, or ''.
 */
function key_format_error( $key ) {
	if ( '' === data_center( $key ) ) {
		return __( 'This does not look like a Mailchimp API key: a key ends in its data center, such as “-us21”. Copy it from Profile → Extras → API keys in your Mailchimp account.', 'blockpack' );
	}
	return '';
}

/**
 * The base address of Mailchimp's Marketing API for a data center, without a trailing slash.
 *
 * @param string $dc The data center, such as `us21`.
 * @return string
 */
function api_base( $dc ) {
	/**
	 * Filters the base address of Mailchimp's Marketing API.
	 *
	 * @param string $base `https://<dc>.api.mailchimp.com/3.0`.
	 * @param string $dc   The data center the API key names.
	 */
	return untrailingslashit( (string) apply_filters( 'blockpack_mailchimp_api_base', 'https://' . $dc . '.api.mailchimp.com/3.0', $dc ) );
}

/**
 * Calls Mailchimp's Marketing API with a key.
 *
 * @param string      $method GET or PUT.
 * @param string      $path   The path after the base, with its query, such as `/ping`.
 * @param array|null  $body   A JSON body, or null.
 * @param string|null $key    The key (the saved one when null).
 * @return array|\WP_Error `{ status, json }` of Mailchimp's answer (json: the decoded body, or
 *                         an empty array), or `blockpack_mailchimp_unreachable` when no answer came.
 */
function api_request( $method, $path, $body = null, $key = null ) {
	$key = null === $key ? api_key() : $key;
	$dc  = data_center( $key );
	if ( '' === $dc ) {
		return new \WP_Error( 'not_connected', __( 'Mailchimp is not connected on this site.', 'blockpack' ), array( 'status' => 400 ) );
	}
	$args = array(
		'method'    => $method,
		'cache'     => 0,
		'max_hops'  => 0,
		'timeout'   => 10,
		'max_bytes' => 1048576,
		'headers'   => array(
			// base64_encode(): HTTP Basic authentication.
			'Authorization' => 'Basic ' . base64_encode( 'blockpack:' . $key ),
			'Accept'        => 'application/json',
		),
	);
	if ( null !== $body ) {
		$args['headers']['Content-Type'] = 'application/json';
		$args['body']                    = (string) wp_json_encode( $body );
	}
	$answer = \Blockpack\Guarded_Fetch::request( api_base( $dc ) . $path, $args );
	if ( is_wp_error( $answer ) ) {
		return new \WP_Error( 'blockpack_mailchimp_unreachable', __( 'Mailchimp could not be reached. Please try again later.', 'blockpack' ), array( 'status' => 424 ) );
	}
	$json = json_decode( $answer['body'], true );
	return array(
		'status' => (int) $answer['status'],
		'json'   => is_array( $json ) ? $json : array(),
	);
}

/**
 * Mailchimp's own words about a failed call (its error's `title` and `detail`).
 *
 * @param array $answer An answer of api_request().
 * @return string '' when Mailchimp said nothing.
 */
function mailchimp_says( $answer ) {
	$parts = array();
	foreach ( array( 'title', 'detail' ) as $field ) {
		if ( isset( $answer['json'][ $field ] ) && is_string( $answer['json'][ $field ] ) && '' !== trim( $answer['json'][ $field ] ) ) {
			$parts[] = trim( wp_strip_all_tags( $answer['json'][ $field ] ) );
		}
	}
	return substr( implode( ': ', $parts ), 0, 300 );
}

/**
 * The error for a call Mailchimp answered with a failure (or did not answer).
 *
 * @param array|\WP_Error $answer An answer of api_request().
 * @param string          $doing  What failed, for the message, such as “The groups could not be loaded.”.
 * @return \WP_Error 424, with Mailchimp's message.
 */
function mailchimp_failed( $answer, $doing ) {
	if ( is_wp_error( $answer ) ) {
		$said = $answer->get_error_message();
	} else {
		$said = mailchimp_says( $answer );
		/* translators: %d: an HTTP status code. */
		$said = '' !== $said ? $said : sprintf( __( 'HTTP %d', 'blockpack' ), $answer['status'] );
	}
	return new \WP_Error(
		'blockpack_mailchimp_failed',
		/* translators: 1: what failed, 2: Mailchimp's message. */
		sprintf( __( '%1$s (Mailchimp: “%2$s”)', 'blockpack' ), $doing, $said ),
		array( 'status' => 424 )
	);
}

/**
 * Asks Mailchimp whether a key works (`GET /ping`).
 *
 * @param string $key A well-formed key.
 * @return array{status: string, message: string} status `valid`, `rejected` (message: Mailchimp's
 *               reason) or `unreachable`.
 */
function check_key( $key ) {
	$answer = api_request( 'GET', '/ping', null, $key );
	if ( ! is_wp_error( $answer ) && 200 === $answer['status'] ) {
		return \Blockpack\Settings\check_answer( 'valid' );
	}
	if ( ! is_wp_error( $answer ) && in_array( $answer['status'], array( 401, 403 ), true ) ) {
		$said = mailchimp_says( $answer );
		return \Blockpack\Settings\check_answer(
			'rejected',
			'' !== $said
				/* translators: %s: Mailchimp's message. */
				? sprintf( __( 'Mailchimp rejected this API key: “%s”', 'blockpack' ), $said )
				: __( 'Mailchimp rejected this API key.', 'blockpack' )
		);
	}
	return \Blockpack\Settings\check_answer( 'unreachable' );
}

/**
 * The account's audiences (`GET /lists`).
 *
 * @return array|\WP_Error `[ { id, name } ]`, or a 424 error with Mailchimp's message.
 */
function fetch_audiences() {
	$answer = api_request( 'GET', '/lists?count=1000&fields=lists.id,lists.name' );
	if ( is_wp_error( $answer ) || 200 !== $answer['status'] || ! isset( $answer['json']['lists'] ) || ! is_array( $answer['json']['lists'] ) ) {
		return mailchimp_failed( $answer, __( 'The audiences could not be loaded.', 'blockpack' ) );
	}
	return id_name_pairs( $answer['json']['lists'], __NAMESPACE__ . '\is_audience_id' );
}

/**
 * The `{ id, name }` of each item of a list Mailchimp answered (audiences, interests), leaving
 * out any without a valid id or a string name.
 *
 * @param array    $items The items.
 * @param callable $is_id Whether an id is valid.
 * @return array `[ { id, name } ]`.
 */
function id_name_pairs( array $items, $is_id ) {
	$pairs = array();
	foreach ( $items as $item ) {
		if ( isset( $item['id'], $item['name'] ) && $is_id( $item['id'] ) && is_string( $item['name'] ) ) {
			$pairs[] = array(
				'id'   => $item['id'],
				'name' => $item['name'],
			);
		}
	}
	return $pairs;
}

/**
 * The audience's groups: its interest categories, each with its interests, as Jetpack's route
 * answers them. Kept in a transient for a few minutes (forgotten when the settings change).
 *
 * @return array|\WP_Error `{ interest_categories: [ { id, title, interests: [ { id, name } ] } ] }`,
 *                         `not_connected` (400), or a 424 error with Mailchimp's message.
 */
function groups() {
	if ( ! is_connected() ) {
		return new \WP_Error( 'not_connected', __( 'Mailchimp is not connected on this site.', 'blockpack' ), array( 'status' => 400 ) );
	}
	$for    = md5( api_key() . '|' . audience() );
	$cached = get_transient( GROUPS_TRANSIENT );
	if ( is_array( $cached ) && isset( $cached['for'], $cached['groups'] ) && $for === $cached['for'] ) {
		return $cached['groups'];
	}
	$doing  = __( 'The groups could not be loaded.', 'blockpack' );
	$list   = rawurlencode( audience() );
	$answer = api_request( 'GET', '/lists/' . $list . '/interest-categories?count=100&fields=categories.id,categories.title' );
	if ( is_wp_error( $answer ) || 200 !== $answer['status'] || ! isset( $answer['json']['categories'] ) || ! is_array( $answer['json']['categories'] ) ) {
		return mailchimp_failed( $answer, $doing );
	}
	$categories = array();
	foreach ( $answer['json']['categories'] as $category ) {
		if ( ! isset( $category['id'], $category['title'] ) || ! is_string( $category['id'] ) || ! is_string( $category['title'] ) ) {
			continue;
		}
		$inner = api_request( 'GET', '/lists/' . $list . '/interest-categories/' . rawurlencode( $category['id'] ) . '/interests?count=100&fields=interests.id,interests.name' );
		if ( is_wp_error( $inner ) || 200 !== $inner['status'] || ! isset( $inner['json']['interests'] ) || ! is_array( $inner['json']['interests'] ) ) {
			return mailchimp_failed( $inner, $doing );
		}
		$categories[] = array(
			'id'        => $category['id'],
			'title'     => $category['title'],
			'interests' => id_name_pairs( $inner['json']['interests'], 'is_string' ),
		);
	}
	$groups = array( 'interest_categories' => $categories );
	set_transient(
		GROUPS_TRANSIENT,
		array(
			'for'    => $for,
			'groups' => $groups,
		),
		5 * MINUTE_IN_SECONDS
	);
	return $groups;
}

/**
 * Forgets the cached groups (the key or the audience changed).
 */
function forget_groups() {
	delete_transient( GROUPS_TRANSIENT );
}
foreach ( array( API_KEY_OPTION, AUDIENCE_OPTION ) as $blockpack_mailchimp_option ) {
	add_action( 'update_option_' . $blockpack_mailchimp_option, __NAMESPACE__ . '\forget_groups' );
	add_action( 'add_option_' . $blockpack_mailchimp_option, __NAMESPACE__ . '\forget_groups' );
	add_action( 'delete_option_' . $blockpack_mailchimp_option, __NAMESPACE__ . '\forget_groups' );
}
unset( $blockpack_mailchimp_option );
