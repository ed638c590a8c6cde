/**
 * A choice field's options, edited in place: one text input per option. Enter adds the next
 * option, Backspace in an empty option removes it, and each option has a remove button.
 */
import { Button } from '@wordpress/components';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { closeSmall, plus } from '@wordpress/icons';
import type { KeyboardEvent } from 'react';
import {
	editableOptions,
	focusAfterRemoval,
	insertOptionAfter,
	removeOption,
	setOption,
} from './options';
import type { ChoiceFieldKind } from './types';

interface OptionsEditorProps {
	kind: ChoiceFieldKind;
	options: string[];
	onChange: ( options: string[] ) => void;
}

/** The disabled control shown before each option. */
const MARKER_TYPES: Partial< Record< ChoiceFieldKind, string > > = {
	radio: 'radio',
	'checkbox-multiple': 'checkbox',
};

/**
 * The options editor.
 *
 * @param props
 * @param props.kind
 * @param props.options
 * @param props.onChange
 */
export default function OptionsEditor( {
	kind,
	options,
	onChange,
}: OptionsEditorProps ) {
	const inputs = useRef< Array< HTMLInputElement | null > >( [] );
	const [ focusIndex, setFocusIndex ] = useState< number | null >( null );
	const list = editableOptions( options );
	const marker = MARKER_TYPES[ kind ];

	// Focus moves once the new options are rendered.
	useEffect( () => {
		if ( focusIndex !== null ) {
			inputs.current[ focusIndex ]?.focus();
			setFocusIndex( null );
		}
	}, [ focusIndex, options ] );

	const remove = ( index: number ) => {
		const next = removeOption( list, index );
		onChange( next );
		setFocusIndex( focusAfterRemoval( index, Math.max( next.length, 1 ) ) );
	};

	const onKeyDown = (
		event: KeyboardEvent< HTMLInputElement >,
		index: number
	) => {
		if ( event.key === 'Enter' ) {
			event.preventDefault();
			event.stopPropagation();
			onChange( insertOptionAfter( list, index ) );
			setFocusIndex( index + 1 );
		} else if (
			event.key === 'Backspace' &&
			list[ index ] === '' &&
			list.length > 1
		) {
			event.preventDefault();
			event.stopPropagation();
			remove( index );
		}
	};

	return (
		<div className={ `blockpack-field__options is-${ kind }` }>
			<ul className="blockpack-field__option-list">
				{ list.map( ( option, index ) => {
					const number = index + 1;
					return (
						<li key={ index } className="blockpack-field__option">
							{ marker && (
								<input
									type={ marker }
									className="blockpack-field__option-marker"
									disabled
									tabIndex={ -1 }
									aria-hidden="true"
								/>
							) }
							<input
								ref={ ( element ) => {
									inputs.current[ index ] = element;
								} }
								type="text"
								className="blockpack-field__option-input"
								value={ option }
								placeholder={ __( 'Add option…', 'blockpack' ) }
								aria-label={ sprintf(
									/* translators: %d: the option's position, from 1. */
									__( 'Option %d', 'blockpack' ),
									number
								) }
								onChange={ ( event ) =>
									onChange(
										setOption(
											list,
											index,
											event.target.value
										)
									)
								}
								onKeyDown={ ( event ) =>
									onKeyDown( event, index )
								}
							/>
							<Button
								size="small"
								icon={ closeSmall }
								label={ sprintf(
									/* translators: %d: the option's position, from 1. */
									__( 'Remove option %d', 'blockpack' ),
									number
								) }
								onClick={ () => remove( index ) }
							/>
						</li>
					);
				} ) }
			</ul>
			<Button
				size="small"
				variant="tertiary"
				icon={ plus }
				className="blockpack-field__add-option"
				onClick={ () => {
					onChange( [ ...list, '' ] );
					setFocusIndex( list.length );
				} }
			>
				{ __( 'Add option', 'blockpack' ) }
			</Button>
		</div>
	);
}
