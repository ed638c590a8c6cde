/**
 * The Mailchimp block's attributes, as declared in block.json plus those its supports add.
 */
export interface MailchimpAttributes extends Record< string, unknown > {
	emailPlaceholder: string;
	consentText: string;
	/** Mailchimp interest (group) ids a subscriber joins; no id twice. */
	interests: string[];
	processingLabel: string;
	signupFieldTag?: string;
	signupFieldValue?: string;
	successLabel: string;
	errorLabel: string;
	/** True only in the inserter's example: the form shows without a connection check. */
	preview: boolean;
	className?: string;
}

/** A notification visitors may see, previewed in the editor. */
export type NotificationKind = 'processing' | 'success' | 'error';
