/**
 * A video's file settings on the server (php/privacy.php): read and saved through
 * `/blockpack/v1/video/{id}/settings`.
 */
import apiFetch from '@wordpress/api-fetch';

/** Jetpack's privacy numbers. */
export const PRIVACY = { PUBLIC: 0, PRIVATE: 1, SITE_DEFAULT: 2 } as const;

export interface FileSettings {
	rating: 'G' | 'PG-13' | 'R-17' | null;
	allow_download: boolean;
	privacy: 0 | 1 | 2;
	is_private: boolean;
	url: string;
}

/**
 * A video's settings.
 *
 * @param id     The video.
 * @param signal Aborts the request.
 */
export function fetchFileSettings(
	id: number,
	signal?: AbortSignal
): Promise< FileSettings > {
	return apiFetch< FileSettings >( {
		path: `/blockpack/v1/video/${ id }/settings`,
		signal,
	} );
}

/**
 * Saves some of a video's settings.
 *
 * @param id     The video.
 * @param change What to change.
 * @return The settings now.
 */
export function saveFileSettings(
	id: number,
	change: Partial<
		Pick< FileSettings, 'rating' | 'allow_download' | 'privacy' >
	>
): Promise< FileSettings > {
	return apiFetch< FileSettings >( {
		path: `/blockpack/v1/video/${ id }/settings`,
		method: 'POST',
		data: change,
	} );
}
