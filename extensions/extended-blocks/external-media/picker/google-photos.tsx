/**
 * The picker's Google Photos screen. Google's Picker has no listing and no search: the user picks
 * in Google's own window. Not connected: 'Connect to Google Photos' opens the shared connect
 * popup on our connect page. Connected: the account, 'Open Google Photos' (google-flow.ts) and
 * 'Disconnect'. The picked items are handed to the modal's copy (`onPicked`), and the session
 * is deleted once they are copied.
 */
import { Button, Notice, Spinner } from '@wordpress/components';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { openPopup } from '@shared/popup';
import { useRequest } from '@shared/use-request';
import {
	createSession,
	deleteSession,
	disconnectSource,
	listSession,
	readConnection,
	readSession,
} from './api';
import { pickInGoogle, SESSION_EXPIRED, type GoogleApi } from './google-flow';
import { errorView } from './logic';

const API: GoogleApi = {
	createSession,
	readSession: ( id ) => readSession( id ),
	listSession: ( id ) => listSession( id ),
	deleteSession,
};

export interface GooglePhotosProps {
	/** The most items the block takes. */
	limit: number;
	/** Whether a copy is running (the modal's). */
	copying: boolean;
	/** Copies the picked items; resolves once the modal is done with them. */
	onPicked: ( ids: string[] ) => Promise< void >;
	/** The flow's Google API (tests replace it). */
	api?: GoogleApi;
}

/**
 * @param error What a step failed with.
 * @return What the screen says.
 */
function messageOf( error: unknown ): string {
	if ( ( error as { code?: unknown } | null )?.code === SESSION_EXPIRED ) {
		return __(
			'The Google Photos session has expired. Please try again.',
			'blockpack'
		);
	}
	const view = errorView( error );
	return view.connect ? '' : view.message;
}

export function GooglePhotos( {
	limit,
	copying,
	onPicked,
	api = API,
}: GooglePhotosProps ) {
	const connection = useRequest(
		( signal ) => readConnection( 'google_photos', signal ),
		[]
	);
	const [ busy, setBusy ] = useState< '' | 'connect' | 'pick' >( '' );
	const [ message, setMessage ] = useState( '' );
	// Stops a running flow when the modal closes.
	const stop = useRef< AbortController | null >( null );
	useEffect( () => () => stop.current?.abort(), [] );

	const data = connection.data;
	if ( connection.isLoading && ! data ) {
		return <Spinner />;
	}
	if ( connection.error ) {
		return (
			<Notice status="error" isDismissible={ false }>
				{ messageOf( connection.error ) }
			</Notice>
		);
	}

	const connect = async () => {
		setMessage( '' );
		setBusy( 'connect' );
		const popup = openPopup( 'blockpack-google-photos-connect' );
		popup.go( data?.connect_url ?? '' );
		const outcome = await popup.result;
		setBusy( '' );
		if ( outcome.kind === 'failed' ) {
			setMessage( outcome.message );
		} else if ( outcome.kind === 'connected' ) {
			connection.retry();
		}
	};

	const pick = async () => {
		setMessage( '' );
		setBusy( 'pick' );
		stop.current = new AbortController();
		try {
			const outcome = await pickInGoogle( {
				number: limit,
				api,
				signal: stop.current.signal,
			} );
			if ( outcome.kind === 'picked' ) {
				await onPicked( outcome.ids );
				await api.deleteSession( outcome.session ).catch( () => null );
			}
		} catch ( error ) {
			if ( errorView( error ).connect ) {
				connection.retry();
			}
			setMessage( messageOf( error ) );
		}
		setBusy( '' );
	};

	const disconnect = async () => {
		setMessage( '' );
		await disconnectSource( 'google_photos' ).catch( () => null );
		connection.retry();
	};

	return (
		<div className="blockpack-external-media__google">
			{ message && (
				<Notice status="error" isDismissible={ false }>
					{ message }
				</Notice>
			) }
			{ ! data?.connected ? (
				<>
					<p>
						{ __(
							'Connect your Google account to pick photos from Google Photos.',
							'blockpack'
						) }
					</p>
					<Button
						__next40pxDefaultSize
						variant="primary"
						isBusy={ busy === 'connect' }
						disabled={ !! busy || ! data?.connect_url }
						onClick={ connect }
					>
						{ __( 'Connect to Google Photos', 'blockpack' ) }
					</Button>
				</>
			) : (
				<>
					<p>
						{ __(
							'Pick photos in Google Photos. They are copied into your Media Library.',
							'blockpack'
						) }
					</p>
					<Button
						__next40pxDefaultSize
						variant="primary"
						isBusy={ busy === 'pick' }
						disabled={ !! busy || copying }
						onClick={ pick }
					>
						{ __( 'Open Google Photos', 'blockpack' ) }
					</Button>
					{ busy === 'pick' && ! copying && (
						<p role="status">
							{ __(
								'Pick your photos in the Google Photos window, then press Done.',
								'blockpack'
							) }
						</p>
					) }
					<p className="blockpack-external-media__account">
						{ sprintf(
							/* translators: %s: a Google account, such as ada@example.org. */
							__( 'Connected as %s.', 'blockpack' ),
							data.account?.name ?? ''
						) }{ ' ' }
						<Button
							variant="link"
							disabled={ !! busy || copying }
							onClick={ disconnect }
						>
							{ __( 'Disconnect', 'blockpack' ) }
						</Button>
					</p>
				</>
			) }
		</div>
	);
}
