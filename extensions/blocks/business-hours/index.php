<?php
/**
 * Business Hours: the localized-week REST route the editor reads, and the front-end rendering
 * (called from render.php).
 *
 * @package Blockpack
 */

namespace Blockpack\Blocks\Business_Hours;

use Blockpack\Rest_Controller;

defined( 'ABSPATH' ) || exit;

/** The short day names the block stores, Sunday first (index = PHP's `w` weekday). */
const DAY_NAMES = array( 'Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat' );

/**
 * Registers `GET /wpcom/v2/business-hours/localized-week`.
 */
function register_routes() {
	Rest_Controller::route(
		'wpcom/v2',
		'/business-hours/localized-week',
		array(
			'GET' => array(
				'permission' => Rest_Controller::require_capability( 'edit_posts' ),
				'callback'   => __NAMESPACE__ . '\get_localized_week',
				'args'       => array(),
			),
		)
	);
}
add_action( 'blockpack_rest_routes', __NAMESPACE__ . '\register_routes' );

/**
 * The site's day names (in the site's language, as visitors see them) and first day of the week.
 *
 * @return \WP_REST_Response `{ days: { Sun: 'Sunday', … }, startOfWeek: 0–6 }`.
 */
function get_localized_week() {
	// The editor asks in the user's language; the names should match the front end.
	$switched = switch_to_locale( get_locale() );
	$days     = array();
	foreach ( DAY_NAMES as $index => $name ) {
		$days[ $name ] = day_label( $index );
	}
	if ( $switched ) {
		restore_previous_locale();
	}
	return rest_ensure_response(
		array(
			'days'        => $days,
			'startOfWeek' => start_of_week(),
		)
	);
}

/**
 * A weekday's name in the current language, capitalized as a heading.
 *
 * @param int $index 0 (Sunday) to 6 (Saturday).
 * @return string Plain text (not escaped).
 */
function day_label( $index ) {
	global $wp_locale;
	return ucfirst( (string) $wp_locale->get_weekday( $index ) );
}

/**
 * The site's first day of the week.
 *
 * @return int 0 (Sunday) to 6 (Saturday).
 */
function start_of_week() {
	$start = (int) get_option( 'start_of_week', 0 );
	return ( $start >= 0 && $start <= 6 ) ? $start : 0;
}

/**
 * Whether a stored time is a valid `HH:MM` between 00:00 and 23:59.
 *
 * @param mixed $time A stored value.
 * @return bool
 */
function is_valid_time( $time ) {
	return is_string( $time ) && 1 === preg_match( '/^([01]\d|2[0-3]):[0-5]\d$/', $time );
}

/**
 * A valid `HH:MM` time in the site's time format and language.
 *
 * @param string $time A valid time.
 * @return string The formatted time (not escaped).
 */
function format_time( $time ) {
	list( $hours, $minutes ) = array_map( 'intval', explode( ':', $time ) );
	return (string) wp_date(
		get_option( 'time_format' ),
		$hours * HOUR_IN_SECONDS + $minutes * MINUTE_IN_SECONDS,
		new \DateTimeZone( 'UTC' )
	);
}

/**
 * The hours of a day as shown to visitors: its valid intervals, or "Closed".
 *
 * @param mixed $hours The stored intervals of one day.
 * @return string Plain text (not escaped).
 */
function format_hours( $hours ) {
	$intervals = array();
	foreach ( is_array( $hours ) ? $hours : array() as $interval ) {
		if ( ! is_array( $interval )
			|| ! is_valid_time( $interval['opening'] ?? null )
			|| ! is_valid_time( $interval['closing'] ?? null ) ) {
			continue;
		}
		$intervals[] = sprintf(
			/* translators: 1: opening time, 2: closing time. */
			__( '%1$s - %2$s', 'blockpack' ),
			format_time( $interval['opening'] ),
			format_time( $interval['closing'] )
		);
	}
	if ( empty( $intervals ) ) {
		return __( 'Closed', 'blockpack' );
	}
	/* translators: separates the opening intervals of one day. */
	return implode( __( ', ', 'blockpack' ), $intervals );
}

/**
 * The stored days in display order, from the site's first day of the week. Entries without a
 * known day name are skipped; a day stored twice is shown once (its first entry).
 *
 * @param mixed $days The `days` attribute.
 * @return array<int, array{name: string, index: int, hours: mixed}>
 */
function ordered_days( $days ) {
	$by_name = array();
	foreach ( is_array( $days ) ? $days : array() as $day ) {
		if ( is_array( $day ) && isset( $day['name'] ) && in_array( $day['name'], DAY_NAMES, true )
			&& ! isset( $by_name[ $day['name'] ] ) ) {
			$by_name[ $day['name'] ] = $day['hours'] ?? array();
		}
	}
	$ordered = array();
	$start   = start_of_week();
	for ( $i = 0; $i < 7; $i++ ) {
		$index = ( $start + $i ) % 7;
		$name  = DAY_NAMES[ $index ];
		if ( array_key_exists( $name, $by_name ) ) {
			$ordered[] = array(
				'name'  => $name,
				'index' => $index,
				'hours' => $by_name[ $name ],
			);
		}
	}
	return $ordered;
}

/**
 * The block's front-end HTML: a definition list, one item per day.
 *
 * @param array $attributes The block's attributes (block.json defaults applied).
 * @return string HTML, or an empty string when no day is stored.
 */
function render( $attributes ) {
	$days = ordered_days( $attributes['days'] ?? array() );
	if ( empty( $days ) ) {
		return '';
	}
	$html = '<dl ' . get_block_wrapper_attributes( array( 'class' => 'jetpack-business-hours' ) ) . '>';
	foreach ( $days as $day ) {
		$html .= sprintf(
			'<div class="jetpack-business-hours__item"><dt class="%1$s">%2$s</dt><dd class="%1$s">%3$s</dd></div>',
			esc_attr( $day['name'] ),
			esc_html( day_label( $day['index'] ) ),
			esc_html( format_hours( $day['hours'] ) )
		);
	}
	return $html . '</dl>';
}
