/**
 * The picker: 'Select media', the source menu, a search, the grid with Load More, and Select,
 * which copies the picked pictures into the library (picker/api.ts) and hands them to the block.
 */
import {
	Button,
	ExternalLink,
	Modal,
	Notice,
	Spinner,
	TextControl,
} from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { KeyboardEvent } from 'react';
import { useRequest } from '@shared/use-request';
import type { ExternalSource } from '../editor-data';
import { copyMedia, listMedia, type ExternalItem } from './api';
import { GooglePhotos } from './google-photos';
import {
	errorView,
	type ExistingImage,
	isSearchDisabled,
	readCopyResults,
	seedSearch,
	selectArgument,
	selectionLimit,
	toggleSelection,
} from './logic';

export interface PickerModalProps {
	sources: ExternalSource[];
	initialSource: string;
	settingsUrl: string;
	postId?: number;
	multiple: boolean;
	/** The pictures the block has (a gallery's), kept before the new ones. */
	existing: ExistingImage[];
	onSelect: ( media: unknown ) => void;
	onClose: () => void;
}

/** The source picked in Google's own window. */
const GOOGLE_PHOTOS = 'google_photos';

const ARROWS = [ 'ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight' ];

/**
 * Keeps arrow keys inside the modal: the editor's block navigation listens on the document.
 *
 * @param event The key event.
 */
function keepArrows( event: KeyboardEvent ) {
	if ( ARROWS.includes( event.key ) ) {
		event.stopPropagation();
	}
}

/**
 * @param item A picture of a list.
 * @return Its accessible name: its title and credit.
 */
function itemName( item: ExternalItem ): string {
	return (
		[ item.title, item.caption ]
			.filter( ( part ) => part && part.trim() )
			.join( ' — ' ) ||
		item.name ||
		item.ID
	);
}

/**
 * The screen of a source that needs setting up.
 * @param root0
 * @param root0.settingsUrl
 */
function ConnectScreen( { settingsUrl }: { settingsUrl: string } ) {
	return (
		<div className="blockpack-external-media__connect">
			<p>
				{ __(
					'This source needs to be set up before it can be used.',
					'blockpack'
				) }
			</p>
			{ settingsUrl ? (
				<Button variant="primary" href={ settingsUrl }>
					{ __( 'Set it up in Settings → Blockpack', 'blockpack' ) }
				</Button>
			) : (
				<p>
					{ __(
						'Ask a site administrator to set it up in Settings → Blockpack.',
						'blockpack'
					) }
				</p>
			) }
		</div>
	);
}

/** One page request's outcome, with the handle it was for. */
interface Page {
	handle: string;
	media: ExternalItem[];
	next: string;
}

export function PickerModal( {
	sources,
	initialSource,
	settingsUrl,
	postId,
	multiple,
	existing,
	onSelect,
	onClose,
}: PickerModalProps ) {
	const [ source, setSource ] = useState( initialSource );
	const [ input, setInput ] = useState( () => seedSearch() );
	const [ searched, setSearched ] = useState( input );
	const [ handle, setHandle ] = useState( '' );
	const [ items, setItems ] = useState< ExternalItem[] >( [] );
	const [ selected, setSelected ] = useState< string[] >( [] );
	const [ copying, setCopying ] = useState( false );
	const [ copyError, setCopyError ] = useState< unknown >( null );
	const limit = selectionLimit( multiple );

	// Google Photos has no listing: the user picks in Google's window (google-photos.tsx).
	const google = source === GOOGLE_PHOTOS;
	const request = useRequest< Page >(
		! google &&
			( ( signal ) =>
				listMedia( source, searched, handle, signal ).then(
					( answer ) => ( {
						handle,
						media: Array.isArray( answer?.media )
							? answer.media
							: [],
						next: answer?.meta?.next_page || '',
					} )
				) ),
		[ source, searched, handle ]
	);
	const page = request.data;
	useEffect( () => {
		if ( page ) {
			setItems( ( shown ) =>
				page.handle ? [ ...shown, ...page.media ] : page.media
			);
		}
	}, [ page ] );

	const startList = ( nextSource: string, search: string ) => {
		setItems( [] );
		setSelected( [] );
		setHandle( '' );
		setCopyError( null );
		setSource( nextSource );
		setSearched( search );
	};

	const insert = async ( ids: string[] = selected ) => {
		setCopying( true );
		setCopyError( null );
		try {
			const { media, error } = readCopyResults(
				await copyMedia( source, ids, postId )
			);
			if ( media.length ) {
				onSelect( selectArgument( media, multiple, existing ) );
			}
			if ( error ) {
				setCopyError( { message: error } );
				setSelected( [] );
				setCopying( false );
			} else {
				onClose();
			}
		} catch ( reason ) {
			setCopyError( errorView( reason ) );
			setCopying( false );
		}
	};

	const listError =
		! google && request.error ? errorView( request.error ) : null;
	const copyView = copyError as
		( { connect?: boolean; message?: string } & object ) | null;
	const connect = listError?.connect || copyView?.connect;
	const message =
		( listError && ! listError.connect && listError.message ) ||
		( copyView && ! copyView.connect && copyView.message ) ||
		'';
	const loading = request.isLoading;

	return (
		<Modal
			title={
				copying
					? __( 'Inserting media', 'blockpack' )
					: __( 'Select media', 'blockpack' )
			}
			onRequestClose={ () => ! copying && onClose() }
			className="blockpack-external-media"
			size="large"
		>
			{ /* eslint-disable-next-line jsx-a11y/no-static-element-interactions -- only stops arrow keys from reaching the editor. */ }
			<div onKeyDown={ keepArrows }>
				<div
					className="blockpack-external-media__sources"
					role="group"
					aria-label={ __( 'Sources', 'blockpack' ) }
				>
					{ sources.map( ( each ) => (
						<Button
							key={ each.id }
							variant="tertiary"
							isPressed={ each.id === source }
							disabled={ copying }
							onClick={ () =>
								each.id !== source &&
								startList( each.id, searched )
							}
						>
							{ each.label }
						</Button>
					) ) }
				</div>
				{ google && (
					<>
						{ message && (
							<Notice status="error" isDismissible={ false }>
								{ message }
							</Notice>
						) }
						<GooglePhotos
							limit={ limit }
							copying={ copying }
							onPicked={ insert }
						/>
					</>
				) }
				{ ! google && connect && (
					<ConnectScreen settingsUrl={ settingsUrl } />
				) }
				{ ! google && ! connect && (
					<>
						<form
							className="blockpack-external-media__search"
							onSubmit={ ( event ) => {
								event.preventDefault();
								if ( ! isSearchDisabled( input, searched ) ) {
									startList( source, input.trim() );
								}
							} }
						>
							<TextControl
								__next40pxDefaultSize
								__nextHasNoMarginBottom
								label={ __( 'Search', 'blockpack' ) }
								hideLabelFromVision
								value={ input }
								onChange={ setInput }
								disabled={ copying }
							/>
							<Button
								__next40pxDefaultSize
								variant="secondary"
								type="submit"
								disabled={
									copying ||
									isSearchDisabled( input, searched )
								}
							>
								{ __( 'Search', 'blockpack' ) }
							</Button>
						</form>
						{ source === 'pexels' && (
							<p className="blockpack-external-media__attribution">
								<ExternalLink href="https://www.pexels.com">
									{ __(
										'Photos provided by Pexels',
										'blockpack'
									) }
								</ExternalLink>
							</p>
						) }
						{ message && (
							<Notice status="error" isDismissible={ false }>
								{ message }
							</Notice>
						) }
						{ ! loading && ! listError && ! items.length && (
							<p>
								{ __(
									'Sorry, but nothing matched your search criteria.',
									'blockpack'
								) }
							</p>
						) }
						<ul className="blockpack-external-media__grid">
							{ items.map( ( item ) => {
								const picked = selected.includes( item.ID );
								return (
									<li key={ item.ID }>
										<Button
											className="blockpack-external-media__item"
											aria-label={ itemName( item ) }
											aria-pressed={ picked }
											disabled={ copying }
											onClick={ () =>
												setSelected( ( current ) =>
													toggleSelection(
														current,
														item.ID,
														limit
													)
												)
											}
										>
											<img
												src={
													item.thumbnails
														?.thumbnail || item.URL
												}
												alt=""
												loading="lazy"
											/>
										</Button>
									</li>
								);
							} ) }
						</ul>
						{ loading && <Spinner /> }
						{ ! loading && page?.next && (
							<Button
								__next40pxDefaultSize
								variant="secondary"
								disabled={ copying }
								onClick={ () => setHandle( page.next ) }
							>
								{ __( 'Load More', 'blockpack' ) }
							</Button>
						) }
					</>
				) }
				{ ! google && (
					<div className="blockpack-external-media__footer">
						<Button
							__next40pxDefaultSize
							variant="primary"
							isBusy={ copying }
							disabled={ copying || ! selected.length }
							onClick={ () => insert() }
						>
							{ copying
								? __( 'Inserting…', 'blockpack' )
								: __( 'Select', 'blockpack' ) }
						</Button>
					</div>
				) }
			</div>
		</Modal>
	);
}
