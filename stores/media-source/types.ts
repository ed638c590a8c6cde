/** A media source's playing state. */
export type MediaState = 'is-playing' | 'is-paused' | 'is-error';

/** One media source (a player the editor shows). */
export interface MediaSource {
	id: string;
	state?: MediaState;
	/** Seconds played. */
	currentTime?: number;
	/** Seconds long. */
	duration?: number;
	/** The id of the media element in the document. */
	domId?: string;
}

export interface State {
	sources: Record< string, MediaSource >;
	/** The source set as the default, or null (then the first registered). */
	default: string | null;
}

export type Action =
	| {
			type: 'REGISTER_MEDIA_SOURCE';
			id: string;
			source: Partial< MediaSource >;
	  }
	| {
			type: 'UPDATE_MEDIA_SOURCE_DATA';
			id: string;
			data: Partial< MediaSource >;
	  }
	| { type: 'UNREGISTER_MEDIA_SOURCE'; id: string }
	| { type: 'SET_DEFAULT_MEDIA_SOURCE'; id: string | null }
	| { type: 'SET_MEDIA_PLAYER_STATE'; id: string; state: MediaState }
	| { type: 'TOGGLE_MEDIA_PLAYER_STATE'; id: string }
	| {
			type: 'SET_MEDIA_PLAYER_CURRENT_TIME';
			id: string;
			currentTime: number;
	  };
