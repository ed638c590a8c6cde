/**
 * What the video upload specs share (tests/integration/video-uploads.spec.ts,
 * video-upload-client.spec.ts, tests/scale-out/video-uploads.spec.ts): the protocol's header,
 * the test video (WordPress's own birds.mp4, from the test site's Twenty Twenty-Two theme), a
 * chunk's checksum and a PATCH.
 */
import crypto from 'crypto';
import type { APIRequestContext, APIResponse } from '@playwright/test';

/** The protocol's version header, on every request but OPTIONS. */
export const TUS = { 'Tus-Resumable': '1.0.0' };

/** The test video's address on the test site. */
export const BIRDS =
	'/wp-content/themes/twentytwentytwo/assets/videos/birds.mp4';

/**
 * The digest of some bytes, as `Upload-Checksum` carries it.
 *
 * @param bytes The bytes.
 */
export const sha1 = ( bytes: Buffer ) =>
	`sha1 ${ crypto.createHash( 'sha1' ).update( bytes ).digest( 'base64' ) }`;

/**
 * Sends one chunk to an upload's address (which carries its token).
 *
 * @param context  The request context.
 * @param location The upload's address.
 * @param offset   The offset the chunk starts at.
 * @param bytes    The chunk.
 * @param headers  More headers, or replacements.
 */
export function patch(
	context: APIRequestContext,
	location: string,
	offset: number,
	bytes: Buffer,
	headers: Record< string, string > = {}
): Promise< APIResponse > {
	return context.fetch( location, {
		method: 'PATCH',
		headers: {
			...TUS,
			'Content-Type': 'application/offset+octet-stream',
			'Upload-Offset': String( offset ),
			...headers,
		},
		data: bytes,
		failOnStatusCode: false,
	} );
}
