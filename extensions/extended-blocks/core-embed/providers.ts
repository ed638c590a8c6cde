/**
 * The embed providers Blockpack adds to `core/embed` as variations: the URL each one accepts.
 *
 * The patterns are strict on purpose: a URL that matches becomes that provider's embed, and
 * our PHP (core-embed.php) applies the same rules before it prints any iframe. Anything else
 * (another host, a `javascript:` URL, quotes or markup in the URL) matches nothing.
 */

/** The provider slugs, as stored in the block's `providerNameSlug` attribute. */
export type EmbedProvider =
	'descript' | 'facebook' | 'instagram' | 'loom' | 'smartframe';

/** A query string or fragment made only of URL-safe characters (no quotes, no markup). */
const TAIL = String.raw`(?:[?#][\w.~%&=+:/,;@!*\-]*)?`;

/**
 * The URL patterns of each provider. The first capture group, where there is one, is the
 * content's id.
 */
export const PROVIDER_PATTERNS: Record< EmbedProvider, RegExp[] > = {
	descript: [
		new RegExp(
			String.raw`^https?:\/\/share\.descript\.com\/(?:view|embed)\/([A-Za-z0-9]+)\/?` +
				TAIL +
				'$',
			'i'
		),
	],
	facebook: [
		// A page's or person's post, photo or video: /{name}/posts|photos|videos/…
		new RegExp(
			String.raw`^https?:\/\/(?:www\.|m\.|web\.)?facebook\.com\/[\w.\-]+\/(?:posts|photos|videos)\/[\w.\-\/]+` +
				TAIL +
				'$',
			'i'
		),
		// Permalinks and viewers that carry the id in the query.
		new RegExp(
			String.raw`^https?:\/\/(?:www\.|m\.|web\.)?facebook\.com\/(?:permalink\.php|photo\.php|photo\/?|video\.php|watch\/?)\?[\w.%&=\-]*(?:story_fbid|fbid|v)=[\w.\-]+[\w.%&=\-]*$`,
			'i'
		),
		// Reels and share links.
		new RegExp(
			String.raw`^https?:\/\/(?:www\.|m\.|web\.)?facebook\.com\/(?:reel|share\/[pvr])\/[\w\-]+\/?` +
				TAIL +
				'$',
			'i'
		),
	],
	instagram: [
		new RegExp(
			String.raw`^https?:\/\/(?:www\.)?(?:instagram\.com|instagr\.am)\/(?:[\w.]+\/)?(?:p|reel|tv)\/([\w\-]+)\/?` +
				TAIL +
				'$',
			'i'
		),
	],
	loom: [
		new RegExp(
			String.raw`^https?:\/\/(?:www\.)?loom\.com\/(?:share|embed)\/([0-9a-f]{32})\/?` +
				TAIL +
				'$',
			'i'
		),
	],
	smartframe: [
		new RegExp(
			String.raw`^https?:\/\/[a-z0-9](?:[a-z0-9\-]*[a-z0-9])?\.smartframe\.(?:io|net)\/p\/[\w.\-]+(?:\/[\w.\-]+)*\/?` +
				TAIL +
				'$',
			'i'
		),
	],
};

/**
 * The provider whose pattern a URL matches, or null.
 *
 * @param url A URL as the user pasted it (surrounding white space is ignored).
 * @return The provider's slug, or null when no pattern matches.
 */
export function providerForUrl( url: string ): EmbedProvider | null {
	const trimmed = url.trim();
	const found = (
		Object.entries( PROVIDER_PATTERNS ) as Array<
			[ EmbedProvider, RegExp[] ]
		>
	 ).find( ( [ , patterns ] ) =>
		patterns.some( ( pattern ) => pattern.test( trimmed ) )
	);
	return found ? found[ 0 ] : null;
}
