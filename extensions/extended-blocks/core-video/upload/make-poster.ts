/**
 * A video's poster made in the browser: a frame (frame-grabber.ts) uploaded to the media library
 * as "<video title> poster" and made the video attachment's image (poster-api.ts). After an
 * upload, a Video block without a poster gets one (autoPoster()); when no poster can be made (a
 * codec the browser cannot decode, a tainted canvas, a failed request), the video stays as it is
 * and a quiet snackbar says so.
 */
import { __ } from '@wordpress/i18n';
import type { VideoAttributes } from '../attributes';
import { grabFrame } from './frame-grabber';
import { posterFileName, posterTitle } from './poster';
import {
	fetchVideoTitle,
	setVideoImage,
	uploadPoster,
	type PosterImage,
} from './poster-api';

/**
 * Makes a video's poster.
 *
 * @param video        The video.
 * @param video.id     Its attachment.
 * @param video.src    Its address.
 * @param video.postId The post it is in, if any (the image is attached to it).
 * @param video.time   The moment, in seconds; by default past the first second.
 * @return The image in the media library.
 */
export async function makePoster( video: {
	id: number;
	src: string;
	postId?: number;
	time?: number;
} ): Promise< PosterImage > {
	const frame = await grabFrame( video.src, video.time );
	const title = await fetchVideoTitle( video.id ).catch( () => '' );
	const image = await uploadPoster( frame, {
		name: posterFileName( video.src ),
		title: posterTitle( title, video.src ),
		postId: video.postId,
	} );
	// The block's poster is what visitors see: a video whose own image could not be set keeps it.
	await setVideoImage( video.id, image.id ).catch( () => undefined );
	return image;
}

/**
 * Whether a block's video should get a poster made: one of the media library, by its address,
 * with no poster and no VideoPress guid.
 *
 * @param attributes The block's attributes.
 */
export function wantsPoster( attributes: VideoAttributes ): boolean {
	return (
		! attributes.poster &&
		! attributes.guid &&
		typeof attributes.id === 'number' &&
		attributes.id > 0 &&
		!! attributes.src
	);
}

/** The block a poster is made for, as the editor holds it. */
export interface PosterBlock {
	/** Its attributes now, or null once it is gone. */
	attributes: () => VideoAttributes | null;
	setPoster: ( url: string ) => void;
	/** Tells the writer, quietly. */
	notify: ( message: string ) => void;
}

/**
 * Gives a block's newly uploaded video a poster, unless it has one or gets one meanwhile, or the
 * block is gone or holds another video by the time the poster is ready. Never rejects.
 *
 * @param block  The block.
 * @param postId The post it is in, if any.
 */
export async function autoPoster(
	block: PosterBlock,
	postId?: number
): Promise< void > {
	const before = block.attributes();
	if ( ! before || ! wantsPoster( before ) ) {
		return;
	}
	const id = before.id as number;
	try {
		const image = await makePoster( {
			id,
			src: before.src as string,
			postId,
		} );
		const now = block.attributes();
		if ( now && now.id === id && ! now.poster ) {
			block.setPoster( image.url );
		}
	} catch {
		block.notify(
			__(
				'No poster could be made from this video. You can choose one in the block’s settings.',
				'blockpack'
			)
		);
	}
}
