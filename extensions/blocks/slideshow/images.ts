/**
 * The block's images: taken from media records (the media library, an upload, the REST API),
 * resized to an image size, and kept in step with `ids`.
 */
import { aspectRatioText } from './aspect-ratio';
import type { SlideImage } from './types';

/**
 * Whether an address is a local preview of a file being uploaded.
 *
 * @param url The address.
 * @return True for `blob:` addresses.
 */
export function isBlobUrl( url: string | undefined ): boolean {
	return !! url && url.startsWith( 'blob:' );
}

interface MediaSize {
	url?: string;
	source_url?: string;
	width?: number;
	height?: number;
}

/** A media item as the media modal (`sizes`) or the REST API (`media_details.sizes`) gives it. */
export interface MediaItem extends MediaSize {
	id?: number | string;
	alt?: string;
	alt_text?: string;
	caption?: string | { raw?: string; rendered?: string };
	sizes?: Record< string, MediaSize | undefined >;
	media_details?: {
		width?: number;
		height?: number;
		sizes?: Record< string, MediaSize | undefined >;
	};
}

/**
 * The size of a media item to show: the asked size, else the full size, else the item itself.
 *
 * @param media    The media item.
 * @param sizeSlug The image size (`large`, `full`…).
 * @return The size.
 */
function chooseSize(
	media: MediaItem,
	sizeSlug: string | undefined
): MediaSize {
	const sizes = media.sizes ?? media.media_details?.sizes ?? {};
	return (
		( sizeSlug ? sizes[ sizeSlug ] : undefined ) ??
		sizes.full ?? {
			url: media.url ?? media.source_url,
			width: media.width ?? media.media_details?.width,
			height: media.height ?? media.media_details?.height,
		}
	);
}

/**
 * One slide from a media item.
 *
 * @param media    The media item.
 * @param sizeSlug The image size.
 * @return The slide.
 */
export function slideFromMedia(
	media: MediaItem,
	sizeSlug: string | undefined
): SlideImage {
	const size = chooseSize( media, sizeSlug );
	const caption =
		typeof media.caption === 'string'
			? media.caption
			: ( media.caption?.raw ?? '' );
	const image: SlideImage = {
		alt: media.alt ?? media.alt_text ?? '',
		caption,
		id: media.id,
		url: size.url ?? size.source_url ?? media.url ?? media.source_url,
	};
	const ratio = aspectRatioText( size.width, size.height );
	if ( ratio ) {
		image.aspectRatio = ratio;
	}
	return image;
}

/**
 * The images with their `ids`: every change of the images goes through here, so that the two
 * never drift apart. An image without a numeric id (an upload in progress) has no entry in `ids`.
 *
 * @param images The images.
 * @return Both attributes.
 */
export function withIds( images: SlideImage[] ): {
	images: SlideImage[];
	ids: number[];
} {
	return {
		images,
		ids: images
			.map( ( { id } ) => parseInt( String( id ), 10 ) )
			.filter( ( id ) => Number.isInteger( id ) && id > 0 ),
	};
}

/**
 * Whether `ids` already says what `images` holds.
 *
 * @param images The images.
 * @param ids    The ids.
 * @return True when in step.
 */
export function idsInStep( images: SlideImage[], ids: unknown ): boolean {
	const expected = withIds( images ).ids;
	return (
		Array.isArray( ids ) &&
		ids.length === expected.length &&
		ids.every( ( id, index ) => Number( id ) === expected[ index ] )
	);
}

/**
 * The images switched to another size, from their media records; an image whose record is not
 * loaded (or has no such size) keeps its address.
 *
 * @param images   The images.
 * @param records  Media records by id.
 * @param sizeSlug The new size.
 * @return The images.
 */
export function resizeImages(
	images: SlideImage[],
	records: Record< number, MediaItem | undefined >,
	sizeSlug: string
): SlideImage[] {
	return images.map( ( image ) => {
		const record = records[ parseInt( String( image.id ), 10 ) ];
		const size =
			record?.media_details?.sizes?.[ sizeSlug ] ??
			record?.sizes?.[ sizeSlug ];
		if ( ! size ) {
			return image;
		}
		const url = size.source_url ?? size.url;
		const ratio = aspectRatioText( size.width, size.height );
		return {
			...image,
			...( url ? { url } : {} ),
			...( ratio ? { aspectRatio: ratio } : {} ),
		};
	} );
}

/**
 * The size a block uses when it has none saved: `full` for a block that already has images
 * (saved before the setting existed, when slides were full size), else `large`.
 *
 * @param images The images.
 * @return The size slug.
 */
export function defaultSizeSlug( images: SlideImage[] ): string {
	return images.length > 0 ? 'full' : 'large';
}
