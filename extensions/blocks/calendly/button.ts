/**
 * The inner button of the link style.
 */
import { __ } from '@wordpress/i18n';

/** Replaced by a unique id for each block when PHP renders the page. */
export const BUTTON_ID = 'calendly-widget-id';

/**
 * The inner button's default text.
 *
 * @return "Schedule time with me", translated.
 */
export function defaultButtonText(): string {
	return __( 'Schedule time with me', 'blockpack' );
}
