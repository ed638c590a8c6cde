/**
 * Saved markup: the text with its addresses linked; nothing when empty.
 */
import { useBlockProps } from '@wordpress/block-editor';
import EmailText from './email-text';

export interface EmailAttributes {
	email: string;
	className?: string;
	[ key: string ]: unknown;
}

export default function save( {
	attributes: { email },
}: {
	attributes: EmailAttributes;
} ) {
	if ( ! email ) {
		return null;
	}
	return (
		<div { ...useBlockProps.save() }>
			<EmailText text={ email } />
		</div>
	);
}
