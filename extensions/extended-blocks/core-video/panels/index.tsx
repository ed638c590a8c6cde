/**
 * The Video block's panels beside core's Settings (autoplay, loop, muted, playback controls,
 * play inline, preload, poster): Progress Bar Colors (Match video, Main, Loaded, Progress, each
 * six hex digits, saved with Save colors) and, for a video of the media library, Video File
 * Settings (rating, downloads, privacy), kept on the video itself: applied at once, put back
 * with the server's message when the save fails; and, for a video of the media library, Poster
 * frame: Make poster from current frame (the frame the editor's player shows, uploaded and made
 * the poster, upload/make-poster.ts).
 */
import { InspectorControls } from '@wordpress/block-editor';
import { Button, Notice, PanelBody } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { SelectControl, TextControl, ToggleControl } from '@shared/controls';
import { editorSelectors } from '@shared/editor-store';
import { errorMessage } from '@shared/error-message';
import { useRequest } from '@shared/use-request';
import type { VideoAttributes } from '../attributes';
import { videoOf } from '../preview-video';
import { makePoster } from '../upload/make-poster';
import { isSavableColor } from './colors';
import {
	fetchFileSettings,
	PRIVACY,
	saveFileSettings,
	type FileSettings,
} from './file-settings-api';

interface Props {
	attributes: VideoAttributes;
	setAttributes: ( next: Partial< VideoAttributes > ) => void;
	clientId?: string;
}

const COLORS = [
	[ 'seekbarColor', __( 'Main', 'blockpack' ) ],
	[ 'seekbarLoadingColor', __( 'Loaded', 'blockpack' ) ],
	[ 'seekbarPlayedColor', __( 'Progress', 'blockpack' ) ],
] as const;

type ColorKey = ( typeof COLORS )[ number ][ 0 ];

function ColorsPanel( { attributes, setAttributes }: Props ) {
	const [ colors, setColors ] = useState< Record< ColorKey, string > >(
		() => ( {
			seekbarColor: attributes.seekbarColor ?? '',
			seekbarLoadingColor: attributes.seekbarLoadingColor ?? '',
			seekbarPlayedColor: attributes.seekbarPlayedColor ?? '',
		} )
	);
	const invalid = COLORS.filter(
		( [ key ] ) => ! isSavableColor( colors[ key ] )
	);
	return (
		<PanelBody
			title={ __( 'Progress Bar Colors', 'blockpack' ) }
			initialOpen={ false }
		>
			<ToggleControl
				label={ __( 'Match video', 'blockpack' ) }
				help={ __(
					'The player takes its colours from the video.',
					'blockpack'
				) }
				checked={ attributes.useAverageColor !== false }
				onChange={ ( useAverageColor: boolean ) =>
					setAttributes( { useAverageColor } )
				}
			/>
			{ COLORS.map( ( [ key, label ] ) => (
				<TextControl
					key={ key }
					label={ label }
					placeholder="#RRGGBB"
					value={ colors[ key ] }
					onChange={ ( value: string ) =>
						setColors( ( now ) => ( {
							...now,
							[ key ]: value.trim(),
						} ) )
					}
					help={
						isSavableColor( colors[ key ] )
							? undefined
							: __(
									'A colour is # and six hex digits, such as #1e90ff.',
									'blockpack'
								)
					}
				/>
			) ) }
			<Button
				variant="secondary"
				disabled={ invalid.length > 0 }
				onClick={ () => setAttributes( { ...colors } ) }
			>
				{ __( 'Save colors', 'blockpack' ) }
			</Button>
		</PanelBody>
	);
}

function FileSettingsPanel( { id }: { id: number } ) {
	const loaded = useRequest(
		( signal ) => fetchFileSettings( id, signal ),
		[ id ]
	);
	const [ shown, setShown ] = useState< FileSettings | null >( null );
	const [ failure, setFailure ] = useState( '' );
	const settings = shown ?? loaded.data;

	const change = async ( next: Partial< FileSettings > ) => {
		if ( ! settings ) {
			return;
		}
		const before = settings;
		setFailure( '' );
		setShown( { ...settings, ...next } );
		try {
			setShown( await saveFileSettings( id, next ) );
		} catch ( error ) {
			setShown( before );
			setFailure(
				errorMessage(
					error,
					__(
						'The video’s settings could not be saved.',
						'blockpack'
					)
				)
			);
		}
	};

	return (
		<PanelBody
			title={ __( 'Video File Settings', 'blockpack' ) }
			initialOpen={ false }
		>
			{ loaded.error && ! settings && (
				<Notice status="error" isDismissible={ false }>
					{ errorMessage(
						loaded.error,
						__(
							'The video’s settings could not be read.',
							'blockpack'
						)
					) }
					<Button variant="link" onClick={ loaded.retry }>
						{ __( 'Try again', 'blockpack' ) }
					</Button>
				</Notice>
			) }
			{ failure && (
				<Notice status="error" onRemove={ () => setFailure( '' ) }>
					{ failure }
				</Notice>
			) }
			{ settings && (
				<>
					<SelectControl
						label={ __( 'Rating', 'blockpack' ) }
						value={ settings.rating ?? '' }
						options={ [
							{
								value: '',
								label: __( 'Not rated', 'blockpack' ),
							},
							{ value: 'G', label: 'G' },
							{ value: 'PG-13', label: 'PG-13' },
							{ value: 'R-17', label: 'R' },
						] }
						onChange={ ( rating: string ) =>
							rating &&
							change( {
								rating: rating as FileSettings[ 'rating' ],
							} )
						}
					/>
					<ToggleControl
						label={ __( 'Allow download', 'blockpack' ) }
						checked={ settings.allow_download }
						onChange={ ( allow: boolean ) =>
							change( { allow_download: allow } )
						}
					/>
					<SelectControl
						label={ __( 'Video Privacy', 'blockpack' ) }
						help={
							settings.is_private
								? __(
										'Only the site’s logged-in members can watch this video.',
										'blockpack'
									)
								: __(
										'Everyone can watch this video.',
										'blockpack'
									)
						}
						value={ String( settings.privacy ) }
						options={ [
							{
								value: String( PRIVACY.SITE_DEFAULT ),
								label: __( 'Site Default', 'blockpack' ),
							},
							{
								value: String( PRIVACY.PUBLIC ),
								label: __( 'Public', 'blockpack' ),
							},
							{
								value: String( PRIVACY.PRIVATE ),
								label: __( 'Private', 'blockpack' ),
							},
						] }
						onChange={ ( value: string ) =>
							change( {
								privacy: Number(
									value
								) as FileSettings[ 'privacy' ],
							} )
						}
					/>
				</>
			) }
		</PanelBody>
	);
}

function PosterPanel( {
	id,
	src,
	clientId,
	setAttributes,
}: {
	id: number;
	src: string;
	clientId?: string;
	setAttributes: Props[ 'setAttributes' ];
} ) {
	const postId = useSelect(
		( select ) =>
			Number( editorSelectors( select ).getCurrentPostId?.() ) ||
			undefined,
		[]
	);
	const [ busy, setBusy ] = useState( false );
	const [ failure, setFailure ] = useState( '' );
	const make = async () => {
		setBusy( true );
		setFailure( '' );
		try {
			const preview = clientId ? videoOf( clientId ) : null;
			const image = await makePoster( {
				id,
				src,
				postId,
				time: preview ? preview.currentTime : undefined,
			} );
			setAttributes( { poster: image.url } );
		} catch {
			setFailure(
				__(
					'No poster could be made from this frame. You can choose an image as the poster in Settings.',
					'blockpack'
				)
			);
		} finally {
			setBusy( false );
		}
	};
	return (
		<PanelBody
			title={ __( 'Poster frame', 'blockpack' ) }
			initialOpen={ false }
		>
			<p>
				{ __(
					'Pause the video at the frame you want, then make it the poster.',
					'blockpack'
				) }
			</p>
			{ failure && (
				<Notice status="warning" onRemove={ () => setFailure( '' ) }>
					{ failure }
				</Notice>
			) }
			<Button
				variant="secondary"
				isBusy={ busy }
				disabled={ busy }
				accessibleWhenDisabled
				onClick={ make }
			>
				{ __( 'Make poster from current frame', 'blockpack' ) }
			</Button>
		</PanelBody>
	);
}

export default function VideoPanels( props: Props ) {
	const { id, guid, src } = props.attributes;
	const fromLibrary = ! guid && typeof id === 'number' && id > 0;
	return (
		<InspectorControls>
			<ColorsPanel { ...props } />
			{ fromLibrary && <FileSettingsPanel id={ id } /> }
			{ fromLibrary && src && (
				<PosterPanel
					id={ id }
					src={ src }
					clientId={ props.clientId }
					setAttributes={ props.setAttributes }
				/>
			) }
		</InspectorControls>
	);
}
