<?php
/**
 * Mailchimp: `POST /blockpack/v1/mailchimp/subscribe`, where visitors' signup forms post (with
 * JavaScript, or as a plain form). Public by design: rate-limited per address and per post
 * (php/counters.php), a honeypot, declared arguments, JSON 4xx errors. The groups and the
 * signup-location merge field come from the block's saved attributes, found in the published
 * post (`post_id`, and `block`: the block's position among the post's signup forms), never
 * from the request. The address's limits count first; only a signup within them, to a form the
 * post shows, counts toward the post's. Subscribing is Mailchimp's `PUT /lists/{list}/members/{hash}` (adds, or
 * updates an existing member, who counts as a success); someone who unsubscribed is not
 * subscribed again. Without JavaScript, the route answers 303 back to the post, where the form
 * shows its message (and, on an error, the address typed, kept briefly on the server under a
 * random token: never in the address).
 *
 * @package Blockpack
 */

namespace Blockpack\Blocks\Mailchimp;

use Blockpack\Rest_Controller;

defined( 'ABSPATH' ) || exit;

/** The honeypot field: people never see it; a robot that fills it is told it worked. */
const HONEYPOT_FIELD = 'mailchimp-hp';

/** Option name prefix of the rate counters. */
const RATE_PREFIX = 'blockpack_mc_rate_';

/** The hourly cleanup of old rate counters (scheduled by Blockpack\Plugin::SCHEDULED_EVENTS). */
const CLEANUP_HOOK = 'blockpack_mailchimp_cleanup';

/** The query argument of the page a plain form post returns to. */
const RESULT_QUERY = 'mailchimp-result';

/** Transient prefix of a plain form post's result (its message and, on error, the address). */
const RESULT_TRANSIENT = 'blockpack_mc_result_';

/** Seconds a plain form post's result is kept. */
const RESULT_LIFETIME = 600;

/**
 * The rate limits.
 *
 * @return array{ip_minute: int, ip_hour: int, post_hour: int} 0 for no limit.
 */
function rate_limits() {
	$defaults = array(
		'ip_minute' => 5,
		'ip_hour'   => 30,
		'post_hour' => 500,
	);
	/**
	 * Filters how many signups are accepted: from one address a minute and an hour, and to one
	 * post's forms an hour, from everyone.
	 *
	 * @param array $limits `ip_minute` (5), `ip_hour` (30), `post_hour` (500); 0 for no limit.
	 */
	$limits = (array) apply_filters( 'blockpack_mailchimp_rate_limits', $defaults );
	foreach ( $defaults as $name => $default ) {
		$defaults[ $name ] = isset( $limits[ $name ] ) ? max( 0, (int) $limits[ $name ] ) : $default;
	}
	return $defaults;
}

/**
 * Counts a signup from the visitor's address, and says whether it is over the address's limit of
 * the minute or of the hour.
 *
 * @return bool
 */
function is_address_rate_limited() {
	$ip     = isset( $_SERVER['REMOTE_ADDR'] ) ? (string) filter_var( wp_unslash( $_SERVER['REMOTE_ADDR'] ), FILTER_VALIDATE_IP ) : ''; // Not sanitized here: validated as an IP.
	$limits = rate_limits();
	// Both windows count, even once one is over.
	$over_minute = \Blockpack\Counters\is_over_limit( RATE_PREFIX, 'minute', 'ip_' . md5( $ip ), $limits['ip_minute'] );
	$over_hour   = \Blockpack\Counters\is_over_limit( RATE_PREFIX, 'hour', 'ip_' . md5( $ip ), $limits['ip_hour'] );
	return $over_minute || $over_hour;
}

/**
 * Counts a signup to a post's forms, and says whether it is over the post's hourly limit. Only
 * signups within their address's own limits, to a form the post shows, count: one client cannot
 * use up a post's budget, nor add a row for every post id it makes up.
 *
 * @param int $post_id A published post with a signup form.
 * @return bool
 */
function is_post_rate_limited( $post_id ) {
	return \Blockpack\Counters\is_over_limit( RATE_PREFIX, 'hour', 'post_' . (int) $post_id, rate_limits()['post_hour'] );
}

/**
 * Deletes the rate counters of past minutes and hours.
 */
function cleanup_counters() {
	\Blockpack\Counters\delete_past_windows( RATE_PREFIX );
}
add_action( CLEANUP_HOOK, __NAMESPACE__ . '\cleanup_counters' );

/**
 * A published post anyone may read, or null.
 *
 * @param int $post_id The post.
 * @return \WP_Post|null
 */
function readable_post( $post_id ) {
	$post = $post_id > 0 ? get_post( $post_id ) : null;
	if ( ! $post || 'publish' !== $post->post_status || '' !== $post->post_password || ! is_post_publicly_viewable( $post ) ) {
		return null;
	}
	return $post;
}

/**
 * The signup forms of a post's stored content, in document order (synced patterns included).
 *
 * @param \WP_Post $post The post.
 * @return array[] Parsed blocks.
 */
function signup_blocks( $post ) {
	return \Blockpack\find_blocks( parse_blocks( $post->post_content ), 'jetpack/mailchimp' );
}

/**
 * What a saved block asks Mailchimp for: its groups (interest ids, without duplicates) and its
 * signup-location merge field.
 *
 * @param array $attrs The block's saved attributes.
 * @return array{interests: array, merge_fields: array}
 */
function member_extras( $attrs ) {
	$interests = array();
	foreach ( isset( $attrs['interests'] ) && is_array( $attrs['interests'] ) ? $attrs['interests'] : array() as $id ) {
		if ( is_string( $id ) && preg_match( '/^[A-Za-z0-9]{1,40}$/', $id ) ) {
			$interests[ $id ] = true;
		}
	}
	$merge_fields = array();
	$tag          = isset( $attrs['signupFieldTag'] ) && is_string( $attrs['signupFieldTag'] ) ? trim( $attrs['signupFieldTag'] ) : '';
	$value        = isset( $attrs['signupFieldValue'] ) && is_string( $attrs['signupFieldValue'] ) ? trim( $attrs['signupFieldValue'] ) : '';
	if ( '' !== $value && preg_match( '/^[A-Za-z0-9_]{1,50}$/', $tag ) ) {
		$merge_fields[ strtoupper( $tag ) ] = substr( $value, 0, 255 );
	}
	return array(
		'interests'    => $interests,
		'merge_fields' => $merge_fields,
	);
}

/**
 * Adds (or updates) a member of the audience.
 *
 * @param string $email A valid address.
 * @param array  $attrs The block's saved attributes.
 * @return string|\WP_Error `subscribed`, `pending` or `already_subscribed`; or an error: 409 (the
 *                          address unsubscribed or was cleaned), 400 (Mailchimp refused the
 *                          address), 424 (Mailchimp failed).
 */
function subscribe_member( $email, $attrs ) {
	$status_if_new = double_opt_in() ? 'pending' : 'subscribed';
	$extras        = member_extras( $attrs );
	$body          = array(
		'email_address' => $email,
		'status_if_new' => $status_if_new,
	);
	if ( $extras['interests'] ) {
		$body['interests'] = $extras['interests'];
	}
	if ( $extras['merge_fields'] ) {
		$body['merge_fields'] = $extras['merge_fields'];
	}
	$answer = api_request( 'PUT', '/lists/' . rawurlencode( audience() ) . '/members/' . md5( strtolower( $email ) ), $body );
	$doing  = __( 'The subscription could not be processed.', 'blockpack' );
	if ( is_wp_error( $answer ) ) {
		return mailchimp_failed( $answer, $doing );
	}
	if ( 400 === $answer['status'] ) {
		$said = mailchimp_says( $answer );
		return new \WP_Error(
			'blockpack_mailchimp_rejected',
			/* translators: %s: Mailchimp's message. */
			'' !== $said ? sprintf( __( 'Mailchimp did not accept this address: “%s”', 'blockpack' ), $said ) : __( 'Mailchimp did not accept this address.', 'blockpack' ),
			array( 'status' => 400 )
		);
	}
	$member = isset( $answer['json']['status'] ) && is_string( $answer['json']['status'] ) ? $answer['json']['status'] : '';
	if ( 200 !== $answer['status'] || '' === $member ) {
		return mailchimp_failed( $answer, $doing );
	}
	if ( 'pending' === $member ) {
		return 'pending';
	}
	if ( 'subscribed' === $member ) {
		// Asked to be pending and already subscribed: a member from before.
		return 'pending' === $status_if_new ? 'already_subscribed' : 'subscribed';
	}
	return new \WP_Error(
		'blockpack_mailchimp_unsubscribed',
		__( 'This address has unsubscribed from this list and cannot be subscribed again here.', 'blockpack' ),
		array( 'status' => 409 )
	);
}

/**
 * Handles a signup.
 *
 * @param array $params `email`, `post_id`, `block` and the honeypot.
 * @return array{post: \WP_Post|null, block: int, result: string|\WP_Error} result: `subscribed`,
 *               `pending` or `already_subscribed`, or an error with its status.
 */
function process_signup( $params ) {
	$post_id = (int) $params['post_id'];
	$index   = (int) $params['block'];
	$post    = readable_post( $post_id );
	$done    = array(
		'post'  => $post,
		'block' => $index,
	);
	$limited = new \WP_Error( 'blockpack_mailchimp_rate_limited', __( 'Too many signups. Please wait a minute and try again.', 'blockpack' ), array( 'status' => 429 ) );
	if ( is_address_rate_limited() ) {
		return $done + array( 'result' => $limited );
	}
	$blocks = $post ? signup_blocks( $post ) : array();
	if ( ! isset( $blocks[ $index ] ) ) {
		$done['post'] = null;
		return $done + array( 'result' => new \WP_Error( 'blockpack_mailchimp_not_found', __( 'This signup form is no longer available. Please reload the page and try again.', 'blockpack' ), array( 'status' => 404 ) ) );
	}
	if ( is_post_rate_limited( $post->ID ) ) {
		return $done + array( 'result' => $limited );
	}
	if ( ! is_connected() ) {
		return $done + array( 'result' => new \WP_Error( 'blockpack_mailchimp_not_connected', __( 'Mailchimp is not connected on this site.', 'blockpack' ), array( 'status' => 424 ) ) );
	}
	if ( '' !== trim( (string) $params[ HONEYPOT_FIELD ] ) ) {
		// A robot: tell it that it worked, ask Mailchimp nothing.
		return $done + array( 'result' => double_opt_in() ? 'pending' : 'subscribed' );
	}
	$email = sanitize_email( (string) $params['email'] );
	if ( '' === $email || ! is_email( $email ) || $email !== trim( (string) $params['email'] ) ) {
		return $done + array( 'result' => new \WP_Error( 'blockpack_mailchimp_invalid_email', __( 'Please enter a valid email address.', 'blockpack' ), array( 'status' => 400 ) ) );
	}
	$attrs = isset( $blocks[ $index ]['attrs'] ) && is_array( $blocks[ $index ]['attrs'] ) ? $blocks[ $index ]['attrs'] : array();
	return $done + array( 'result' => subscribe_member( $email, $attrs ) );
}

/**
 * The id of a signup form's wrapper on its post's page (the anchor a plain post returns to).
 *
 * @param int $post_id The post.
 * @param int $index   The block's position among the post's signup forms.
 * @return string
 */
function anchor_id( $post_id, $index ) {
	return 'mailchimp-' . (int) $post_id . '-' . (int) $index;
}

/**
 * Keeps a plain form post's result for the page it returns to.
 *
 * @param int    $post_id The post.
 * @param int    $index   The block's position.
 * @param string $state   `success` or `error`.
 * @param string $email   The address typed (kept on an error only).
 * @return string The token for the page's address.
 */
function stash_result( $post_id, $index, $state, $email ) {
	// Lower case: the page reads it back with sanitize_key(), which lowercases. A mixed-case token
	// was found only where the transient lived in the options table, whose names compare without
	// case; a persistent object cache (Redis, Memcached) compares keys exactly and missed it.
	$token = strtolower( wp_generate_password( 32, false, false ) );
	set_transient(
		RESULT_TRANSIENT . $token,
		array(
			'post'  => (int) $post_id,
			'block' => (int) $index,
			'state' => $state,
			'email' => 'error' === $state ? substr( $email, 0, 254 ) : '',
		),
		RESULT_LIFETIME
	);
	return $token;
}

/**
 * The result a plain form post left for a form of this page, if the address names one.
 *
 * @param int $post_id The post.
 * @param int $index   The block's position.
 * @return array{state: string, email: string}|null
 */
function stashed_result( $post_id, $index ) {
	// No nonce check here: a random token, read only.
	$token = isset( $_GET[ RESULT_QUERY ] ) && is_string( $_GET[ RESULT_QUERY ] ) ? sanitize_key( wp_unslash( $_GET[ RESULT_QUERY ] ) ) : '';
	if ( ! preg_match( '/^[a-z0-9]{32}$/', $token ) ) {
		return null;
	}
	$result = get_transient( RESULT_TRANSIENT . $token );
	if ( ! is_array( $result ) || (int) $post_id !== $result['post'] || (int) $index !== $result['block'] ) {
		return null;
	}
	return array(
		'state' => (string) $result['state'],
		'email' => (string) $result['email'],
	);
}

/**
 * The page a plain form post returns to shows one visitor's result: no cache keeps it.
 */
function result_page_headers() {
	// No nonce check here: only decides on headers.
	if ( isset( $_GET[ RESULT_QUERY ] ) && ! headers_sent() ) {
		nocache_headers();
		header( 'Cache-Control: no-store, no-cache, must-revalidate, max-age=0, private' );
	}
}
add_action( 'template_redirect', __NAMESPACE__ . '\result_page_headers', 4 );

/**
 * Answers a signup: JSON for the view script, or (a plain form post, `redirect`) 303 back to
 * the form.
 *
 * @param \WP_REST_Request $request The request.
 * @return \WP_REST_Response|\WP_Error
 */
function rest_subscribe( \WP_REST_Request $request ) {
	$params = array(
		'email'        => (string) $request['email'],
		'post_id'      => (int) $request['post_id'],
		'block'        => (int) $request['block'],
		HONEYPOT_FIELD => (string) $request[ HONEYPOT_FIELD ],
	);
	$done   = process_signup( $params );
	if ( $request['redirect'] && $done['post'] ) {
		$state    = is_wp_error( $done['result'] ) ? 'error' : 'success';
		$token    = stash_result( $done['post']->ID, $done['block'], $state, $params['email'] );
		$location = add_query_arg( RESULT_QUERY, $token, get_permalink( $done['post'] ) ) . '#' . anchor_id( $done['post']->ID, $done['block'] );
		$response = new \WP_REST_Response( null, 303 );
		$response->header( 'Location', $location );
		$response->header( 'Cache-Control', 'no-store, private' );
		return $response;
	}
	if ( is_wp_error( $done['result'] ) ) {
		return $done['result'];
	}
	return rest_ensure_response( array( 'code' => $done['result'] ) );
}

/**
 * Registers `POST /blockpack/v1/mailchimp/subscribe`.
 */
function register_subscribe_route() {
	Rest_Controller::route(
		'blockpack/v1',
		'/mailchimp/subscribe',
		array(
			'POST' => array(
				// Public by design: visitors sign up. Rate-limited per address and per post, a
				// honeypot, and what is sent to Mailchimp besides the address comes from the
				// published block, not from the request.
				'permission' => Rest_Controller::public_route(),
				'callback'   => __NAMESPACE__ . '\rest_subscribe',
				'args'       => array(
					// Checked in the callback, so that a plain form post returns to its page.
					'email'        => array(
						'description' => __( 'The address to subscribe.', 'blockpack' ),
						'type'        => 'string',
						'maxLength'   => 254,
						'default'     => '',
					),
					'post_id'      => array(
						'description' => __( 'The published post that shows the form.', 'blockpack' ),
						'type'        => 'integer',
						'minimum'     => 1,
						'required'    => true,
					),
					'block'        => array(
						'description' => __( 'The form’s position among the post’s Mailchimp forms, from 0.', 'blockpack' ),
						'type'        => 'integer',
						'minimum'     => 0,
						'maximum'     => 1000,
						'required'    => true,
					),
					HONEYPOT_FIELD => array(
						'type'      => 'string',
						'maxLength' => 1000,
						'default'   => '',
					),
					'redirect'     => array(
						'description' => __( 'Set by the plain form (no JavaScript): answer 303 back to the post.', 'blockpack' ),
						'type'        => 'boolean',
						'default'     => false,
					),
				),
			),
		)
	);
}
add_action( 'blockpack_rest_routes', __NAMESPACE__ . '\register_subscribe_route' );
