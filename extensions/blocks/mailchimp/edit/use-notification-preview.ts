/**
 * The notification the editor previews: shown on request for PREVIEW_MS, then hidden; a new
 * request restarts the time.
 */
import { useCallback, useEffect, useRef, useState } from '@wordpress/element';
import type { NotificationKind } from '../types';

export const PREVIEW_MS = 3000;

export function useNotificationPreview(): {
	shown: NotificationKind | null;
	show: ( kind: NotificationKind ) => void;
	hide: () => void;
} {
	const [ shown, setShown ] = useState< NotificationKind | null >( null );
	const timer = useRef< ReturnType< typeof setTimeout > >();

	const hide = useCallback( () => {
		clearTimeout( timer.current );
		timer.current = undefined;
		setShown( null );
	}, [] );

	const show = useCallback(
		( kind: NotificationKind ) => {
			clearTimeout( timer.current );
			setShown( kind );
			timer.current = setTimeout( hide, PREVIEW_MS );
		},
		[ hide ]
	);

	useEffect( () => () => clearTimeout( timer.current ), [] );

	return { shown, show, hide };
}
