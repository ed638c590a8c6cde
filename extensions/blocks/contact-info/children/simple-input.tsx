/**
 * The editor view shared by the one-line contact details (email, phone, name): editable plain
 * text while the block is selected or empty, the saved rendering otherwise.
 */
import { PlainText, useBlockProps } from '@wordpress/block-editor';
import type { KeyboardEvent, ReactNode } from 'react';

interface SimpleInputProps {
	/** The text as typed. */
	value: string;
	/** The field's placeholder and accessible name. */
	label: string;
	isSelected: boolean;
	onChange: ( value: string ) => void;
	/** What the text looks like once saved (links, prefix). */
	preview: ReactNode;
}

/**
 * Enter would add a line break the saved markup cannot keep.
 *
 * @param event The key event.
 */
function preventEnter( event: KeyboardEvent ) {
	if ( event.key === 'Enter' ) {
		event.preventDefault();
	}
}

export default function SimpleInput( {
	value,
	label,
	isSelected,
	onChange,
	preview,
}: SimpleInputProps ) {
	const blockProps = useBlockProps();
	return (
		<div { ...blockProps }>
			{ isSelected || ! value ? (
				<PlainText
					value={ value }
					placeholder={ label }
					aria-label={ label }
					onChange={ onChange }
					onKeyDown={ preventEnter }
				/>
			) : (
				preview
			) }
		</div>
	);
}
