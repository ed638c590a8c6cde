import { previewHtml } from '../preview';

describe( 'previewHtml', () => {
	test.each( [
		[
			123456789,
			'eventbrite-widget-container-123456789',
			'eventId: 123456789',
		],
		[ 12.7, 'eventbrite-widget-container-12', 'eventId: 12,' ],
		[ -5, 'eventbrite-widget-container-5', 'eventId: 5,' ],
	] )( 'event %d', ( id, container, call ) => {
		const html = previewHtml( id );
		expect( html ).toContain( `<div id="${ container }"></div>` );
		expect( html ).toContain( call );
		expect( html ).toContain( "widgetType: 'checkout'" );
		// The script loads before the call that uses it.
		expect( html.indexOf( 'eb_widgets.js' ) ).toBeLessThan(
			html.indexOf( 'createWidget' )
		);
	} );
} );
