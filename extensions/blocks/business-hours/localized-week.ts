/**
 * The site's day names and first day of the week, read from what our REST route answered
 * (the `blockpack/site` store asks it), with an English fallback when the route cannot be
 * reached.
 */
import { __ } from '@wordpress/i18n';
import { DAY_NAMES, normalizeStartOfWeek, type DayName } from './week';

export interface LocalizedWeek {
	/** Full day names by short name, e.g. `{ Sun: 'Sunday' }`. */
	days: Record< DayName, string >;
	/** 0 (Sunday) to 6 (Saturday). */
	startOfWeek: number;
}

/**
 * The week used when the site's cannot be loaded: English names, Sunday first.
 *
 * @return The fallback week.
 */
export function fallbackWeek(): LocalizedWeek {
	return {
		days: {
			Sun: __( 'Sunday', 'blockpack' ),
			Mon: __( 'Monday', 'blockpack' ),
			Tue: __( 'Tuesday', 'blockpack' ),
			Wed: __( 'Wednesday', 'blockpack' ),
			Thu: __( 'Thursday', 'blockpack' ),
			Fri: __( 'Friday', 'blockpack' ),
			Sat: __( 'Saturday', 'blockpack' ),
		},
		startOfWeek: 0,
	};
}

/**
 * Reads a response of the route, filling any missing or malformed part from the fallback.
 *
 * @param response The decoded JSON body.
 * @return A complete week.
 */
export function parseLocalizedWeek( response: unknown ): LocalizedWeek {
	const fallback = fallbackWeek();
	if ( ! response || typeof response !== 'object' ) {
		return fallback;
	}
	const { days, startOfWeek } = response as {
		days?: unknown;
		startOfWeek?: unknown;
	};
	const names =
		days && typeof days === 'object'
			? ( days as Record< string, unknown > )
			: {};
	const localized = { ...fallback.days };
	for ( const name of DAY_NAMES ) {
		const value = names[ name ];
		if ( typeof value === 'string' && value !== '' ) {
			localized[ name ] = value;
		}
	}
	return {
		days: localized,
		startOfWeek: normalizeStartOfWeek( startOfWeek ),
	};
}
