/**
 * The Business Hours data model and the pure operations the editor applies to it.
 *
 * `days` is stored in Sunday-first order (`Sun`…`Sat`), as Jetpack stores it; the editor only
 * shows it rotated to the site's first day of the week. Every operation returns a new array.
 */

/** The short names days are stored under, Sunday first (index = PHP's `w` weekday). */
export const DAY_NAMES = [
	'Sun',
	'Mon',
	'Tue',
	'Wed',
	'Thu',
	'Fri',
	'Sat',
] as const;

export type DayName = ( typeof DAY_NAMES )[ number ];

/** One opening interval, times as `HH:MM` (24 h); a new interval starts blank. */
export interface Interval {
	opening: string;
	closing: string;
}

/** One day: closed when it has no interval. */
export interface Day {
	name: DayName;
	hours: Interval[];
}

/** The interval a day gets when it is opened. */
export const DEFAULT_INTERVAL: Readonly< Interval > = {
	opening: '09:00',
	closing: '17:00',
};

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * Whether a value is a valid `HH:MM` time between 00:00 and 23:59.
 *
 * @param value Any stored value.
 * @return True for a two-digit, 24-hour time.
 */
export function isValidTime( value: unknown ): value is string {
	return typeof value === 'string' && TIME_PATTERN.test( value );
}

/**
 * The intervals of a day that can be shown: both times valid.
 *
 * @param day The day.
 * @return Its valid intervals, in order.
 */
export function validIntervals( day: Day ): Interval[] {
	return day.hours.filter(
		( interval ) =>
			isValidTime( interval.opening ) && isValidTime( interval.closing )
	);
}

/**
 * A first day of the week as a weekday index, falling back to Sunday.
 *
 * @param value A value such as the site's `start_of_week` option.
 * @return An integer from 0 (Sunday) to 6 (Saturday).
 */
export function normalizeStartOfWeek( value: unknown ): number {
	const n =
		typeof value === 'string' && value.trim() !== ''
			? Number( value )
			: value;
	return typeof n === 'number' && Number.isInteger( n ) && n >= 0 && n <= 6
		? n
		: 0;
}

/**
 * The stored days in display order: starting on `startOfWeek`, one entry per known day name.
 * Entries with an unknown name are left out of the view (and kept in the attribute).
 *
 * @param days        The stored days.
 * @param startOfWeek The first day of the week, 0 (Sunday) to 6.
 * @return The days to show, in order.
 */
export function rotateWeek( days: readonly Day[], startOfWeek: number ): Day[] {
	const start = normalizeStartOfWeek( startOfWeek );
	const week: Day[] = [];
	for ( let i = 0; i < DAY_NAMES.length; i++ ) {
		const name = DAY_NAMES[ ( start + i ) % DAY_NAMES.length ];
		const day = days.find( ( candidate ) => candidate.name === name );
		if ( day ) {
			week.push( day );
		}
	}
	return week;
}

/**
 * Replaces the hours of one day.
 *
 * @param days   The stored days.
 * @param name   The day to change.
 * @param update Computes the new hours from the old ones.
 * @return The new days.
 */
function updateHours(
	days: readonly Day[],
	name: DayName,
	update: ( hours: Interval[] ) => Interval[]
): Day[] {
	return days.map( ( day ) =>
		day.name === name ? { ...day, hours: update( day.hours ) } : day
	);
}

/**
 * Opens or closes a day. Closing empties its hours; opening gives it one 09:00–17:00 interval.
 *
 * @param days   The stored days.
 * @param name   The day to toggle.
 * @param isOpen Whether the day becomes open.
 * @return The new days.
 */
export function setDayOpen(
	days: readonly Day[],
	name: DayName,
	isOpen: boolean
): Day[] {
	return updateHours( days, name, () =>
		isOpen ? [ { ...DEFAULT_INTERVAL } ] : []
	);
}

/**
 * Adds a blank interval at the end of a day.
 *
 * @param days The stored days.
 * @param name The day.
 * @return The new days.
 */
export function addInterval( days: readonly Day[], name: DayName ): Day[] {
	return updateHours( days, name, ( hours ) => [
		...hours,
		{ opening: '', closing: '' },
	] );
}

/**
 * Removes one interval from a day, unless it is the day's last one (use `setDayOpen` to close).
 *
 * @param days  The stored days.
 * @param name  The day.
 * @param index The interval's position.
 * @return The new days (unchanged when the interval is the last one or does not exist).
 */
export function removeInterval(
	days: readonly Day[],
	name: DayName,
	index: number
): Day[] {
	return updateHours( days, name, ( hours ) =>
		hours.length > 1 && index >= 0 && index < hours.length
			? hours.filter( ( _, i ) => i !== index )
			: hours
	);
}

/**
 * Sets the opening or closing time of one interval.
 *
 * @param days  The stored days.
 * @param name  The day.
 * @param index The interval's position.
 * @param field `opening` or `closing`.
 * @param value The new time, as the time input gives it (`HH:MM` or empty).
 * @return The new days.
 */
export function setIntervalTime(
	days: readonly Day[],
	name: DayName,
	index: number,
	field: keyof Interval,
	value: string
): Day[] {
	return updateHours( days, name, ( hours ) =>
		hours.map( ( interval, i ) =>
			i === index ? { ...interval, [ field ]: value } : interval
		)
	);
}
