/**
 * The map's toolbar (alignment: center, wide, full; add a marker) and sidebar: Colors, Map
 * Settings, Markers, Mapbox Access Token.
 */
import {
	BlockAlignmentToolbar,
	PanelColorSettings,
} from '@wordpress/block-editor';
import {
	BaseControl,
	Button,
	ExternalLink,
	PanelBody,
	ToolbarButton,
	ToolbarGroup,
} from '@wordpress/components';
import {
	RangeControl,
	TextControl,
	TextareaControl,
	ToggleControl,
} from '@shared/controls';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { mapMarker } from '@wordpress/icons';
import { MIN_HEIGHT, normalizeMapHeight } from '../height';
import { isZoomLocked, SINGLE_MARKER_ZOOM } from '../points';
import type { MapAttributes, MapPoint } from '../types';

export function MapToolbar( {
	align,
	onAlign,
	onAddMarker,
}: {
	align?: string;
	onAlign: ( align?: string ) => void;
	onAddMarker: () => void;
} ) {
	return (
		<>
			<BlockAlignmentToolbar
				value={ align as 'center' | 'wide' | 'full' | undefined }
				onChange={ onAlign }
				controls={ [ 'center', 'wide', 'full' ] }
			/>
			<ToolbarGroup>
				<ToolbarButton
					icon={ mapMarker }
					label={ __( 'Add a marker', 'blockpack' ) }
					onClick={ onAddMarker }
				/>
			</ToolbarGroup>
		</>
	);
}

/**
 * Whether the token field's value can be saved: not empty, not the current token.
 *
 * @param value   The field.
 * @param current The site's token.
 */
export function canSaveToken( value: string, current: string ): boolean {
	return value.trim() !== '' && value.trim() !== current;
}

function MarkersPanel( {
	points,
	onChange,
}: {
	points: MapPoint[];
	onChange: ( points: MapPoint[] ) => void;
} ) {
	const edit = ( index: number, change: Partial< MapPoint > ) =>
		onChange(
			points.map( ( p, i ) => ( i === index ? { ...p, ...change } : p ) )
		);
	return (
		<PanelBody title={ __( 'Markers', 'blockpack' ) } initialOpen={ false }>
			{ points.map( ( point, index ) => (
				<div
					className="wp-block-jetpack-map__marker-edit"
					key={ point.id ?? index }
				>
					<TextControl
						label={ __( 'Marker title', 'blockpack' ) }
						value={
							typeof point.title === 'string' ? point.title : ''
						}
						onChange={ ( title ) => edit( index, { title } ) }
					/>
					<TextareaControl
						label={ __( 'Marker caption', 'blockpack' ) }
						value={
							typeof point.caption === 'string'
								? point.caption
								: ''
						}
						onChange={ ( caption ) => edit( index, { caption } ) }
					/>
					<Button
						variant="link"
						isDestructive
						onClick={ () =>
							onChange( points.filter( ( _, i ) => i !== index ) )
						}
					>
						{ __( 'Delete Marker', 'blockpack' ) }
					</Button>
				</div>
			) ) }
		</PanelBody>
	);
}

function TokenPanel( {
	token,
	canManageKey,
	busy,
	onSet,
	onRemove,
}: {
	token: string;
	canManageKey: boolean;
	busy: boolean;
	onSet: ( token: string ) => void;
	onRemove: () => void;
} ) {
	const [ value, setValue ] = useState( token );
	const [ seen, setSeen ] = useState( token );
	if ( seen !== token ) {
		setSeen( token );
		setValue( token );
	}
	return (
		<PanelBody
			title={ __( 'Mapbox Access Token', 'blockpack' ) }
			initialOpen={ false }
		>
			<p>
				{ token
					? __(
							'The map uses Mapbox styles and search with the site’s token.',
							'blockpack'
						)
					: __(
							'The map uses OpenStreetMap’s open tiles and search; no token is needed. With a Mapbox token it uses Mapbox styles (and satellite imagery).',
							'blockpack'
						) }
			</p>
			{ canManageKey ? (
				<>
					<TextControl
						label={ __( 'Mapbox Access Token', 'blockpack' ) }
						value={ value }
						disabled={ busy }
						onChange={ setValue }
						help={
							<ExternalLink href="https://account.mapbox.com/access-tokens/">
								{ __( 'Find it on Mapbox', 'blockpack' ) }
							</ExternalLink>
						}
					/>
					<div className="wp-block-jetpack-map__token-buttons">
						<Button
							variant="secondary"
							disabled={ busy || ! canSaveToken( value, token ) }
							onClick={ () => onSet( value.trim() ) }
						>
							{ token
								? __( 'Update Token', 'blockpack' )
								: __( 'Set Token', 'blockpack' ) }
						</Button>
						{ token && (
							<Button
								variant="tertiary"
								disabled={ busy }
								onClick={ onRemove }
							>
								{ __( 'Remove Token', 'blockpack' ) }
							</Button>
						) }
					</div>
				</>
			) : (
				<p>
					{ __(
						'Only administrators can change the token.',
						'blockpack'
					) }
				</p>
			) }
		</PanelBody>
	);
}

/**
 * The map's on/off settings, in the sidebar's order: the attribute each one sets, its label and
 * its help.
 *
 * @return The settings.
 */
function mapToggles(): Array< {
	name: 'mapDetails' | 'scrollToZoom' | 'showFullscreenButton';
	label: string;
	help?: string;
} > {
	return [
		{
			name: 'mapDetails',
			label: __( 'Show street names', 'blockpack' ),
		},
		{
			name: 'scrollToZoom',
			label: __( 'Scroll to zoom', 'blockpack' ),
			help: __(
				'Allow the map to capture scrolling, and zoom in or out.',
				'blockpack'
			),
		},
		{
			name: 'showFullscreenButton',
			label: __( 'Show Fullscreen Button', 'blockpack' ),
			help: __(
				'Allow your visitors to display the map in fullscreen.',
				'blockpack'
			),
		},
	];
}

export function MapSidebar( {
	attributes,
	setAttributes,
	token,
	canManageKey,
	busy,
	styleNote,
	onSetToken,
	onRemoveToken,
}: {
	attributes: MapAttributes;
	setAttributes: ( a: Partial< MapAttributes > ) => void;
	token: string;
	canManageKey: boolean;
	busy: boolean;
	styleNote: string;
	onSetToken: ( token: string ) => void;
	onRemoveToken: () => void;
} ) {
	const { points, mapHeight, zoom, markerColor } = attributes;
	const [ height, setHeight ] = useState< string | null >( null );
	const list = Array.isArray( points ) ? points : [];
	return (
		<>
			<PanelColorSettings
				title={ __( 'Colors', 'blockpack' ) }
				colorSettings={ [
					{
						value: markerColor,
						onChange: ( value?: string ) =>
							setAttributes( { markerColor: value || 'red' } ),
						label: __( 'Marker Color', 'blockpack' ),
					},
				] }
			/>
			<PanelBody title={ __( 'Map Settings', 'blockpack' ) }>
				{ styleNote && (
					<p className="wp-block-jetpack-map__style-note">
						{ styleNote }
					</p>
				) }
				<BaseControl
					__nextHasNoMarginBottom
					id="wp-block-jetpack-map-height"
					label={ __( 'Height in pixels', 'blockpack' ) }
				>
					<input
						id="wp-block-jetpack-map-height"
						type="number"
						className="components-text-control__input wp-block-jetpack-map__height-input"
						min={ MIN_HEIGHT }
						step={ 10 }
						value={
							height ?? ( mapHeight ? String( mapHeight ) : '' )
						}
						onChange={ ( event ) =>
							setHeight( event.target.value )
						}
						onBlur={ () => {
							if ( height !== null ) {
								setAttributes( {
									mapHeight: normalizeMapHeight( height ),
								} );
								setHeight( null );
							}
						} }
					/>
				</BaseControl>
				<RangeControl
					label={ __( 'Zoom level', 'blockpack' ) }
					help={
						isZoomLocked( list )
							? __(
									'The default zoom level cannot be changed when there are two or more markers on the map.',
									'blockpack'
								)
							: undefined
					}
					disabled={ isZoomLocked( list ) }
					value={ zoom }
					onChange={ ( value?: number ) =>
						setAttributes( { zoom: value ?? 13 } )
					}
					min={ 0 }
					max={ 22 }
				/>
				{ mapToggles().map( ( { name, label, help } ) => (
					<ToggleControl
						key={ name }
						label={ label }
						help={ help }
						checked={ attributes[ name ] }
						onChange={ ( value ) =>
							setAttributes( { [ name ]: value } )
						}
					/>
				) ) }
			</PanelBody>
			{ list.length > 0 && (
				<MarkersPanel
					points={ list }
					onChange={ ( value ) =>
						setAttributes(
							// A single marker shows at zoom 12 (cameraFor).
							value.length === 1
								? { points: value, zoom: SINGLE_MARKER_ZOOM }
								: { points: value }
						)
					}
				/>
			) }
			<TokenPanel
				token={ token }
				canManageKey={ canManageKey }
				busy={ busy }
				onSet={ onSetToken }
				onRemove={ onRemoveToken }
			/>
		</>
	);
}
