/**
 * Transforms between field blocks of the same family: the free-text fields among themselves,
 * and the choice fields among themselves.
 */
import {
	createBlock,
	getBlockType,
	type BlockConfiguration,
} from '@wordpress/blocks';
import {
	CHOICE_FIELD_KINDS,
	TEXT_FIELD_KINDS,
	fieldKind,
	isChoiceFieldKind,
	isTextFieldKind,
	type FieldAttributes,
	type FieldKind,
} from './types';

/** The attributes a transform carries over. */
export const KEPT_ATTRIBUTES = [
	'label',
	'required',
	'options',
	'placeholder',
	'id',
	'width',
] as const;

/**
 * The default of an attribute of a registered block (block.json is the only place defaults live).
 *
 * @param blockName The block.
 * @param attribute The attribute.
 * @return The default, or undefined.
 */
function attributeDefault( blockName: string, attribute: string ): unknown {
	const type = getBlockType( blockName );
	const definition = type?.attributes?.[ attribute ] as
		{ default?: unknown } | undefined;
	return definition?.default;
}

/**
 * The attributes of the transformed block. The label is kept when the author changed it; a
 * label left at the source's default ("Name") takes the target's default ("Email") instead.
 *
 * @param from       The source block name.
 * @param attributes The source block's attributes.
 * @return The attributes for the target block.
 */
export function transformedAttributes(
	from: string,
	attributes: Partial< FieldAttributes >
): Partial< FieldAttributes > {
	const kept: Partial< FieldAttributes > = {};
	for ( const key of KEPT_ATTRIBUTES ) {
		if ( attributes[ key ] !== undefined ) {
			( kept as Record< string, unknown > )[ key ] = attributes[ key ];
		}
	}
	if ( kept.label === attributeDefault( from, 'label' ) ) {
		delete kept.label;
	}
	return kept;
}

/**
 * The block names a field can become.
 *
 * @param blockName A field block name.
 * @return The other fields of its family; none for checkbox and consent.
 */
export function transformTargets( blockName: string ): string[] {
	const kind = fieldKind( blockName );
	if ( ! kind ) {
		return [];
	}
	let family: readonly FieldKind[] = [];
	if ( isTextFieldKind( kind ) ) {
		family = TEXT_FIELD_KINDS;
	} else if ( isChoiceFieldKind( kind ) ) {
		family = CHOICE_FIELD_KINDS;
	}
	return family
		.filter( ( other ) => other !== kind )
		.map( ( other ) => `jetpack/field-${ other }` );
}

/**
 * The `transforms` setting of a field block.
 *
 * @param blockName The field block name.
 * @return Block transforms to the other fields of its family.
 */
export function fieldTransforms(
	blockName: string
): BlockConfiguration< FieldAttributes >[ 'transforms' ] {
	return {
		to: transformTargets( blockName ).map( ( target ) => ( {
			type: 'block' as const,
			blocks: [ target ],
			// Not a multi-block transform: one block's attributes come in.
			transform: ( attributes: Record< string, unknown > | unknown[] ) =>
				createBlock(
					target,
					transformedAttributes(
						blockName,
						attributes as Partial< FieldAttributes >
					)
				),
		} ) ),
	};
}
