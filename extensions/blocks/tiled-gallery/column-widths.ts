/**
 * When the editor records `columnWidths`: the widths follow the measured width of the gallery,
 * but opening a post must not change it, even when the saved widths are missing (older saves)
 * or no longer fit the shape: the editor shows the computed widths, and visitors get widths the
 * server computes for columns saved without one (index.php). They are recorded only once the
 * user changed the gallery (images added, moved or removed, layout, columns or alignment).
 */
import type { Shape } from './layout/mosaic';

type Widths = Array< Array< string | number > > | undefined;

/**
 * @param widths Saved column widths.
 * @param shape  The gallery's current shape.
 * @return Whether the widths have one entry per column of each row.
 */
export function widthsFitShape( widths: Widths, shape: Shape ): boolean {
	return (
		!! widths &&
		widths.length === shape.length &&
		shape.every( ( row, i ) => widths[ i ]?.length === row.length )
	);
}

/**
 * @param options          What the editor knows.
 * @param options.changed  Whether the user changed the gallery in this session.
 * @param options.saved    The saved widths.
 * @param options.computed The widths for the measured width.
 * @param options.shape    The current shape.
 * @return Whether to record the computed widths.
 */
export function shouldRecordWidths( {
	changed,
	saved,
	computed,
	shape,
}: {
	changed: boolean;
	saved: Widths;
	computed: string[][];
	shape: Shape;
} ): boolean {
	if ( ! shape.length ) {
		return false;
	}
	const same =
		!! saved &&
		saved.length === computed.length &&
		computed.every( ( row, r ) =>
			row.every( ( w, c ) => String( saved[ r ]?.[ c ] ) === w )
		) &&
		saved.every( ( row, r ) => row.length === computed[ r ].length );
	if ( same ) {
		return false;
	}
	return changed;
}

/**
 * Whether a newly measured width is a real resize. Sub-pixel changes come from the layout's own
 * writes feeding back into the measure (the runaway-width loop inside a Row or Stack), never
 * from the user, so they are ignored.
 *
 * @param previous The width of the last layout, or null.
 * @param next     The measured width.
 * @return Whether to lay out again.
 */
export function isRealResize( previous: number | null, next: number ): boolean {
	return (
		next > 0 && ( previous === null || Math.abs( next - previous ) >= 1 )
	);
}
