/**
 * The actions of the `jetpack/media-source` store.
 */
import type { Action, MediaSource, MediaState } from './types';

export const registerMediaSource = (
	id: string,
	source: Partial< MediaSource > = {}
): Action => ( { type: 'REGISTER_MEDIA_SOURCE', id, source } );

export const updateMediaSourceData = (
	id: string,
	data: Partial< MediaSource >
): Action => ( { type: 'UPDATE_MEDIA_SOURCE_DATA', id, data } );

export const unregisterMediaSource = ( id: string ): Action => ( {
	type: 'UNREGISTER_MEDIA_SOURCE',
	id,
} );

export const setDefaultMediaSource = ( id: string | null ): Action => ( {
	type: 'SET_DEFAULT_MEDIA_SOURCE',
	id,
} );

const setState = ( id: string, state: MediaState ): Action => ( {
	type: 'SET_MEDIA_PLAYER_STATE',
	id,
	state,
} );

export const playMediaSource = ( id: string ) => setState( id, 'is-playing' );
export const pauseMediaSource = ( id: string ) => setState( id, 'is-paused' );
export const errorMediaSource = ( id: string ) => setState( id, 'is-error' );

export const toggleMediaSource = ( id: string ): Action => ( {
	type: 'TOGGLE_MEDIA_PLAYER_STATE',
	id,
} );

export const setMediaSourceCurrentTime = (
	id: string,
	currentTime: number
): Action => ( { type: 'SET_MEDIA_PLAYER_CURRENT_TIME', id, currentTime } );
