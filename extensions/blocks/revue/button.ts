/**
 * The inner button of the form: a `jetpack/button` rendered as a `<button>`, "Subscribe" unless
 * the author changed it.
 */
import { _x } from '@wordpress/i18n';

export const BUTTON_BLOCK = 'jetpack/button';

/**
 * The button's default text, as Jetpack wrote it in new forms.
 *
 * @return The text.
 */
export function defaultButtonText(): string {
	return _x(
		'Subscribe',
		'verb: e.g. subscribe to a newsletter.',
		'blockpack'
	);
}

/**
 * The locked template of the form's button.
 *
 * @return The template.
 */
export function buttonTemplate(): Array<
	[ string, Record< string, unknown > ]
> {
	return [
		[ BUTTON_BLOCK, { element: 'button', text: defaultButtonText() } ],
	];
}
