/**
 * The address form that embed blocks show in their placeholder: one text box (a single line for
 * a web address, several for an embed code), labelled for screen readers, and an Embed button.
 * Submitting it (Enter or the button) hands the typed value to the block, which decides whether
 * it can be embedded.
 */
import { Button } from '@wordpress/components';
import type { FormEvent } from 'react';
import { _x } from '@wordpress/i18n';

export interface EmbedUrlFormProps {
	/** The text in the box. */
	value: string;
	onChange: ( value: string ) => void;
	/** Called with the box's text when the form is submitted. */
	onSubmit: ( value: string ) => void;
	/** The box's accessible name. */
	label: string;
	placeholder: string;
	/** `url` for an address only, `text` when an embed code may be pasted too. */
	type?: 'url' | 'text';
	/** A text area instead of a one-line box, for pasted embed codes. */
	multiline?: boolean;
	className?: string;
	buttonVariant?: 'primary' | 'secondary';
}

export default function EmbedUrlForm( {
	value,
	onChange,
	onSubmit,
	label,
	placeholder,
	type = 'url',
	multiline = false,
	className,
	buttonVariant = 'primary',
}: EmbedUrlFormProps ) {
	const fieldProps = {
		'aria-label': label,
		className: 'components-placeholder__input',
		placeholder,
		value,
	};
	return (
		<form
			className={ className }
			onSubmit={ ( event: FormEvent ) => {
				event.preventDefault();
				onSubmit( value );
			} }
		>
			{ multiline ? (
				<textarea
					{ ...fieldProps }
					onChange={ ( event ) => onChange( event.target.value ) }
				/>
			) : (
				<input
					{ ...fieldProps }
					type={ type }
					onChange={ ( event ) => onChange( event.target.value ) }
				/>
			) }
			<Button variant={ buttonVariant } type="submit">
				{ _x( 'Embed', 'button label', 'blockpack' ) }
			</Button>
		</form>
	);
}
