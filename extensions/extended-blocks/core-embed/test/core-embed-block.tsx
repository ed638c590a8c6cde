/**
 * Test-only: registers `core/embed` in jest as WordPress 6.6 defines it (its block.json
 * attributes and supports, and its save), so that fixtures holding embeds parse and validate.
 * `@wordpress/block-library` is not a dependency of this project, and the editor always uses
 * WordPress's own core/embed; this copy of its contract exists for the tests only.
 */
import { RichText, useBlockProps } from '@wordpress/block-editor';
import {
	getBlockType,
	registerBlockType,
	type BlockConfiguration,
} from '@wordpress/blocks';

interface EmbedAttributes extends Record< string, unknown > {
	url?: string;
	caption?: string;
	type?: string;
	providerNameSlug?: string;
	allowResponsive: boolean;
	responsive: boolean;
	previewable: boolean;
}

function save( { attributes }: { attributes: EmbedAttributes } ) {
	const { url, caption, type, providerNameSlug } = attributes;
	if ( ! url ) {
		return null;
	}
	const className = [
		'wp-block-embed',
		type ? `is-type-${ type }` : '',
		providerNameSlug ? `is-provider-${ providerNameSlug }` : '',
		providerNameSlug ? `wp-block-embed-${ providerNameSlug }` : '',
	]
		.filter( Boolean )
		.join( ' ' );
	return (
		<figure { ...useBlockProps.save( { className } ) }>
			<div className="wp-block-embed__wrapper">{ `\n${ url }\n` }</div>
			{ ! RichText.isEmpty( caption ?? '' ) && (
				<RichText.Content
					className="wp-element-caption"
					tagName="figcaption"
					value={ caption ?? '' }
				/>
			) }
		</figure>
	);
}

/** Registers core/embed once (the blocks.registerBlockType filters apply, as in the editor). */
export function registerCoreEmbed(): void {
	if ( getBlockType( 'core/embed' ) ) {
		return;
	}
	registerBlockType< EmbedAttributes >( 'core/embed', {
		apiVersion: 3,
		title: 'Embed',
		category: 'embed',
		attributes: {
			url: { type: 'string' },
			caption: {
				type: 'rich-text',
				source: 'rich-text',
				selector: 'figcaption',
			},
			type: { type: 'string' },
			providerNameSlug: { type: 'string' },
			allowResponsive: { type: 'boolean', default: true },
			responsive: { type: 'boolean', default: false },
			previewable: { type: 'boolean', default: true },
		},
		supports: { align: true, spacing: { margin: true } },
		edit: () => null,
		save,
	} as unknown as BlockConfiguration< EmbedAttributes > );
}
