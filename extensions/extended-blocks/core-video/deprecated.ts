/**
 * Jetpack's four older saves of a `core/video` block with a VideoPress guid, newest first (they
 * follow core's own deprecations). Each reads its attributes from the comment, as Jetpack's did,
 * and saves the figure of its shape (save.tsx). Migrating to the current shape keeps every value:
 *
 * - the VideoPress file's address that these shapes kept in `src` moves to `videoPressSrc` (core
 *   reads `src` from a `<video>` element, which a guid video has not);
 * - `useAverageColor` is off, as the player had it for these shapes (their address never asked);
 * - the first two shapes' classes are split as Jetpack's migration did: VideoPress's own
 *   (embed, provider, aspect ratio) into `videoPressClassNames`, any other into `className`;
 * - the second shape's `playsInline` (a comment attribute then) becomes `playsinline`.
 *
 * The "no guid" shape Jetpack also lists (core's save with Jetpack's attribute list) is core's own
 * markup: core's definitions and deprecations read it (fixture core__video__no-guid.html).
 */
import type { UrlShape } from '@shared/videopress/url';
import {
	V2_ATTRIBUTES,
	V3_ATTRIBUTES,
	type VideoAttributes,
} from './attributes';
import { V1_CLASSES, guidFigure } from './save';

const VIDEOPRESS_CLASS =
	/^(wp-block-embed|is-type-video|is-provider-videopress|wp-embed-aspect-\d+-\d+)$/;

const words = ( value?: string ) =>
	( value ?? '' ).split( /\s+/ ).filter( Boolean );

/**
 * The attributes of an older guid video, in the current shape.
 *
 * @param a     The attributes the older shape read.
 * @param shape The older shape.
 * @return The current attributes.
 */
export function migrateGuidVideo(
	a: VideoAttributes,
	shape: UrlShape
): VideoAttributes {
	const { src, playsInline, ...rest } = a;
	// Core's `playsInline` is read from a `<video>` element: false for a guid video.
	const out: VideoAttributes = {
		...rest,
		playsInline: false,
		useAverageColor: false,
	};
	if ( src ) {
		out.videoPressSrc = src as string;
	}
	if ( playsInline && shape === 2 ) {
		out.playsinline = true;
	}
	if ( shape < 3 ) {
		const custom = words( a.className ).filter(
			( c ) => ! VIDEOPRESS_CLASS.test( c )
		);
		const own = [
			...new Set( [
				...words( a.className ),
				...words(
					a.videoPressClassNames ?? ( shape === 1 ? V1_CLASSES : '' )
				),
			] ),
		].filter( ( c ) => ! custom.includes( c ) );
		out.className = custom.join( ' ' ) || undefined;
		out.videoPressClassNames = own.join( ' ' ) || undefined;
	}
	return out;
}

const deprecation = ( attributes: object, shape: UrlShape ) => ( {
	attributes,
	save: ( { attributes: a }: { attributes: VideoAttributes } ) =>
		guidFigure( a, shape ),
	migrate: ( a: VideoAttributes ) => migrateGuidVideo( a, shape ),
} );

/** The guid deprecations, newest first. */
export const GUID_DEPRECATIONS = [
	deprecation( V3_ATTRIBUTES, 4 ),
	deprecation( V3_ATTRIBUTES, 3 ),
	deprecation( V2_ATTRIBUTES, 2 ),
	deprecation( V2_ATTRIBUTES, 1 ),
];
