/**
 * Saved markup: the number as a `tel:` link; nothing when empty.
 */
import { useBlockProps } from '@wordpress/block-editor';
import PhoneText from './phone-text';

export interface PhoneAttributes {
	phone: string;
	className?: string;
	[ key: string ]: unknown;
}

export default function save( {
	attributes: { phone },
}: {
	attributes: PhoneAttributes;
} ) {
	if ( ! phone ) {
		return null;
	}
	return (
		<div { ...useBlockProps.save() }>
			<PhoneText text={ phone } />
		</div>
	);
}
