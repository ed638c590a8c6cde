/**
 * The Tiled Gallery in the editor: a media placeholder when empty; with images, the gallery laid
 * out against its real measured width, with a toolbar (edit gallery, filter), a settings panel,
 * per-image controls, an upload button and a drop zone.
 */
import {
	store as blockEditorStore,
	useBlockProps,
} from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { DropZone, FormFileUpload } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { useEffect, useMemo, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { ImagesPlaceholder, useImageUploads } from '@shared/images-placeholder';
import {
	isRealResize,
	shouldRecordWidths,
	widthsFitShape,
} from '../column-widths';
import { GalleryLayout } from '../layout/markup';
import {
	columnWidths as computeWidths,
	defaultColumns,
	galleryShape,
	isSquareishLayout,
	layoutFromClassName,
} from '../layout/mosaic';
import { imageFromMedia, moveImage, type MediaItem } from '../media';
import type { TiledGalleryAttributes, TiledGalleryImage } from '../types';
import { GallerySettings, GalleryToolbar } from './controls';
import GalleryItem from './gallery-item';

export default function Edit( {
	attributes,
	setAttributes,
	isSelected,
	clientId,
}: BlockEditProps< TiledGalleryAttributes > ) {
	const {
		align,
		className,
		columnWidths,
		imageCrop = true,
		imageFilter,
		images,
		linkTo = 'none',
		roundedCorners = 0,
	} = attributes;
	const layout = layoutFromClassName( className );
	const columns = attributes.columns ?? defaultColumns( images.length );
	const blockProps = useBlockProps( {
		className: imageCrop ? undefined : 'is-not-cropped',
	} );
	const { upload, showError } = useImageUploads< MediaItem >();
	const { getBlockAttributes } = useSelect(
		( select ) =>
			select( blockEditorStore ) as {
				getBlockAttributes: (
					id: string
				) => TiledGalleryAttributes | null;
			},
		[]
	);

	const [ selectedImage, setSelectedImage ] = useState< number | null >(
		null
	);
	// Whether the user changed the gallery in this session: only then are widths recorded.
	const [ changed, setChanged ] = useState( false );
	const [ width, setWidth ] = useState< number | null >( null );
	const lastWidth = useRef< number | null >( null );
	const galleryRef = useRef< HTMLDivElement | null >( null );

	// Image selection resets when the block is deselected.
	useEffect( () => {
		if ( ! isSelected ) {
			setSelectedImage( null );
		}
	}, [ isSelected ] );

	// A change of layout, columns or alignment is a change of the gallery.
	const layoutKey = `${ className }|${ attributes.columns }|${ align }`;
	const firstLayoutKey = useRef( layoutKey );
	useEffect( () => {
		if ( layoutKey !== firstLayoutKey.current ) {
			setChanged( true );
		}
	}, [ layoutKey ] );

	// Lay out against the gallery's real width (inside Row, Stack or Columns too).
	const hasImages = images.length > 0;
	useEffect( () => {
		const element = galleryRef.current;
		if ( ! element || typeof ResizeObserver === 'undefined' ) {
			return undefined;
		}
		const measure = ( next: number ) => {
			if ( isRealResize( lastWidth.current, next ) ) {
				lastWidth.current = next;
				setWidth( next );
			}
		};
		const observer = new ResizeObserver( ( entries ) => {
			for ( const entry of entries ) {
				measure( entry.contentRect.width );
			}
		} );
		measure( element.clientWidth );
		observer.observe( element );
		return () => observer.disconnect();
	}, [ hasImages ] );

	const shape = useMemo(
		() => galleryShape( images, { layout, columns, align } ),
		[ images, layout, columns, align ]
	);
	const liveWidths = useMemo(
		() =>
			width && ! isSquareishLayout( layout )
				? computeWidths( shape, images, width )
				: [],
		[ width, shape, images, layout ]
	);

	useEffect( () => {
		if ( ! width ) {
			return;
		}
		const computed = liveWidths;
		if (
			shouldRecordWidths( {
				changed,
				saved: columnWidths,
				computed,
				shape,
			} )
		) {
			setAttributes( { columnWidths: computed } );
		}
	}, [ liveWidths, changed, columnWidths, shape, width, setAttributes ] );

	const setImages = ( next: TiledGalleryImage[] ) => {
		setChanged( true );
		setAttributes( {
			images: next,
			ids: next.map( ( image ) => Number( image.id ) ),
			...( attributes.columns
				? {
						columns: Math.max(
							1,
							Math.min( attributes.columns, next.length )
						),
					}
				: {} ),
		} );
	};

	const onSelectImages = ( media: MediaItem[] ) => {
		const next = media.map( ( item ) => {
			const image = imageFromMedia( item );
			const existing = images.find(
				( old ) => String( old.id ) === String( image.id )
			);
			return existing?.customLink
				? { ...image, customLink: existing.customLink }
				: image;
		} );
		setImages( next );
	};

	const addFiles = ( files: FileList | File[] ) => {
		// One upload a file, so that each image takes its place as soon as it is in.
		Array.from( files ).forEach( ( file ) => {
			let previousUrl: string | undefined;
			upload?.( [ file ], ( [ media ] ) => {
				if ( ! media ) {
					return;
				}
				const current = getBlockAttributes( clientId )?.images ?? [];
				const index = previousUrl
					? current.findIndex(
							( image ) => image.url === previousUrl
						)
					: -1;
				if ( previousUrl && index === -1 ) {
					return; // Removed while it was uploading.
				}
				const image = imageFromMedia( media );
				previousUrl = image.url;
				setImages(
					index === -1
						? [ ...current, image ]
						: current.map( ( old, i ) =>
								i === index ? image : old
							)
				);
			} );
		} );
	};

	if ( ! images.length ) {
		return (
			<ImagesPlaceholder
				blockProps={ blockProps }
				title={ __( 'Tiled Gallery', 'blockpack' ) }
				onSelectImages={ onSelectImages }
				onFiles={ addFiles }
				onError={ showError }
			/>
		);
	}

	return (
		<div { ...blockProps }>
			<GalleryToolbar
				images={ images }
				imageFilter={ imageFilter }
				onSelectImages={ ( media ) =>
					onSelectImages( media as MediaItem[] )
				}
				onFilterChange={ ( filter ) => {
					setAttributes( { imageFilter: filter } );
					setSelectedImage( null );
				} }
			/>
			<GallerySettings
				layout={ layout }
				imageCount={ images.length }
				columns={ columns }
				roundedCorners={ roundedCorners }
				imageCrop={ imageCrop }
				linkTo={ linkTo }
				onChange={ setAttributes }
			/>
			<GalleryLayout
				layout={ layout }
				images={ images }
				columns={ columns }
				align={ align }
				// Shown, never written on open: computed widths, else the saved ones that fit.
				columnWidths={
					liveWidths.length || ! widthsFitShape( columnWidths, shape )
						? liveWidths
						: columnWidths
				}
				roundedCorners={ roundedCorners }
				galleryRef={ galleryRef }
				renderItem={ ( image, index ) => (
					<GalleryItem
						key={ `${ image.id }-${ index }` }
						image={ image }
						index={ index }
						count={ images.length }
						imageFilter={ imageFilter }
						isSelected={ isSelected && selectedImage === index }
						onSelect={ () => setSelectedImage( index ) }
						onMoveBackward={ () => {
							setImages( moveImage( images, index, index - 1 ) );
							setSelectedImage( Math.max( 0, index - 1 ) );
						} }
						onMoveForward={ () => {
							setImages( moveImage( images, index, index + 1 ) );
							setSelectedImage(
								Math.min( images.length - 1, index + 1 )
							);
						} }
						onRemove={ () => {
							setSelectedImage( null );
							setImages(
								images.filter( ( _, i ) => i !== index )
							);
						} }
					/>
				) }
			>
				<DropZone onFilesDrop={ addFiles } />
				{ isSelected && (
					<div className="tiled-gallery__add-item">
						<FormFileUpload
							__next40pxDefaultSize
							multiple
							accept="image/*"
							icon="insert"
							onChange={ ( event ) => {
								if ( event.currentTarget.files ) {
									addFiles( event.currentTarget.files );
								}
							} }
						>
							{ __( 'Upload an image', 'blockpack' ) }
						</FormFileUpload>
					</div>
				) }
			</GalleryLayout>
		</div>
	);
}
