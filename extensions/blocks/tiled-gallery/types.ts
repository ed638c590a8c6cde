/**
 * The Tiled Gallery's attributes (block.json).
 */
import type { Shape } from './layout/mosaic';

/** One image, as read back from the saved `img` (`data-*` attributes). */
export interface TiledGalleryImage {
	alt?: string;
	height?: number;
	/** The attachment's id (a string when read back from `data-id`). */
	id?: string | number;
	/** The attachment page. */
	link?: string;
	customLink?: string;
	url?: string;
	width?: number;
}

/** `original` is saved as no filter at all. */
export type ImageFilter =
	'black-and-white' | 'sepia' | '1977' | 'clarendon' | 'gingham';

export type LinkTo = 'none' | 'media' | 'attachment' | 'custom';

export interface TiledGalleryAttributes {
	align?: string;
	/** Holds the layout: `is-style-rectangular|circle|square|columns`. */
	className?: string;
	columns?: number;
	/** Per row, each column's width in percent (strings with five decimals). */
	columnWidths?: Array< Array< string | number > >;
	ids?: number[];
	imageFilter?: ImageFilter | string;
	images: TiledGalleryImage[];
	imageCrop?: boolean;
	linkTo?: LinkTo | string;
	roundedCorners?: number;
	[ key: string ]: unknown;
}

export type { Shape };
