/**
 * The search box: a term, or a GIPHY address.
 */
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { FormEvent, RefObject } from 'react';

/** Props of SearchForm. */
interface SearchFormProps {
	value: string;
	onChange: ( value: string ) => void;
	onSubmit: () => void;
	isBusy: boolean;
	inputRef?: RefObject< HTMLInputElement >;
}

/**
 * The search form.
 *
 * @param props          The props.
 * @param props.value
 * @param props.onChange
 * @param props.onSubmit
 * @param props.isBusy
 * @param props.inputRef
 * @return The form.
 */
export default function SearchForm( {
	value,
	onChange,
	onSubmit,
	isBusy,
	inputRef,
}: SearchFormProps ) {
	return (
		<form
			className="wp-block-jetpack-gif_input-container"
			role="search"
			aria-label={ __( 'GIPHY search', 'blockpack' ) }
			onSubmit={ ( event: FormEvent ) => {
				event.preventDefault();
				onSubmit();
			} }
		>
			<input
				ref={ inputRef }
				type="search"
				className="wp-block-jetpack-gif_input components-placeholder__input"
				aria-label={ __( 'Search for a GIF', 'blockpack' ) }
				placeholder={ __(
					'Enter search terms, e.g. cat…',
					'blockpack'
				) }
				value={ value }
				onChange={ ( event ) => onChange( event.target.value ) }
			/>
			<Button variant="secondary" type="submit" isBusy={ isBusy }>
				{ __( 'Search', 'blockpack' ) }
			</Button>
		</form>
	);
}
