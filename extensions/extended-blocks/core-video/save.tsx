/**
 * The saved figure of a `core/video` block with a VideoPress guid, in each of the shapes
 * Jetpack's VideoPress extension saved (see shared/videopress/url.ts): a figure whose only
 * content is the player's address on its own line, for WordPress's oEmbed, and the caption.
 * Blocks without a guid are core's own and saved by core's save, untouched.
 */
import { videoPressFigure } from '@shared/videopress/figure';
import type { UrlShape } from '@shared/videopress/url';
import type { VideoAttributes } from './attributes';

/** The classes Jetpack's first save wrote, before the class names had an attribute. */
export const V1_CLASSES = 'wp-block-embed is-type-video is-provider-videopress';

/**
 * The figure of a guid video in one of Jetpack's save shapes.
 *
 * @param a     The block's attributes.
 * @param shape The save shape (1 to 5).
 * @return The saved element, or null without a guid.
 */
export function guidFigure( a: VideoAttributes, shape: UrlShape ) {
	if ( ! a.guid ) {
		return null;
	}
	const classes =
		shape > 2
			? [
					'wp-block-video',
					a.className,
					a.videoPressClassNames,
					a.align && `align${ a.align }`,
				]
			: [ shape === 1 ? V1_CLASSES : a.videoPressClassNames ];
	return videoPressFigure( a, shape, {
		className: classes.filter( Boolean ).join( ' ' ) || undefined,
		wrapper: 'wp-block-embed__wrapper',
		narrow: shape > 3 ? 'wrapper' : undefined,
		blockProps: shape > 2,
	} );
}

/**
 * Wraps core's save: a guid video saves Jetpack's current figure, any other video core's
 * own markup (called as a function, so that WordPress adds the block's class to the element
 * it returns).
 *
 * @param coreSave core/video's save.
 * @return The save of the extended block.
 */
export function withVideoPressSave(
	coreSave: ( props: { attributes: VideoAttributes } ) => unknown
) {
	return ( props: { attributes: VideoAttributes } ) =>
		props.attributes.guid
			? guidFigure( props.attributes, 5 )
			: coreSave( props );
}
