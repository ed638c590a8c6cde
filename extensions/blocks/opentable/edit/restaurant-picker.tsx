/**
 * The restaurant field: a combobox that searches restaurants by name and keeps the picked ones
 * as tokens (their ids); digits are taken as ids. In the placeholder it sits in a form with the
 * Embed button, which embeds the picked restaurants or, with none picked, the pasted code.
 */
import { Button, FormTokenField } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __, _x } from '@wordpress/i18n';
import type { FormEvent } from 'react';
import { looksLikeEmbed, restaurantIdFromToken } from '../embed';
import { PAGE_SIZE, suggestionLabel } from '../search';
import useRestaurantSearch from './use-restaurant-search';

interface RestaurantPickerProps {
	rids: string[];
	/** In the sidebar: called with the ids whenever they change. */
	onChange?: ( rids: string[] ) => void;
	/** In the placeholder: called with the ids, or with the typed text when none are picked. */
	onSubmit?: ( input: string[] | string ) => void;
}

/** Names of the restaurants found so far, shared by the placeholder's and the sidebar's field. */
const knownNames = new Map< string, string >();

/** The accessible name of the restaurant field. */
export function pickerLabel(): string {
	return __( 'Restaurant name, ID or embed code', 'blockpack' );
}

export default function RestaurantPicker( {
	rids,
	onChange,
	onSubmit,
}: RestaurantPickerProps ) {
	const [ input, setInput ] = useState( '' );
	const [ selected, setSelected ] = useState< string[] >( rids );
	const { restaurants, hasRequestFailed } = useRestaurantSearch( input );

	const change = ( tokens: Array< string | { value: string } > ) => {
		restaurants.forEach( ( { rid, name } ) => knownNames.set( rid, name ) );
		const ids: string[] = [];
		tokens.forEach( ( token ) => {
			const text = typeof token === 'string' ? token : token.value;
			const byName = restaurants.find(
				( { name } ) => name.toLowerCase() === text.trim().toLowerCase()
			);
			const id = restaurantIdFromToken( text ) ?? byName?.rid ?? null;
			if ( id !== null && ! ids.includes( id ) ) {
				ids.push( id );
			}
		} );
		setSelected( ids );
		onChange?.( ids );
	};

	const field = (
		<FormTokenField
			label={ pickerLabel() }
			value={ selected }
			suggestions={ restaurants.map( suggestionLabel ) }
			maxSuggestions={ PAGE_SIZE }
			displayTransform={ ( id: string ) => {
				const name = knownNames.get( id );
				return name ? suggestionLabel( { rid: id, name } ) : id;
			} }
			saveTransform={ ( token: string ) =>
				looksLikeEmbed( token ) ? '' : token.trim()
			}
			onInputChange={ setInput }
			onChange={ change }
			__nextHasNoMarginBottom
			__next40pxDefaultSize
		/>
	);

	const failure = hasRequestFailed && (
		<p className="wp-block-jetpack-opentable-restaurant-picker__failure">
			{ __(
				'The restaurant search is not answering. You can still enter restaurant IDs or paste an embed code.',
				'blockpack'
			) }
		</p>
	);

	if ( ! onSubmit ) {
		return (
			<div className="wp-block-jetpack-opentable-restaurant-picker">
				{ field }
				{ failure }
			</div>
		);
	}

	return (
		<div className="wp-block-jetpack-opentable-restaurant-picker">
			<form
				onSubmit={ ( event: FormEvent ) => {
					event.preventDefault();
					onSubmit( selected.length ? selected : input );
				} }
			>
				{ field }
				<Button variant="secondary" type="submit">
					{ _x( 'Embed', 'button label', 'blockpack' ) }
				</Button>
			</form>
			{ failure }
		</div>
	);
}
