/**
 * Latest Instagram Posts' calls to our REST routes (answered by this block's php/routes.php):
 * the site's connections, the connect popup's address and the gallery of one connection. Failures reject with the
 * server's message (shared/error-message.ts); a malformed gallery answer rejects with a
 * `MalformedGalleryError`.
 */
import apiFetch from '@wordpress/api-fetch';
import { addQueryArgs } from '@wordpress/url';
import { errorMessage } from '@shared/error-message';
import { MAX_IMAGE_COUNT, parseConnections, parseGallery } from './gallery';
import type { Gallery, InstagramConnection } from './types';

const BASE = '/wpcom/v2/instagram-gallery';

/** The gallery route answered without an `images` list. */
export class MalformedGalleryError extends Error {}

async function call< T >( path: string ): Promise< T > {
	try {
		return await apiFetch< T >( { path } );
	} catch ( error ) {
		throw new Error( errorMessage( error ) );
	}
}

/** The Instagram connections usable on this site. */
export async function getConnections(): Promise< InstagramConnection[] > {
	return parseConnections( await call< unknown >( `${ BASE }/connections` ) );
}

/** The address the connect popup opens (an http(s) address, else a rejection). */
export async function getConnectUrl(): Promise< string > {
	const url = await call< unknown >( `${ BASE }/connect-url` );
	if ( typeof url !== 'string' || ! /^https?:\/\//i.test( url ) ) {
		throw new Error( '' );
	}
	return url;
}

/**
 * The latest posts of a connection (30, once: the block shows `count` of them).
 *
 * @param accessToken The connection id.
 */
export async function getGallery( accessToken: string ): Promise< Gallery > {
	const answer = await call< unknown >(
		addQueryArgs( `${ BASE }/gallery`, {
			access_token: accessToken,
			count: MAX_IMAGE_COUNT,
		} )
	);
	const gallery = parseGallery( answer );
	if ( ! gallery ) {
		throw new MalformedGalleryError();
	}
	return gallery;
}
