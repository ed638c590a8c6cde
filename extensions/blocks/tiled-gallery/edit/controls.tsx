/**
 * Toolbar (edit gallery, image filter) and settings panel (columns, rounded corners, crop,
 * link to).
 */
import {
	BlockControls,
	InspectorControls,
	MediaUpload,
	MediaUploadCheck,
} from '@wordpress/block-editor';
import {
	PanelBody,
	ToolbarButton,
	ToolbarDropdownMenu,
	ToolbarGroup,
} from '@wordpress/components';
import { RangeControl, SelectControl, ToggleControl } from '@shared/controls';
import { __ } from '@wordpress/i18n';
import { pencil as editIcon, color as filterIcon } from '@wordpress/icons';
import { IMAGE_TYPES } from '@shared/images-placeholder';
import {
	MAX_COLUMNS,
	MAX_ROUNDED_CORNERS,
	type LayoutStyle,
} from '../layout/mosaic';
import type { TiledGalleryImage } from '../types';

/** The filters, `''` being the original. */
export function filterOptions(): Array< { value: string; label: string } > {
	return [
		{ value: '', label: __( 'Original', 'blockpack' ) },
		{
			value: 'black-and-white',
			label: __( 'Black and White', 'blockpack' ),
		},
		{ value: 'sepia', label: __( 'Sepia', 'blockpack' ) },
		{ value: '1977', label: '1977' },
		{ value: 'clarendon', label: __( 'Clarendon', 'blockpack' ) },
		{ value: 'gingham', label: __( 'Gingham', 'blockpack' ) },
	];
}

type ToolbarProps = {
	images: TiledGalleryImage[];
	imageFilter?: string;
	onSelectImages: ( media: Array< Record< string, unknown > > ) => void;
	onFilterChange: ( filter: string | undefined ) => void;
};

export function GalleryToolbar( {
	images,
	imageFilter,
	onSelectImages,
	onFilterChange,
}: ToolbarProps ) {
	if ( ! images.length ) {
		return null;
	}
	return (
		<BlockControls>
			<ToolbarGroup>
				<MediaUploadCheck>
					<MediaUpload
						allowedTypes={ IMAGE_TYPES }
						multiple
						gallery
						value={ images.map( ( image ) => Number( image.id ) ) }
						onSelect={ onSelectImages }
						render={ ( { open }: { open: () => void } ) => (
							<ToolbarButton
								icon={ editIcon }
								label={ __( 'Edit gallery', 'blockpack' ) }
								onClick={ open }
							/>
						) }
					/>
				</MediaUploadCheck>
			</ToolbarGroup>
			<ToolbarGroup>
				<ToolbarDropdownMenu
					icon={ filterIcon }
					label={ __( 'Pick an image filter', 'blockpack' ) }
					controls={ filterOptions().map( ( { value, label } ) => ( {
						title: label,
						isActive: ( imageFilter ?? '' ) === value,
						role: 'menuitemradio',
						onClick: () => onFilterChange( value || undefined ),
					} ) ) }
				/>
			</ToolbarGroup>
		</BlockControls>
	);
}

type SettingsProps = {
	layout: LayoutStyle;
	imageCount: number;
	columns: number;
	roundedCorners: number;
	imageCrop: boolean;
	linkTo: string;
	onChange: ( attributes: Record< string, unknown > ) => void;
};

export function GallerySettings( {
	layout,
	imageCount,
	columns,
	roundedCorners,
	imageCrop,
	linkTo,
	onChange,
}: SettingsProps ) {
	return (
		<InspectorControls>
			<PanelBody title={ __( 'Tiled gallery settings', 'blockpack' ) }>
				{ layout !== 'rectangular' && imageCount > 1 && (
					<RangeControl
						label={ __( 'Columns', 'blockpack' ) }
						value={ columns }
						min={ 1 }
						max={ Math.min( MAX_COLUMNS, imageCount ) }
						onChange={ ( value ) => onChange( { columns: value } ) }
					/>
				) }
				{ layout !== 'circle' && (
					<RangeControl
						label={ __( 'Rounded corners', 'blockpack' ) }
						value={ roundedCorners }
						min={ 0 }
						max={ MAX_ROUNDED_CORNERS }
						onChange={ ( value ) =>
							onChange( { roundedCorners: value ?? 0 } )
						}
					/>
				) }
				<ToggleControl
					label={ __( 'Crop images', 'blockpack' ) }
					help={ __(
						'Crop images to fill their tiles; off, whole images are shown.',
						'blockpack'
					) }
					checked={ imageCrop }
					onChange={ ( value ) => onChange( { imageCrop: value } ) }
				/>
				<SelectControl
					label={ __( 'Link to', 'blockpack' ) }
					value={ linkTo as 'none' | 'media' | 'attachment' }
					options={ [
						{
							value: 'attachment',
							label: __( 'Attachment Page', 'blockpack' ),
						},
						{
							value: 'media',
							label: __( 'Media File', 'blockpack' ),
						},
						{ value: 'none', label: __( 'None', 'blockpack' ) },
					] }
					onChange={ ( value: string ) =>
						onChange( { linkTo: value } )
					}
				/>
			</PanelBody>
		</InspectorControls>
	);
}
