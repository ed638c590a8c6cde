/**
 * The block's one inner block: the locked `jetpack/button` that submits the form (Jetpack's
 * template; render.php replaces `mailchimp-widget-id` with the form's own id).
 */
import { __ } from '@wordpress/i18n';

export const BUTTON_BLOCK = 'jetpack/button';

/** The button's fixed attributes. */
export const BUTTON_ELEMENT = 'button';
export const BUTTON_UNIQUE_ID = 'mailchimp-widget-id';

/** The button's text in a new block, and in a migrated one that had none. */
export const defaultButtonText = () => __( 'Join my email list', 'blockpack' );

/**
 * The template: the button, locked by the editor (templateLock "all").
 *
 * @return The template.
 */
export function buttonTemplate(): Array<
	[ string, Record< string, unknown > ]
> {
	return [
		[
			BUTTON_BLOCK,
			{
				element: BUTTON_ELEMENT,
				uniqueId: BUTTON_UNIQUE_ID,
				text: defaultButtonText(),
			},
		],
	];
}
