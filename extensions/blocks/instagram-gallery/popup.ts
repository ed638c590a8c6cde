/**
 * The Instagram connect popup: a 700×700 window centred on the editor's screen, opened at the
 * address `connect-url` answers. The popup page (this block's php/oauth.php) ends the flow with
 * `window.opener.postMessage( { keyring_id }, <site origin> )` (`keyring_id: null` and an
 * `error` on failure) and closes itself. Only messages from the site's own origin and from this
 * popup count; the popup closed without a message ends the flow too.
 */
import { toConnectionId } from './gallery';

/** The popup's window name. */
export const POPUP_NAME = 'blockpack-instagram-connect';
/** Its width and height, in px. */
export const POPUP_SIZE = 700;
/** How often the popup is checked for having been closed, in ms. */
export const CLOSE_POLL_MS = 500;
/**
 * How long a message may still arrive once the popup is seen closed, in ms (the popup posts its
 * answer, then closes itself: the close can be seen before the message is delivered).
 */
export const CLOSE_GRACE_MS = 300;

/** What a message from the popup says. */
export type PopupOutcome =
	{ kind: 'connected'; id: string } | { kind: 'failed'; message: string };

/** The part of a screen the features are computed from. */
export interface ScreenBox {
	/** The left edge and width of the editor's window on the screen. */
	left: number;
	top: number;
	width: number;
	height: number;
}

/**
 * The `window.open()` features of a popup of the given size centred on a box (the editor's
 * window), kept on the screen's visible side.
 *
 * @param box    The editor window's position and size.
 * @param width  The popup's width.
 * @param height The popup's height.
 */
export function popupFeatures(
	box: ScreenBox,
	width = POPUP_SIZE,
	height = POPUP_SIZE
): string {
	const left = Math.max(
		0,
		Math.round( box.left + ( box.width - width ) / 2 )
	);
	const top = Math.max(
		0,
		Math.round( box.top + ( box.height - height ) / 2 )
	);
	return `toolbar=0,location=0,menubar=0,width=${ width },height=${ height },top=${ top },left=${ left }`;
}

/**
 * What a `message` event means for the connect flow, or null when it is not the popup's answer
 * (another origin, another window, or another kind of message).
 *
 * @param event  The message event (origin, source, data).
 * @param origin The site's origin.
 * @param popup  The popup window.
 */
export function readPopupMessage(
	event: Pick< MessageEvent, 'origin' | 'source' | 'data' >,
	origin: string,
	popup: unknown
): PopupOutcome | null {
	if ( event.origin !== origin || ! popup || event.source !== popup ) {
		return null;
	}
	const data = event.data as Record< string, unknown > | null;
	if ( ! data || typeof data !== 'object' || ! ( 'keyring_id' in data ) ) {
		return null;
	}
	const id = toConnectionId( data.keyring_id );
	if ( id ) {
		return { kind: 'connected', id };
	}
	return {
		kind: 'failed',
		message: typeof data.error === 'string' ? data.error : '',
	};
}

export interface PopupHandlers {
	/** The popup answered (connected or failed); the watch ends. */
	onOutcome: ( outcome: PopupOutcome ) => void;
	/** The popup was closed (or could not open) without answering; the watch ends. */
	onClosed: () => void;
}

/** The connect popup, opened blank on the author's click and sent to the address later. */
export interface ConnectPopup {
	/** Sends the popup to the connect address and starts listening. */
	go: ( url: string ) => void;
	/** Closes the popup and stops listening (nothing more is reported). */
	cancel: () => void;
}

/**
 * Opens the popup blank at once (a click's own call, which popup blockers allow) and watches it:
 * its message, or its closing.
 *
 * @param handlers What to call.
 * @param win      The editor's window.
 */
export function openConnectPopup(
	handlers: PopupHandlers,
	win: Window = window
): ConnectPopup {
	const popup = win.open(
		'',
		POPUP_NAME,
		popupFeatures( {
			left: win.screenX ?? 0,
			top: win.screenY ?? 0,
			width: win.outerWidth || POPUP_SIZE,
			height: win.outerHeight || POPUP_SIZE,
		} )
	);
	let done = false;
	let timer: ReturnType< typeof setInterval > | undefined;

	const stop = () => {
		done = true;
		win.removeEventListener( 'message', onMessage );
		if ( timer !== undefined ) {
			clearInterval( timer );
		}
	};
	function onMessage( event: MessageEvent ) {
		const outcome = readPopupMessage( event, win.location.origin, popup );
		if ( ! outcome || done ) {
			return;
		}
		stop();
		handlers.onOutcome( outcome );
	}
	let closing = false;
	const checkClosed = () => {
		if ( done || closing || ( popup && ! popup.closed ) ) {
			return;
		}
		closing = true;
		if ( timer !== undefined ) {
			clearInterval( timer );
			timer = undefined;
		}
		setTimeout( () => {
			if ( ! done ) {
				stop();
				handlers.onClosed();
			}
		}, CLOSE_GRACE_MS );
	};

	if ( popup ) {
		win.addEventListener( 'message', onMessage );
		timer = setInterval( checkClosed, CLOSE_POLL_MS );
	}
	return {
		go: ( url ) => {
			if ( done ) {
				return;
			}
			if ( ! popup || popup.closed ) {
				checkClosed();
				return;
			}
			popup.location.href = url;
		},
		cancel: () => {
			stop();
			popup?.close();
		},
	};
}
