/**
 * The form's "CRM Integration" sidebar panel: installs and activates the CRM plugin, enables its
 * form extension, and toggles whether this form hands its contacts to the CRM (`jetpackCRM`).
 */
import {
	Button,
	Notice,
	PanelBody,
	Spinner,
	ToggleControl,
} from '@wordpress/components';
import { useCallback, useEffect, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import {
	CRM_PLUGIN_PATH,
	CRM_PLUGIN_SLUG,
	activatePlugin,
	crmUpdateSuggested,
	crmViewFor,
	enableCrmFormsExtension,
	fetchCrmData,
	installAndActivatePlugin,
	integrationPanelsVisible,
	type CrmData,
	type CrmView,
} from '../integrations';
import PluginActionButton, { type PluginAction } from './plugin-action-button';
import { getContactFormEditorData, getEditorData } from '@shared/editor-data';

export interface CrmPanelProps {
	jetpackCRM: boolean;
	setAttributes: ( attributes: { jetpackCRM: boolean } ) => void;
}

/**
 * Loads the CRM data; `null` once it has failed to load.
 *
 * @return The data (undefined while loading) and a function that loads it again.
 */
function useCrmData(): [ CrmData | null | undefined, () => Promise< void > ] {
	const [ data, setData ] = useState< CrmData | null >();
	const load = useCallback( async () => {
		setData( undefined );
		try {
			setData( await fetchCrmData() );
		} catch {
			setData( null );
		}
	}, [] );
	useEffect( () => {
		let isMounted = true;
		fetchCrmData()
			.then( ( loaded ) => isMounted && setData( loaded ) )
			.catch( () => isMounted && setData( null ) );
		return () => {
			isMounted = false;
		};
	}, [] );
	return [ data, load ];
}

/**
 * The panel's content once the CRM data has loaded.
 *
 * @param props                Props.
 * @param props.data           The CRM data.
 * @param props.jetpackCRM     Whether this form hands contacts to the CRM.
 * @param props.setAttributes  Sets the form's attributes.
 * @param props.onDataChange   Replaces the CRM data (after enabling the extension).
 * @param props.onPluginAction Installs or activates the CRM plugin.
 * @param props.busyAction     The plugin action under way, if any.
 */
function CrmState( {
	data,
	jetpackCRM,
	setAttributes,
	onDataChange,
	onPluginAction,
	busyAction,
}: CrmPanelProps & {
	data: CrmData;
	onDataChange: ( data: CrmData ) => void;
	onPluginAction: ( action: PluginAction ) => void;
	busyAction: PluginAction | null;
} ) {
	const [ isEnabling, setIsEnabling ] = useState( false );
	const [ enableError, setEnableError ] = useState< string | null >( null );

	const onEnable = async () => {
		setEnableError( null );
		setIsEnabling( true );
		try {
			await enableCrmFormsExtension();
			setIsEnabling( false );
			onDataChange( { ...data, jp_form_ext_enabled: true } );
		} catch ( error ) {
			setIsEnabling( false );
			setEnableError( error instanceof Error ? error.message : '' );
		}
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
			return (
				<>
					<p>
						{ __(
							'You can save the contacts from this form in the CRM plugin.',
							'blockpack'
						) }
					</p>
					<PluginActionButton
						action="install"
						busyAction={ busyAction }
						onAction={ onPluginAction }
					>
						{ __( 'Install the CRM plugin', 'blockpack' ) }
					</PluginActionButton>
				</>
			);
		case 'installed':
			return (
				<>
					<p>
						{ __(
							'The CRM plugin is installed but not active.',
							'blockpack'
						) }
					</p>
					<PluginActionButton
						action="activate"
						busyAction={ busyAction }
						onAction={ onPluginAction }
					>
						{ __( 'Activate the CRM plugin', 'blockpack' ) }
					</PluginActionButton>
				</>
			);
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
					__nextHasNoMarginBottom
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
 * The panel's content: loads the CRM data and shows nothing when it cannot.
 *
 * @param props Props.
 */
function CrmPanelContent( props: CrmPanelProps ) {
	const [ data, reload ] = useCrmData();
	const [ override, setOverride ] = useState< CrmData | null >( null );
	const [ busyAction, setBusyAction ] = useState< PluginAction | null >(
		null
	);
	const [ actionError, setActionError ] = useState< {
		action: PluginAction;
		message: string;
	} | null >( null );

	const onPluginAction = async ( action: PluginAction ) => {
		setActionError( null );
		setBusyAction( action );
		try {
			if ( action === 'install' ) {
				await installAndActivatePlugin( CRM_PLUGIN_SLUG );
			} else {
				await activatePlugin( CRM_PLUGIN_PATH );
			}
		} catch ( error ) {
			setActionError( {
				action,
				message: error instanceof Error ? error.message : '',
			} );
		}
		setBusyAction( null );
		setOverride( null );
		// The plugin's state changed (or may have): ask the site again.
		await reload();
	};

	if ( data === undefined ) {
		return <Spinner />;
	}
	if ( data === null ) {
		return null;
	}
	return (
		<div aria-live="polite">
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
				data={ override ?? data }
				onDataChange={ setOverride }
				onPluginAction={ onPluginAction }
				busyAction={ busyAction }
			/>
		</div>
	);
}

/**
 * The "CRM Integration" panel, for users who can install plugins; nothing on simple sites.
 *
 * @param props Props.
 * @return The panel, or null.
 */
export default function CrmPanel( props: CrmPanelProps ): JSX.Element | null {
	if (
		! integrationPanelsVisible( getEditorData()?.siteType ) ||
		! getContactFormEditorData().canInstallPlugins
	) {
		return null;
	}
	return (
		<PanelBody
			title={ __( 'CRM Integration', 'blockpack' ) }
			initialOpen={ false }
		>
			<CrmPanelContent { ...props } />
		</PanelBody>
	);
}
