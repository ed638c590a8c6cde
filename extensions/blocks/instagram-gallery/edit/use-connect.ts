/**
 * The site's Instagram connections, and the connect flow: the popup (`@shared/popup`) opens
 * blank on the click, the post is saved first when it is still an auto-draft, then the popup
 * goes to the connect address our route gives; its message gives the connection id.
 */
import { useRegistry } from '@wordpress/data';
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';
import { useRequest } from '@shared/use-request';
import { editorActions, editorSelectors } from '@shared/editor-store';
import { getConnectUrl, getConnections } from '../api';
import { openPopup, type Popup } from '@shared/popup';
import type { InstagramConnection } from '../types';

/**
 * The site's connections, loaded while `enabled` (the placeholder shows).
 *
 * @param enabled Whether to load them.
 */
export function useConnections( enabled: boolean ): {
	connections: InstagramConnection[];
	loading: boolean;
} {
	const { data, isLoading } = useRequest( enabled && getConnections, [
		enabled,
	] );
	return { connections: data ?? [], loading: isLoading };
}

/** The popup's window name. */
export const POPUP_NAME = 'blockpack-instagram-connect';

export interface ConnectHandlers {
	/** The popup gave a connection id. */
	onConnected: ( id: string ) => void;
	/** The connect address could not be had, or the popup reported a failure. */
	onFailed: ( detail: string ) => void;
}

/**
 * The connect flow.
 *
 * @param handlers What to call when it ends.
 * @return `connect` (call it from the click) and whether a flow is running.
 */
export function useConnect( handlers: ConnectHandlers ): {
	connect: () => void;
	connecting: boolean;
} {
	const registry = useRegistry();
	const [ connecting, setConnecting ] = useState( false );
	const popupRef = useRef< Popup | null >( null );
	const latest = useRef( handlers );
	latest.current = handlers;

	// A block removed mid-flow closes its popup.
	useEffect(
		() => () => {
			const popup = popupRef.current;
			popupRef.current = null;
			popup?.cancel();
		},
		[]
	);

	const connect = useCallback( () => {
		if ( popupRef.current ) {
			return;
		}
		setConnecting( true );
		const finish = () => {
			popupRef.current = null;
			setConnecting( false );
		};
		const popup = openPopup( POPUP_NAME );
		popup.result.then( ( outcome ) => {
			if ( popupRef.current !== popup ) {
				return;
			}
			finish();
			if ( outcome.kind === 'connected' ) {
				latest.current.onConnected(
					String( outcome.result.keyring_id )
				);
			} else if ( outcome.kind === 'failed' ) {
				latest.current.onFailed( outcome.message );
			}
		} );
		popupRef.current = popup;
		( async () => {
			if ( editorSelectors( registry.select ).isEditedPostNew?.() ) {
				await editorActions( registry.dispatch ).savePost?.();
			}
			return getConnectUrl();
		} )().then(
			( url ) => popup.go( url ),
			( error: Error ) => {
				finish();
				popup.cancel();
				latest.current.onFailed( error.message );
			}
		);
	}, [ registry ] );

	return { connect, connecting };
}
