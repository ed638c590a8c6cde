/**
 * VideoPress player addresses, as Jetpack's saves wrote them into posts: `core/video` blocks
 * with a `guid` (the VideoPress extension, five save shapes) and `videopress/video`. The address
 * sits on its own line inside the saved figure, where WordPress's oEmbed turns it into the
 * player; validating that old content means writing the very same address again, so each
 * shape's options are listed here in the order Jetpack wrote them.
 *
 * New uploads never get a guid (they are hosted by the site, see core-video): nothing here is
 * used to create content, only to read and keep what Jetpack saved.
 */
import { addQueryArgs, getQueryArgs } from '@wordpress/url';

/** The player options a block's attributes hold. */
export interface PlayerOptions {
	autoplay?: boolean;
	controls?: boolean;
	loop?: boolean;
	muted?: boolean;
	playsinline?: boolean;
	poster?: string;
	preload?: string;
	seekbarColor?: string;
	seekbarPlayedColor?: string;
	seekbarLoadingColor?: string;
	useAverageColor?: boolean;
}

/**
 * Jetpack's save shapes, oldest first: 1 (no options), 2 (the five basic options), 3
 * (resizeToParent, plays inline, seekbar colours), 4 (cover), 5 (average colour; the
 * current shape, also `videopress/video`'s figure).
 */
export type UrlShape = 1 | 2 | 3 | 4 | 5;

/**
 * The player's address for a guid, as the given save shape wrote it: only the options that
 * differ from the player's defaults.
 *
 * @param guid    The VideoPress id.
 * @param options The block's player options.
 * @param shape   The save shape.
 * @return The address, or null without a guid.
 */
export function videoPressUrl(
	guid: string | undefined,
	options: PlayerOptions,
	shape: UrlShape = 5
): string | null {
	if ( ! guid ) {
		return null;
	}
	const o = options;
	const args =
		shape < 2
			? {}
			: {
					...( shape > 2 && { resizeToParent: true } ),
					...( shape > 3 && { cover: true } ),
					...( o.autoplay && { autoPlay: true } ),
					...( ! o.controls && { controls: false } ),
					...( o.loop && { loop: true } ),
					...( o.muted && { muted: true, persistVolume: false } ),
					...( shape > 2 && o.playsinline && { playsinline: true } ),
					...( o.poster && { posterUrl: o.poster } ),
					...( o.preload !== 'none' && {
						preloadContent: o.preload,
					} ),
					...( shape > 2 &&
						o.seekbarColor && { sbc: o.seekbarColor } ),
					...( shape > 2 &&
						o.seekbarPlayedColor && {
							sbpc: o.seekbarPlayedColor,
						} ),
					...( shape > 2 &&
						o.seekbarLoadingColor && {
							sblc: o.seekbarLoadingColor,
						} ),
					...( shape > 4 &&
						o.useAverageColor && { useAverageColor: true } ),
				};
	return addQueryArgs( `https://videopress.com/v/${ guid }`, args );
}

/** The address line of a saved VideoPress figure. */
const URL_LINE = /https:\/\/videopress\.com\/v\/[\w-]+(?:\?[^\s<]*)?/;

/**
 * The options core's Video block reads from its `<video>` element, read instead from the
 * player's address in a saved VideoPress figure (a guid video has no `<video>` element).
 *
 * @param html The block's saved markup.
 * @return The options the address states, or null when the markup holds no address.
 */
export function optionsFromSavedUrl(
	html: string
): Pick<
	PlayerOptions,
	'autoplay' | 'controls' | 'loop' | 'muted' | 'poster' | 'preload'
> | null {
	const line = URL_LINE.exec( html );
	if ( ! line ) {
		return null;
	}
	const args = getQueryArgs( line[ 0 ].replace( /&amp;/g, '&' ) ) as Record<
		string,
		string | undefined
	>;
	const flag = ( name: string ) =>
		args[ name ] === 'true' ? true : undefined;
	return {
		autoplay: flag( 'autoPlay' ),
		controls: args.controls !== 'false',
		loop: flag( 'loop' ),
		muted: flag( 'muted' ),
		poster: args.posterUrl,
		preload: args.preloadContent ?? 'none',
	};
}
