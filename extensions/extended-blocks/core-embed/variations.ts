/**
 * The `core/embed` variations Blockpack adds: one per provider, created by pasting a link.
 */
import type { BlockVariation } from '@wordpress/blocks';
import { __, _x } from '@wordpress/i18n';
import icons from './icons';
import { PROVIDER_PATTERNS, type EmbedProvider } from './providers';

/** A core/embed variation: core's embed block also reads `patterns` (not in the types). */
export type EmbedVariation = BlockVariation & { patterns: RegExp[] };

/**
 * A variation of `core/embed` for one provider. Core's embed block turns a pasted link that
 * matches `patterns` into this variation; `responsive` lets core give it the aspect-ratio
 * class of its iframe.
 *
 * @param name        The provider's slug.
 * @param title       The provider's name.
 * @param description What the embed shows.
 * @param keywords    Extra search terms.
 */
function variation(
	name: EmbedProvider,
	title: string,
	description: string,
	keywords: string[]
): EmbedVariation {
	return {
		name,
		title,
		icon: icons[ name ],
		keywords,
		description,
		patterns: PROVIDER_PATTERNS[ name ],
		attributes: { providerNameSlug: name, responsive: true },
		isActive: [ 'providerNameSlug' ],
	};
}

/** The variations, by provider name. */
export default function variations(): EmbedVariation[] {
	return [
		variation(
			'descript',
			'Descript',
			__( 'Embed a Descript video or audio.', 'blockpack' ),
			[ _x( 'video', 'block search term', 'blockpack' ) ]
		),
		variation(
			'facebook',
			'Facebook',
			__( 'Embed a Facebook post or video.', 'blockpack' ),
			[ _x( 'social', 'block search term', 'blockpack' ) ]
		),
		variation(
			'instagram',
			'Instagram',
			__( 'Embed an Instagram post.', 'blockpack' ),
			[
				_x( 'image', 'block search term', 'blockpack' ),
				_x( 'social', 'block search term', 'blockpack' ),
			]
		),
		variation( 'loom', 'Loom', __( 'Embed a Loom video.', 'blockpack' ), [
			_x( 'video', 'block search term', 'blockpack' ),
		] ),
		variation(
			'smartframe',
			'SmartFrame',
			__( 'Embed a SmartFrame image.', 'blockpack' ),
			[ _x( 'image', 'block search term', 'blockpack' ) ]
		),
	];
}
