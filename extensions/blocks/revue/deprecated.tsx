/**
 * Earlier saves of `jetpack/revue`, newest first.
 */
import { useBlockProps } from '@wordpress/block-editor';
import {
	createBlock,
	type BlockAttribute,
	type BlockDeprecation,
} from '@wordpress/blocks';
import metadata from './block.json';
import { BUTTON_BLOCK, defaultButtonText } from './button';
import type { RevueAttributes } from './types';
import { profileUrl } from './username';

/** The button attributes Jetpack's first version kept on the block itself. */
const V1_BUTTON_ATTRIBUTES = [
	'text',
	'backgroundColor',
	'textColor',
	'customBackgroundColor',
	'customTextColor',
	'borderRadius',
	'gradient',
	'customGradient',
] as const;

/** The first version's attributes: today's, and the button's. */
const v1Attributes: Record< string, BlockAttribute > = {
	...( metadata.attributes as Record< string, BlockAttribute > ),
	text: { type: 'string', default: 'Subscribe' },
	backgroundColor: { type: 'string' },
	textColor: { type: 'string' },
	customBackgroundColor: { type: 'string' },
	customTextColor: { type: 'string' },
	borderRadius: { type: 'number' },
	gradient: { type: 'string' },
	customGradient: { type: 'string' },
};

/**
 * Moves the first version's button attributes to an inner `jetpack/button` (a `<button>`),
 * text and colours as they were; the button reads "Subscribe" when it had no text.
 *
 * @param old The attributes parsed with the first version's schema.
 * @return The block's attributes and its inner button.
 */
export function migrateV1(
	old: Record< string, unknown >
): [ RevueAttributes, ReturnType< typeof createBlock >[] ] {
	const attributes: Record< string, unknown > = { ...old };
	const button: Record< string, unknown > = { element: 'button' };
	for ( const name of V1_BUTTON_ATTRIBUTES ) {
		if ( attributes[ name ] !== undefined ) {
			button[ name ] = attributes[ name ];
		}
		delete attributes[ name ];
	}
	if ( typeof button.text !== 'string' || button.text === '' ) {
		button.text = defaultButtonText();
	}
	return [
		attributes as RevueAttributes,
		[ createBlock( BUTTON_BLOCK, button ) ],
	];
}

const deprecated: BlockDeprecation< RevueAttributes >[] = [
	// Jetpack's first version saved only a link to the profile; the form's button was drawn by
	// its PHP from the block's own `text` and colour attributes.
	{
		attributes: v1Attributes,
		supports: { html: false },
		migrate: migrateV1,
		save: ( { attributes } ) => {
			const url = profileUrl(
				attributes.revueUsername as string | undefined
			);
			return (
				<div { ...useBlockProps.save() }>
					<a href={ url }>{ url }</a>
				</div>
			);
		},
	},
];

export default deprecated;
