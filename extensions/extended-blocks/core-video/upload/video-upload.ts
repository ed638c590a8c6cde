/**
 * A video's upload from the editor to the site's own tus server (shared/upload), where the
 * editor data says (php/tus-server.php): with the video's retry delays, one upload at a time
 * (a paused upload gives its turn to the next), and the upload deleted on the server when
 * cancelled.
 */
import apiFetch from '@wordpress/api-fetch';
import {
	createResumableUpload,
	describeUploadError,
	inTurn,
	VIDEO_RETRY_DELAYS,
	type UploadError,
	type UploadedMedia,
} from '@shared/upload';
import { getVideoEditorData } from '../editor-data';

export interface VideoUploadEvents {
	/** The upload's turn came, and it started (or went on). */
	onStart: () => void;
	onProgress: ( sent: number, total: number ) => void;
	onSuccess: ( media: UploadedMedia ) => void;
	onError: ( error: UploadError ) => void;
}

export interface VideoUpload {
	/** Queues the upload (again, after a pause or a failure: it goes on where it stood). */
	start: () => void;
	/** Stops after the request in flight, and lets the next upload go. */
	pause: () => Promise< void >;
	/** Stops, and deletes what was sent. */
	cancel: () => Promise< void >;
}

/**
 * The REST nonce the editor keeps fresh (WordPress renews it during long sessions).
 *
 * @return The nonce, or '' outside the editor.
 */
function restNonce(): string {
	return (
		( apiFetch as unknown as { nonceMiddleware?: { nonce?: string } } )
			.nonceMiddleware?.nonce ?? ''
	);
}

/**
 * A video's upload, not started.
 *
 * @param file   The video.
 * @param postId The post it is for, if any.
 * @param events What to tell.
 * @return The upload.
 */
export function videoUpload(
	file: File,
	postId: number | undefined,
	events: VideoUploadEvents
): VideoUpload {
	const data = getVideoEditorData();
	let settle: ( () => void ) | null = null;
	let stopped = false;
	const release = () => {
		settle?.();
		settle = null;
	};
	const upload = createResumableUpload( {
		endpoint: data.endpoint,
		nonce: restNonce(),
		file,
		fileName: file.name,
		fileType: file.type,
		postId,
		chunkSize: data.chunkSize,
		retryDelays: VIDEO_RETRY_DELAYS,
		onProgress: events.onProgress,
		onSuccess: ( media ) => {
			release();
			events.onSuccess( media );
		},
		onError: ( error ) => {
			release();
			events.onError( error );
		},
	} );
	return {
		start: () => {
			stopped = false;
			if ( ! data.endpoint ) {
				events.onError( describeUploadError( 403 ) );
				return;
			}
			void inTurn(
				() =>
					new Promise< void >( ( resolve ) => {
						if ( stopped ) {
							resolve();
							return;
						}
						settle = resolve;
						events.onStart();
						upload.start();
					} )
			);
		},
		pause: async () => {
			stopped = true;
			await upload.pause();
			release();
		},
		cancel: async () => {
			stopped = true;
			release();
			await upload.cancel();
		},
	};
}
