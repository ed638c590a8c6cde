/**
 * The placeholder of an empty image block (Slideshow, Tiled Gallery): drag images, upload new
 * ones or pick several from the library; images only. Also the editor's `mediaUpload` setting
 * (its type and the hook that reads it), which both blocks call to add dropped or uploaded files.
 */
import {
	MediaPlaceholder,
	store as blockEditorStore,
	useBlockProps,
} from '@wordpress/block-editor';
import { useSelect } from '@wordpress/data';
import { __ } from '@wordpress/i18n';
import { gallery as icon } from '@wordpress/icons';

/** The block editor's `mediaUpload` setting, as the image blocks call it. */
export type MediaUploadFn< Media > = ( options: {
	allowedTypes: string[];
	filesList: FileList | File[];
	onFileChange: ( media: Media[] ) => void;
	onError: ( message: string ) => void;
} ) => void;

/**
 * The block editor's `mediaUpload` setting, with which the image blocks upload dropped or
 * picked files.
 *
 * @return The setting; undefined where the editor offers no uploads.
 */
export function useMediaUpload< Media >(): MediaUploadFn< Media > | undefined {
	return useSelect(
		( select ) =>
			(
				select( blockEditorStore ).getSettings() as {
					mediaUpload?: MediaUploadFn< Media >;
				}
			 ).mediaUpload,
		[]
	);
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
