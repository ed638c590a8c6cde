/**
 * The widget's styles and the rules around them: sizes, the button that needs exactly one
 * restaurant, the service's type/theme pair, and the wide style that wants wide alignment.
 */
import type { OpenTableStyle } from './types';

/** Every style, in the order the editor offers them. */
export const STYLES: readonly OpenTableStyle[] = [
	'standard',
	'tall',
	'wide',
	'button',
];

/** Each style's size in pixels, as the service draws it. */
export const STYLE_SIZES: Readonly<
	Record< OpenTableStyle, { width: number; height: number } >
> = {
	standard: { width: 224, height: 301 },
	tall: { width: 288, height: 490 },
	wide: { width: 840, height: 150 },
	button: { width: 210, height: 113 },
};

/**
 * Whether a value is one of the styles.
 *
 * @param value Any value.
 */
export function isStyle( value: unknown ): value is OpenTableStyle {
	return (
		typeof value === 'string' &&
		( STYLES as readonly string[] ).includes( value )
	);
}

/**
 * The style chosen in the editor: the `is-style-…` class when there is one (the Styles panel
 * writes it), else the `style` attribute (older saves kept only that), else standard.
 *
 * @param className The block's classes.
 * @param style     The `style` attribute.
 */
export function getSelectedStyle(
	className: string | undefined,
	style: unknown
): OpenTableStyle {
	const match = /(?:^|\s)is-style-([a-z]+)(?:\s|$)/.exec( className ?? '' );
	if ( match && isStyle( match[ 1 ] ) ) {
		return match[ 1 ];
	}
	return isStyle( style ) ? style : 'standard';
}

/**
 * The style the widget gets: the button needs a single restaurant, so with several it falls
 * back to standard.
 *
 * @param style The chosen style.
 * @param rid   The restaurant ids.
 */
export function getEffectiveStyle(
	style: unknown,
	rid: readonly unknown[] | undefined
): OpenTableStyle {
	const chosen = isStyle( style ) ? style : 'standard';
	if ( chosen === 'button' && ( rid?.length ?? 0 ) > 1 ) {
		return 'standard';
	}
	return chosen;
}

/**
 * The styles offered for these restaurants (no button for several).
 *
 * @param rid The restaurant ids.
 */
export function getAvailableStyles(
	rid: readonly unknown[] | undefined
): OpenTableStyle[] {
	return STYLES.filter(
		( style ) => style !== 'button' || ( rid?.length ?? 0 ) <= 1
	);
}

/**
 * The service's widget `type` and `theme` for a style: several restaurants make a `multi`
 * widget; the button is a type of its own with the standard theme.
 *
 * @param style The chosen style.
 * @param rid   The restaurant ids.
 */
export function getTypeAndTheme(
	style: unknown,
	rid: readonly unknown[] | undefined
): { type: 'standard' | 'button' | 'multi'; theme: OpenTableStyle } {
	const effective = getEffectiveStyle( style, rid );
	if ( ( rid?.length ?? 0 ) > 1 ) {
		return { type: 'multi', theme: effective };
	}
	if ( effective === 'button' ) {
		return { type: 'button', theme: 'standard' };
	}
	return { type: 'standard', theme: effective };
}

/**
 * Whether the wide style sits in a narrower alignment (the editor warns: it may not fit).
 *
 * @param style The effective style.
 * @param align The block's alignment.
 */
export function needsWideAlignmentWarning(
	style: OpenTableStyle,
	align: string | undefined
): boolean {
	return style === 'wide' && align !== 'wide' && align !== 'full';
}

/**
 * The alignment to set when the style changes: picking wide forces wide alignment (unless
 * already full); leaving wide drops the wide alignment it had forced.
 *
 * @param previous The style before the change (undefined on first render).
 * @param next     The style after it.
 * @param align    The current alignment.
 * @return The new alignment, or null when it stays.
 */
export function alignmentForStyleChange(
	previous: OpenTableStyle | undefined,
	next: OpenTableStyle,
	align: string | undefined
): string | undefined | null {
	if ( previous === undefined || previous === next ) {
		return null;
	}
	if ( next === 'wide' ) {
		return align === 'wide' || align === 'full' ? null : 'wide';
	}
	if ( previous === 'wide' && align === 'wide' ) {
		return undefined;
	}
	return null;
}

/**
 * The block's classes with its `is-style-…` class replaced (or removed, for standard, the
 * default style, which needs no class).
 *
 * @param className The block's classes.
 * @param style     The style to keep.
 * @return The classes, or undefined when none remain.
 */
export function withStyleClass(
	className: string | undefined,
	style: OpenTableStyle
): string | undefined {
	const classes = ( className ?? '' )
		.split( /\s+/ )
		.filter( ( name ) => name && ! name.startsWith( 'is-style-' ) );
	if ( style !== 'standard' ) {
		classes.push( `is-style-${ style }` );
	}
	return classes.length ? classes.join( ' ' ) : undefined;
}

/**
 * The preview's size: the style's, taller for several restaurants (the widget adds a picker).
 *
 * @param style The effective style.
 * @param count How many restaurants.
 */
export function getPreviewSize(
	style: OpenTableStyle,
	count: number
): { width: number; height: number } {
	const size = STYLE_SIZES[ style ];
	const multi = count > 1 && ( style === 'standard' || style === 'tall' );
	return { width: size.width, height: size.height + ( multi ? 60 : 0 ) };
}
