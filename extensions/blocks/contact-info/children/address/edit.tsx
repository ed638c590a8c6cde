/**
 * Editor view: one plain text input per line of the address while selected (or empty), the
 * formatted address otherwise; the map-link toggle in the sidebar's Settings panel.
 */
import {
	InspectorControls,
	PlainText,
	useBlockProps,
} from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { PanelBody } from '@wordpress/components';
import { ToggleControl } from '@shared/controls';
import { __ } from '@wordpress/i18n';
import {
	hasAddress,
	type AddressAttributes,
	type AddressFields,
} from './address';
import { preventEnter } from '../simple-input';
import AddressLines from './address-lines';

export default function Edit( {
	attributes,
	setAttributes,
	isSelected,
}: BlockEditProps< AddressAttributes > ) {
	const blockProps = useBlockProps();
	const fields: Array< [ keyof AddressFields, string ] > = [
		[ 'address', __( 'Street Address', 'blockpack' ) ],
		[ 'addressLine2', __( 'Address Line 2', 'blockpack' ) ],
		[ 'addressLine3', __( 'Address Line 3', 'blockpack' ) ],
		[ 'city', __( 'City', 'blockpack' ) ],
		[ 'region', __( 'State/Province/Region', 'blockpack' ) ],
		[ 'postal', __( 'Postal/Zip Code', 'blockpack' ) ],
		[ 'country', __( 'Country', 'blockpack' ) ],
	];

	const settings = (
		<InspectorControls>
			<PanelBody title={ __( 'Settings', 'blockpack' ) }>
				<ToggleControl
					label={ __( 'Link address to Google Maps', 'blockpack' ) }
					checked={ attributes.linkToGoogleMaps }
					onChange={ ( linkToGoogleMaps ) =>
						setAttributes( { linkToGoogleMaps } )
					}
				/>
			</PanelBody>
		</InspectorControls>
	);

	if ( ! isSelected && hasAddress( attributes ) ) {
		return (
			<div { ...blockProps }>
				{ settings }
				<AddressLines fields={ attributes } />
			</div>
		);
	}
	return (
		<div { ...blockProps }>
			{ settings }
			{ fields.map( ( [ key, label ] ) => (
				<PlainText
					key={ key }
					className="wp-block-jetpack-address__input"
					value={ attributes[ key ] }
					placeholder={ label }
					aria-label={ label }
					onChange={ ( value: string ) =>
						setAttributes( { [ key ]: value } )
					}
					onKeyDown={ preventEnter }
				/>
			) ) }
		</div>
	);
}
