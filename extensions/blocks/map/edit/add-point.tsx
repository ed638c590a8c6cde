/**
 * The "Add marker" popover: an address field whose suggestions (at most 10, from our geocode
 * route) form a listbox; choosing one adds it as a place. Nothing found: the block shows
 * Jetpack's message.
 */
import { Button, Popover } from '@wordpress/components';
import { useEffect, useId, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { GeocodeResult } from '../api';
import type { MapPoint } from '../types';
import { useAddressSearch } from './use-address-search';

/**
 * A place from a search result, in the form Jetpack saves.
 *
 * @param result The result.
 */
export function pointFromResult( result: GeocodeResult ): MapPoint {
	return {
		placeTitle: result.title,
		title: result.title,
		caption: result.placeName,
		id: result.id,
		coordinates: { ...result.coordinates },
	};
}

export default function AddPoint( {
	onAddPoint,
	onClose,
	onNoResult,
	onError,
}: {
	onAddPoint: ( point: MapPoint ) => void;
	onClose: () => void;
	onNoResult: () => void;
	onError: ( message: string ) => void;
} ) {
	const [ query, setQuery ] = useState( '' );
	const [ active, setActive ] = useState( -1 );
	const search = useAddressSearch( query );
	const id = useId();
	const results = search.results;

	useEffect( () => {
		setActive( -1 );
		if ( search.status === 'empty' ) {
			onNoResult();
		} else if ( search.status === 'failed' ) {
			onError( search.message );
		}
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ search ] );

	const choose = ( result: GeocodeResult ) =>
		onAddPoint( pointFromResult( result ) );

	return (
		<Popover
			className="wp-block-jetpack-map__add-point"
			placement="bottom"
			onClose={ onClose }
			focusOnMount="firstElement"
		>
			<div className="wp-block-jetpack-map__add-point-body">
				<label htmlFor={ `${ id }-input` }>
					{ __( 'Add a marker', 'blockpack' ) }
				</label>
				<input
					id={ `${ id }-input` }
					type="text"
					role="combobox"
					aria-autocomplete="list"
					aria-expanded={ results.length > 0 }
					aria-controls={ `${ id }-list` }
					aria-activedescendant={
						active >= 0 ? `${ id }-option-${ active }` : undefined
					}
					placeholder={ __( 'Search for an address', 'blockpack' ) }
					value={ query }
					onChange={ ( event ) => setQuery( event.target.value ) }
					onKeyDown={ ( event ) => {
						if ( event.key === 'ArrowDown' && results.length ) {
							event.preventDefault();
							setActive( ( active + 1 ) % results.length );
						} else if (
							event.key === 'ArrowUp' &&
							results.length
						) {
							event.preventDefault();
							setActive(
								( active - 1 + results.length ) % results.length
							);
						} else if ( event.key === 'Enter' ) {
							event.preventDefault();
							const result = results[ Math.max( 0, active ) ];
							if ( result ) {
								choose( result );
							}
						}
					} }
				/>
				{ search.status === 'searching' && (
					<p className="wp-block-jetpack-map__add-point-status">
						{ __( 'Searching…', 'blockpack' ) }
					</p>
				) }
				<ul
					id={ `${ id }-list` }
					role="listbox"
					aria-label={ __( 'Addresses', 'blockpack' ) }
					hidden={ ! results.length }
				>
					{ results.map( ( result, index ) => (
						<li
							key={ result.id }
							id={ `${ id }-option-${ index }` }
							role="option"
							aria-selected={ index === active }
							tabIndex={ -1 }
							onMouseDown={ ( event ) => event.preventDefault() }
							onClick={ () => choose( result ) }
							onKeyDown={ ( event ) => {
								if ( event.key === 'Enter' ) {
									choose( result );
								}
							} }
						>
							{ result.placeName || result.title }
						</li>
					) ) }
				</ul>
				<Button variant="tertiary" onClick={ onClose }>
					{ __( 'Close', 'blockpack' ) }
				</Button>
			</div>
		</Popover>
	);
}
