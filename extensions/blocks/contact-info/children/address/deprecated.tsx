/**
 * Older saved versions of the Address block.
 */
import { useBlockProps } from '@wordpress/block-editor';
import type { BlockDeprecation } from '@wordpress/blocks';
import {
	hasAddress,
	legacyMapSearchUrl,
	type AddressAttributes,
} from './address';
import AddressLines from './address-lines';

// Each entry's save receives attributes parsed with its own schema, hence the casts.
const deprecated: BlockDeprecation< AddressAttributes >[] = [
	// Jetpack's markup: the map-search link was saved with its values not URL-encoded.
	{
		attributes: {
			address: { type: 'string', default: '' },
			addressLine2: { type: 'string', default: '' },
			addressLine3: { type: 'string', default: '' },
			city: { type: 'string', default: '' },
			region: { type: 'string', default: '' },
			postal: { type: 'string', default: '' },
			country: { type: 'string', default: '' },
			linkToGoogleMaps: { type: 'boolean', default: false },
		},
		supports: { html: false, reusable: false },
		// Keep the title Jetpack saved (see `mapLinkTitle`).
		migrate: ( attributes ): AddressAttributes => ( {
			...( attributes as AddressAttributes ),
			...( attributes.linkToGoogleMaps
				? { mapLinkTitle: 'Open address in Google Maps' }
				: {} ),
		} ),
		save( { attributes: saved } ) {
			const attributes = saved as AddressAttributes;
			if ( ! hasAddress( attributes ) ) {
				return null;
			}
			return (
				<div { ...useBlockProps.save() }>
					<a
						href={ legacyMapSearchUrl( attributes ) }
						target="_blank"
						rel="noopener noreferrer"
						// The text Jetpack saved, whatever the editor's language.
						title="Open address in Google Maps"
					>
						<AddressLines fields={ attributes } />
					</a>
				</div>
			);
		},
	},
];

export default deprecated;
