/**
 * What the contact form's integration panels (CRM, newsletter) share: the closed sidebar panel
 * that only users who may manage plugins see (and nobody on simple sites), the loading state,
 * the install/activate step, and the state of a running plugin action and its error.
 */
import { PanelBody, Spinner } from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { useState } from '@wordpress/element';
import type { ReactNode } from 'react';
import { integrationPanelsVisible } from '../integrations';
import PluginActionButton, { type PluginAction } from './plugin-action-button';
import { getEditorData } from '@shared/editor-data';
import { store as integrationsStore } from '@stores/plugin-integrations';

/**
 * The panel, closed at first; nothing when it does not apply.
 *
 * @param props          Props.
 * @param props.title    The panel's title.
 * @param props.allowed  Whether the user may do what the panel offers.
 * @param props.children The content.
 * @return The panel, or null.
 */
export function IntegrationPanel( {
	title,
	allowed,
	children,
}: {
	title: string;
	allowed: boolean;
	children: ReactNode;
} ): JSX.Element | null {
	if (
		! integrationPanelsVisible( getEditorData()?.siteType ) ||
		! allowed
	) {
		return null;
	}
	return (
		<PanelBody title={ title } initialOpen={ false }>
			{ children }
		</PanelBody>
	);
}

/**
 * A spinner while the site's data loads, nothing when it could not load, else the content (in
 * a live region, so that its changes are spoken).
 *
 * @param props          Props.
 * @param props.value    The data (undefined: loading; null: failed).
 * @param props.children The content.
 */
export function IntegrationContent< T >( {
	value,
	children,
}: {
	value: T | null | undefined;
	children: ( value: T ) => ReactNode;
} ) {
	if ( value === undefined ) {
		return <Spinner />;
	}
	if ( value === null ) {
		return null;
	}
	return <div aria-live="polite">{ children( value ) }</div>;
}

/**
 * A line of text and the button that installs or activates the plugin.
 *
 * @param props            Props.
 * @param props.text       What the line says.
 * @param props.action     What the button does.
 * @param props.busyAction The plugin action under way, if any.
 * @param props.onAction   Runs the action.
 * @param props.children   The button's text.
 */
export function PluginStep( {
	text,
	action,
	busyAction,
	onAction,
	children,
}: {
	text: string;
	action: PluginAction;
	busyAction: PluginAction | null;
	onAction: ( action: PluginAction ) => void;
	children: ReactNode;
} ) {
	return (
		<>
			<p>{ text }</p>
			<PluginActionButton
				action={ action }
				busyAction={ busyAction }
				onAction={ onAction }
			>
				{ children }
			</PluginActionButton>
		</>
	);
}

export interface PluginActionState {
	/** The action under way, if any. */
	busyAction: PluginAction | null;
	/** The last action that failed, and why. */
	actionError: { action: PluginAction; message: string } | null;
	/** Runs an action. */
	onAction: ( action: PluginAction ) => Promise< void >;
}

/**
 * Installs (and activates) or activates one plugin through the integrations store, one action
 * at a time, keeping the one under way and the last error.
 *
 * @param slug  The plugin's slug, to install it.
 * @param path  Its file, to activate it.
 * @param after Called once an action has finished, whether it failed or not.
 * @return The state.
 */
export function usePluginAction(
	slug: string,
	path: string,
	after?: () => void
): PluginActionState {
	const { installAndActivatePlugin, activatePlugin } =
		useDispatch( integrationsStore );
	const run = ( action: PluginAction ): Promise< string | null > =>
		action === 'install'
			? installAndActivatePlugin( slug, path )
			: activatePlugin( path );
	const [ busyAction, setBusyAction ] = useState< PluginAction | null >(
		null
	);
	const [ actionError, setActionError ] =
		useState< PluginActionState[ 'actionError' ] >( null );
	const onAction = async ( action: PluginAction ) => {
		setActionError( null );
		setBusyAction( action );
		const message = await run( action );
		if ( message !== null ) {
			setActionError( { action, message } );
		}
		setBusyAction( null );
		after?.();
	};
	return { busyAction, actionError, onAction };
}
