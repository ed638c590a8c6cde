/**
 * The ad formats: their sizes come from formats.json, which index.php reads too (one table for
 * the editor and the server); their names are Jetpack's, translated by index.php and handed to
 * the editor in its data.
 */
import { getWordAdsEditorData } from './editor-data';
import table from './formats.json';

export type AdFormatTag =
	'mrec' | 'leaderboard' | 'mobile_leaderboard' | 'wideskyscraper';

/** One format: its tag (the block's `format`), its size in CSS pixels and its name. */
export interface AdFormat {
	tag: AdFormatTag;
	width: number;
	height: number;
	name: string;
}

/** The format of a block whose `format` is missing or unknown (as the server renders it). */
export const DEFAULT_FORMAT: AdFormatTag = 'mrec';

/**
 * Every format, in the table's order, named as the server names it (else by its tag).
 *
 * @return The formats.
 */
export function adFormats(): AdFormat[] {
	const { formatNames } = getWordAdsEditorData();
	return ( table as Array< Omit< AdFormat, 'name' > > ).map( ( row ) => ( {
		...row,
		name: formatNames[ row.tag ] ?? row.tag,
	} ) );
}

/**
 * The format a block shows: its own when known, else the default one.
 *
 * @param tag The block's `format`.
 * @return The format.
 */
export function formatOf( tag: unknown ): AdFormat {
	const formats = adFormats();
	return (
		formats.find( ( format ) => format.tag === tag ) ??
		( formats.find(
			( format ) => format.tag === DEFAULT_FORMAT
		) as AdFormat )
	);
}

/**
 * The size of the editor's placeholder: the format's own, or, when less room is available, as
 * wide as the room with the format's ratio kept.
 *
 * @param format    The format.
 * @param available The width available, in CSS pixels (undefined before it is measured).
 * @return The width and height, whole pixels.
 */
export function placeholderSize(
	format: Pick< AdFormat, 'width' | 'height' >,
	available?: number
): { width: number; height: number } {
	if (
		available === undefined ||
		! Number.isFinite( available ) ||
		available <= 0 ||
		available >= format.width
	) {
		return { width: format.width, height: format.height };
	}
	const width = Math.floor( available );
	return {
		width,
		height: Math.max(
			1,
			Math.round( ( format.height * width ) / format.width )
		),
	};
}
