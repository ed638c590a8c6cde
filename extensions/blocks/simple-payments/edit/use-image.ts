/**
 * The product's image as the editor shows it: the address stored in the block, or else the
 * media record of its `featuredMediaId` read from core-data (`getMedia`), as for a product
 * loaded from the server, which names its image only by id.
 */
import { useSelect } from '@wordpress/data';
import type { SimplePaymentsAttributes } from '../types';

/** The part of a media record (core-data, context view) the image needs. */
interface MediaRecord {
	source_url?: string;
	alt_text?: string;
	title?: { rendered?: string; raw?: string };
}

interface CoreSelectors {
	getMedia?: (
		id: number,
		query?: Record< string, unknown >
	) => MediaRecord | null | undefined;
}

/**
 * The image's address and text, or a null address when there is none (yet).
 *
 * @param attributes The block's attributes.
 * @return `url` and `alt`.
 */
export function useProductImage( attributes: SimplePaymentsAttributes ): {
	url: string | null;
	alt: string;
} {
	const { featuredMediaId, featuredMediaUrl, featuredMediaTitle } =
		attributes;
	const media = useSelect(
		( select ) => {
			if ( featuredMediaUrl || ! featuredMediaId ) {
				return null;
			}
			const core = select( 'core' ) as CoreSelectors | undefined;
			return (
				core?.getMedia?.( featuredMediaId, { context: 'view' } ) ?? null
			);
		},
		[ featuredMediaId, featuredMediaUrl ]
	);
	if ( featuredMediaUrl ) {
		return { url: featuredMediaUrl, alt: featuredMediaTitle ?? '' };
	}
	return {
		url: media?.source_url || null,
		alt:
			featuredMediaTitle ||
			media?.alt_text ||
			media?.title?.raw ||
			media?.title?.rendered ||
			'',
	};
}
