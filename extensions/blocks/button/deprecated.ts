/**
 * Earlier saves of `jetpack/button`, newest first.
 */
import type { BlockAttribute, BlockDeprecation } from '@wordpress/blocks';
import save from './save';
import type { ButtonAttributes } from './types';

/** The attributes as they were when the old names were in use, plus those names. */
const attributes: Record< string, BlockAttribute > = {
	element: { type: 'string', enum: [ 'a', 'button', 'input' ] },
	saveInPostContent: { type: 'boolean', default: false },
	uniqueId: { type: 'string' },
	passthroughAttributes: { type: 'object' },
	text: { type: 'string' },
	placeholder: { type: 'string' },
	url: { type: 'string' },
	textColor: { type: 'string' },
	customTextColor: { type: 'string' },
	backgroundColor: { type: 'string' },
	customBackgroundColor: { type: 'string' },
	gradient: { type: 'string' },
	customGradient: { type: 'string' },
	borderRadius: { type: 'number' },
	width: { type: 'string' },
	submitButtonText: { type: 'string' },
	textButtonColor: { type: 'string' },
	backgroundButtonColor: { type: 'string' },
	customTextButtonColor: { type: 'string' },
	customBackgroundButtonColor: { type: 'string' },
};

/** The old attribute names and the current ones they map to. */
export const LEGACY_BUTTON_ATTRIBUTES = {
	submitButtonText: 'text',
	textButtonColor: 'textColor',
	backgroundButtonColor: 'backgroundColor',
	customTextButtonColor: 'customTextColor',
	customBackgroundButtonColor: 'customBackgroundColor',
} as const;

type LegacyName = keyof typeof LEGACY_BUTTON_ATTRIBUTES;

/**
 * Whether raw block attributes use an old name.
 *
 * @param raw The attributes in the block comment.
 * @return True when one of the old names is there.
 */
export function hasLegacyAttributes( raw: Record< string, unknown > ): boolean {
	return Object.keys( LEGACY_BUTTON_ATTRIBUTES ).some(
		( key ) => key in raw
	);
}

/**
 * Moves the old attributes to the current names; a current value wins over an old one.
 *
 * @param old The attributes parsed with the old names.
 * @return The current attributes.
 */
export function migrateLegacyAttributes(
	old: Record< string, unknown >
): ButtonAttributes {
	const next: Record< string, unknown > = { ...old };
	for ( const [ legacy, current ] of Object.entries(
		LEGACY_BUTTON_ATTRIBUTES
	) as Array< [ LegacyName, string ] > ) {
		if (
			next[ current ] === undefined &&
			typeof old[ legacy ] === 'string' &&
			old[ legacy ] !== ''
		) {
			next[ current ] = old[ legacy ];
		}
		delete next[ legacy ];
	}
	return next as ButtonAttributes;
}

const deprecated: BlockDeprecation< ButtonAttributes >[] = [
	// Jetpack's form once saved its submit button with the form's old attribute names.
	{
		apiVersion: 3,
		attributes,
		supports: {
			html: false,
			inserter: false,
			align: [ 'left', 'center', 'right' ],
		},
		isEligible: hasLegacyAttributes,
		migrate: migrateLegacyAttributes,
		// Parsed with the schema above, so the attributes are the button's.
		save: ( { attributes: saved } ) =>
			save( { attributes: saved as ButtonAttributes } ),
	},
];

export default deprecated;
