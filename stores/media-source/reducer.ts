/**
 * The reducer of the `jetpack/media-source` store.
 */
import { createReducer } from '../create-store';
import type { Action, MediaSource, State } from './types';

/**
 * The state with one source changed; unchanged when the source is not registered.
 *
 * @param state  The state.
 * @param id     The source.
 * @param change What changes.
 */
function changeSource(
	state: State,
	id: string,
	change: ( source: MediaSource ) => MediaSource
): State {
	const source = state.sources[ id ];
	return source
		? { ...state, sources: { ...state.sources, [ id ]: change( source ) } }
		: state;
}

export default createReducer< State, Action >(
	{ sources: {}, default: null },
	{
		REGISTER_MEDIA_SOURCE: ( state, { id, source } ) => ( {
			...state,
			sources: {
				...state.sources,
				[ id ]: { ...state.sources[ id ], ...source, id },
			},
		} ),
		UPDATE_MEDIA_SOURCE_DATA: ( state, { id, data } ) =>
			changeSource( state, id, ( source ) => ( {
				...source,
				...data,
				id,
			} ) ),
		UNREGISTER_MEDIA_SOURCE: ( state, { id } ) => {
			const { [ id ]: _removed, ...sources } = state.sources;
			return {
				sources,
				default: state.default === id ? null : state.default,
			};
		},
		SET_DEFAULT_MEDIA_SOURCE: ( state, { id } ) => ( {
			...state,
			default: id,
		} ),
		SET_MEDIA_PLAYER_STATE: ( state, { id, state: playing } ) =>
			changeSource( state, id, ( source ) => ( {
				...source,
				state: playing,
			} ) ),
		TOGGLE_MEDIA_PLAYER_STATE: ( state, { id } ) =>
			changeSource( state, id, ( source ) => ( {
				...source,
				state:
					source.state === 'is-playing' ? 'is-paused' : 'is-playing',
			} ) ),
		SET_MEDIA_PLAYER_CURRENT_TIME: ( state, { id, currentTime } ) =>
			changeSource( state, id, ( source ) => ( {
				...source,
				currentTime,
			} ) ),
	}
);
