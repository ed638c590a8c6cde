/**
 * One day of the read-only list shown when the block is not selected.
 */
import { getSettings, gmdateI18n } from '@wordpress/date';
import { __ } from '@wordpress/i18n';
import { validIntervals, type Day } from '../week';

interface DayPreviewProps {
	day: Day;
	label: string;
}

/**
 * An `HH:MM` time in the site's time format.
 *
 * @param time A valid `HH:MM` time.
 * @return The formatted time.
 */
function formatTime( time: string ): string {
	return gmdateI18n( getSettings().formats.time, `2000-01-01T${ time }:00Z` );
}

export default function DayPreview( { day, label }: DayPreviewProps ) {
	const intervals = validIntervals( day );
	return (
		<div className="jetpack-business-hours__item">
			<dt className={ day.name }>{ label }</dt>
			<dd className={ day.name }>
				{ intervals.length === 0
					? __( 'Closed', 'blockpack' )
					: intervals
							.map(
								( { opening, closing } ) =>
									`${ formatTime( opening ) } - ${ formatTime( closing ) }`
							)
							.join( ', ' ) }
			</dd>
		</div>
	);
}
