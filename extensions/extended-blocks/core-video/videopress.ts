/**
 * Jetpack's VideoPress extension of `core/video`, kept so that posts written with it open valid:
 * a `blocks.registerBlockType` filter at priority 5 (before core's generic filters add `align`
 * and the like from `supports`) adds its attributes, its save for guid videos and its older saves,
 * and a `blocks.getSaveContent.extraProps` filter at priority 20 keeps its first save's classes.
 * A video without a guid stays core's in every way.
 */
import { optionsFromSavedUrl } from '@shared/videopress/url';
import { ADDED_ATTRIBUTES, type VideoAttributes } from './attributes';
import { GUID_DEPRECATIONS } from './deprecated';
import { FILES_TRANSFORM, withUploads } from './edit';
import { withVideoPressSave } from './save';

type Settings = Record< string, any >;

/**
 * Extends core/video's settings (not its deprecations, which the filter also sees).
 *
 * @param settings    The block type's settings.
 * @param name        The block's name.
 * @param deprecation The deprecation being filtered, or null for the block type itself.
 * @return The settings.
 */
export function withVideoPress(
	settings: Settings,
	name: string,
	deprecation?: unknown
): Settings {
	if ( 'core/video' !== name || deprecation ) {
		return settings;
	}
	const attributes = { ...ADDED_ATTRIBUTES, ...settings.attributes };
	// Every older shape knows every current attribute (the ones it did not save take their
	// defaults), so that a migrated block holds what the same block parsed anew would.
	const older = ( list: Settings[] ) =>
		list.map( ( d ) => ( {
			...d,
			attributes: { ...attributes, ...d.attributes },
		} ) );
	return {
		...settings,
		attributes,
		supports: { ...settings.supports, reusable: false },
		edit: withUploads( settings.edit ),
		save: withVideoPressSave( settings.save ),
		transforms: {
			...settings.transforms,
			from: [ FILES_TRANSFORM, ...( settings.transforms?.from ?? [] ) ],
		},
		deprecated: older( [
			...( settings.deprecated ?? [] ),
			...GUID_DEPRECATIONS,
		] ),
	};
}

/**
 * WordPress adds the block's class (`wp-block-video`) to every save; Jetpack's first save had
 * not, and such a block keeps no class names of its own: the class is left out for it.
 *
 * @param props           The saved element's props.
 * @param props.className Its classes.
 * @param blockType       The block type.
 * @param blockType.name  Its name.
 * @param attributes      The block's attributes.
 * @return The props.
 */
export function keepFirstSaveClasses(
	props: { className?: string },
	blockType: { name: string },
	attributes: VideoAttributes
) {
	if (
		'core/video' !== blockType.name ||
		! attributes.guid ||
		attributes.videoPressClassNames ||
		/(^|\s)wp-block-video(\s|$)/.test( attributes.className ?? '' ) ||
		! props.className
	) {
		return props;
	}
	const className = props.className
		.split( ' ' )
		.filter( ( c ) => c && 'wp-block-video' !== c )
		.join( ' ' );
	return { ...props, className: className || undefined };
}

/**
 * A guid video has no `<video>` element for core's definitions to read its player options
 * from: they are read from the player's address in the saved figure, which states them all.
 *
 * @param attributes           The parsed attributes.
 * @param blockType            The block type (or one of its deprecations).
 * @param blockType.name       Its name.
 * @param blockType.attributes Its attribute definitions.
 * @param innerHTML            The saved markup.
 * @return The attributes.
 */
export function readGuidOptions(
	attributes: VideoAttributes,
	blockType: {
		name: string;
		attributes?: Record< string, { source?: string } >;
	},
	innerHTML: unknown
): VideoAttributes {
	if (
		'core/video' !== blockType.name ||
		! attributes.guid ||
		! blockType.attributes?.poster?.source ||
		'string' !== typeof innerHTML
	) {
		return attributes;
	}
	const options = optionsFromSavedUrl( innerHTML );
	return options ? { ...attributes, ...options } : attributes;
}
