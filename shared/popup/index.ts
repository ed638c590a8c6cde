/**
 * The connect popup every account-linked source uses (Latest Instagram Posts, Google Photos):
 * a 780×700 window centred on the editor's window, opened blank on the author's click (a
 * click's own call, which popup blockers allow) and sent to its address later. The popup page
 * (a page of this site, printed by `Blockpack\Popup\print_result_page()`, php/popup-page.php)
 * ends the flow with `window.opener.postMessage( { keyring_id, id_token?, user? }, <site
 * origin> )`, `keyring_id: null` and an `error` on failure, and closes itself. Only messages
 * from the site's own origin and from this popup count. The popup is checked every 100 ms for
 * being closed; closed without a message ends the flow as `closed` (after a short grace: the page
 * posts, then closes, and the close can be seen before the message arrives).
 */

/** The popup's width, in px. */
export const POPUP_WIDTH = 780;
/** The popup's height, in px. */
export const POPUP_HEIGHT = 700;
/** How often the popup is checked for having been closed, in ms. */
export const CLOSE_POLL_MS = 100;
/** How long a message may still arrive once the popup is seen closed, in ms. */
export const CLOSE_GRACE_MS = 300;

/** What the popup page posts when the account is linked. */
export interface PopupResult {
	/** The site's id of the new connection (a positive integer). */
	keyring_id: number;
	/** An identity token the service gave, when it gives one. */
	id_token: string | null;
	/** The account the service linked, as the page describes it, when it does. */
	user: Record< string, unknown > | null;
}

/** How the flow ended. */
export type PopupOutcome =
	| { kind: 'connected'; result: PopupResult }
	| { kind: 'failed'; message: string }
	| { kind: 'closed' };

/** The part of a screen the features are computed from: the editor's window. */
export interface ScreenBox {
	left: number;
	top: number;
	width: number;
	height: number;
}

/**
 * The `window.open()` features of a popup centred on a box (the editor's window), kept on the
 * screen's visible side.
 *
 * @param box    The editor window's position and size.
 * @param width  The popup's width.
 * @param height The popup's height.
 */
export function popupFeatures(
	box: ScreenBox,
	width = POPUP_WIDTH,
	height = POPUP_HEIGHT
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
 * A connection id from the message: a positive integer, as a number or as digits.
 *
 * @param value The message's `keyring_id`.
 */
function toKeyringId( value: unknown ): number | null {
	const id =
		typeof value === 'string' && /^[1-9][0-9]{0,15}$/.test( value )
			? Number( value )
			: value;
	return typeof id === 'number' && Number.isSafeInteger( id ) && id > 0
		? id
		: null;
}

/**
 * What a `message` event means for the flow, or null when it is not the popup's answer (another
 * origin, another window, or another kind of message).
 *
 * @param event  The message event (origin, source, data).
 * @param origin The site's origin.
 * @param popup  The popup window.
 */
export function readPopupMessage(
	event: Pick< MessageEvent, 'origin' | 'source' | 'data' >,
	origin: string,
	popup: unknown
): Exclude< PopupOutcome, { kind: 'closed' } > | null {
	if ( event.origin !== origin || ! popup || event.source !== popup ) {
		return null;
	}
	const data = event.data as Record< string, unknown > | null;
	if ( ! data || typeof data !== 'object' || ! ( 'keyring_id' in data ) ) {
		return null;
	}
	const id = toKeyringId( data.keyring_id );
	if ( id === null ) {
		return {
			kind: 'failed',
			message: typeof data.error === 'string' ? data.error : '',
		};
	}
	const user = data.user;
	return {
		kind: 'connected',
		result: {
			keyring_id: id,
			id_token: typeof data.id_token === 'string' ? data.id_token : null,
			user:
				user && typeof user === 'object' && ! Array.isArray( user )
					? ( user as Record< string, unknown > )
					: null,
		},
	};
}

/**
 * Opens a blank 780×700 window centred on the editor's window, in the click's own call (popup
 * blockers allow that); the caller sends it to its address later. Also used for a window whose
 * page is not ours (Google Photos' picking window).
 *
 * @param name The window's name.
 * @param win  The editor's window.
 * @return The window, or null when the browser blocked it.
 */
export function openCentredWindow(
	name: string,
	win: Window = window
): Window | null {
	return win.open(
		'',
		name,
		popupFeatures( {
			left: win.screenX ?? 0,
			top: win.screenY ?? 0,
			width: win.outerWidth || POPUP_WIDTH,
			height: win.outerHeight || POPUP_HEIGHT,
		} )
	);
}

/** An open popup. */
export interface Popup {
	/** Settles once: the popup's answer, or `closed` (closed, blocked, or cancelled). */
	result: Promise< PopupOutcome >;
	/** Sends the popup to an address (the flow's first page). */
	go: ( url: string ) => void;
	/** Closes the popup and ends the flow as `closed`; later messages are ignored. */
	cancel: () => void;
}

/**
 * Opens a blank popup at once and watches it: its message, or its closing.
 *
 * @param name The window's name (one popup per flow).
 * @param win  The editor's window.
 */
export function openPopup( name: string, win: Window = window ): Popup {
	const popup = openCentredWindow( name, win );
	let settle: ( outcome: PopupOutcome ) => void = () => {};
	const result = new Promise< PopupOutcome >( ( resolve ) => {
		settle = resolve;
	} );
	let done = false;
	let closing = false;
	let timer: ReturnType< typeof setInterval > | undefined;
	let grace: ReturnType< typeof setTimeout > | undefined;

	const finish = ( outcome: PopupOutcome ) => {
		if ( done ) {
			return;
		}
		done = true;
		win.removeEventListener( 'message', onMessage );
		clearInterval( timer );
		clearTimeout( grace );
		settle( outcome );
	};
	function onMessage( event: MessageEvent ) {
		const outcome = readPopupMessage( event, win.location.origin, popup );
		if ( outcome ) {
			finish( outcome );
		}
	}
	const checkClosed = () => {
		if ( done || closing || ( popup && ! popup.closed ) ) {
			return;
		}
		closing = true;
		clearInterval( timer );
		grace = setTimeout(
			() => finish( { kind: 'closed' } ),
			CLOSE_GRACE_MS
		);
	};

	if ( popup ) {
		win.addEventListener( 'message', onMessage );
		timer = setInterval( checkClosed, CLOSE_POLL_MS );
	} else {
		checkClosed();
	}
	return {
		result,
		go: ( url ) => {
			if ( done || ! popup || popup.closed ) {
				return;
			}
			popup.location.href = url;
		},
		cancel: () => {
			finish( { kind: 'closed' } );
			popup?.close();
		},
	};
}
