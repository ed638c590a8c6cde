/**
 * The form's "CRM Integration" sidebar panel (work in progress: full behaviour follows).
 */
import { PanelBody, ToggleControl } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

export interface CrmPanelProps {
	jetpackCRM: boolean;
	setAttributes: ( attributes: { jetpackCRM: boolean } ) => void;
}

/**
 * The "CRM Integration" panel, or nothing when it does not apply.
 *
 * @param props Props.
 * @return The panel, or null.
 */
export default function CrmPanel( props: CrmPanelProps ): JSX.Element | null {
	if ( ! window.blockpackContactForm?.canInstallPlugins ) {
		return null;
	}
	return (
		<PanelBody title={ __( 'CRM Integration', 'blockpack' ) } initialOpen={ false }>
			<ToggleControl
				label={ __( 'Jetpack CRM', 'blockpack' ) }
				checked={ props.jetpackCRM }
				onChange={ ( value: boolean ) => props.setAttributes( { jetpackCRM: value } ) }
			/>
		</PanelBody>
	);
}
