/**
 * The disabled preview of the control a visitor fills in. It only shows; the server renders the
 * real control, so it is hidden from assistive technology in the editor.
 */
import { visibleOptions } from './options';
import { INPUT_TYPES, type TextFieldKind } from './types';

/**
 * A single-line input or a text box, with the placeholder.
 *
 * @param props
 * @param props.kind
 * @param props.placeholder
 */
export function TextPreview( {
	kind,
	placeholder,
}: {
	kind: TextFieldKind;
	placeholder: string;
} ) {
	if ( kind === 'textarea' ) {
		return (
			<textarea
				className="blockpack-field__control"
				placeholder={ placeholder }
				disabled
				tabIndex={ -1 }
				aria-hidden="true"
				rows={ 4 }
			/>
		);
	}
	return (
		<input
			type={ INPUT_TYPES[ kind ] }
			className="blockpack-field__control"
			placeholder={ placeholder }
			disabled
			tabIndex={ -1 }
			aria-hidden="true"
		/>
	);
}

/**
 * A checkbox, checked or not.
 *
 * @param props
 * @param props.checked
 */
export function CheckboxPreview( { checked }: { checked: boolean } ) {
	return (
		<input
			type="checkbox"
			className="blockpack-field__checkbox"
			checked={ checked }
			readOnly
			disabled
			tabIndex={ -1 }
			aria-hidden="true"
		/>
	);
}

/**
 * A closed drop-down showing its first option.
 *
 * @param props
 * @param props.options
 */
export function SelectPreview( { options }: { options: string[] } ) {
	const [ first = '' ] = visibleOptions( options );
	return (
		<select
			className="blockpack-field__control"
			disabled
			tabIndex={ -1 }
			aria-hidden="true"
			value={ first }
			onChange={ () => undefined }
		>
			<option value={ first }>{ first }</option>
		</select>
	);
}
