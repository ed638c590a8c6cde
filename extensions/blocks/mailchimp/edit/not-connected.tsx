/**
 * The block before the site is connected to Mailchimp: the server's message when the check
 * failed, the settings link for users who may connect, who to ask for the others, and
 * "Re-check Connection".
 */
import { Button, Notice, Placeholder } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { envelope as icon } from '@wordpress/icons';
import { setupOffer, type Connection } from '../connection';
import RecheckButton from './recheck-button';

export default function NotConnected( {
	connection,
	rechecking,
	onRecheck,
}: {
	connection: Connection;
	rechecking: boolean;
	onRecheck: () => void;
} ) {
	const { settingsLink, askAdministrator } = setupOffer( connection );
	return (
		<Placeholder
			className="wp-block-jetpack-mailchimp"
			icon={ icon }
			label={ __( 'Mailchimp', 'blockpack' ) }
			instructions={ __(
				'You need to connect your Mailchimp account and choose an audience in order to start collecting Email subscribers.',
				'blockpack'
			) }
		>
			{ connection.error && (
				<Notice status="error" isDismissible={ false }>
					{ connection.error }
				</Notice>
			) }
			{ settingsLink && (
				<Button
					variant="secondary"
					href={ connection.connectUrl }
					target="_blank"
				>
					{ __( 'Set up Mailchimp form', 'blockpack' ) }
				</Button>
			) }
			{ askAdministrator && (
				<p className="wp-block-jetpack-mailchimp-ask">
					{ __(
						'Ask a site administrator to connect Mailchimp in Settings → Blockpack.',
						'blockpack'
					) }
				</p>
			) }
			<div className="wp-block-jetpack-mailchimp-recheck">
				<RecheckButton
					variant="link"
					rechecking={ rechecking }
					onRecheck={ onRecheck }
				/>
			</div>
		</Placeholder>
	);
}
