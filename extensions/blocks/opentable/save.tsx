/**
 * Saved markup: a link to each restaurant's reservation page (what remains without the plugin);
 * PHP prints the widget for visitors.
 */
import { useBlockProps } from '@wordpress/block-editor';
import type { BlockSaveProps } from '@wordpress/blocks';
import type { OpenTableAttributes } from './types';

/**
 * A restaurant's reservation page.
 *
 * @param rid The restaurant id.
 */
export function reservationUrl( rid: string ): string {
	return `https://www.opentable.com/restref/client/?rid=${ rid }`;
}

export default function save( {
	attributes: { rid },
}: BlockSaveProps< OpenTableAttributes > ) {
	return (
		<div { ...useBlockProps.save() }>
			{ ( rid ?? [] ).map( ( id, index ) => (
				<a href={ reservationUrl( id ) } key={ `${ id }-${ index }` }>
					{ reservationUrl( id ) }
				</a>
			) ) }
		</div>
	);
}
