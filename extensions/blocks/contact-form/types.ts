/**
 * The Form block's attributes, as declared in block.json plus those its supports add.
 */

/** What the visitor sees after submitting: '' a summary of the fields, a message, or a redirect. */
export type ThankyouType = '' | 'message' | 'redirect';

export interface ContactFormAttributes extends Record< string, unknown > {
	subject: string;
	to: string;
	customThankyou: ThankyouType;
	customThankyouHeading: string;
	customThankyouMessage: string;
	customThankyouRedirect: string;
	jetpackCRM: boolean;
	// Added by supports.
	className?: string;
	align?: 'wide' | 'full';
}
