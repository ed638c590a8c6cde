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
