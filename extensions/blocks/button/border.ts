/**
 * The border support's classes and styles. The border support is declared with
 * `__experimentalSkipSerialization` (as Jetpack does) so the border lands on the `<a>`, not on the
 * wrapper; serializing it ourselves needs the block editor's border helper, which is only
 * exported as `__experimentalGetBorderClassesAndStyles`. This is the one place that names it.
 */
import * as blockEditor from '@wordpress/block-editor';
import type { CSSProperties } from 'react';
import type { ButtonAttributes } from './types';

// Not in the published types of @wordpress/block-editor.
const { __experimentalGetBorderClassesAndStyles: getBorderClassesAndStyles } =
	blockEditor as unknown as {
		__experimentalGetBorderClassesAndStyles: ( attributes: object ) => {
			className?: string;
			style?: CSSProperties;
		};
	};

export interface BorderProps {
	className?: string;
	style: CSSProperties;
}

/**
 * The border classes (for the wrapper) and inline styles (for the link) of a button.
 *
 * @param attributes The block's attributes (`borderColor`, `style.border`).
 * @return Class names and styles; empty when no border is set.
 */
export function getBorderProps( attributes: ButtonAttributes ): BorderProps {
	const { className, style } = getBorderClassesAndStyles( attributes );
	return { className: className || undefined, style: style ?? {} };
}
