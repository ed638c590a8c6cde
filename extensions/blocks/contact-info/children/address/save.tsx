/**
 * Saved markup: the formatted address, wrapped in a map-search link when asked. An empty
 * address saves nothing. The link's title is in the editor's language when first saved, then
 * read back from the markup (`mapLinkTitle`), as Star Rating does with its label.
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
					title={
						// Kept as saved: a post reopened in an editor in another language stays valid.
						attributes.mapLinkTitle ||
						__( 'Open address in Google Maps', 'blockpack' )
					}
				>
					<AddressLines fields={ attributes } />
				</a>
			) : (
				<AddressLines fields={ attributes } />
			) }
		</div>
	);
}
