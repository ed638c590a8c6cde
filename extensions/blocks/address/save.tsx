/**
 * Saved markup: the formatted address, wrapped in a map-search link when asked. An empty
 * address saves nothing.
 */
import { useBlockProps } from '@wordpress/block-editor';
import { __ } from '@wordpress/i18n';
import { hasAddress, mapSearchUrl, type AddressAttributes } from './address';
import AddressLines from './address-lines';

export default function save( {
	attributes,
}: {
	attributes: AddressAttributes;
} ) {
	if ( ! hasAddress( attributes ) ) {
		return null;
	}
	return (
		<div { ...useBlockProps.save() }>
			{ attributes.linkToGoogleMaps ? (
				<a
					href={ mapSearchUrl( attributes ) }
					target="_blank"
					rel="noopener noreferrer"
					title={ __( 'Open address in Google Maps', 'blockpack' ) }
				>
					<AddressLines fields={ attributes } />
				</a>
			) : (
				<AddressLines fields={ attributes } />
			) }
		</div>
	);
}
