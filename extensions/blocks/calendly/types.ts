/**
 * The Calendly block's attributes, as declared in block.json plus those its supports add.
 */

/** How visitors get the calendar: embedded in the page, or a button opening a popup. */
export type CalendlyStyle = 'inline' | 'link';

export interface CalendlyAttributes extends Record< string, unknown > {
	backgroundColor: string;
	hideEventTypeDetails: boolean;
	primaryColor: string;
	textColor: string;
	style: CalendlyStyle;
	url?: string;
	// Added by supports.
	align?: string;
	className?: string;
}
