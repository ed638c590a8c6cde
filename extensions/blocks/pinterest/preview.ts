/**
 * The sandboxed preview: Pinterest's script turns the widget anchor into the pin, board or user.
 */
import { createElement, renderToString } from '@wordpress/element';
import type { PinType } from './url';

/** Pinterest's widget script, loaded by the preview and by visitors' pages. */
export const PINIT_SCRIPT = 'https://assets.pinterest.com/js/pinit.js';

/**
 * The HTML of the preview's document body.
 *
 * @param url  The pin, user or board address.
 * @param type Its kind.
 * @return The widget anchor, escaped.
 */
export function previewHtml( url: string, type: PinType ): string {
	return renderToString(
		createElement( 'a', { 'data-pin-do': type, href: url } )
	);
}
