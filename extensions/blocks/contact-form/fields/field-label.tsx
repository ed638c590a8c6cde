/**
 * A field's label, edited in place as plain text, with the "(required)" mark.
 */
import { __ } from '@wordpress/i18n';
import type { KeyboardEvent } from 'react';

interface FieldLabelProps {
	label: string;
	required: boolean;
	onChange: ( label: string ) => void;
	/** The id of the previewed control, so the label names it as on the front end. */
	htmlFor?: string;
}

/**
 * The label editor.
 *
 * @param props
 * @param props.label
 * @param props.required
 * @param props.onChange
 */
export default function FieldLabel( {
	label,
	required,
	onChange,
}: FieldLabelProps ) {
	return (
		<div className="blockpack-field__label">
			<input
				type="text"
				className="blockpack-field__label-input"
				aria-label={ __( 'Label', 'blockpack' ) }
				placeholder={ __( 'Add label…', 'blockpack' ) }
				value={ label }
				size={ Math.max( label.length, 10 ) }
				onChange={ ( event ) => onChange( event.target.value ) }
				// A label is one line: Enter must not reach the editor (it would add a block).
				onKeyDown={ ( event: KeyboardEvent< HTMLInputElement > ) => {
					if ( event.key === 'Enter' ) {
						event.preventDefault();
						event.stopPropagation();
					}
				} }
			/>
			{ required && (
				<span className="blockpack-field__required">
					{ __( '(required)', 'blockpack' ) }
				</span>
			) }
		</div>
	);
}
