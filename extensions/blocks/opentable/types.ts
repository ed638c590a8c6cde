/**
 * The OpenTable block's attributes, as declared in block.json plus those its supports add.
 */

/** The widget's look: its four sizes. */
export type OpenTableStyle = 'standard' | 'tall' | 'wide' | 'button';

export interface OpenTableAttributes extends Record< string, unknown > {
	/** Restaurant ids (digits), one per restaurant. */
	rid: string[];
	style: string;
	iframe: boolean;
	domain: string;
	lang: string;
	newtab: boolean;
	negativeMargin: boolean;
	// Added by supports.
	align?: string;
	className?: string;
}
