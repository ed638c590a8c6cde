/**
 * Editor view: the contact details as inner blocks, Email, Phone and Address to start with.
 */
import { useBlockProps, useInnerBlocksProps } from '@wordpress/block-editor';
import { CONTACT_INFO_CHILDREN, CONTACT_INFO_TEMPLATE } from './children';

export default function Edit() {
	const innerBlocksProps = useInnerBlocksProps( useBlockProps(), {
		allowedBlocks: CONTACT_INFO_CHILDREN,
		template: CONTACT_INFO_TEMPLATE,
		templateLock: false,
	} );
	return <div { ...innerBlocksProps } />;
}
