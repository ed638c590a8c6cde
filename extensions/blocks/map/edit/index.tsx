/**
 * The map block in the editor: a spinner, then the map (height resizable on a 10 px grid, at
 * least 400), the "Add marker" popover (shown when the map loads without places, hidden once a
 * place is added or a pin clicked), pin popups, the toolbar and the sidebar. Without a Mapbox
 * token it draws open tiles; the token panel sets one (administrators).
 */
import {
	BlockControls,
	InspectorControls,
	useBlockProps,
	store as blockEditorStore,
} from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { Notice, ResizableBox } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useCallback, useEffect, useMemo, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { getMapEditorData } from '../editor-data';
import { store as siteStore } from '@stores/site';
import { geocode } from '../api';
import type { DrawHandlers, DrawOptions } from '../draw';
import { MIN_HEIGHT, normalizeMapHeight } from '../height';
import { drawnStyleName, needsToken } from '../map-style';
import { mapErrorMessage, noResultMessage } from '../messages';
import { addPoint, drawablePoints, SINGLE_MARKER_ZOOM } from '../points';
import { toMapSource } from '../source';
import type { MapAttributes, MapPoint } from '../types';
import AddPoint, { pointFromResult } from './add-point';
import { MapSidebar, MapToolbar } from './controls';
import MapCanvas from './map-canvas';

const RESIZE_ENABLE = {
	top: false,
	right: false,
	bottom: true,
	left: false,
	topRight: false,
	bottomRight: false,
	bottomLeft: false,
	topLeft: false,
};

export default function MapEdit( {
	attributes,
	setAttributes,
	isSelected,
}: BlockEditProps< MapAttributes > ) {
	// Wide and full alignment show in the editor as on the page.
	const blockProps = useBlockProps( {
		className: attributes.align ? `align${ attributes.align }` : undefined,
	} );
	const { toggleSelection } = useDispatch( blockEditorStore );
	const editorData = useMemo( () => getMapEditorData(), [] );
	// The site's token, as the server has it now (read once for all the map blocks).
	const { token, keyError } = useSelect( ( select ) => {
		const site = select( siteStore );
		return {
			token: site.getMapboxKey()?.key ?? null,
			keyError: site.getMapboxKeyError(),
		};
	}, [] );
	const { setMapboxKey, deleteMapboxKey } = useDispatch( siteStore );
	const [ busy, setBusy ] = useState( false );
	const [ notice, setNotice ] = useState< string | null >( null );
	const [ addPointVisible, setAddPointVisible ] = useState( false );

	const points = useMemo(
		() => drawablePoints( attributes.points ),
		[ attributes.points ]
	);
	const baseSource = useMemo(
		() => toMapSource( editorData.source ),
		[ editorData ]
	);
	const source = useMemo(
		() =>
			token === null ? baseSource : { ...baseSource, accessToken: token },
		[ baseSource, token ]
	);
	const style = drawnStyleName( attributes.className );

	useEffect( () => {
		if ( keyError ) {
			setNotice( keyError );
		}
	}, [ keyError ] );

	// An address given without places (a transform, a pattern): the first place found.
	useEffect( () => {
		if ( ! attributes.address || points.length ) {
			return;
		}
		geocode( attributes.address ).then(
			( results ) => {
				if ( results.length ) {
					setAttributes( {
						points: [ pointFromResult( results[ 0 ] ) ],
					} );
				} else {
					setNotice( noResultMessage() );
				}
			},
			( error: Error ) => setNotice( error.message )
		);
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ attributes.address ] );

	// A write of the token: the store then gives every map block the new one.
	const keyCall = ( call: () => Promise< unknown > ) => {
		setBusy( true );
		setNotice( null );
		call().then(
			() => setBusy( false ),
			( error: Error ) => {
				setNotice( error.message );
				setBusy( false );
			}
		);
	};

	const onAddPoint = ( point: MapPoint ) => {
		const next = addPoint( points, point );
		setAddPointVisible( false );
		setNotice( null );
		if ( next !== points ) {
			setAttributes(
				next.length === 1
					? { points: next, zoom: SINGLE_MARKER_ZOOM }
					: { points: next }
			);
		}
	};

	const options: DrawOptions = useMemo(
		() => ( {
			points,
			center: attributes.mapCenter,
			zoom: attributes.zoom,
			markerColor: attributes.markerColor,
			style,
			mapDetails: attributes.mapDetails,
			source,
			// Scroll zoom only while the block is selected with at most one place.
			scrollToZoom: !! isSelected && points.length <= 1,
			showFullscreenButton: attributes.showFullscreenButton,
		} ),
		[
			points,
			attributes.mapCenter,
			attributes.zoom,
			attributes.markerColor,
			style,
			attributes.mapDetails,
			source,
			isSelected,
			attributes.showFullscreenButton,
		]
	);

	const [ drawnOnce, setDrawnOnce ] = useState( false );
	const handlers: DrawHandlers = {
		// The first draw: the "Add marker" popover when there is no place yet.
		onDrawn: () => {
			if ( ! drawnOnce ) {
				setDrawnOnce( true );
				setAddPointVisible( ! points.length );
			}
		},
		onMarkerClick: () => setAddPointVisible( false ),
		onMoveEnd: ( center, zoom ) =>
			setAttributes(
				points.length > 1
					? { mapCenter: { lng: center.lng, lat: center.lat } }
					: { mapCenter: { lng: center.lng, lat: center.lat }, zoom }
			),
		// Errors after the map has loaded (a refused token, tiles or a style that failed).
		onError: ( error ) => {
			const message = mapErrorMessage( error, !! source.accessToken );
			if ( message ) {
				setNotice( message );
			}
		},
	};

	const onNoResult = useCallback( () => setNotice( noResultMessage() ), [] );
	const styleNote =
		! source.accessToken && needsToken( style )
			? __(
					'Satellite imagery needs a Mapbox access token: until one is set, the map shows the street map.',
					'blockpack'
				)
			: '';

	return (
		<div { ...blockProps }>
			{ notice && (
				<Notice status="error" onRemove={ () => setNotice( null ) }>
					{ notice }
				</Notice>
			) }
			<BlockControls>
				<MapToolbar
					align={ attributes.align }
					onAlign={ ( align ) => setAttributes( { align } ) }
					onAddMarker={ () => setAddPointVisible( true ) }
				/>
			</BlockControls>
			<InspectorControls>
				<MapSidebar
					attributes={ attributes }
					setAttributes={ setAttributes }
					token={ token ?? baseSource.accessToken }
					canManageKey={ editorData.canManageKey }
					busy={ busy }
					styleNote={ styleNote }
					onSetToken={ ( value ) =>
						keyCall( () => setMapboxKey( value ) )
					}
					onRemoveToken={ () => keyCall( deleteMapboxKey ) }
				/>
			</InspectorControls>
			<ResizableBox
				size={ {
					height: attributes.mapHeight || 'auto',
					width: '100%',
				} }
				grid={ [ 10, 10 ] }
				showHandle={ isSelected }
				minHeight={ MIN_HEIGHT }
				enable={ RESIZE_ENABLE }
				onResizeStart={ () => {
					toggleSelection( false );
				} }
				onResizeStop={ ( _event, _direction, element ) => {
					toggleSelection( true );
					setAttributes( {
						mapHeight: normalizeMapHeight( element.offsetHeight ),
					} );
				} }
			>
				<MapCanvas
					options={ options }
					handlers={ handlers }
					onError={ setNotice }
				>
					{ isSelected && addPointVisible && (
						<AddPoint
							onAddPoint={ onAddPoint }
							onClose={ () => setAddPointVisible( false ) }
							onNoResult={ onNoResult }
							onError={ setNotice }
						/>
					) }
				</MapCanvas>
			</ResizableBox>
		</div>
	);
}
