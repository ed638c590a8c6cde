/**
 * A Video block's player in the `jetpack/media-source` store while the block is shown (loaded
 * through import() by edit.tsx with the first video, the store with it): the
 * player's state, position and length follow the `<video>` element, and a play, pause or toggle
 * asked of the store plays or pauses it (another block, such as a transcript, can drive it).
 */
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useState } from '@wordpress/element';
import { store as mediaSources } from '@stores/media-source';
import { videoOf } from './preview-video';

/**
 * Registers the block's player while the block is shown.
 *
 * @param clientId The block.
 * @param src      The video's address (the player changes with it).
 */
export function useMediaSource( clientId: string, src?: string ): void {
	const sources = useDispatch( mediaSources );
	const [ video, setVideo ] = useState< HTMLVideoElement | null >( null );
	const wanted = useSelect(
		( select ) => select( mediaSources ).getMediaPlayerState( clientId ),
		[ clientId ]
	);

	useEffect( () => {
		// After core's editor has drawn the element.
		const found = src ? videoOf( clientId ) : null;
		setVideo( found );
		if ( ! found ) {
			return;
		}
		found.id ||= `blockpack-video-${ clientId }`;
		const update = () =>
			sources.updateMediaSourceData( clientId, {
				currentTime: found.currentTime,
				duration: Number.isFinite( found.duration )
					? found.duration
					: undefined,
			} );
		const events: Array< [ string, () => void ] > = [
			[ 'play', () => sources.playMediaSource( clientId ) ],
			[ 'pause', () => sources.pauseMediaSource( clientId ) ],
			[ 'error', () => sources.errorMediaSource( clientId ) ],
			[ 'timeupdate', update ],
			[ 'durationchange', update ],
		];
		sources.registerMediaSource( clientId, {
			domId: found.id,
			state: 'is-paused',
			currentTime: found.currentTime,
		} );
		update();
		events.forEach( ( [ name, listen ] ) =>
			found.addEventListener( name, listen )
		);
		return () => {
			events.forEach( ( [ name, listen ] ) =>
				found.removeEventListener( name, listen )
			);
			sources.unregisterMediaSource( clientId );
		};
		// The dispatchers are stable.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ clientId, src ] );

	useEffect( () => {
		if ( ! video ) {
			return;
		}
		if ( wanted === 'is-playing' && video.paused ) {
			video.play().catch( () => sources.errorMediaSource( clientId ) );
		} else if ( wanted === 'is-paused' && ! video.paused ) {
			video.pause();
		}
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [ wanted, video ] );
}

/**
 * The block's player in the store, as a part of its editor that shows nothing.
 *
 * @param props          The block.
 * @param props.clientId The block's id.
 * @param props.src      The video's address.
 */
export default function MediaSourceLink( {
	clientId,
	src,
}: {
	clientId: string;
	src: string;
} ) {
	useMediaSource( clientId, src );
	return null;
}
