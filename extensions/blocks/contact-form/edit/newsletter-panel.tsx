/**
 * The form's "Newsletter Integration" sidebar panel (work in progress: full behaviour follows).
 */
import { PanelBody } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

/**
 * The "Newsletter Integration" panel, or nothing when it does not apply.
 *
 * @return The panel, or null.
 */
export default function NewsletterPanel(): JSX.Element | null {
	if ( ! window.blockpackContactForm?.canInstallPlugins ) {
		return null;
	}
	return (
		<PanelBody title={ __( 'Newsletter Integration', 'blockpack' ) } initialOpen={ false } />
	);
}
