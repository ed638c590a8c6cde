/**
 * The old social icons widget (`jetpack_widget_social_icons`, placed in a Legacy Widget block)
 * as core blocks: a heading for its title, then a core/social-links block holding one
 * core/social-link per icon.
 */
import { createBlock } from '@wordpress/blocks';
import { guessService, parseSocialUrl, type SocialService } from './services';

/** A block as the editor holds it. */
type BlockInstance = ReturnType< typeof createBlock >;

/** The widget's id base, the same as Jetpack's so sites moving from Jetpack keep it. */
export const WIDGET_ID_BASE = 'jetpack_widget_social_icons';

/** The widget's saved instance, as the REST API exposes it in `instance.raw`. */
export interface SocialIconsInstance {
	title?: unknown;
	'icon-size'?: unknown;
	'new-tab'?: unknown;
	icons?: unknown;
}

/** A block to create: name, attributes and inner blocks, without the editor's registry. */
export interface BlockSpec {
	name: string;
	attributes: Record< string, unknown >;
	innerBlocks: BlockSpec[];
}

/** The widget's icon sizes and the matching core/social-links `size` classes. */
export const SIZE_CLASSES: Record< string, string > = {
	small: 'has-small-icon-size',
	medium: 'has-normal-icon-size',
	large: 'has-large-icon-size',
};

/**
 * Escapes text for a rich-text attribute (a heading's content is HTML).
 *
 * @param text Plain text.
 */
function escapeText( text: string ): string {
	return text
		.replace( /&/g, '&amp;' )
		.replace( /</g, '&lt;' )
		.replace( />/g, '&gt;' );
}

/**
 * Whether the widget's "new tab" value is on (PHP may have stored it as 1, "1" or "on").
 *
 * @param value The stored value.
 */
function isOn( value: unknown ): boolean {
	return value === true || value === 1 || value === '1' || value === 'on';
}

/**
 * The icons' URLs in order; PHP arrays with gaps in their keys arrive as objects.
 *
 * @param icons The stored `icons` value.
 */
function iconUrls( icons: unknown ): unknown[] {
	if ( ! icons || typeof icons !== 'object' ) {
		return [];
	}
	const list = Array.isArray( icons ) ? icons : Object.values( icons );
	return list.map( ( icon: unknown ) =>
		icon && typeof icon === 'object' && 'url' in icon
			? ( icon as { url: unknown } ).url
			: undefined
	);
}

/**
 * Whether a Legacy Widget block holds a social icons widget that can be converted (its
 * instance must be readable, which needs `show_instance_in_rest`).
 *
 * @param attributes          The Legacy Widget block's attributes.
 * @param attributes.idBase   The widget's id base.
 * @param attributes.instance The widget's instance (`raw` is the saved settings).
 */
export function isSocialIconsWidget( {
	idBase,
	instance,
}: {
	idBase?: string;
	instance?: { raw?: unknown } | null;
} ): boolean {
	return idBase === WIDGET_ID_BASE && !! instance?.raw;
}

/**
 * The blocks that replace a social icons widget: a heading when it has a title, then the
 * social links. Icons with unsafe or empty URLs are dropped.
 *
 * @param instance The widget's saved settings.
 */
export function socialIconsToBlockSpecs(
	instance: SocialIconsInstance
): BlockSpec[] {
	const links: BlockSpec[] = [];
	for ( const raw of iconUrls( instance.icons ) ) {
		const url = parseSocialUrl( raw );
		if ( ! url ) {
			continue;
		}
		const service: SocialService = guessService( url );
		links.push( {
			name: 'core/social-link',
			attributes: { url: url.href, service },
			innerBlocks: [],
		} );
	}
	const attributes: Record< string, unknown > = {};
	const size =
		typeof instance[ 'icon-size' ] === 'string'
			? SIZE_CLASSES[ instance[ 'icon-size' ] ]
			: undefined;
	attributes.size = size ?? SIZE_CLASSES.medium;
	if ( isOn( instance[ 'new-tab' ] ) ) {
		attributes.openInNewTab = true;
	}
	const blocks: BlockSpec[] = [];
	const title =
		typeof instance.title === 'string' ? instance.title.trim() : '';
	if ( title ) {
		blocks.push( {
			name: 'core/heading',
			attributes: { content: escapeText( title ) },
			innerBlocks: [],
		} );
	}
	blocks.push( {
		name: 'core/social-links',
		attributes,
		innerBlocks: links,
	} );
	return blocks;
}

/**
 * Creates editor blocks from specs.
 *
 * @param specs The blocks to create.
 */
export function createBlocksFromSpecs( specs: BlockSpec[] ): BlockInstance[] {
	return specs.map( ( spec ) =>
		createBlock(
			spec.name,
			spec.attributes,
			createBlocksFromSpecs( spec.innerBlocks )
		)
	);
}

/** The `from` transform added to core/social-links. */
export const legacyWidgetTransform = {
	type: 'block' as const,
	blocks: [ 'core/legacy-widget' ],
	isMatch: isSocialIconsWidget,
	transform: ( {
		instance,
	}: {
		instance?: { raw?: SocialIconsInstance } | null;
	} ): BlockInstance[] =>
		createBlocksFromSpecs( socialIconsToBlockSpecs( instance?.raw ?? {} ) ),
};

/**
 * A `blocks.registerBlockType` filter: gives core/social-links its transform from the widget.
 *
 * @param settings The block type's settings.
 * @param name     The block type's name.
 */
export function addLegacyWidgetTransform< T extends Record< string, unknown > >(
	settings: T,
	name: string
): T {
	if ( name !== 'core/social-links' ) {
		return settings;
	}
	const transforms = ( settings.transforms ?? {} ) as {
		from?: unknown[];
		to?: unknown[];
	};
	return {
		...settings,
		transforms: {
			...transforms,
			from: [ ...( transforms.from ?? [] ), legacyWidgetTransform ],
		},
	};
}
