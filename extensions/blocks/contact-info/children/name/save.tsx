/**
 * Saved markup: the name as typed; nothing when empty.
 */
import { useBlockProps } from '@wordpress/block-editor';

export interface NameAttributes {
	name: string;
	className?: string;
	[ key: string ]: unknown;
}

export default function save( {
	attributes: { name },
}: {
	attributes: NameAttributes;
} ) {
	if ( ! name ) {
		return null;
	}
	return <div { ...useBlockProps.save() }>{ name }</div>;
}
