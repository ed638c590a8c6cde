/**
 * The placeholder of an empty image block (Slideshow, Tiled Gallery): drag images, upload new
 * ones or pick several from the library; images only. Also useImageUploads(), with which both
 * blocks add dropped or uploaded files through the editor's `mediaUpload` setting and show what
 * went wrong.
 */
import {
	MediaPlaceholder,
	store as blockEditorStore,
	useBlockProps,
} from '@wordpress/block-editor';
import { useDispatch, useSelect } from '@wordpress/data';
import { useCallback } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { gallery as icon } from '@wordpress/icons';
import { store as noticesStore } from '@wordpress/notices';

/** The block editor's `mediaUpload` setting, as the image blocks call it. */
type MediaUploadFn< Media > = ( options: {
	allowedTypes: string[];
	filesList: FileList | File[];
	onFileChange: ( media: Media[] ) => void;
	onError: ( message: string ) => void;
} ) => void;

/** What useImageUploads() gives an image block. */
export interface ImageUploads< Media > {
	/**
	 * Uploads images to the media library, images only; `onFileChange` gets the media as they
	 * change (a `blob:` preview first, then the library's). Undefined where the editor offers no
	 * uploads.
	 */
	upload?: (
		files: FileList | File[],
		onFileChange: ( media: Media[] ) => void
	) => void;
	/** Shows a failure as a snackbar (one at a time when the block names its notice). */
	showError: ( message: unknown ) => void;
}

/**
 * The block editor's `mediaUpload` setting, as an image block uploads dropped or picked files,
 * and the snackbar that says why one failed.
 *
 * @param noticeId The notice's id (a later failure replaces it), or none.
 * @return `{ upload, showError }`.
 */
export function useImageUploads< Media >(
	noticeId?: string
): ImageUploads< Media > {
	const mediaUpload = useSelect(
		( select ) =>
			(
				select( blockEditorStore ).getSettings() as {
					mediaUpload?: MediaUploadFn< Media >;
				}
			 ).mediaUpload,
		[]
	);
	const { createErrorNotice } = useDispatch( noticesStore );
	const showError = useCallback(
		( message: unknown ) =>
			createErrorNotice( String( message ), {
				...( noticeId ? { id: noticeId } : {} ),
				type: 'snackbar',
			} ),
		[ createErrorNotice, noticeId ]
	);
	const upload = useCallback(
		(
			files: FileList | File[],
			onFileChange: ( media: Media[] ) => void
		) =>
			mediaUpload?.( {
				allowedTypes: IMAGE_TYPES,
				filesList: files,
				onFileChange,
				onError: showError,
			} ),
		[ mediaUpload, showError ]
	);
	return { upload: mediaUpload ? upload : undefined, showError };
}

/** The media types the image blocks take. */
export const IMAGE_TYPES = [ 'image' ];

/**
 * Whether the placeholder handed over files rather than media items.
 *
 * @param media What the placeholder selected.
 * @return True for a FileList or a list of File.
 */
function isFiles( media: unknown ): media is FileList | File[] {
	return (
		( typeof FileList !== 'undefined' && media instanceof FileList ) ||
		( Array.isArray( media ) && media[ 0 ] instanceof File )
	);
}

/**
 * The placeholder, the whole content of the empty block.
 *
 * @param props                The props.
 * @param props.blockProps     The block's wrapper props (`useBlockProps()`).
 * @param props.title          The block's name, the placeholder's title.
 * @param props.onSelectImages Takes the images picked (or uploaded) as media items.
 * @param props.onFiles        Takes files when the placeholder hands over files.
 * @param props.onError        Shows an upload error.
 * @return The placeholder.
 */
export function ImagesPlaceholder< Media >( {
	blockProps,
	title,
	onSelectImages,
	onFiles,
	onError,
}: {
	blockProps: ReturnType< typeof useBlockProps >;
	title: string;
	onSelectImages: ( media: Media[] ) => void;
	onFiles: ( files: FileList | File[] ) => void;
	onError: ( message: string ) => void;
} ) {
	return (
		<div { ...blockProps }>
			<MediaPlaceholder
				icon={ icon }
				labels={ {
					title,
					instructions: __(
						'Drag images, upload new ones or select files from your library.',
						'blockpack'
					),
				} }
				onSelect={ ( media: unknown ) => {
					if ( isFiles( media ) ) {
						onFiles( media );
					} else {
						onSelectImages(
							( Array.isArray( media )
								? media
								: [ media ] ) as Media[]
						);
					}
				} }
				accept="image/*"
				allowedTypes={ IMAGE_TYPES }
				multiple
				onError={ onError }
			/>
		</div>
	);
}
