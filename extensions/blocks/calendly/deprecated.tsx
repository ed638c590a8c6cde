/**
 * Earlier saves of `jetpack/calendly`, newest first.
 */
import {
	createBlock,
	type BlockAttribute,
	type BlockDeprecation,
} from '@wordpress/blocks';
import { BUTTON_ID, defaultButtonText } from './button';
import type { CalendlyAttributes } from './types';

/** The attributes of the version that kept the button's text and colours on the block. */
const v1Attributes: Record< string, BlockAttribute > = {
	backgroundColor: { type: 'string', default: 'ffffff' },
	submitButtonText: { type: 'string' },
	submitButtonTextColor: { type: 'string' },
	submitButtonBackgroundColor: { type: 'string' },
	submitButtonClasses: { type: 'string' },
	hideEventTypeDetails: { type: 'boolean', default: false },
	primaryColor: { type: 'string', default: '00A2FF' },
	textColor: { type: 'string', default: '4D5055' },
	style: { type: 'string', default: 'inline', enum: [ 'inline', 'link' ] },
	url: { type: 'string' },
	backgroundButtonColor: { type: 'string' },
	textButtonColor: { type: 'string' },
	customBackgroundButtonColor: { type: 'string' },
	customTextButtonColor: { type: 'string' },
};

type V1Attributes = CalendlyAttributes & {
	submitButtonText?: string;
	submitButtonTextColor?: string;
	submitButtonBackgroundColor?: string;
	submitButtonClasses?: string;
	backgroundButtonColor?: string;
	textButtonColor?: string;
	customBackgroundButtonColor?: string;
	customTextButtonColor?: string;
};

/**
 * Moves the old button attributes to an inner `jetpack/button`.
 *
 * @param old The attributes parsed with the old schema.
 * @return The block's attributes and its inner button.
 */
export function migrateV1(
	old: Record< string, unknown >
): [ CalendlyAttributes, ReturnType< typeof createBlock >[] ] {
	const {
		submitButtonText,
		submitButtonTextColor,
		submitButtonBackgroundColor,
		submitButtonClasses,
		backgroundButtonColor,
		textButtonColor,
		customBackgroundButtonColor,
		customTextButtonColor,
		...attributes
	} = old as V1Attributes;
	const button = createBlock( 'jetpack/button', {
		element: 'a',
		uniqueId: BUTTON_ID,
		text: submitButtonText || defaultButtonText(),
		textColor: submitButtonTextColor || textButtonColor,
		customTextColor: customTextButtonColor,
		backgroundColor: submitButtonBackgroundColor || backgroundButtonColor,
		customBackgroundColor: customBackgroundButtonColor,
		url: attributes.url,
	} );
	return [ attributes, [ button ] ];
}

const deprecated: BlockDeprecation< CalendlyAttributes >[] = [
	// Jetpack's first version saved a plain link and kept the button's text and colours itself.
	{
		attributes: v1Attributes,
		supports: { align: true, alignWide: false, html: false },
		migrate: migrateV1,
		// Parsed with the schema above: `url` is a string or missing.
		save: ( { attributes } ) => {
			const url = attributes.url as string | undefined;
			return <a href={ url }>{ url }</a>;
		},
	},
];

export default deprecated;
