/**
 * Class names and inline styles of the button link, from its colour, gradient, width and
 * radius attributes. Follows the markup Jetpack's Button block saves.
 */
import { getColorClassName } from '@wordpress/block-editor';
import type { CSSProperties } from 'react';
import type { ButtonAttributes, ButtonElement } from './types';

/** The border radius slider's range and the position it starts from. */
export const BORDER_RADIUS = { min: 0, max: 50, initialPosition: 5 } as const;

/** A gradient of the editor's palette. */
export interface GradientOption {
	slug: string;
	gradient: string;
	name: string;
}

/**
 * Joins the truthy class names, in order, without duplicates.
 *
 * @param names Class names, or falsy values to skip.
 * @return The class attribute value, or undefined when empty.
 */
export function classNames(
	...names: Array< string | false | null | undefined >
): string | undefined {
	const kept = names
		.flatMap( ( name ) => ( name ? name.split( /\s+/ ) : [] ) )
		.filter( Boolean );
	return kept.length ? Array.from( new Set( kept ) ).join( ' ' ) : undefined;
}

/**
 * The class of a gradient from the palette (the block editor does not kebab-case it).
 *
 * @param slug The gradient's slug.
 * @return The class name, or undefined without a slug.
 */
export function gradientClass( slug?: string ): string | undefined {
	return slug ? `has-${ slug }-gradient-background` : undefined;
}

/**
 * The link's colours: whether it has a text colour and a background at all, and the custom
 * colours that reach its inline style. A palette colour wins over a custom one; a gradient wins
 * over a custom background colour.
 *
 * @param attributes The block's attributes.
 * @return Flags for the classes, custom values for the style.
 */
function linkColors( attributes: ButtonAttributes ) {
	const {
		backgroundColor,
		customBackgroundColor,
		customGradient,
		customTextColor,
		gradient,
		textColor,
	} = attributes;
	return {
		hasTextColor: !! ( textColor || customTextColor ),
		hasBackground: !! (
			backgroundColor ||
			gradient ||
			customBackgroundColor ||
			customGradient
		),
		customTextColor: textColor ? undefined : customTextColor,
		customBackgroundColor:
			backgroundColor || customGradient || gradient
				? undefined
				: customBackgroundColor,
	};
}

/**
 * The classes of the saved `<a>`: colours, gradient, radius, width and font size.
 *
 * @param attributes The block's attributes.
 * @return The class attribute value.
 */
export function getLinkClassName( attributes: ButtonAttributes ): string {
	const {
		backgroundColor,
		borderRadius,
		fontSize,
		gradient,
		textColor,
		width,
	} = attributes;
	const colors = linkColors( attributes );
	return (
		classNames(
			'wp-block-button__link',
			colors.hasTextColor && 'has-text-color',
			getColorClassName( 'color', textColor ),
			colors.hasBackground && 'has-background',
			getColorClassName( 'background-color', backgroundColor ),
			gradientClass( gradient ),
			0 === borderRadius && 'no-border-radius',
			!! width && 'has-custom-width',
			!! fontSize && `has-${ fontSize }-font-size`,
			!! fontSize && 'has-custom-font-size'
		) ?? ''
	);
}

/**
 * The inline style of the saved `<a>`: the custom colours that win (see linkColors), the custom
 * gradient, font size, radius and width.
 *
 * @param attributes The block's attributes.
 * @return The style object (undefined values are left out when serialized).
 */
export function getLinkStyle( attributes: ButtonAttributes ): CSSProperties {
	const { borderRadius, customGradient, style, width } = attributes;
	const colors = linkColors( attributes );
	return {
		background: customGradient || undefined,
		backgroundColor: colors.customBackgroundColor,
		fontSize: style?.typography?.fontSize,
		color: colors.customTextColor,
		borderRadius: borderRadius ? `${ borderRadius }px` : undefined,
		width,
	};
}

/**
 * The element PHP renders the button as; anything unknown falls back to a link.
 *
 * @param element The `element` attribute.
 * @return `a`, `button` or `input`.
 */
export function resolveElement( element: unknown ): ButtonElement {
	return element === 'button' || element === 'input' ? element : 'a';
}

/**
 * Whether the text allows formatting: an `<input>` shows plain text only.
 *
 * @param element The `element` attribute.
 * @return True when the text may hold bold, italic…
 */
export function allowsFormatting( element: unknown ): boolean {
	return resolveElement( element ) !== 'input';
}

/**
 * The attributes to store for a gradient picked in the editor: a palette slug when the value is
 * in the palette, the CSS value otherwise, and nothing when cleared.
 *
 * @param value     The gradient CSS value, or undefined when cleared.
 * @param gradients The editor's gradient palette.
 * @return The `gradient` and `customGradient` attributes.
 */
export function gradientAttributes(
	value: string | undefined,
	gradients: GradientOption[]
): Pick< ButtonAttributes, 'gradient' | 'customGradient' > {
	if ( ! value ) {
		return { gradient: undefined, customGradient: undefined };
	}
	const match = gradients.find( ( option ) => option.gradient === value );
	return match
		? { gradient: match.slug, customGradient: undefined }
		: { gradient: undefined, customGradient: value };
}

/**
 * The CSS value of the block's gradient, from the palette slug or the custom value.
 *
 * @param attributes The block's attributes.
 * @param gradients  The editor's gradient palette.
 * @return The CSS gradient, or undefined.
 */
export function gradientValue(
	attributes: Pick< ButtonAttributes, 'gradient' | 'customGradient' >,
	gradients: GradientOption[]
): string | undefined {
	if ( attributes.customGradient ) {
		return attributes.customGradient;
	}
	return gradients.find( ( option ) => option.slug === attributes.gradient )
		?.gradient;
}
