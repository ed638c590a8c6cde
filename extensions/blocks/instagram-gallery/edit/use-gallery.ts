/**
 * Loads a connection's posts once (30 of them) whenever the block's connection changes, and
 * hands the outcome (gallery.ts galleryOutcome) to the editor.
 */
import { useEffect, useMemo, useRef } from '@wordpress/element';
import { useRequest } from '@shared/use-request';
import { getGallery, MalformedGalleryError } from '../api';
import {
	galleryOutcome,
	type GalleryOutcome,
	type GalleryResult,
} from '../gallery';
import type { GalleryImage } from '../types';

/** What one request gave: the gallery or why not, for the connection it was made with. */
type Loaded = { token: string; result: GalleryResult };

/**
 * @param accessToken   The block's connection id.
 * @param instagramUser The stored username.
 * @param onOutcome     Called with each outcome (notice, attributes to set).
 * @param attempt       Asks again when it changes (the same account picked after a failure).
 * @return The posts of the current connection, and whether they are loading.
 */
export function useGallery(
	accessToken: string | undefined,
	instagramUser: string | undefined,
	onOutcome: ( outcome: GalleryOutcome ) => void,
	attempt = 0
): { images: GalleryImage[]; loading: boolean } {
	const latest = useRef( { instagramUser, onOutcome } );
	latest.current = { instagramUser, onOutcome };

	const { data, isLoading } = useRequest(
		!! accessToken &&
			( (): Promise< Loaded > =>
				getGallery( accessToken ).then(
					( gallery ) => ( {
						token: accessToken,
						result: { ok: true as const, gallery },
					} ),
					( error: Error ) => ( {
						token: accessToken,
						result: {
							ok: false as const,
							malformed: error instanceof MalformedGalleryError,
							message: error.message,
						},
					} )
				) ),
		[ accessToken, attempt ]
	);

	// Each answer's outcome, worked out once (with the username of when it came).
	const outcome = useMemo(
		() =>
			data && galleryOutcome( data.result, latest.current.instagramUser ),
		[ data ]
	);
	const current =
		! isLoading && data?.token === accessToken ? outcome : undefined;
	useEffect( () => {
		if ( current ) {
			latest.current.onOutcome( current );
		}
	}, [ current ] );

	return {
		images: current?.images ?? [],
		loading: !! accessToken && ! current,
	};
}
