/**
 * The install or activate button of the CRM and Newsletter panels: disabled while any plugin
 * action is under way, busy with "Installing…" or "Activating…" while its own is.
 */
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { ReactNode } from 'react';

/** What a panel can do with a plugin. */
export type PluginAction = 'install' | 'activate';

/**
 * @param props            The button's props.
 * @param props.action     What this button does.
 * @param props.busyAction The plugin action under way, if any.
 * @param props.onAction   Starts the action.
 * @param props.children   The button's text when idle.
 */
export default function PluginActionButton( {
	action,
	busyAction,
	onAction,
	children,
}: {
	action: PluginAction;
	busyAction: PluginAction | null;
	onAction: ( action: PluginAction ) => void;
	children: ReactNode;
} ) {
	const busy = busyAction === action;
	let text = children;
	if ( busy ) {
		text =
			action === 'install'
				? __( 'Installing…', 'blockpack' )
				: __( 'Activating…', 'blockpack' );
	}
	return (
		<Button
			variant="secondary"
			onClick={ () => onAction( action ) }
			disabled={ busyAction !== null }
			isBusy={ busy }
		>
			{ text }
		</Button>
	);
}
