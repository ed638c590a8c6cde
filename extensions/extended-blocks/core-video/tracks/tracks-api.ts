/**
 * A video's text tracks on the server (php/tracks.php): added and deleted through
 * `/blockpack/v1/video/{id}/tracks`.
 */
import apiFetch from '@wordpress/api-fetch';
import type { Track, TrackForm } from './track-file';

/**
 * Uploads a WebVTT file as a track of the video.
 *
 * @param id   The video.
 * @param file The file.
 * @param form Its label, language and kind.
 * @return The track, as the block lists it.
 */
export function uploadTrack(
	id: number,
	file: File,
	form: TrackForm
): Promise< Required< Track > > {
	const body = new FormData();
	body.append( 'track', file, file.name );
	body.append( 'label', form.label );
	body.append( 'srclang', form.srcLang );
	body.append( 'kind', form.kind );
	return apiFetch< Required< Track > >( {
		path: `/blockpack/v1/video/${ id }/tracks`,
		method: 'POST',
		body,
	} );
}

/**
 * Deletes the video's track of a language and kind. A track the server does not know (added
 * to the block otherwise) has nothing to delete there: that is not a failure.
 *
 * @param id      The video.
 * @param srcLang The language.
 * @param kind    The kind.
 */
export async function deleteTrack(
	id: number,
	srcLang: string,
	kind: string
): Promise< void > {
	try {
		await apiFetch( {
			path: `/blockpack/v1/video/${ id }/tracks?srclang=${ encodeURIComponent(
				srcLang
			) }&kind=${ encodeURIComponent( kind ) }`,
			method: 'DELETE',
		} );
	} catch ( error ) {
		if ( ( error as { code?: string } )?.code !== 'track_not_found' ) {
			throw error;
		}
	}
}
