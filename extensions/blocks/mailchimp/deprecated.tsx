/**
 * Older saves of the block, newest first. Each keeps its attributes and markup as Jetpack saved
 * them.
 */
import { InnerBlocks } from '@wordpress/block-editor';
import {
	createBlock,
	type Block,
	type BlockDeprecation,
} from '@wordpress/blocks';
import metadata from './block.json';
import {
	hasOldButtonAttributes,
	migratedButtonAttributes,
	withoutOldButtonAttributes,
} from './migrate';
import { BUTTON_BLOCK } from './template';
import type { MailchimpAttributes } from './types';

type Attributes = MailchimpAttributes;
type Definitions = BlockDeprecation< Attributes >[ 'attributes' ];

const attributes = metadata.attributes as Definitions;
const supports =
	metadata.supports as BlockDeprecation< Attributes >[ 'supports' ];

/** The inner button without the wrapper div (Jetpack's save before the wrapper). */
const withoutWrapper: BlockDeprecation< Attributes > = {
	attributes,
	apiVersion: 3,
	supports,
	save: () => <InnerBlocks.Content />,
};

/**
 * The button as attributes of the block, nothing saved but the comment (Jetpack's first
 * version); migrating moves them to an inner button.
 *
 * @param old         The block's attributes, the old button ones among them.
 * @param innerBlocks What the block holds (nothing, in Jetpack's saves).
 * @return The attributes and the inner blocks with the button.
 */
export function migrateButtonAttributes(
	old: Record< string, unknown >,
	innerBlocks: Block[]
): [ Attributes, Block[] ] {
	const rest = withoutOldButtonAttributes( old ) as Attributes;
	if ( Array.isArray( rest.interests ) ) {
		// Each id once (Jetpack's editor could store one twice).
		rest.interests = [ ...new Set( rest.interests ) ];
	}
	const hasButton = innerBlocks.some( ( b ) => b.name === BUTTON_BLOCK );
	if ( ! hasButton ) {
		return [
			rest,
			[
				...innerBlocks,
				createBlock( BUTTON_BLOCK, migratedButtonAttributes( old ) ),
			],
		];
	}
	return [
		rest,
		innerBlocks.map( ( block ) =>
			block.name === BUTTON_BLOCK
				? {
						...block,
						attributes: migratedButtonAttributes(
							old,
							block.attributes
						),
					}
				: block
		),
	];
}

const buttonAttributes: BlockDeprecation< Attributes > = {
	attributes: {
		...attributes,
		submitButtonText: { type: 'string' },
		backgroundButtonColor: { type: 'string' },
		textButtonColor: { type: 'string' },
		submitButtonClasses: { type: 'string' },
		customBackgroundButtonColor: { type: 'string' },
		customTextButtonColor: { type: 'string' },
	} as Definitions,
	apiVersion: 3,
	supports,
	isEligible: ( attrs, innerBlocks ) =>
		innerBlocks.length === 0 || hasOldButtonAttributes( attrs ),
	migrate: ( attrs, innerBlocks ) =>
		migrateButtonAttributes( attrs, innerBlocks as Block[] ),
	save: () => null,
};

const deprecated: BlockDeprecation< Attributes >[] = [
	withoutWrapper,
	buttonAttributes,
];

export default deprecated;
