/**
 * The Video block while its file uploads to the site (video-upload.ts): the file's name and
 * size, a progress bar with the percent sent, Pause/Resume and Cancel; after a failure, what went
 * wrong (too large, not a video, busy, damaged, expired, not allowed, the network: each its own
 * message), Try again (it goes on where it stood) and Cancel. The upload starts when the block
 * shows with its file (chosen, dropped or pasted) and is cancelled if the block goes away. Once
 * the video is in the media library, the block holds it as core's Video block does.
 * Then, if it has no poster, one is made from a frame of the video (make-poster.ts).
 */
import {
	store as blockEditorStore,
	useBlockProps,
} from '@wordpress/block-editor';
import { Button } from '@wordpress/components';
import { useRegistry, useSelect } from '@wordpress/data';
import {
	createInterpolateElement,
	useEffect,
	useRef,
	useState,
} from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';
import { editorSelectors } from '@shared/editor-store';
import type { UploadError } from '@shared/upload';
import type { VideoAttributes } from '../attributes';
import { autoPoster } from './make-poster';
import { videoUpload, type VideoUpload } from './video-upload';

interface Props {
	attributes: VideoAttributes;
	setAttributes: ( next: Partial< VideoAttributes > ) => void;
	clientId: string;
}

type Phase = 'waiting' | 'uploading' | 'paused' | 'failed';

/**
 * A file size for people: kB, MB or GB, one decimal.
 *
 * @param bytes The size.
 */
export function formatSize( bytes: number ): string {
	const units = [ 'kilobyte', 'megabyte', 'gigabyte' ] as const;
	let value = bytes / 1000;
	let unit = 0;
	while ( value >= 1000 && unit < units.length - 1 ) {
		value /= 1000;
		unit++;
	}
	return new Intl.NumberFormat( undefined, {
		style: 'unit',
		unit: units[ unit ],
		maximumFractionDigits: 1,
	} ).format( value );
}

export default function VideoUploader( {
	attributes,
	setAttributes,
	clientId,
}: Props ) {
	const registry = useRegistry();
	const file = attributes.fileForImmediateUpload as File;
	const postId = useSelect(
		( select ) =>
			Number( editorSelectors( select ).getCurrentPostId?.() ) ||
			undefined,
		[]
	);
	const [ phase, setPhase ] = useState< Phase >( 'waiting' );
	const [ percent, setPercent ] = useState( 0 );
	const [ error, setError ] = useState< UploadError | null >( null );
	const upload = useRef< VideoUpload | null >( null );

	useEffect( () => {
		const current = videoUpload( file, postId, {
			onStart: () => setPhase( 'uploading' ),
			onProgress: ( sent, total ) =>
				setPercent( total ? Math.floor( ( sent / total ) * 100 ) : 0 ),
			onSuccess: ( media ) => {
				upload.current = null;
				setAttributes( {
					id: media.id,
					src: media.url,
					fileForImmediateUpload: null,
				} );
				// The block, now core's, gets a poster made from a frame when it has none.
				void autoPoster(
					{
						attributes: () =>
							registry
								.select( blockEditorStore )
								.getBlockAttributes(
									clientId
								) as VideoAttributes | null,
						setPoster: ( poster ) =>
							registry
								.dispatch( blockEditorStore )
								.updateBlockAttributes( clientId, { poster } ),
						notify: ( message ) =>
							registry
								.dispatch( noticesStore )
								.createNotice( 'info', message, {
									type: 'snackbar',
									id: `blockpack-video-poster-${ clientId }`,
								} ),
					},
					postId
				);
			},
			onError: ( failure ) => {
				setError( failure );
				setPhase( 'failed' );
			},
		} );
		upload.current = current;
		current.start();
		// A block removed while its file uploads: stop, and delete what was sent.
		return () => {
			void upload.current?.cancel();
		};
		// The upload belongs to this file and this block.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ file ] );

	const cancel = () => {
		const current = upload.current;
		upload.current = null;
		void current?.cancel();
		setAttributes( { fileForImmediateUpload: null } );
	};
	const pauseOrResume = () => {
		if ( phase === 'paused' ) {
			setPhase( 'waiting' );
			upload.current?.start();
		} else {
			setPhase( 'paused' );
			void upload.current?.pause();
		}
	};
	const tryAgain = () => {
		setError( null );
		setPhase( 'waiting' );
		upload.current?.start();
	};

	const blockProps = useBlockProps( { className: 'blockpack-video-upload' } );
	if ( phase === 'failed' && error ) {
		return (
			<div { ...blockProps }>
				<div className="blockpack-video-upload__error" role="alert">
					<p>
						{ error.message }
						{ error.hint && <> { error.hint }</> }
					</p>
				</div>
				<div className="blockpack-video-upload__actions">
					<Button variant="primary" onClick={ tryAgain }>
						{ __( 'Try again', 'blockpack' ) }
					</Button>
					<Button variant="secondary" onClick={ cancel }>
						{ __( 'Cancel', 'blockpack' ) }
					</Button>
				</div>
			</div>
		);
	}
	return (
		<div { ...blockProps }>
			<p className="blockpack-video-upload__file">
				{ createInterpolateElement(
					sprintf(
						/* translators: %s: a video's file name. */
						__( 'Uploading <strong>%s</strong>', 'blockpack' ),
						file.name.replace( /</g, '‹' )
					),
					{ strong: <strong /> }
				) }
				{ ' — ' }
				<span className="blockpack-video-upload__size">
					{ formatSize( file.size ) }
				</span>
			</p>
			<div
				className="blockpack-video-upload__progress"
				role="progressbar"
				aria-label={ __( 'Upload progress', 'blockpack' ) }
				aria-valuemin={ 0 }
				aria-valuemax={ 100 }
				aria-valuenow={ percent }
			>
				<div
					className="blockpack-video-upload__progress-loaded"
					style={ { width: `${ percent }%` } }
				/>
			</div>
			<div className="blockpack-video-upload__actions">
				<span className="blockpack-video-upload__percent">
					{ phase === 'waiting' && percent === 0
						? __( 'Waiting for the other uploads…', 'blockpack' )
						: `${ percent }%` }
				</span>
				<Button variant="link" onClick={ pauseOrResume }>
					{ phase === 'paused'
						? __( 'Resume', 'blockpack' )
						: __( 'Pause', 'blockpack' ) }
				</Button>
				<Button variant="link" onClick={ cancel }>
					{ __( 'Cancel', 'blockpack' ) }
				</Button>
			</div>
		</div>
	);
}
