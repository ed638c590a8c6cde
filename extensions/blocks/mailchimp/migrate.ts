/**
 * The oldest saved form kept its submit button as attributes of the block; now the button is an
 * inner `jetpack/button`. These move each old value to the button (text, colours, classes), so
 * that nothing saved is lost.
 */
import {
	BUTTON_ELEMENT,
	BUTTON_UNIQUE_ID,
	defaultButtonText,
} from './template';

/** The old button attributes, and the button attribute each one becomes. */
export const OLD_BUTTON_ATTRIBUTES = {
	submitButtonText: 'text',
	textButtonColor: 'textColor',
	customTextButtonColor: 'customTextColor',
	backgroundButtonColor: 'backgroundColor',
	customBackgroundButtonColor: 'customBackgroundColor',
	submitButtonClasses: 'className',
} as const;

export type OldButtonAttribute = keyof typeof OLD_BUTTON_ATTRIBUTES;

type Attributes = Record< string, unknown >;

/**
 * Whether a value is worth keeping (Jetpack's test: a non-empty value).
 *
 * @param value The value.
 */
function isSet( value: unknown ): boolean {
	return value !== undefined && value !== null && value !== '';
}

/**
 * Whether the block's comment holds any old button attribute.
 *
 * @param attributes The comment's attributes.
 */
export function hasOldButtonAttributes( attributes: Attributes ): boolean {
	return Object.keys( OLD_BUTTON_ATTRIBUTES ).some( ( key ) =>
		isSet( attributes[ key ] )
	);
}

/**
 * The block's attributes without the old button attributes.
 *
 * @param attributes The old attributes.
 * @return The rest.
 */
export function withoutOldButtonAttributes(
	attributes: Attributes
): Attributes {
	return Object.fromEntries(
		Object.entries( attributes ).filter(
			( [ key ] ) => ! ( key in OLD_BUTTON_ATTRIBUTES )
		)
	);
}

/**
 * The inner button's attributes made from the old ones: the fixed element and id, the old text
 * (the default text when there was none), colours and classes. An existing button's own
 * values win; the old ones only fill what it lacks.
 *
 * @param attributes The block's old attributes.
 * @param existing   The attributes of a button already inside the block, if any.
 * @return The button's attributes.
 */
export function migratedButtonAttributes(
	attributes: Attributes,
	existing: Attributes = {}
): Attributes {
	const button: Attributes = {
		element: BUTTON_ELEMENT,
		uniqueId: BUTTON_UNIQUE_ID,
	};
	for ( const [ from, to ] of Object.entries( OLD_BUTTON_ATTRIBUTES ) ) {
		if ( isSet( attributes[ from ] ) ) {
			button[ to ] = attributes[ from ];
		}
	}
	if ( ! isSet( button.text ) ) {
		button.text = defaultButtonText();
	}
	const kept = Object.fromEntries(
		Object.entries( existing ).filter( ( [ , value ] ) => isSet( value ) )
	);
	return { ...button, ...kept };
}
