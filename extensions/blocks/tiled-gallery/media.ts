/**
 * Media library items (and upload results) as gallery images.
 */
import { isHttpOrRelativeUrl } from '@shared/validation/url';
import type { TiledGalleryImage } from './types';

/** The fields of a media item (wp.media attachment or REST `/wp/v2/media` object) we read. */
export type MediaItem = {
	id?: number | string;
	url?: string;
	source_url?: string;
	alt?: string;
	alt_text?: string;
	link?: string;
	width?: number;
	height?: number;
	sizes?: Record< string, { url?: string; width?: number; height?: number } >;
	media_details?: {
		width?: number;
		height?: number;
		sizes?: Record<
			string,
			{ source_url?: string; width?: number; height?: number }
		>;
	};
};

/**
 * The image to save for a media item: the large size's address when there is one (as Jetpack
 * does; visitors get a `srcset` of every size from the server anyway), the full size's
 * dimensions (the ratio is the same), the attachment page and the alternative text.
 *
 * @param media The media item.
 * @return The image.
 */
export function imageFromMedia( media: MediaItem ): TiledGalleryImage {
	const large =
		media.sizes?.large?.url ??
		media.media_details?.sizes?.large?.source_url;
	const width = media.width ?? media.media_details?.width;
	const height = media.height ?? media.media_details?.height;
	return {
		id: media.id !== undefined ? String( media.id ) : undefined,
		url: large ?? media.url ?? media.source_url,
		alt: media.alt ?? media.alt_text ?? '',
		...( media.link ? { link: media.link } : {} ),
		...( width ? { width: Number( width ) } : {} ),
		...( height ? { height: Number( height ) } : {} ),
	};
}

/**
 * Moves an image one place.
 *
 * @param images The images.
 * @param from   Its index.
 * @param to     The index to move it to.
 * @return The reordered images (the same array when the move is impossible).
 */
export function moveImage< T >( images: T[], from: number, to: number ): T[] {
	if ( to < 0 || to >= images.length || from === to ) {
		return images;
	}
	const copy = [ ...images ];
	const [ moved ] = copy.splice( from, 1 );
	copy.splice( to, 0, moved );
	return copy;
}

/**
 * The address the editor shows an image from: its saved `url` (read from `data-url`) when it is
 * an http(s) address or a path on the site, or the `blob:` preview of an upload in progress;
 * otherwise none (a `javascript:` or `data:` address never becomes a `src`).
 *
 * @param url The image's `url`.
 * @return The address, or undefined.
 */
export function displayUrl( url: unknown ): string | undefined {
	if ( typeof url !== 'string' ) {
		return undefined;
	}
	return isHttpOrRelativeUrl( url ) || /^blob:https?:\/\//.test( url )
		? url
		: undefined;
}
