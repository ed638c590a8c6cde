/**
 * Links in the editor's preview lead away from the editor: ask before following one.
 */
import { __ } from '@wordpress/i18n';

/**
 * Cancels a click on a link in the preview unless the person confirms leaving the page.
 *
 * @param event   The click event (delegated from the preview's wrapper).
 * @param confirm Asks the question; `window.confirm` by default.
 * @return Whether the click was let through.
 */
export function confirmLeavingOnLinkClick(
	event: Pick< MouseEvent, 'target' | 'preventDefault' >,
	confirm: ( message: string ) => boolean = ( message ) =>
		// The browser's own dialog: it answers at once, inside the click handler that must
		// decide whether to cancel the navigation.
		// eslint-disable-next-line no-alert
		window.confirm( message )
): boolean {
	const target = event.target as Element | null;
	if ( ! target?.closest?.( 'a[href]' ) ) {
		return true;
	}
	if (
		confirm(
			__( 'Are you sure you wish to leave this page?', 'blockpack' )
		)
	) {
		return true;
	}
	event.preventDefault();
	return false;
}
