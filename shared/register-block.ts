/**
 * Registers a Blockpack block from its block.json metadata, following the availability rule.
 */
import {
	registerBlockType,
	type BlockConfiguration,
	type BlockType,
} from '@wordpress/blocks';
import {
	blockTitle,
	getBlockAvailability,
	shouldRegisterBlock,
	type BlockAvailability,
} from './availability';

/**
 * Metadata as imported from a block.json file (`import metadata from './block.json'`): TypeScript
 * types its fields loosely (a `category` is a string, not one of WordPress's), so any object with
 * a name and a title is taken; WordPress checks the rest when it registers the block.
 */
export type BlockMetadata = {
	name: string;
	title: string;
	[ key: string ]: unknown;
};

/**
 * Registers the block when its availability allows it.
 *
 * @param metadata     The block's block.json.
 * @param settings     Client-side settings: edit, save, deprecated, transforms…
 * @param availability The block's availability (read from the server's data by default).
 * @return The registered block type, or false when the block was not registered.
 */
export function registerBlockpackBlock< T extends Record< string, unknown > >(
	metadata: BlockMetadata,
	settings: Partial< BlockConfiguration< T > >,
	availability: BlockAvailability = getBlockAvailability( metadata.name )
): BlockType | false | undefined {
	if ( ! shouldRegisterBlock( availability ) ) {
		return false;
	}
	return registerBlockType< T >(
		metadata as unknown as BlockConfiguration< T > & { name: string },
		{
			...settings,
			title: blockTitle( metadata.title, availability.beta ),
		} as BlockConfiguration< T >
	);
}
