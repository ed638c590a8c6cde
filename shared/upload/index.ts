/**
 * Resumable uploads to the site's own tus 1.0.0 server (core-video/php/tus-server.php), with
 * tus-js-client: a dropped connection costs at most the chunk in flight, retried after the
 * given delays, and an upload that a host refuses in one piece goes on in smaller ones.
 *
 * - The creation carries the editor's REST nonce; every later request carries only the
 *   upload's token, in the address the server answered (a long upload outlives the nonce, and
 *   WordPress refuses a stale nonce before our route runs).
 * - A 413 on a chunk (a web server in front takes less than PHP: nginx takes 1 MB by default)
 *   goes on from where the upload stands with half the chunk, down to MIN_CHUNK.
 * - A 405 or 501 on a PATCH (hosts and firewalls that refuse the method) goes on with POST and
 *   `X-HTTP-Method-Override`.
 * - One upload runs at a time; the others wait their turn (inTurn()).
 * - Each failure has its own message (describeUploadError()): too large, not a video, busy,
 *   damaged on the way, expired, not allowed, the network.
 */
import * as tus from 'tus-js-client';
import { __, sprintf } from '@wordpress/i18n';

/** Retry delays of an upload, in milliseconds (the seed's generic client). */
export const RETRY_DELAYS = [ 0, 1000, 3000, 5000 ];

/** Retry delays of a video upload, in milliseconds (the seed's video uploader). */
export const VIDEO_RETRY_DELAYS = [ 0, 1000, 3000, 5000, 10000 ];

/** The smallest chunk a 413 makes the upload go down to. */
export const MIN_CHUNK = 64 * 1024;

/** What went wrong with an upload. */
export type UploadErrorKind =
	| 'too-large'
	| 'wrong-type'
	| 'busy'
	| 'corrupt'
	| 'expired'
	| 'forbidden'
	| 'network'
	| 'server';

/** A failed upload, told to the user. */
export interface UploadError {
	kind: UploadErrorKind;
	/** The message to show. */
	message: string;
	/** What to do about it, when there is something. */
	hint?: string;
	/** The HTTP status, when there was an answer. */
	status?: number;
}

/** The media library's copy of a finished upload. */
export interface UploadedMedia {
	id: number;
	url: string;
}

/**
 * The server's JSON error, if the body is one.
 *
 * @param body The answer's body.
 */
function serverError( body: string ): { message?: string; hint?: string } {
	try {
		const json = JSON.parse( body ) as {
			message?: unknown;
			data?: { hint?: unknown };
		};
		return {
			message:
				typeof json?.message === 'string' && json.message
					? json.message
					: undefined,
			hint:
				typeof json?.data?.hint === 'string' && json.data.hint
					? json.data.hint
					: undefined,
		};
	} catch {
		return {};
	}
}

/**
 * What an answer (or its absence) means for the user.
 *
 * @param status The HTTP status; 0 or undefined when no answer came.
 * @param body   The answer's body.
 * @return The error.
 */
export function describeUploadError(
	status: number | undefined,
	body = ''
): UploadError {
	if ( ! status ) {
		return {
			kind: 'network',
			message: __(
				'The connection to the site was lost. Check your network connection, then try again: the upload goes on from where it stopped.',
				'blockpack'
			),
		};
	}
	const server = serverError( body );
	const of = (
		kind: UploadErrorKind,
		message: string,
		hint?: string
	): UploadError => ( {
		kind,
		message: server.message ?? message,
		...( ( server.hint ?? hint ) ? { hint: server.hint ?? hint } : {} ),
		status,
	} );
	switch ( status ) {
		case 413:
			return of(
				'too-large',
				__( 'This video is larger than the site accepts.', 'blockpack' )
			);
		case 415:
			return of(
				'wrong-type',
				__(
					'The format of the video you uploaded is not supported.',
					'blockpack'
				),
				__( 'Check the recommended video settings.', 'blockpack' )
			);
		case 423:
			return of(
				'busy',
				__(
					'Another request is writing this upload. Try again in a moment.',
					'blockpack'
				)
			);
		case 460:
			return of(
				'corrupt',
				__(
					'Parts of the video kept arriving damaged. Try again, or from another network.',
					'blockpack'
				)
			);
		case 404:
		case 410:
			return of(
				'expired',
				__(
					'This upload has expired. Please upload the video again.',
					'blockpack'
				)
			);
		case 401:
		case 403:
			return of(
				'forbidden',
				__(
					'Sorry, you are not allowed to upload videos to this site.',
					'blockpack'
				)
			);
		default:
			return {
				kind: 'server',
				message:
					server.message ??
					sprintf(
						/* translators: %d: an HTTP status code, such as 500. */
						__(
							'The site could not take the video (error %d). Try again.',
							'blockpack'
						),
						status
					),
				status,
			};
	}
}

/**
 * Whether tus-js-client should send a failed request again: when no answer came, or the
 * answer says the same request may work later (a lock held, a damaged chunk, a wrong offset
 * after a lost answer, a server error).
 *
 * @param status The HTTP status; 0 when no answer came.
 */
export function shouldRetry( status: number ): boolean {
	return (
		! status ||
		[ 409, 423, 460 ].includes( status ) ||
		( status >= 500 && ! [ 501 ].includes( status ) )
	);
}

/**
 * The chunk to go on with after a 413: half, not below MIN_CHUNK; null when it cannot shrink.
 *
 * @param size The chunk that was refused.
 */
export function smallerChunk( size: number ): number | null {
	if ( size <= MIN_CHUNK ) {
		return null;
	}
	return Math.max( MIN_CHUNK, Math.floor( size / 2 ) );
}

/**
 * The media library's copy named by an answer's headers, if any.
 *
 * @param header Reads a header of the answer.
 */
export function mediaFromHeaders(
	header: ( name: string ) => string | undefined | null
): UploadedMedia | null {
	const id = Number( header( 'Blockpack-Media-Id' ) );
	const url = header( 'Blockpack-Media-Url' ) ?? '';
	return Number.isInteger( id ) && id > 0 && url ? { id, url } : null;
}

let queue: Promise< unknown > = Promise.resolve();

/**
 * Runs uploads one at a time: `run` starts once every run queued before it has settled.
 *
 * @param run Starts an upload; settles when it has ended (done, failed or cancelled).
 * @return What `run` settles with.
 */
export function inTurn< T >( run: () => Promise< T > ): Promise< T > {
	const next = queue.then( run, run );
	queue = next.catch( () => undefined );
	return next;
}

export interface ResumableUploadOptions {
	/** The uploads' route (`…/blockpack/v1/video/uploads`), absolute. */
	endpoint: string;
	/** The user's REST nonce, for the creation only. */
	nonce: string;
	/**
	 * More headers for the creation only. A browser sends the user's cookies itself; a script
	 * outside one (the bench, the tests) names them here.
	 */
	creationHeaders?: Record< string, string >;
	/** What to upload. */
	file: File | Blob | Buffer;
	/** Its name and type, as the browser gave them. */
	fileName: string;
	fileType: string;
	/** The post the upload is for, if any. */
	postId?: number;
	/** The chunk size the server asks for (its answer to OPTIONS, or the editor data). */
	chunkSize: number;
	/** Retry delays (RETRY_DELAYS by default). */
	retryDelays?: number[];
	onProgress?: ( sent: number, total: number ) => void;
	onSuccess?: ( media: UploadedMedia ) => void;
	onError?: ( error: UploadError ) => void;
}

export interface ResumableUpload {
	/** Starts, or goes on after a pause. */
	start: () => void;
	/** Stops after the request in flight; start() goes on from there. */
	pause: () => Promise< void >;
	/** Stops and deletes the upload on the server. */
	cancel: () => Promise< void >;
	/** The chunk size in use now (smaller after a host refused one). */
	chunkSize: () => number;
}

/**
 * An upload that goes on through dropped connections and hosts' limits.
 *
 * @param options The upload.
 */
export function createResumableUpload(
	options: ResumableUploadOptions
): ResumableUpload {
	let chunk = Math.max( MIN_CHUNK, options.chunkSize );
	let override = false;
	let url: string | null = null;
	let media: UploadedMedia | null = null;
	let current: tus.Upload | null = null;

	const build = (): tus.Upload =>
		new tus.Upload( options.file, {
			endpoint: options.endpoint,
			uploadUrl: url,
			chunkSize: chunk,
			retryDelays: options.retryDelays ?? RETRY_DELAYS,
			overridePatchMethod: override,
			storeFingerprintForResuming: false,
			metadata: {
				filename: options.fileName,
				filetype: options.fileType,
				...( options.postId ? { post: String( options.postId ) } : {} ),
			},
			onBeforeRequest: ( req ) => {
				if (
					req.getMethod() !== 'POST' ||
					req.getURL() !== options.endpoint
				) {
					return;
				}
				if ( options.nonce ) {
					req.setHeader( 'X-WP-Nonce', options.nonce );
				}
				for ( const [ name, value ] of Object.entries(
					options.creationHeaders ?? {}
				) ) {
					req.setHeader( name, value );
				}
			},
			onAfterResponse: ( _req, res ) => {
				media =
					mediaFromHeaders( ( name ) => res.getHeader( name ) ) ??
					media;
			},
			onUploadUrlAvailable: () => {
				url = current?.url ?? url;
			},
			onShouldRetry: ( error ) =>
				shouldRetry( error.originalResponse?.getStatus() ?? 0 ),
			onProgress: ( sent, total ) => options.onProgress?.( sent, total ),
			onSuccess: () => {
				if ( media ) {
					options.onSuccess?.( media );
				} else {
					options.onError?.( describeUploadError( 500 ) );
				}
			},
			onError: ( error ) => {
				const response = ( error as tus.DetailedError )
					.originalResponse;
				const status = response?.getStatus() ?? 0;
				const patching = url !== null;
				if ( patching && status === 413 ) {
					const smaller = smallerChunk( chunk );
					if ( smaller ) {
						chunk = smaller;
						restart();
						return;
					}
				}
				if (
					patching &&
					! override &&
					[ 405, 501 ].includes( status )
				) {
					override = true;
					restart();
					return;
				}
				options.onError?.(
					describeUploadError( status, response?.getBody() ?? '' )
				);
			},
		} );

	const restart = () => {
		current = build();
		current.start();
	};

	return {
		start: () => {
			if ( ! current ) {
				current = build();
			}
			current.start();
		},
		pause: async () => {
			await current?.abort( false );
			url = current?.url ?? url;
			// The next start() asks the server where the upload stands (HEAD).
			current = null;
		},
		cancel: async () => {
			const upload = current;
			current = null;
			if ( upload ) {
				await upload.abort( true ).catch( () => undefined );
			} else if ( url ) {
				await tus.Upload.terminate( url, {} ).catch( () => undefined );
			}
		},
		chunkSize: () => chunk,
	};
}
