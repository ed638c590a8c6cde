/** The block's attributes. */
export type GoogleCalendarAttributes = {
	/** The calendar's public embed address. */
	url?: string;
	/** The iframe's height in pixels. */
	height: number;
};
