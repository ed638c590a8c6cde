/** The Eventbrite block's attributes (block.json). */
export type EventbriteStyle = 'inline' | 'modal';

export interface EventbriteAttributes extends Record< string, unknown > {
	url?: string;
	eventId?: number;
	style: EventbriteStyle;
	className?: string;
}
