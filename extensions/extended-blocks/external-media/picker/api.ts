/**
 * The picker's service module: our routes (Jetpack's shapes, answered by this folder's PHP).
 */
import apiFetch from '@wordpress/api-fetch';
import { addQueryArgs } from '@wordpress/url';

/** The credit of a picture, as the service gives it ('' when unknown). */
export interface Credit {
	title: string;
	creator: string;
	creator_url: string;
	license: string;
	license_url: string;
	landing_url: string;
}

/** One picture of a list. */
export interface ExternalItem {
	ID: string;
	URL: string;
	thumbnails?: { thumbnail?: string; large?: string };
	name?: string;
	title?: string;
	caption?: string;
	credit?: Partial< Credit >;
}

/** A page of a list. */
export interface ListAnswer {
	media: ExternalItem[];
	found?: number;
	meta?: { next_page?: string | false };
}

/** One entry of a copy's answer: the attachment, or the item's failure. */
export type CopyResult =
	| { id: number; url: string; alt: string; caption: string; title: string }
	| { external_id: string; code: string; message: string };

export const PAGE_SIZE = 20;

/** A failed request, as an Error that keeps the route's error code. */
export class RouteError extends Error {
	code: string;

	constructor( message: string, code: string ) {
		super( message );
		this.code = code;
	}
}

/**
 * Throws what apiFetch rejected with as a RouteError.
 *
 * @param reason What apiFetch rejected with (the route's `{ code, message }`, or an Error).
 */
function rethrow( reason: unknown ): never {
	const { code, message } = ( reason ?? {} ) as {
		code?: unknown;
		message?: unknown;
	};
	throw new RouteError(
		typeof message === 'string' ? message : String( reason ),
		typeof code === 'string' ? code : ''
	);
}

/**
 * @param service    The source's id.
 * @param search     The search.
 * @param pageHandle The next page's handle ('' for the first).
 * @param signal     Aborts the request.
 * @return A page of pictures.
 */
export function listMedia(
	service: string,
	search: string,
	pageHandle: string,
	signal?: AbortSignal
): Promise< ListAnswer > {
	return apiFetch< ListAnswer >( {
		path: addQueryArgs(
			`/wpcom/v2/external-media/list/${ encodeURIComponent( service ) }`,
			{
				number: PAGE_SIZE,
				search,
				...( pageHandle ? { page_handle: pageHandle } : {} ),
			}
		),
		signal,
	} ).catch( rethrow );
}

/**
 * Copies pictures into the site's library.
 *
 * @param service The source's id.
 * @param ids     The pictures' ids at the service.
 * @param postId  The post they are for (their parent), if any.
 * @return One entry per id, in order.
 */
export function copyMedia(
	service: string,
	ids: string[],
	postId?: number
): Promise< CopyResult[] > {
	return apiFetch< CopyResult[] >( {
		path: `/wpcom/v2/external-media/copy/${ encodeURIComponent(
			service
		) }`,
		method: 'POST',
		data: {
			external_ids: ids,
			...( postId ? { post_id: postId } : {} ),
		},
	} ).catch( rethrow );
}

/** A source's connection for the current user (Google Photos: where to connect). */
export interface Connection {
	connected: boolean;
	account: { name: string } | null;
	connect_url?: string;
}

/**
 * @param service The source's id.
 * @param signal  Aborts the request.
 * @return The current user's connection.
 */
export function readConnection(
	service: string,
	signal?: AbortSignal
): Promise< Connection > {
	return apiFetch< Connection >( {
		path: `/wpcom/v2/external-media/connection/${ encodeURIComponent(
			service
		) }`,
		signal,
	} ).catch( rethrow );
}

/**
 * Removes the current user's connection (Google Photos: revoked at Google).
 *
 * @param service The source's id.
 */
export function disconnectSource( service: string ): Promise< Connection > {
	return apiFetch< Connection >( {
		path: `/wpcom/v2/external-media/connection/${ encodeURIComponent(
			service
		) }`,
		method: 'DELETE',
	} ).catch( rethrow );
}

/** A Google Photos picking session. */
export interface PickingSession {
	id: string;
	picker_uri: string;
	/** How often to ask whether the user is done, in ms (Google's). */
	poll_interval: number;
	/** How long the session lasts, in ms. */
	timeout: number;
	media_items_set: boolean;
}

const SESSION_PATH = '/wpcom/v2/external-media/session/google_photos';

/**
 * Creates a picking session.
 *
 * @param number The most items the user may pick.
 */
export function createSession( number: number ): Promise< PickingSession > {
	return apiFetch< PickingSession >( {
		path: SESSION_PATH,
		method: 'POST',
		data: { number },
	} ).catch( rethrow );
}

/**
 * Reads whether the user is done picking.
 *
 * @param id     The session.
 * @param signal Aborts the request.
 */
export function readSession(
	id: string,
	signal?: AbortSignal
): Promise<
	Pick< PickingSession, 'id' | 'media_items_set' | 'poll_interval' >
> {
	return apiFetch< PickingSession >( {
		path: `${ SESSION_PATH }/${ encodeURIComponent( id ) }`,
		signal,
	} ).catch( rethrow );
}

/**
 * Deletes a session (its items are copied, or the user gave up).
 *
 * @param id The session.
 */
export function deleteSession( id: string ): Promise< unknown > {
	return apiFetch( {
		path: `${ SESSION_PATH }/${ encodeURIComponent( id ) }`,
		method: 'DELETE',
	} ).catch( rethrow );
}

/**
 * The items the user picked in a session.
 *
 * @param id     The session.
 * @param signal Aborts the request.
 */
export function listSession(
	id: string,
	signal?: AbortSignal
): Promise< ListAnswer > {
	return apiFetch< ListAnswer >( {
		path: addQueryArgs( '/wpcom/v2/external-media/list/google_photos', {
			session_id: id,
		} ),
		signal,
	} ).catch( rethrow );
}
