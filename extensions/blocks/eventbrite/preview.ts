/**
 * The sandboxed checkout preview: Eventbrite's widget script draws the checkout in a container.
 */

/** Eventbrite's widget script, loaded by the preview and by visitors' pages. */
export const WIDGET_SCRIPT =
	'https://www.eventbrite.com/static/widgets/eb_widgets.js';

/**
 * The HTML of the preview's document body for an event.
 *
 * @param eventId The event's numeric id.
 * @return HTML with the container and the call that fills it.
 */
export function previewHtml( eventId: number ): string {
	const id = Math.trunc( Math.abs( eventId ) );
	const container = `eventbrite-widget-container-${ id }`;
	// The widget script comes before the call (the sandbox would add its scripts after it).
	return (
		`<div id="${ container }"></div>` +
		`<script src="${ WIDGET_SCRIPT }"></script>` +
		`<script>window.EBWidgets && window.EBWidgets.createWidget( { widgetType: 'checkout', eventId: ${ id }, iframeContainerId: '${ container }', iframeContainerHeight: 425 } );</script>`
	);
}
