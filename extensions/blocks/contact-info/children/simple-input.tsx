/**
 * What the one-line contact details (email, phone, name) share: the editor view, editable plain
 * text while the block is selected or empty, the saved rendering otherwise; and their edit and
 * save, made by oneLineDetail() from the attribute, the label and how the text is shown.
 */
import { PlainText, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import type { ComponentType, KeyboardEvent, ReactNode } from 'react';

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
export function preventEnter( event: KeyboardEvent ) {
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

/** The attributes of a one-line detail: its text, under the detail's own attribute name. */
export type DetailAttributes< K extends string > = Record< K, string > & {
	className?: string;
	[ key: string ]: unknown;
};

/**
 * The edit and save of a one-line detail.
 *
 * @param attribute The attribute that holds the text (`email`, `phone`, `name`).
 * @param label     The field's placeholder and accessible name (a function: translated when used).
 * @param Text      How the text is shown, in the editor's preview and in the saved markup.
 * @return The block's edit and save.
 */
export function oneLineDetail< K extends string >(
	attribute: K,
	label: () => string,
	Text: ComponentType< { text: string } >
) {
	function Edit( {
		attributes,
		setAttributes,
		isSelected,
	}: BlockEditProps< DetailAttributes< K > > ) {
		const value = attributes[ attribute ];
		return (
			<SimpleInput
				value={ value }
				label={ label() }
				isSelected={ isSelected }
				onChange={ ( next ) =>
					setAttributes( {
						[ attribute ]: next,
					} as Partial< DetailAttributes< K > > )
				}
				preview={ <Text text={ value } /> }
			/>
		);
	}
	/**
	 * Saved markup: the text as shown; nothing when empty.
	 *
	 * @param props            The block.
	 * @param props.attributes Its attributes.
	 */
	function save( { attributes }: { attributes: DetailAttributes< K > } ) {
		const value = attributes[ attribute ];
		if ( ! value ) {
			return null;
		}
		return (
			<div { ...useBlockProps.save() }>
				<Text text={ value } />
			</div>
		);
	}
	return { edit: Edit, save };
}
