/**
 * One frame of a video as a JPEG, made in the browser: the video loads in a `<video>` element
 * that is never shown (muted, preloaded), seeks to the moment (poster.ts), and the frame is drawn
 * on a canvas of the video's size (at most 1920 pixels on its longest side). Fails (rejects) when
 * the browser cannot decode the video, when the canvas is tainted (a video of another origin
 * that does not allow it), or after 30 seconds.
 */
import { POSTER_QUALITY, posterSeekTime, posterSize } from './poster';

/** How long a frame may take, in milliseconds. */
const TIMEOUT = 30_000;

/**
 * Waits for one of an element's events; rejects on its `error` event.
 *
 * @param target The element.
 * @param event  The event.
 */
function once( target: HTMLMediaElement, event: string ): Promise< void > {
	return new Promise( ( resolve, reject ) => {
		const done = () => {
			target.removeEventListener( event, done );
			target.removeEventListener( 'error', failed );
			resolve();
		};
		const failed = () => {
			target.removeEventListener( event, done );
			target.removeEventListener( 'error', failed );
			reject(
				new Error(
					`The video could not be read (${ target.error?.code ?? 'error' }).`
				)
			);
		};
		target.addEventListener( event, done );
		target.addEventListener( 'error', failed );
	} );
}

/**
 * The frame a video element shows now, as a JPEG.
 *
 * @param video A video element with a frame (readyState 2 or more).
 * @return The image.
 */
export function drawFrame( video: HTMLVideoElement ): Promise< Blob > {
	const size = posterSize( video.videoWidth, video.videoHeight );
	if ( ! size ) {
		return Promise.reject( new Error( 'The video has no picture.' ) );
	}
	const canvas = document.createElement( 'canvas' );
	canvas.width = size.width;
	canvas.height = size.height;
	const context = canvas.getContext( '2d' );
	if ( ! context ) {
		return Promise.reject( new Error( 'No canvas to draw on.' ) );
	}
	context.drawImage( video, 0, 0, size.width, size.height );
	return new Promise( ( resolve, reject ) => {
		try {
			// A tainted canvas throws here.
			canvas.toBlob(
				( blob ) =>
					blob
						? resolve( blob )
						: reject(
								new Error( 'The frame could not be encoded.' )
							),
				'image/jpeg',
				POSTER_QUALITY
			);
		} catch ( error ) {
			reject( error );
		}
	} );
}

/**
 * A frame of a video, as a JPEG.
 *
 * @param src  The video's address (same origin, or one that allows it).
 * @param time The moment, in seconds; by default past the first second (posterSeekTime()).
 * @return The image.
 */
export async function grabFrame( src: string, time?: number ): Promise< Blob > {
	const video = document.createElement( 'video' );
	video.muted = true;
	video.playsInline = true;
	video.preload = 'auto';
	if (
		new URL( src, window.location.href ).origin !== window.location.origin
	) {
		video.crossOrigin = 'anonymous';
	}
	let timer: ReturnType< typeof setTimeout > | undefined;
	const timeout = new Promise< never >( ( _resolve, reject ) => {
		timer = setTimeout(
			() => reject( new Error( 'The video took too long to read.' ) ),
			TIMEOUT
		);
	} );
	const frame = async () => {
		const loaded = once( video, 'loadedmetadata' );
		video.src = src;
		video.load();
		await loaded;
		const seeked = once( video, 'seeked' );
		video.currentTime = Math.max(
			0,
			time ?? posterSeekTime( video.duration )
		);
		await seeked;
		if ( video.readyState < 2 ) {
			await once( video, 'loadeddata' );
		}
		return drawFrame( video );
	};
	try {
		return await Promise.race( [ frame(), timeout ] );
	} finally {
		clearTimeout( timer );
		video.removeAttribute( 'src' );
		video.load();
	}
}
