/**
 * The Video block's panels beside core's Settings (autoplay, loop, muted, playback controls,
 * play inline, preload, poster): Progress Bar Colors (Match video, Main, Loaded, Progress, each
 * six hex digits, saved with Save colors) and, for a video of the media library, Video File
 * Settings (rating, downloads, privacy), kept on the video itself: applied at once, put back
 * with the server's message when the save fails.
 */
import { InspectorControls } from '@wordpress/block-editor';
import { Button, Notice, PanelBody } from '@wordpress/components';
import { useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { SelectControl, TextControl, ToggleControl } from '@shared/controls';
import { errorMessage } from '@shared/error-message';
import { useRequest } from '@shared/use-request';
import type { VideoAttributes } from '../attributes';
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

export default function VideoPanels( props: Props ) {
	const { id, guid } = props.attributes;
	return (
		<InspectorControls>
			<ColorsPanel { ...props } />
			{ ! guid && typeof id === 'number' && id > 0 && (
				<FileSettingsPanel id={ id } />
			) }
		</InspectorControls>
	);
}
