/**
 * The form's "CRM Integration" sidebar panel: installs and activates the CRM plugin, enables its
 * form extension, and toggles whether this form hands its contacts to the CRM (`jetpackCRM`).
 */
import { Button, Notice, Spinner } from '@wordpress/components';
import { ToggleControl } from '@shared/controls';
import { useDispatch, useSelect } from '@wordpress/data';
import { useMemo, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { store as integrationsStore } from '@stores/plugin-integrations';
import {
	CRM_PLUGIN_PATH,
	CRM_PLUGIN_SLUG,
	crmUpdateSuggested,
	crmViewFor,
	parseCrmData,
	type CrmData,
	type CrmView,
} from '../integrations';
import {
	IntegrationContent,
	IntegrationPanel,
	PluginStep,
	usePluginAction,
} from './integration-panel';
import { type PluginAction } from './plugin-action-button';
import { getContactFormEditorData } from '@shared/editor-data';

export interface CrmPanelProps {
	jetpackCRM: boolean;
	setAttributes: ( attributes: { jetpackCRM: boolean } ) => void;
}

/**
 * The CRM data from the store: undefined while loading, null when it could not load (or is
 * not valid).
 *
 * @return The data.
 */
function useCrmData(): CrmData | null | undefined {
	const answer = useSelect(
		( select ) => select( integrationsStore ).getCrmStatus(),
		[]
	);
	return useMemo(
		() => ( answer === undefined ? undefined : parseCrmData( answer ) ),
		[ answer ]
	);
}

/**
 * The panel's content once the CRM data has loaded.
 *
 * @param props                Props.
 * @param props.data           The CRM data.
 * @param props.jetpackCRM     Whether this form hands contacts to the CRM.
 * @param props.setAttributes  Sets the form's attributes.
 * @param props.onPluginAction Installs or activates the CRM plugin.
 * @param props.busyAction     The plugin action under way, if any.
 */
function CrmState( {
	data,
	jetpackCRM,
	setAttributes,
	onPluginAction,
	busyAction,
}: CrmPanelProps & {
	data: CrmData;
	onPluginAction: ( action: PluginAction ) => void;
	busyAction: PluginAction | null;
} ) {
	const [ isEnabling, setIsEnabling ] = useState( false );
	const [ enableError, setEnableError ] = useState< string | null >( null );
	const { enableCrmFormsExtension } = useDispatch( integrationsStore );

	const onEnable = async () => {
		setEnableError( null );
		setIsEnabling( true );
		// On success the store's CRM data says the extension is enabled.
		const failed = await enableCrmFormsExtension();
		setIsEnabling( false );
		setEnableError( failed );
	};

	const view = crmViewFor( data );
	const state = (
		<CrmViewContent
			view={ view }
			jetpackCRM={ jetpackCRM }
			setAttributes={ setAttributes }
			onPluginAction={ onPluginAction }
			busyAction={ busyAction }
			enableError={ enableError }
			isEnabling={ isEnabling }
			onEnable={ onEnable }
		/>
	);
	// Versions below 4.9.1 that still work (3.0.19 to 4.0.0 store contacts on their own) show
	// their state and the update message.
	if ( view !== 'update-required' && crmUpdateSuggested( data ) ) {
		return (
			<>
				{ state }
				<UpdateMessage />
			</>
		);
	}
	return state;
}

/**
 * "Please update…".
 */
function UpdateMessage() {
	return (
		<p>
			{ __(
				'Please update to the latest version of the CRM plugin to integrate your contact form with your CRM.',
				'blockpack'
			) }
		</p>
	);
}

/**
 * What the panel says, and its button, to install the CRM plugin or to activate it.
 *
 * @return The texts by action.
 */
const pluginSteps = (): Record<
	PluginAction,
	{ text: string; button: string }
> => ( {
	install: {
		text: __(
			'You can save the contacts from this form in the CRM plugin.',
			'blockpack'
		),
		button: __( 'Install the CRM plugin', 'blockpack' ),
	},
	activate: {
		text: __( 'The CRM plugin is installed but not active.', 'blockpack' ),
		button: __( 'Activate the CRM plugin', 'blockpack' ),
	},
} );

/**
 * The content of one panel state.
 *
 * @param props                Props.
 * @param props.view           The state.
 * @param props.jetpackCRM     Whether this form hands contacts to the CRM.
 * @param props.setAttributes  Sets the form's attributes.
 * @param props.onPluginAction Installs or activates the CRM plugin.
 * @param props.busyAction     The plugin action under way, if any.
 * @param props.enableError    Why enabling the extension failed, if it did.
 * @param props.isEnabling     Whether the extension is being enabled.
 * @param props.onEnable       Enables the extension.
 */
function CrmViewContent( {
	view,
	jetpackCRM,
	setAttributes,
	onPluginAction,
	busyAction,
	enableError,
	isEnabling,
	onEnable,
}: CrmPanelProps & {
	view: CrmView;
	onPluginAction: ( action: PluginAction ) => void;
	busyAction: PluginAction | null;
	enableError: string | null;
	isEnabling: boolean;
	onEnable: () => void;
} ) {
	switch ( view ) {
		case 'invalid-version':
			return (
				<p>
					{ __(
						'The CRM plugin is installed but has an invalid version.',
						'blockpack'
					) }
				</p>
			);
		case 'update-required':
			return <UpdateMessage />;
		case 'not-installed':
		case 'installed': {
			const action = view === 'installed' ? 'activate' : 'install';
			const step = pluginSteps()[ action ];
			return (
				<PluginStep
					text={ step.text }
					action={ action }
					busyAction={ busyAction }
					onAction={ onPluginAction }
				>
					{ step.button }
				</PluginStep>
			);
		}
		case 'admin-must-enable':
			return (
				<p>
					{ __(
						'A site administrator must enable the CRM form extension.',
						'blockpack'
					) }
				</p>
			);
		case 'enable-extension':
			return (
				<>
					<p>
						{ __(
							'To save the contacts from this form in your CRM, enable the CRM form extension.',
							'blockpack'
						) }
					</p>
					{ enableError !== null && (
						<Notice status="error" isDismissible={ false }>
							{ sprintf(
								/* translators: %s: the error message. */
								__(
									'The CRM form extension failed to activate. The error message was "%s".',
									'blockpack'
								),
								enableError
							) }
						</Notice>
					) }
					{ isEnabling ? (
						<Spinner />
					) : (
						<Button variant="secondary" onClick={ onEnable }>
							{ __(
								'Enable the CRM form extension',
								'blockpack'
							) }
						</Button>
					) }
				</>
			);
		case 'stored-automatically':
			return (
				<p>
					{ __(
						'Contacts from this form will be stored in your CRM.',
						'blockpack'
					) }
				</p>
			);
		case 'toggle':
			return (
				<ToggleControl
					label={ __( 'Save contacts in the CRM', 'blockpack' ) }
					help={ __(
						'Store the contacts from this form’s responses in your CRM.',
						'blockpack'
					) }
					checked={ jetpackCRM }
					onChange={ ( value: boolean ) =>
						setAttributes( { jetpackCRM: value } )
					}
				/>
			);
	}
}

/**
 * The panel's content: the CRM data from the store, nothing when it cannot load.
 *
 * @param props Props.
 */
function CrmPanelContent( props: CrmPanelProps ) {
	const data = useCrmData();
	const { refreshCrmStatus } = useDispatch( integrationsStore );
	const { busyAction, actionError, onAction } = usePluginAction(
		CRM_PLUGIN_SLUG,
		CRM_PLUGIN_PATH,
		// The plugin's state changed (or may have): ask the site again.
		refreshCrmStatus
	);

	return (
		<IntegrationContent value={ data }>
			{ ( loaded ) => (
				<>
					{ actionError && (
						<Notice status="error" isDismissible={ false }>
							{ actionError.action === 'install'
								? sprintf(
										/* translators: %s: the error message. */
										__(
											'The CRM plugin failed to install. %s',
											'blockpack'
										),
										actionError.message
									)
								: sprintf(
										/* translators: %s: the error message. */
										__(
											'The CRM plugin failed to activate. %s',
											'blockpack'
										),
										actionError.message
									) }
						</Notice>
					) }
					<CrmState
						{ ...props }
						data={ loaded }
						onPluginAction={ onAction }
						busyAction={ busyAction }
					/>
				</>
			) }
		</IntegrationContent>
	);
}

/**
 * The "CRM Integration" panel, for users who can install plugins; nothing on simple sites.
 *
 * @param props Props.
 * @return The panel, or null.
 */
export default function CrmPanel( props: CrmPanelProps ): JSX.Element | null {
	return (
		<IntegrationPanel
			title={ __( 'CRM Integration', 'blockpack' ) }
			allowed={ !! getContactFormEditorData().canInstallPlugins }
		>
			<CrmPanelContent { ...props } />
		</IntegrationPanel>
	);
}
