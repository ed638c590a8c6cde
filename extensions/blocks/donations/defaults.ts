/**
 * The texts Jetpack's saved fallback markup always uses (its save prints these, not the
 * author's headings and button texts: the server renders the real form).
 */
import { __ } from '@wordpress/i18n';
import type { Interval } from './types';

export interface DefaultTexts {
	heading: string;
	buttonText: string;
}

/**
 * Default heading and button text of each interval.
 *
 * @return Texts by interval.
 */
export function defaultTexts(): Record< Interval, DefaultTexts > {
	return {
		'one-time': {
			heading: __( 'Make a one-time donation', 'blockpack' ),
			buttonText: __( 'Donate', 'blockpack' ),
		},
		'1 month': {
			heading: __( 'Make a monthly donation', 'blockpack' ),
			buttonText: __( 'Donate monthly', 'blockpack' ),
		},
		'1 year': {
			heading: __( 'Make a yearly donation', 'blockpack' ),
			buttonText: __( 'Donate yearly', 'blockpack' ),
		},
	};
}

/**
 * The default extra text.
 *
 * @return Text.
 */
export function defaultExtraText(): string {
	return __( 'Your contribution is appreciated.', 'blockpack' );
}

/**
 * The tab titles.
 *
 * @return Titles by interval.
 */
export function tabTitles(): Record< Interval, string > {
	return {
		'one-time': __( 'One-Time', 'blockpack' ),
		'1 month': __( 'Monthly', 'blockpack' ),
		'1 year': __( 'Yearly', 'blockpack' ),
	};
}
