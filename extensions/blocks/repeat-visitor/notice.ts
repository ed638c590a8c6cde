/**
 * The editor notice that says who will see the block, Jetpack's wording for each criteria and
 * threshold (singular for 1).
 */
import { __, _n, sprintf } from '@wordpress/i18n';
import { CRITERIA_AFTER } from './visits';

/**
 * @param criteria  The block's criteria.
 * @param threshold The block's threshold.
 * @return The notice's text.
 */
export function noticeText( criteria: string, threshold: number ): string {
	if ( criteria === CRITERIA_AFTER ) {
		if ( threshold === 1 ) {
			return __(
				'This block will only appear to people who have visited this page more than once.',
				'blockpack'
			);
		}
		return sprintf(
			/* translators: %d: the number of visits. */
			_n(
				'This block will only appear to people who have visited this page more than %d time.',
				'This block will only appear to people who have visited this page more than %d times.',
				threshold,
				'blockpack'
			),
			threshold
		);
	}
	if ( threshold === 1 ) {
		return __(
			'This block will only appear to people who are visiting this page for the first time.',
			'blockpack'
		);
	}
	return sprintf(
		/* translators: %d: the number of visits. */
		_n(
			'This block will only appear to people who are visiting this page for %d time.',
			'This block will only appear to people who have visited this page at most %d times.',
			threshold,
			'blockpack'
		),
		threshold
	);
}
