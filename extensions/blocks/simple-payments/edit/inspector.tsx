/**
 * Sidebar of the payment button: the text of the purchase link saved with the product.
 */
import { InspectorControls } from '@wordpress/block-editor';
import { PanelBody } from '@wordpress/components';
import { TextControl } from '@shared/controls';
import { __ } from '@wordpress/i18n';
import type { SimplePaymentsAttributes } from '../types';

export default function Inspector( {
	attributes,
	setAttributes,
}: {
	attributes: SimplePaymentsAttributes;
	setAttributes: ( next: Partial< SimplePaymentsAttributes > ) => void;
} ) {
	return (
		<InspectorControls>
			<PanelBody title={ __( 'Settings', 'blockpack' ) }>
				<TextControl
					label={ __( 'Purchase link text', 'blockpack' ) }
					help={ __(
						'Enter the text you want to display on a purchase link used as fallback when the PayPal form can not be used.',
						'blockpack'
					) }
					value={ attributes.postLinkText }
					onChange={ ( value ) =>
						setAttributes( { postLinkText: value } )
					}
				/>
			</PanelBody>
		</InspectorControls>
	);
}
