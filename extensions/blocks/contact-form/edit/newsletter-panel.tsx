/**
 * The form's "Newsletter Integration" sidebar panel: the email-marketing plugin (Creative Mail),
 * not installed / installed / active, read from the site's plugin list.
 */
import { ExternalLink, Notice } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { createInterpolateElement } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { store as integrationsStore } from '@stores/plugin-integrations';
import {
	NEWSLETTER_ADMIN_PAGE,
	NEWSLETTER_PLUGIN_INFO_URL,
	NEWSLETTER_PLUGIN_PATH,
	NEWSLETTER_PLUGIN_SLUG,
	pluginStateFor,
} from '../integrations';
import {
	IntegrationContent,
	IntegrationPanel,
	PluginStep,
	usePluginAction,
} from './integration-panel';
import PluginActionButton, { type PluginAction } from './plugin-action-button';
import { getContactFormEditorData, getEditorData } from '@shared/editor-data';

/**
 * Why an install or activation failed.
 *
 * @param props         Props.
 * @param props.action  What failed.
 * @param props.message The server's error message.
 */
function ActionError( {
	action,
	message,
}: {
	action: PluginAction;
	message: string;
} ) {
	const text: string =
		action === 'install'
			? __(
					'The plugin failed to install. <error /> Please check the <a>plugin information</a> for detailed requirements.',
					'blockpack'
				)
			: __(
					'The plugin failed to activate. <error /> Please check the <a>plugin information</a> for detailed requirements.',
					'blockpack'
				);
	return (
		<Notice status="error" isDismissible={ false }>
			{ createInterpolateElement( text, {
				// The server's message, as text.
				error: <span>{ message }</span>,
				a: (
					<ExternalLink href={ NEWSLETTER_PLUGIN_INFO_URL }>
						{ null }
					</ExternalLink>
				),
			} ) }
		</Notice>
	);
}

/**
 * The panel's content: the plugin's state from the store's plugin list, nothing when the list
 * cannot load.
 */
function NewsletterPanelContent() {
	const plugins = useSelect(
		( select ) => select( integrationsStore ).getPlugins(),
		[]
	);
	// On success the store's list shows the plugin active.
	const { busyAction, actionError, onAction } = usePluginAction(
		NEWSLETTER_PLUGIN_SLUG,
		NEWSLETTER_PLUGIN_PATH
	);
	const canInstall = !! getContactFormEditorData().canInstallPlugins;

	return (
		<IntegrationContent value={ plugins }>
			{ ( list ) => (
				<NewsletterState
					state={ pluginStateFor( list, NEWSLETTER_PLUGIN_PATH ) }
					canInstall={ canInstall }
					busyAction={ busyAction }
					actionError={ actionError }
					onAction={ onAction }
				/>
			) }
		</IntegrationContent>
	);
}

/**
 * What the panel says for the plugin's state.
 *
 * @param props             Props.
 * @param props.state       The plugin's state.
 * @param props.canInstall  Whether the user may install plugins.
 * @param props.busyAction  The plugin action under way, if any.
 * @param props.actionError The last action that failed, and why.
 * @param props.onAction    Runs an action.
 */
function NewsletterState( {
	state,
	canInstall,
	busyAction,
	actionError,
	onAction,
}: {
	state: ReturnType< typeof pluginStateFor >;
	canInstall: boolean;
	busyAction: PluginAction | null;
	actionError: { action: PluginAction; message: string } | null;
	onAction: ( action: PluginAction ) => void;
} ) {
	return (
		<>
			{ getEditorData()?.isPrivateSite && (
				<p>
					{ __(
						'This site is private: only people who are logged in can see this form and sign up through it.',
						'blockpack'
					) }
				</p>
			) }
			{ actionError && <ActionError { ...actionError } /> }
			{ state === 'active' && (
				<>
					<p>
						{ __(
							'You’re all set up for email marketing with Creative Mail.',
							'blockpack'
						) }
					</p>
					<ExternalLink href={ NEWSLETTER_ADMIN_PAGE }>
						{ __( 'Manage Creative Mail', 'blockpack' ) }
					</ExternalLink>
				</>
			) }
			{ state === 'installed' && (
				<PluginStep
					text={ __(
						'To start sending email campaigns, activate the Creative Mail plugin.',
						'blockpack'
					) }
					action="activate"
					busyAction={ busyAction }
					onAction={ onAction }
				>
					{ __( 'Activate the Creative Mail plugin', 'blockpack' ) }
				</PluginStep>
			) }
			{ state === 'not-installed' && (
				<>
					<p>
						{ canInstall
							? __(
									'To start sending email campaigns, install the Creative Mail plugin.',
									'blockpack'
								)
							: __(
									'To start sending email campaigns, a site administrator can install the Creative Mail plugin.',
									'blockpack'
								) }
					</p>
					{ canInstall && (
						<PluginActionButton
							action="install"
							busyAction={ busyAction }
							onAction={ onAction }
						>
							{ __(
								'Install the Creative Mail plugin',
								'blockpack'
							) }
						</PluginActionButton>
					) }
				</>
			) }
		</>
	);
}

/**
 * The "Newsletter Integration" panel, for users who can manage plugins; nothing on simple sites.
 *
 * @return The panel, or null.
 */
export default function NewsletterPanel(): JSX.Element | null {
	return (
		<IntegrationPanel
			title={ __( 'Newsletter Integration', 'blockpack' ) }
			allowed={ !! getContactFormEditorData().canActivatePlugins }
		>
			<NewsletterPanelContent />
		</IntegrationPanel>
	);
}
