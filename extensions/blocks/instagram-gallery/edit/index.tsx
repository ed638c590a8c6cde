/**
 * Latest Instagram Posts in the editor: the connect placeholder (the site's accounts, or the
 * connect popup), a spinner while the posts load (30, once), then the grid of `count` posts and
 * the sidebar. A failed or malformed gallery answer brings the connect placeholder back with a
 * notice; the saved connection changes only when an account is picked, connected or disconnected.
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { Spinner } from '@wordpress/components';
import { useCallback, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import {
	displaySettings,
	genericError,
	type EditorNotice,
	type GalleryOutcome,
} from '../gallery';
import type { InstagramConnection, InstagramGalleryAttributes } from '../types';
import ConnectPlaceholder from './connect-placeholder';
import Controls from './controls';
import Grid from './grid';
import { useConnect, useConnections } from './use-connect';
import { useGallery } from './use-gallery';
import { getInstagramGalleryEditorData } from '../editor-data';

export default function InstagramGalleryEdit( {
	attributes,
	setAttributes,
}: BlockEditProps< InstagramGalleryAttributes > ) {
	const blockProps = useBlockProps();
	const { accessToken, instagramUser, isStackedOnMobile } = attributes;
	const [ notice, setNotice ] = useState< EditorNotice | null >( null );

	const onOutcome = useCallback(
		( outcome: GalleryOutcome ) => {
			setNotice( outcome.notice );
			if ( Object.keys( outcome.attributes ).length ) {
				setAttributes( outcome.attributes );
			}
		},
		[ setAttributes ]
	);
	// Picking the account the block already holds (after a failed answer) asks again.
	const [ attempt, setAttempt ] = useState( 0 );
	const { images, loading } = useGallery(
		accessToken,
		instagramUser,
		onOutcome,
		attempt
	);
	const showPlaceholder = ! loading && ( ! accessToken || ! images.length );
	const { connections, loading: loadingConnections } =
		useConnections( showPlaceholder );
	const { connect, connecting } = useConnect( {
		onConnected: ( id ) => {
			setNotice( null );
			// The username comes with the new connection's gallery (external_name).
			setAttributes( { accessToken: id, instagramUser: undefined } );
			setAttempt( ( n ) => n + 1 );
		},
		onFailed: ( detail ) =>
			setNotice( {
				message: genericError(),
				...( detail ? { detail } : {} ),
			} ),
	} );

	const onChoose = ( connection: InstagramConnection ) => {
		setNotice( null );
		setAttributes( {
			accessToken: connection.token,
			instagramUser: connection.username,
		} );
		setAttempt( ( n ) => n + 1 );
	};
	const onDisconnect = () => {
		setNotice( null );
		setAttributes( { accessToken: undefined, instagramUser: undefined } );
	};
	const onConnect = () => {
		setNotice( null );
		connect();
	};

	const settings = displaySettings( attributes );

	return (
		<div { ...blockProps }>
			{ showPlaceholder && (
				<ConnectPlaceholder
					connections={ connections }
					canConnect={ getInstagramGalleryEditorData().canConnect }
					loadingConnections={ loadingConnections }
					connecting={ connecting }
					notice={ notice }
					onChoose={ onChoose }
					onConnect={ onConnect }
				/>
			) }
			{ loading && (
				<div className="wp-block-jetpack-instagram-gallery__loading">
					<Spinner />
					<p>{ __( 'Embedding…', 'blockpack' ) }</p>
				</div>
			) }
			{ ! showPlaceholder && ! loading && (
				<>
					<Grid
						images={ images }
						count={ settings.count }
						columns={ settings.columns }
						spacing={ settings.spacing }
						isStackedOnMobile={ isStackedOnMobile !== false }
					/>
					<InspectorControls>
						<Controls
							attributes={ attributes }
							setAttributes={ setAttributes }
							available={ images.length }
							onDisconnect={ onDisconnect }
						/>
					</InspectorControls>
				</>
			) }
		</div>
	);
}
