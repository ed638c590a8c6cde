/**
 * The picker's rules, pure (test/logic.test.ts): the seeded search, when searching is allowed,
 * how many pictures may be picked, what an error shows, and what the block is given.
 */
import { __ } from '@wordpress/i18n';
import type { CopyResult } from './api';

/** The searches the picker opens with, one at random. */
export const SEARCH_SEEDS = [
	'mountain',
	'ocean',
	'river',
	'clouds',
	'pattern',
	'abstract',
	'sky',
];

/** The most pictures one pick takes when the block takes several. */
export const MAX_SELECTION = 10;

/**
 * @param random A number in [0, 1) (Math.random by default).
 * @return One of the seeds.
 */
export function seedSearch( random = Math.random() ): string {
	return SEARCH_SEEDS[
		Math.min(
			SEARCH_SEEDS.length - 1,
			Math.floor( random * SEARCH_SEEDS.length )
		)
	];
}

/**
 * @param input    What the search field holds.
 * @param searched The search the list shows.
 * @return Whether the Search button is disabled: nothing typed, or the same search.
 */
export function isSearchDisabled( input: string, searched: string ): boolean {
	const term = input.trim();
	return term === '' || term === searched.trim();
}

/**
 * @param multiple Whether the block takes several pictures.
 * @return How many may be picked.
 */
export function selectionLimit( multiple: unknown ): number {
	return multiple ? MAX_SELECTION : 1;
}

/**
 * @param selected The picked ids, in the order picked.
 * @param id       The id clicked.
 * @param limit    How many may be picked.
 * @return The new selection: the id dropped if picked; else added (in place of the one pick
 * when only one may be picked; not at all when the limit is reached).
 */
export function toggleSelection(
	selected: string[],
	id: string,
	limit: number
): string[] {
	if ( selected.includes( id ) ) {
		return selected.filter( ( picked ) => picked !== id );
	}
	if ( limit === 1 ) {
		return [ id ];
	}
	return selected.length >= limit ? selected : [ ...selected, id ];
}

/** What an error shows: the connect screen, or a message. */
export type ErrorView = { connect: true } | { connect: false; message: string };

/**
 * @param error What a request failed with.
 * @return The view: `authorization_required` → the connect screen; else 'Internal server error'.
 */
export function errorView( error: unknown ): ErrorView {
	const code = ( error as { code?: unknown } | null )?.code;
	if ( code === 'authorization_required' ) {
		return { connect: true };
	}
	return {
		connect: false,
		message: __( 'Internal server error', 'blockpack' ),
	};
}

/** What MediaUpload hands a block for one picture. */
export interface PickedMedia {
	id: number;
	url: string;
	alt: string;
	caption: string;
	title: string;
	type: 'image';
}

/**
 * @param results A copy's answer.
 * @return The copied pictures as MediaUpload gives them, and the first failure's message.
 */
export function readCopyResults( results: CopyResult[] ): {
	media: PickedMedia[];
	error: string;
} {
	const media: PickedMedia[] = [];
	let error = '';
	for ( const result of Array.isArray( results ) ? results : [] ) {
		if ( 'id' in result && result.id ) {
			media.push( {
				id: result.id,
				url: result.url,
				alt: result.alt ?? '',
				caption: result.caption ?? '',
				title: result.title ?? '',
				type: 'image',
			} );
		} else if ( ! error ) {
			error =
				( 'message' in result && result.message ) ||
				__( 'Internal server error', 'blockpack' );
		}
	}
	return { media, error };
}

/** A picture a gallery already has, as onSelect hands it back. */
export interface ExistingImage {
	id: number;
	url: string;
	type: 'image';
}

/** An inner block, as far as galleryImages() reads it. */
interface InnerBlock {
	name: string;
	attributes: { id?: unknown; url?: unknown };
}

/**
 * The pictures a gallery has, in the MediaUpload's order: each id of its value that one of its
 * image blocks holds, with that block's address (core's gallery makes a blob of an entry
 * without one).
 *
 * @param value       The MediaUpload's value (the gallery's image ids).
 * @param innerBlocks The gallery's inner blocks.
 * @return The pictures.
 */
export function galleryImages(
	value: unknown,
	innerBlocks: InnerBlock[]
): ExistingImage[] {
	return ( Array.isArray( value ) ? value : [] ).flatMap( ( raw ) => {
		const id = Number( raw );
		const block = innerBlocks.find(
			( inner ) =>
				inner.name === 'core/image' &&
				Number( inner.attributes.id ) === id
		);
		const url = block?.attributes.url;
		return id > 0 && typeof url === 'string' && url
			? [ { id, url, type: 'image' as const } ]
			: [];
	} );
}

/**
 * What to call the block's onSelect with: one picture, or (when it takes several) the pictures
 * it already has followed by the new ones, so that a gallery gets them appended (core's gallery
 * keeps the images whose ids it is given and drops the others).
 *
 * @param media    The copied pictures.
 * @param multiple Whether the block takes several.
 * @param existing The pictures the block has (galleryImages()).
 * @return The argument of onSelect.
 */
export function selectArgument(
	media: PickedMedia[],
	multiple: unknown,
	existing: ExistingImage[]
): PickedMedia | Array< PickedMedia | ExistingImage > {
	return multiple ? [ ...existing, ...media ] : media[ 0 ];
}
