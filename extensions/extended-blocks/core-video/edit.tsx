/**
 * The Video block's editor, extended for uploads to the site: a file chosen in the block's
 * placeholder, dropped on it or on the editor (a `files` transform ahead of core's), or pasted,
 * goes to the site's tus server instead of one request to the media library, so that large
 * videos reach small hosts. While it uploads, the block shows the upload (upload/uploader.tsx,
 * loaded when first needed); otherwise it is core's editor, with our panels and, for a video of
 * the media library, our "Text tracks" dropdown (tracks/) in place of core's.
 */
import {
	useBlockEditContext,
	store as blockEditorStore,
} from '@wordpress/block-editor';
import { createBlock } from '@wordpress/blocks';
import { createHigherOrderComponent } from '@wordpress/compose';
import { useDispatch } from '@wordpress/data';
import { useEffect, useState, type ComponentType } from '@wordpress/element';
import { lazyEdit } from '@shared/lazy-edit';
import type { VideoAttributes } from './attributes';
import { getVideoEditorData } from './editor-data';

interface EditProps {
	attributes: VideoAttributes;
	setAttributes: ( next: Partial< VideoAttributes > ) => void;
	isSelected?: boolean;
	clientId: string;
}

const Uploader = lazyEdit< EditProps >(
	() =>
		import(
			/* webpackChunkName: "edit-core-video-upload" */ './upload/uploader'
		),
	{ minHeight: '120px' }
);

/**
 * A part of the block's editor loaded through import() when first shown, which shows nothing
 * while it loads, or if it cannot (core's editor is there).
 *
 * @param load `() => import( … )`.
 * @return The part.
 */
function lazyPart< P extends object >(
	load: () => Promise< { default: ComponentType< P > } >
) {
	let loaded: ComponentType< P > | undefined;
	return function LazyPart( props: P ) {
		const [ Loaded, setLoaded ] = useState( () => loaded );
		useEffect( () => {
			if ( Loaded ) {
				return;
			}
			let live = true;
			load().then(
				( module ) => {
					loaded = module.default;
					if ( live ) {
						setLoaded( () => module.default );
					}
				},
				() => undefined
			);
			return () => {
				live = false;
			};
		}, [ Loaded ] );
		return Loaded ? <Loaded { ...props } /> : null;
	};
}

/** The block's panels (panels/index.tsx), when a video is first selected. */
const Panels = lazyPart< EditProps >(
	() =>
		import(
			/* webpackChunkName: "edit-core-video-panels" */ './panels/index'
		)
);

/** The "Text tracks" toolbar dropdown (tracks/index.tsx), when a library video is selected. */
const Tracks = lazyPart< EditProps >(
	() =>
		import(
			/* webpackChunkName: "edit-core-video-tracks" */ './tracks/index'
		)
);

/** The block's player in the `jetpack/media-source` store, when a video first shows. */
const MediaSource = lazyPart< { clientId: string; src: string } >(
	() =>
		import(
			/* webpackChunkName: "edit-core-video-media-source" */ './media-source'
		)
);

/**
 * Core's edit (with our panels while the block is selected), or the upload while the block
 * holds a file to upload.
 *
 * @param CoreEdit core/video's edit.
 * @return The block's edit.
 */
export function withUploads( CoreEdit: ComponentType< EditProps > ) {
	return function VideoEdit( props: EditProps ) {
		if ( isFile( props.attributes.fileForImmediateUpload ) ) {
			return <Uploader { ...props } />;
		}
		const { src } = props.attributes;
		return (
			<>
				<CoreEdit { ...props } />
				{ src && (
					<MediaSource
						key={ src }
						clientId={ props.clientId }
						src={ src }
					/>
				) }
				{ props.isSelected && <Panels { ...props } /> }
				{ props.isSelected &&
					typeof props.attributes.id === 'number' &&
					! props.attributes.guid && <Tracks { ...props } /> }
			</>
		);
	};
}

/** Whether this user's videos go to the site's upload server. */
const canUpload = () => !! getVideoEditorData().endpoint;

/**
 * Whether a value is a file. The editor's canvas is an iframe: a file chosen there is of the
 * iframe's `File`, which `instanceof` in this window does not know.
 *
 * @param value A value.
 */
export const isFile = ( value: unknown ): value is File =>
	!! value &&
	typeof ( value as File ).size === 'number' &&
	typeof ( value as File ).name === 'string' &&
	typeof ( value as File ).slice === 'function';

/**
 * A FileList or an array of files, as a placeholder hands over an upload.
 *
 * @param value What the placeholder selected.
 */
const isFiles = ( value: unknown ): value is ArrayLike< File > =>
	!! value &&
	typeof ( value as ArrayLike< File > ).length === 'number' &&
	isFile( ( value as ArrayLike< File > )[ 0 ] );

type PlaceholderProps = {
	onSelect?: ( selected: unknown ) => void;
	[ key: string ]: unknown;
};

/**
 * Video placeholders hand a chosen or dropped file to the block, which uploads it; a pick from
 * the media library is core's.
 */
export const withVideoPlaceholder = createHigherOrderComponent(
	( Placeholder: ComponentType< PlaceholderProps > ) =>
		function VideoPlaceholder( props: PlaceholderProps ) {
			const { name, clientId } = useBlockEditContext();
			const { updateBlockAttributes } = useDispatch( blockEditorStore );
			if ( 'core/video' !== name || ! canUpload() ) {
				return <Placeholder { ...props } />;
			}
			return (
				<Placeholder
					{ ...props }
					handleUpload={ false }
					onSelect={ ( selected: unknown ) => {
						if ( ! isFiles( selected ) ) {
							props.onSelect?.( selected );
						} else if ( selected[ 0 ] ) {
							updateBlockAttributes( clientId, {
								fileForImmediateUpload: selected[ 0 ],
							} );
						}
					} }
				/>
			);
		},
	'withVideoPlaceholder'
);

/** Video files dropped or pasted in the editor: one Video block each, uploading. */
export const FILES_TRANSFORM = {
	type: 'files',
	// Ahead of core's (10), which uploads in one request.
	priority: 9,
	isMatch: ( files: File[] ) =>
		canUpload() &&
		files.every( ( file ) => file.type.startsWith( 'video/' ) ),
	transform: ( files: File[] ) =>
		files.map( ( file ) =>
			createBlock( 'core/video', { fileForImmediateUpload: file } )
		),
};
