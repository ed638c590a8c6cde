/**
 * The Video block's "Text tracks" toolbar dropdown, for a video of the media library: its
 * tracks (each with Delete), and the 'Upload track' form (a WebVTT file, Label, Source
 * language, Kind; Save, Close). A saved track is kept beside the video on the server
 * (php/tracks.php) and listed in core's `tracks` attribute, which saves it as a `<track>`.
 *
 * It stands in for core's own "Text tracks" dropdown, which uploads any file to the media
 * library unchecked and keeps nothing on the video (so a second track of the same language, or
 * a file that is no WebVTT, would reach visitors): while ours shows, core's is hidden by a rule
 * keyed on its translated label. Videos from elsewhere (no media library id) keep core's.
 */
import { BlockControls } from '@wordpress/block-editor';
import {
	Button,
	Dropdown,
	FormFileUpload,
	MenuGroup,
	Notice,
	ToolbarButton,
	ToolbarGroup,
} from '@wordpress/components';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { SelectControl, TextControl } from '@shared/controls';
import { errorMessage } from '@shared/error-message';
import type { VideoAttributes } from '../attributes';
import {
	formError,
	KINDS,
	withDefaults,
	type Track,
	type TrackForm,
} from './track-file';
import { deleteTrack, uploadTrack } from './tracks-api';

interface Props {
	attributes: VideoAttributes;
	setAttributes: ( next: Partial< VideoAttributes > ) => void;
}

const KIND_LABELS: Record< ( typeof KINDS )[ number ], string > = {
	subtitles: __( 'Subtitles', 'blockpack' ),
	captions: __( 'Captions', 'blockpack' ),
	descriptions: __( 'Descriptions', 'blockpack' ),
	chapters: __( 'Chapters', 'blockpack' ),
	metadata: __( 'Metadata', 'blockpack' ),
};

/**
 * The rule that hides core's "Text tracks" toolbar group beside ours.
 *
 * @return CSS.
 */
function hideCoreTracks(): string {
	// Core's button, labelled in WordPress's own text domain, so that the rule holds in every
	// language.

	const label = __( 'Text tracks' ).replace( /["\\]/g, '\\$&' );
	return `.components-toolbar-group:has([aria-label="${ label }"]):not(.blockpack-video-tracks){display:none}`;
}

/**
 * A message the server or the network gave, as the form shows it.
 *
 * @param error What was thrown.
 */
const failed = ( error: unknown ) =>
	sprintf(
		/* translators: %s: what went wrong. */
		__( 'Error: %s', 'blockpack' ),
		errorMessage( error, __( 'The request failed.', 'blockpack' ) )
	);

function UploadForm( {
	id,
	tracks,
	onSaved,
	onClose,
}: {
	id: number;
	tracks: readonly Track[];
	onSaved: ( track: Track ) => void;
	onClose: () => void;
} ) {
	const [ file, setFile ] = useState< File | null >( null );
	const [ form, setForm ] = useState< TrackForm >( {
		label: '',
		srcLang: '',
		kind: 'subtitles',
	} );
	// Each control of the form changes its one field.
	const setField = ( key: keyof TrackForm ) => ( value: string ) =>
		setForm( ( now ) => ( { ...now, [ key ]: value } ) );
	const [ error, setError ] = useState( '' );
	const [ saving, setSaving ] = useState( false );
	const live = useRef( true );
	useEffect(
		() => () => {
			live.current = false;
		},
		[]
	);

	const save = async () => {
		if ( saving ) {
			return;
		}
		const sent = withDefaults( form );
		const head = file ? await file.slice( 0, 64 ).text() : '';
		const problem = formError(
			file && { name: file.name, head },
			sent,
			tracks
		);
		if ( problem || ! file ) {
			setError( problem );
			return;
		}
		setError( '' );
		setSaving( true );
		try {
			const track = await uploadTrack( id, file, sent );
			// Even when the form has closed meanwhile: the track is on the server, the block
			// lists it.
			onSaved( {
				src: track.src,
				label: track.label,
				srcLang: track.srcLang,
				kind: track.kind,
			} );
		} catch ( thrown ) {
			if ( live.current ) {
				setError( failed( thrown ) );
				setSaving( false );
			}
		}
	};

	return (
		<div className="blockpack-video-tracks__form">
			<h2 className="blockpack-video-tracks__title">
				{ __( 'Upload track', 'blockpack' ) }
			</h2>
			<FormFileUpload
				accept=".vtt,text/vtt"
				onChange={ ( event ) => {
					setFile( event.currentTarget.files?.[ 0 ] ?? null );
					setError( '' );
				} }
				render={ ( { openFileDialog } ) => (
					<Button variant="secondary" onClick={ openFileDialog }>
						{ file
							? __( 'Choose another file', 'blockpack' )
							: __( 'Select track', 'blockpack' ) }
					</Button>
				) }
			/>
			{ file && (
				<p className="blockpack-video-tracks__file">{ file.name }</p>
			) }
			<TextControl
				label={ __( 'Label', 'blockpack' ) }
				placeholder={ __( 'English', 'blockpack' ) }
				value={ form.label }
				onChange={ setField( 'label' ) }
				help={ __( 'Title of track', 'blockpack' ) }
			/>
			<TextControl
				label={ __( 'Source language', 'blockpack' ) }
				placeholder="en"
				value={ form.srcLang }
				onChange={ setField( 'srcLang' ) }
				help={ __( 'Language tag (en, fr, etc.)', 'blockpack' ) }
			/>
			<SelectControl
				label={ __( 'Kind', 'blockpack' ) }
				value={ form.kind as ( typeof KINDS )[ number ] }
				options={ KINDS.map( ( kind ) => ( {
					value: kind,
					label: KIND_LABELS[ kind ],
				} ) ) }
				onChange={ setField( 'kind' ) }
			/>
			{ error && (
				<Notice status="error" isDismissible={ false }>
					{ error }
				</Notice>
			) }
			<div className="blockpack-video-tracks__buttons">
				<Button variant="tertiary" onClick={ onClose }>
					{ __( 'Close', 'blockpack' ) }
				</Button>
				{ /* Busy, not disabled: a disabled button loses focus, and the dropdown with it. */ }
				<Button
					variant="primary"
					onClick={ save }
					isBusy={ saving }
					aria-disabled={ saving }
				>
					{ saving
						? __( 'Uploading…', 'blockpack' )
						: __( 'Save', 'blockpack' ) }
				</Button>
			</div>
		</div>
	);
}

function TrackList( {
	id,
	tracks,
	onDeleted,
	onUpload,
	returning,
}: {
	id: number;
	tracks: readonly Track[];
	onDeleted: ( track: Track ) => void;
	onUpload: () => void;
	/** Whether focus comes back here from the form, whose button just went away. */
	returning: boolean;
} ) {
	const [ deleting, setDeleting ] = useState< Track | null >( null );
	const [ error, setError ] = useState( '' );
	// The dropdown closes when focus leaves it: when the focused button goes (the form's Save,
	// a deleted track's Delete), focus moves to Upload track.
	const upload = useRef< HTMLButtonElement >( null );
	useEffect( () => {
		if ( returning ) {
			upload.current?.focus();
		}
	}, [ returning ] );
	const remove = async ( track: Track ) => {
		if ( deleting ) {
			return;
		}
		setDeleting( track );
		setError( '' );
		try {
			await deleteTrack(
				id,
				track.srcLang ?? 'en',
				track.kind || 'subtitles'
			);
			onDeleted( track );
			upload.current?.focus();
		} catch ( thrown ) {
			setError( failed( thrown ) );
		}
		setDeleting( null );
	};
	return (
		<>
			<MenuGroup label={ __( 'Text tracks', 'blockpack' ) }>
				{ tracks.length === 0 && (
					<p className="blockpack-video-tracks__empty">
						{ __(
							'Tracks can be subtitles, captions, chapters, or descriptions. They help make your content more accessible to a wider range of users.',
							'blockpack'
						) }
					</p>
				) }
				{ tracks.map( ( track ) => (
					<div
						key={ `${ track.srcLang }/${ track.kind }/${ track.src }` }
						className="blockpack-video-tracks__track"
					>
						<span>
							{ track.label }{ ' ' }
							<small>
								{ track.srcLang } ·{ ' ' }
								{ KIND_LABELS[
									( track.kind ||
										'subtitles' ) as keyof typeof KIND_LABELS
								] ?? track.kind }
							</small>
						</span>
						<Button
							variant="tertiary"
							isDestructive
							aria-disabled={ !! deleting }
							isBusy={ deleting === track }
							onClick={ () => remove( track ) }
							aria-label={
								deleting === track
									? undefined
									: sprintf(
											/* translators: %s: a track's label, such as English. */
											__( 'Delete %s', 'blockpack' ),
											track.label ?? ''
										)
							}
						>
							{ deleting === track
								? __( 'Deleting', 'blockpack' )
								: __( 'Delete', 'blockpack' ) }
						</Button>
					</div>
				) ) }
			</MenuGroup>
			{ error && (
				<Notice status="error" isDismissible={ false }>
					{ error }
				</Notice>
			) }
			<Button ref={ upload } variant="secondary" onClick={ onUpload }>
				{ __( 'Upload track', 'blockpack' ) }
			</Button>
		</>
	);
}

/**
 * The toolbar dropdown.
 *
 * @param props               The block's attributes and setter.
 * @param props.attributes
 * @param props.setAttributes
 */
export default function TracksControl( { attributes, setAttributes }: Props ) {
	const [ uploading, setUploading ] = useState( false );
	const [ returning, setReturning ] = useState( false );
	const id = attributes.id;
	if ( typeof id !== 'number' ) {
		return null;
	}
	const tracks = ( attributes.tracks as Track[] | undefined ) ?? [];
	return (
		<BlockControls>
			<ToolbarGroup className="blockpack-video-tracks">
				<style>{ hideCoreTracks() }</style>
				<Dropdown
					contentClassName="blockpack-video-tracks__popover"
					onClose={ () => {
						setUploading( false );
						setReturning( false );
					} }
					renderToggle={ ( { isOpen, onToggle } ) => (
						<ToolbarButton
							label={ __( 'Text tracks', 'blockpack' ) }
							aria-expanded={ isOpen }
							aria-haspopup="true"
							onClick={ onToggle }
						>
							{ __( 'Text tracks', 'blockpack' ) }
						</ToolbarButton>
					) }
					renderContent={ () => (
						<div className="blockpack-video-tracks__content">
							{ uploading ? (
								<UploadForm
									id={ id }
									tracks={ tracks }
									onClose={ () => {
										setUploading( false );
										setReturning( true );
									} }
									onSaved={ ( track ) => {
										setAttributes( {
											tracks: [ ...tracks, track ],
										} );
										setUploading( false );
										setReturning( true );
									} }
								/>
							) : (
								<TrackList
									id={ id }
									tracks={ tracks }
									returning={ returning }
									onUpload={ () => setUploading( true ) }
									onDeleted={ ( gone ) =>
										setAttributes( {
											tracks: tracks.filter(
												( track ) => track !== gone
											),
										} )
									}
								/>
							) }
						</div>
					) }
				/>
			</ToolbarGroup>
		</BlockControls>
	);
}
