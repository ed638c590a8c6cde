/**
 * The Slideshow block in the editor: a media placeholder (images only) until there are images,
 * then the carousel, with the sidebar panels and the toolbar. Post saving is locked while images
 * upload (while any slide still shows a local `blob:` preview).
 */
import {
	store as blockEditorStore,
	useBlockProps,
} from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { DropZone } from '@wordpress/components';
import { useReducedMotion } from '@wordpress/compose';
import { store as coreStore } from '@wordpress/core-data';
import { useRegistry, useSelect } from '@wordpress/data';
import { useCallback, useEffect, useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { ImagesPlaceholder, useImageUploads } from '@shared/images-placeholder';
import {
	defaultSizeSlug,
	isBlobUrl,
	resizeImages,
	slideFromMedia,
	withIds,
	type MediaItem,
} from '../images';
import type { SlideImage, SlideshowAttributes } from '../types';
import Carousel from './carousel';
import { Panels, Toolbar } from './controls';
import { usePostSavingLock } from '@shared/editor-store';

/**
 * Whether any slide is still uploading.
 *
 * @param images The slides.
 * @return True while a slide shows a `blob:` preview.
 */
export function isUploading( images: SlideImage[] ): boolean {
	return images.some( ( { url } ) => isBlobUrl( url ) );
}

export default function SlideshowEdit( {
	attributes,
	setAttributes,
	clientId,
}: BlockEditProps< SlideshowAttributes > ) {
	const { images = [], ids = [], sizeSlug } = attributes;
	const blockProps = useBlockProps();
	const registry = useRegistry();
	const reducedMotion = !! useReducedMotion();
	const imageSizes =
		useSelect(
			( select ) =>
				(
					select( blockEditorStore ).getSettings() as {
						imageSizes?: Array< { slug: string; name: string } >;
					}
				 ).imageSizes,
			[]
		) ?? [];
	const { upload, showError } = useImageUploads< MediaItem >(
		`blockpack-slideshow-${ clientId }`
	);

	const setImages = useCallback(
		( next: SlideImage[] ) => setAttributes( withIds( next ) ),
		[ setAttributes ]
	);

	// Blocks saved before the size setting existed showed full-size images.
	useEffect( () => {
		if ( ! sizeSlug ) {
			(
				registry.dispatch( blockEditorStore ) as {
					__unstableMarkNextChangeAsNotPersistent?: () => void;
				}
			 ).__unstableMarkNextChangeAsNotPersistent?.();
			setAttributes( { sizeSlug: defaultSizeSlug( images ) } );
		}
		// Once, for the block as it was opened.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [] );

	// No saving while images upload: the post would keep `blob:` addresses.
	const uploading = isUploading( images );
	usePostSavingLock( uploading, `blockpack-slideshow-${ clientId }` );

	const onSelectImages = ( media: MediaItem[] ) =>
		setImages(
			media.map( ( item ) =>
				slideFromMedia( item, sizeSlug ?? defaultSizeSlug( [] ) )
			)
		);

	// Images added from files join the current ones; the latest list is read at each step.
	const imagesRef = useRef( images );
	imagesRef.current = images;
	const addFiles = ( files: FileList | File[] ) => {
		const before = imagesRef.current;
		upload?.( files, ( media ) =>
			setImages( [
				...before,
				...media.map( ( item ) =>
					slideFromMedia( item, sizeSlug ?? 'large' )
				),
			] )
		);
	};

	const onChangeImageSize = async ( slug: string ) => {
		setAttributes( { sizeSlug: slug } );
		const resolve = registry.resolveSelect( coreStore ) as unknown as {
			getEntityRecord: (
				kind: string,
				name: string,
				id: number
			) => Promise< MediaItem | undefined >;
		};
		const records = Object.fromEntries(
			await Promise.all(
				ids.map( async ( id ) => [
					id,
					await resolve
						.getEntityRecord( 'postType', 'attachment', id )
						.catch( () => undefined ),
				] )
			)
		);
		setImages( resizeImages( imagesRef.current, records, slug ) );
	};

	if ( images.length === 0 ) {
		return (
			<ImagesPlaceholder
				blockProps={ blockProps }
				title={ __( 'Slideshow', 'blockpack' ) }
				onSelectImages={ onSelectImages }
				onFiles={ addFiles }
				onError={ showError }
			/>
		);
	}

	return (
		<div { ...blockProps }>
			<Panels
				attributes={ attributes }
				setAttributes={ setAttributes }
				imageSizes={ imageSizes }
				onChangeImageSize={ onChangeImageSize }
				reducedMotion={ reducedMotion }
			/>
			<Toolbar
				ids={ ids }
				onSelectImages={ onSelectImages }
				onUpload={ addFiles }
			/>
			<Carousel
				attributes={ attributes }
				reducedMotion={ reducedMotion }
				onError={ showError }
			/>
			<DropZone onFilesDrop={ addFiles } />
		</div>
	);
}
