/**
 * The block's sidebar panels (Autoplay, Effects, Image Settings) and toolbar (edit the slides,
 * upload images).
 */
import {
	BlockControls,
	InspectorControls,
	MediaUpload,
	MediaUploadCheck,
} from '@wordpress/block-editor';
import {
	FormFileUpload,
	Notice,
	PanelBody,
	ToolbarButton,
	ToolbarGroup,
} from '@wordpress/components';
import { RangeControl, SelectControl, ToggleControl } from '@shared/controls';
import { __ } from '@wordpress/i18n';
import { pencil as editIcon, upload as uploadIcon } from '@wordpress/icons';
import { IMAGE_TYPES } from '@shared/images-placeholder';
import { MAX_DELAY, MIN_DELAY, clampDelay } from '../swiper-options';
import type { MediaItem } from '../images';
import type { SlideshowAttributes } from '../types';

interface PanelsProps {
	attributes: SlideshowAttributes;
	setAttributes: ( next: Partial< SlideshowAttributes > ) => void;
	imageSizes: Array< { slug: string; name: string } >;
	onChangeImageSize: ( slug: string ) => void;
	reducedMotion: boolean;
}

export function Panels( {
	attributes: { autoplay, delay, effect, sizeSlug },
	setAttributes,
	imageSizes,
	onChangeImageSize,
	reducedMotion,
}: PanelsProps ) {
	return (
		<InspectorControls>
			<PanelBody title={ __( 'Autoplay', 'blockpack' ) }>
				<ToggleControl
					label={ __( 'Autoplay', 'blockpack' ) }
					help={ __( 'Autoplay between slides', 'blockpack' ) }
					checked={ !! autoplay }
					onChange={ ( value ) =>
						setAttributes( { autoplay: value } )
					}
				/>
				{ autoplay && (
					<RangeControl
						label={ __(
							'Delay between transitions (in seconds)',
							'blockpack'
						) }
						value={ clampDelay( delay ) }
						onChange={ ( value ) =>
							setAttributes( { delay: clampDelay( value ) } )
						}
						min={ MIN_DELAY }
						max={ MAX_DELAY }
					/>
				) }
				{ reducedMotion && (
					<Notice status="info" isDismissible={ false }>
						{ __(
							'Autoplay is off because this device is set to reduce motion.',
							'blockpack'
						) }
					</Notice>
				) }
			</PanelBody>
			<PanelBody title={ __( 'Effects', 'blockpack' ) }>
				<SelectControl
					label={ __( 'Transition effect', 'blockpack' ) }
					value={ effect === 'fade' ? 'fade' : 'slide' }
					onChange={ ( value: string ) =>
						setAttributes( { effect: value } )
					}
					options={ [
						{ label: __( 'Slide', 'blockpack' ), value: 'slide' },
						{ label: __( 'Fade', 'blockpack' ), value: 'fade' },
					] }
				/>
			</PanelBody>
			{ imageSizes.length > 0 && (
				<PanelBody title={ __( 'Image Settings', 'blockpack' ) }>
					<SelectControl
						label={ __( 'Image Size', 'blockpack' ) }
						value={ sizeSlug }
						onChange={ onChangeImageSize }
						options={ imageSizes.map( ( { slug, name } ) => ( {
							value: slug,
							label: name,
						} ) ) }
					/>
				</PanelBody>
			) }
		</InspectorControls>
	);
}

interface ToolbarProps {
	ids: number[];
	onSelectImages: ( media: MediaItem[] ) => void;
	onUpload: ( files: FileList ) => void;
}

export function Toolbar( { ids, onSelectImages, onUpload }: ToolbarProps ) {
	return (
		<BlockControls>
			<MediaUploadCheck>
				<ToolbarGroup>
					<MediaUpload
						onSelect={ ( media: MediaItem | MediaItem[] ) =>
							onSelectImages(
								Array.isArray( media ) ? media : [ media ]
							)
						}
						allowedTypes={ IMAGE_TYPES }
						multiple
						gallery
						value={ ids }
						render={ ( { open } ) => (
							<ToolbarButton
								label={ __( 'Edit Slideshow', 'blockpack' ) }
								icon={ editIcon }
								onClick={ open }
							/>
						) }
					/>
					<FormFileUpload
						multiple
						accept="image/*"
						onChange={ ( event ) => {
							if ( event.currentTarget.files?.length ) {
								onUpload( event.currentTarget.files );
							}
						} }
						render={ ( { openFileDialog } ) => (
							<ToolbarButton
								label={ __( 'Upload an image', 'blockpack' ) }
								icon={ uploadIcon }
								onClick={ openFileDialog }
							/>
						) }
					/>
				</ToolbarGroup>
			</MediaUploadCheck>
		</BlockControls>
	);
}
