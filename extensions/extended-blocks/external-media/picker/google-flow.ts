/**
 * Picking in Google Photos: Google's own window (the Picker API's `pickerUri`) opened on the
 * author's click, the session polled at the interval Google gives until the user pressed Done,
 * then the picked items' ids. The window is opened blank first, in the click's own call (popup
 * blockers allow that), and sent to Google once the session exists. Closing the window before
 * Done ends the flow with nothing picked; a session that outlives its timeout fails with
 * SESSION_EXPIRED; a poll or list that fails closes the window and deletes the session too. The
 * session is deleted when nothing was picked; after a copy, the caller deletes it.
 */
import { openCentredWindow } from '@shared/popup';
import type { ListAnswer, PickingSession } from './api';

/** What the flow asks our routes (picker/api.ts; replaced in tests). */
export interface GoogleApi {
	createSession: ( number: number ) => Promise< PickingSession >;
	readSession: (
		id: string
	) => Promise< Pick< PickingSession, 'media_items_set' | 'poll_interval' > >;
	listSession: ( id: string ) => Promise< ListAnswer >;
	deleteSession: ( id: string ) => Promise< unknown >;
}

/** The error of a session that ran out of time. */
export const SESSION_EXPIRED = 'google_photos_session_expired';

/** How the flow ended. */
export type GoogleOutcome =
	{ kind: 'picked'; session: string; ids: string[] } | { kind: 'closed' };

/** What the flow needs besides the routes. */
export interface GoogleFlowOptions {
	/** The most items the user may pick (the block's limit). */
	number: number;
	api: GoogleApi;
	/** The editor's window. */
	win?: Window;
	/** Waits (a timer; replaced in tests). */
	sleep?: ( ms: number ) => Promise< void >;
	/** The clock, in ms. */
	now?: () => number;
	/** Stops the flow (the modal closed): it then ends as `closed`. */
	signal?: AbortSignal;
}

const wait = ( ms: number ) =>
	new Promise< void >( ( resolve ) => setTimeout( resolve, ms ) );

/**
 * Runs the flow. Call it from the click's handler: it opens the window at once.
 *
 * @param options        The options.
 * @param options.number
 * @param options.api
 * @param options.win
 * @param options.sleep
 * @param options.now
 * @param options.signal
 * @return The picked items' ids (`<session>:<item>`), or `closed`.
 */
export async function pickInGoogle( {
	number,
	api,
	win = window,
	sleep = wait,
	now = Date.now,
	signal,
}: GoogleFlowOptions ): Promise< GoogleOutcome > {
	const popup = openCentredWindow( 'blockpack-google-photos-picker', win );
	let session: PickingSession;
	try {
		session = await api.createSession( number );
	} catch ( error ) {
		popup?.close();
		throw error;
	}
	if ( popup && ! popup.closed ) {
		popup.location.href = session.picker_uri;
	}
	const giveUp = async () => {
		popup?.close();
		await api.deleteSession( session.id ).catch( () => undefined );
		return { kind: 'closed' } as const;
	};
	const deadline = now() + session.timeout;
	let interval = session.poll_interval;
	let list: ListAnswer;
	try {
		for (;;) {
			await sleep( interval );
			if ( signal?.aborted ) {
				return giveUp();
			}
			const closed = ! popup || popup.closed;
			const state = await api.readSession( session.id );
			if ( state.media_items_set ) {
				break;
			}
			if ( closed ) {
				return giveUp();
			}
			if ( now() >= deadline ) {
				throw Object.assign(
					new Error( 'The Google Photos session has expired.' ),
					{ code: SESSION_EXPIRED }
				);
			}
			interval = state.poll_interval || interval;
		}
		popup?.close();
		list = await api.listSession( session.id );
	} catch ( error ) {
		// Expired, or a poll or the list failed: Google's window is not left open, nor the
		// session kept.
		await giveUp();
		throw error;
	}
	const ids = ( Array.isArray( list?.media ) ? list.media : [] ).map(
		( item ) => item.ID
	);
	return { kind: 'picked', session: session.id, ids };
}
