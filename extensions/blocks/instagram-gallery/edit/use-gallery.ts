/**
 * Loads a connection's posts once (30 of them) whenever the block's connection changes, and
 * hands the outcome (gallery.ts galleryOutcome) to the editor.
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { getGallery, MalformedGalleryError } from '../api';
import { galleryOutcome, type GalleryOutcome } from '../gallery';
import type { GalleryImage } from '../types';

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
	const [ loaded, setLoaded ] = useState< {
		token: string;
		images: GalleryImage[];
	} | null >( null );
	const latest = useRef( { instagramUser, onOutcome } );
	latest.current = { instagramUser, onOutcome };

	useEffect( () => {
		setLoaded( null );
		if ( ! accessToken ) {
			return;
		}
		let live = true;
		getGallery( accessToken )
			.then(
				( gallery ) => ( { ok: true as const, gallery } ),
				( error: Error ) => ( {
					ok: false as const,
					malformed: error instanceof MalformedGalleryError,
					message: error.message,
				} )
			)
			.then( ( result ) => {
				if ( ! live ) {
					return;
				}
				const outcome = galleryOutcome(
					result,
					latest.current.instagramUser
				);
				setLoaded( { token: accessToken, images: outcome.images } );
				latest.current.onOutcome( outcome );
			} );
		return () => {
			live = false;
		};
	}, [ accessToken, attempt ] );

	const current = loaded && loaded.token === accessToken ? loaded : null;
	return {
		images: current?.images ?? [],
		loading: !! accessToken && ! current,
	};
}
