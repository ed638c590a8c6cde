/**
 * The saved figure of a VideoPress video, as Jetpack's saves wrote it for `core/video` with a
 * guid and for `videopress/video`: the player's address on its own line (for WordPress's
 * oEmbed) in a wrapper, and the caption.
 */
import { RichText, useBlockProps } from '@wordpress/block-editor';
import { videoPressUrl, type PlayerOptions, type UrlShape } from './url';

export interface FigureAttributes extends PlayerOptions {
	guid?: string;
	caption?: string;
	maxWidth?: string;
}

/** How a save shape lays the figure out. */
export interface FigureLayout {
	/** The figure's classes. */
	className?: string;
	/** The wrapper's class. */
	wrapper: string;
	/** Where a maximum width narrower than 100% is set, if anywhere. */
	narrow?: 'figure' | 'wrapper';
	/** Whether the figure takes the block's props (WordPress's classes and supports). */
	blockProps?: boolean;
}

/**
 * The figure of a VideoPress video.
 *
 * @param a      The block's attributes.
 * @param shape  The address's save shape.
 * @param layout The figure's layout.
 * @return The saved element.
 */
export function videoPressFigure(
	a: FigureAttributes,
	shape: UrlShape,
	layout: FigureLayout
) {
	const url = videoPressUrl( a.guid, a, shape );
	const { className, wrapper, narrow } = layout;
	const style =
		a.maxWidth && '100%' !== a.maxWidth
			? { maxWidth: a.maxWidth, margin: 'auto' }
			: {};
	return (
		<figure
			{ ...( layout.blockProps
				? useBlockProps.save( { className } )
				: { className } ) }
			style={ 'figure' === narrow ? style : undefined }
		>
			{ url && (
				<div
					className={ wrapper }
					style={ 'wrapper' === narrow ? style : undefined }
				>
					{
						`\n${ url }\n` /* The address on its own line, for oEmbed. */
					}
				</div>
			) }
			{ ! RichText.isEmpty( a.caption ?? '' ) && (
				<RichText.Content
					tagName="figcaption"
					value={ a.caption ?? '' }
				/>
			) }
		</figure>
	);
}
