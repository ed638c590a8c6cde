/**
 * A poster in the media library, through WordPress's media routes: the video's title, the image
 * uploaded (`POST /wp/v2/media`) and made the video attachment's image (its featured image,
 * `featured_media`, which WordPress supports on `attachment:video`).
 */
import apiFetch from '@wordpress/api-fetch';

export interface PosterImage {
	id: number;
	url: string;
}

/**
 * A video's title in the media library.
 *
 * @param id The video.
 * @return The title ('' if it has none).
 */
export async function fetchVideoTitle( id: number ): Promise< string > {
	const media = await apiFetch< { title?: { raw?: string } } >( {
		path: `/wp/v2/media/${ id }?context=edit&_fields=title`,
	} );
	return media.title?.raw ?? '';
}

/**
 * Uploads a poster to the media library.
 *
 * @param image          The JPEG.
 * @param details        Its details.
 * @param details.name   Its file name.
 * @param details.title  Its title.
 * @param details.postId The post it is for, if any.
 * @return The image in the media library.
 */
export async function uploadPoster(
	image: Blob,
	details: { name: string; title: string; postId?: number }
): Promise< PosterImage > {
	const body = new FormData();
	body.append( 'file', image, details.name );
	body.append( 'title', details.title );
	if ( details.postId ) {
		body.append( 'post', String( details.postId ) );
	}
	const media = await apiFetch< { id: number; source_url: string } >( {
		path: '/wp/v2/media',
		method: 'POST',
		body,
	} );
	return { id: media.id, url: media.source_url };
}

/**
 * Makes an image the video attachment's image.
 *
 * @param videoId The video.
 * @param imageId The image.
 */
export async function setVideoImage(
	videoId: number,
	imageId: number
): Promise< void > {
	await apiFetch( {
		path: `/wp/v2/media/${ videoId }`,
		method: 'POST',
		data: { featured_media: imageId },
	} );
}
