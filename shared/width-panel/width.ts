/**
 * Rules of the width panel: preset percentages, the units a width may use (%, px, em), their
 * defaults, and what left or right alignment allows. Left and right aligned blocks float, and a
 * percentage of a float's container is not what a person means, so they take px or em only.
 */

/** A unit of a width. */
export type WidthUnit = '%' | 'px' | 'em';

/** A unit as the unit input lists it, with the quantity it starts at when chosen. */
export interface WidthUnitOption {
	value: WidthUnit;
	label: string;
	default: number;
}

/** The preset widths. */
export const PRESET_WIDTHS = [ '25%', '50%', '75%', '100%' ] as const;

/** The units of the unit input, with their defaults: % 100, px 150, em 10. */
export const WIDTH_UNITS: readonly WidthUnitOption[] = Object.freeze( [
	{ value: '%', label: '%', default: 100 },
	{ value: 'px', label: 'px', default: 150 },
	{ value: 'em', label: 'em', default: 10 },
] );

/** The largest percentage. */
export const MAX_PERCENT = 100;

/**
 * Whether an alignment floats the block (left or right).
 *
 * @param align The block's `align` attribute.
 * @return True for left and right.
 */
export function isFloatAlignment( align: unknown ): boolean {
	return align === 'left' || align === 'right';
}

/**
 * The units a width may use with an alignment: px and em when floated, all three otherwise.
 *
 * @param align The block's `align` attribute.
 * @return The unit options, in the order the unit input lists them.
 */
export function unitsForAlignment( align: unknown ): WidthUnitOption[] {
	return WIDTH_UNITS.filter(
		( unit ) => ! isFloatAlignment( align ) || unit.value !== '%'
	);
}

/**
 * The width a unit starts at when chosen: "100%", "150px", "10em".
 *
 * @param unit A width unit.
 * @return The CSS width.
 */
export function defaultWidth( unit: WidthUnit ): string {
	const option = WIDTH_UNITS.find( ( { value } ) => value === unit );
	return `${ option?.default ?? '' }${ unit }`;
}

/** A width read from CSS text. */
export interface ParsedWidth {
	quantity: number;
	unit: WidthUnit;
}

/**
 * Reads a width in %, px or em ("50%", "150px", "10.5em", " 12 px" is refused).
 *
 * @param width A CSS width.
 * @return The quantity and unit, or null for anything else (other units, no unit, text).
 */
export function parseWidth( width: unknown ): ParsedWidth | null {
	if ( typeof width !== 'string' ) {
		return null;
	}
	const match = /^(-?(?:\d+(?:\.\d*)?|\.\d+))(%|px|em)$/i.exec(
		width.trim()
	);
	if ( ! match ) {
		return null;
	}
	return {
		quantity: Number( match[ 1 ] ),
		unit: match[ 2 ].toLowerCase() as WidthUnit,
	};
}

/**
 * Whether a width is a percentage.
 *
 * @param width A CSS width.
 * @return True for "50%"…
 */
export function isPercentWidth( width: unknown ): boolean {
	return parseWidth( width )?.unit === '%';
}

/**
 * The width to store for a value from the unit input: nothing when empty or not a width in an
 * allowed unit (a percentage when floated), a percentage kept between 0 and 100, a length never
 * negative.
 *
 * @param value The input's value ("120px", "150%", "").
 * @param align The block's `align` attribute.
 * @return The CSS width, or undefined to clear it.
 */
export function normalizeWidth(
	value: string | undefined,
	align: unknown
): string | undefined {
	const parsed = parseWidth( value );
	if (
		! parsed ||
		! unitsForAlignment( align ).some(
			( unit ) => unit.value === parsed.unit
		)
	) {
		return undefined;
	}
	const upper = parsed.unit === '%' ? MAX_PERCENT : Infinity;
	const quantity = Math.min( Math.max( parsed.quantity, 0 ), upper );
	return `${ quantity }${ parsed.unit }`;
}

/**
 * The width after clicking a preset: the preset, or nothing when it was already chosen.
 *
 * @param width  The current width.
 * @param preset The preset clicked.
 * @return The next width.
 */
export function togglePresetWidth(
	width: string | undefined,
	preset: string
): string | undefined {
	return width === preset ? undefined : preset;
}

/**
 * The width to keep when the alignment changes: a percentage is cleared when the block becomes
 * left or right aligned; anything else is kept.
 *
 * @param width The current width.
 * @param align The new alignment.
 * @return The width to keep.
 */
export function widthForAlignment(
	width: string | undefined,
	align: unknown
): string | undefined {
	return isFloatAlignment( align ) && isPercentWidth( width )
		? undefined
		: width;
}
