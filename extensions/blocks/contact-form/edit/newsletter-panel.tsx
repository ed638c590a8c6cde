/**
 * The form's "Newsletter Integration" sidebar panel: the email-marketing plugin (Creative Mail),
 * not installed / installed / active, read from the site's plugin list.
 */
import {
	ExternalLink,
	Notice,
	PanelBody,
	Spinner,
} from '@wordpress/components';
import {
	createInterpolateElement,
	useEffect,
	useState,
} from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import {
	NEWSLETTER_ADMIN_PAGE,
	NEWSLETTER_PLUGIN_INFO_URL,
	NEWSLETTER_PLUGIN_PATH,
	NEWSLETTER_PLUGIN_SLUG,
	activatePlugin,
	fetchPlugins,
	installAndActivatePlugin,
	integrationPanelsVisible,
	pluginStateFor,
	type PluginState,
} from '../integrations';
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
 * The panel's content: loads the plugin list and shows nothing when it cannot.
 */
function NewsletterPanelContent() {
	const [ state, setState ] = useState< PluginState | null >();
	const [ busyAction, setBusyAction ] = useState< PluginAction | null >(
		null
	);
	const [ actionError, setActionError ] = useState< {
		action: PluginAction;
		message: string;
	} | null >( null );
	const canInstall = !! getContactFormEditorData().canInstallPlugins;

	useEffect( () => {
		let isMounted = true;
		fetchPlugins()
			.then(
				( plugins ) =>
					isMounted &&
					setState(
						pluginStateFor( plugins, NEWSLETTER_PLUGIN_PATH )
					)
			)
			.catch( () => isMounted && setState( null ) );
		return () => {
			isMounted = false;
		};
	}, [] );

	const onAction = async ( action: PluginAction ) => {
		setActionError( null );
		setBusyAction( action );
		try {
			if ( action === 'install' ) {
				await installAndActivatePlugin( NEWSLETTER_PLUGIN_SLUG );
			} else {
				await activatePlugin( NEWSLETTER_PLUGIN_PATH );
			}
			setState( 'active' );
		} catch ( error ) {
			setActionError( {
				action,
				message: error instanceof Error ? error.message : '',
			} );
		}
		setBusyAction( null );
	};

	if ( state === undefined ) {
		return <Spinner />;
	}
	if ( state === null ) {
		return null;
	}
	return (
		<div aria-live="polite">
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
				<>
					<p>
						{ __(
							'To start sending email campaigns, activate the Creative Mail plugin.',
							'blockpack'
						) }
					</p>
					<PluginActionButton
						action="activate"
						busyAction={ busyAction }
						onAction={ onAction }
					>
						{ __(
							'Activate the Creative Mail plugin',
							'blockpack'
						) }
					</PluginActionButton>
				</>
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
		</div>
	);
}

/**
 * The "Newsletter Integration" panel, for users who can manage plugins; nothing on simple sites.
 *
 * @return The panel, or null.
 */
export default function NewsletterPanel(): JSX.Element | null {
	if (
		! integrationPanelsVisible( getEditorData()?.siteType ) ||
		! getContactFormEditorData().canActivatePlugins
	) {
		return null;
	}
	return (
		<PanelBody
			title={ __( 'Newsletter Integration', 'blockpack' ) }
			initialOpen={ false }
		>
			<NewsletterPanelContent />
		</PanelBody>
	);
}
