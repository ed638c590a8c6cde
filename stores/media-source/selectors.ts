/**
 * The selectors of the `jetpack/media-source` store. Without an id, a selector reads the
 * default source: the one set as the default, else the first registered, else none.
 */
import type { MediaSource, State } from './types';

/** A source's state before it says it plays, paused or failed. */
export const STATE_NOT_READY = 'is-not-ready';

export const getMediaSources = ( state: State ) => state.sources;

export const getMediaSourceById = ( state: State, id: string ) =>
	state.sources[ id ];

export function getDefaultMediaSource( state: State ): MediaSource | undefined {
	const id = state.default ?? Object.keys( state.sources )[ 0 ];
	return id === undefined ? undefined : state.sources[ id ];
}

const sourceOf = ( state: State, id?: string ) =>
	id ? state.sources[ id ] : getDefaultMediaSource( state );

export const getMediaPlayerState = ( state: State, id?: string ) =>
	sourceOf( state, id )?.state ?? STATE_NOT_READY;

export const getMediaSourceCurrentTime = ( state: State, id?: string ) =>
	sourceOf( state, id )?.currentTime;

export const getMediaSourceDuration = ( state: State, id?: string ) =>
	sourceOf( state, id )?.duration;

export const getMediaSourceDomReference = ( state: State, id?: string ) =>
	sourceOf( state, id )?.domId;
