/**
 * Related Posts' older saved forms, newest first (Jetpack's `related-posts/deprecated/`).
 */
import type { BlockDeprecation, BlockSupports } from '@wordpress/blocks';
import metadata from '../block.json';
import type { RelatedPostsAttributes } from '../types';
import { headlineBlocks } from './migrate';

// v1: the self-closing block (nothing saved but the comment), its headline in an attribute.
const v1: BlockDeprecation< RelatedPostsAttributes > = {
	attributes: {
		postLayout: { type: 'string', default: 'grid' },
		displayAuthor: { type: 'boolean', default: false },
		displayDate: { type: 'boolean', default: true },
		displayHeadline: { type: 'boolean', default: false },
		displayThumbnails: { type: 'boolean', default: false },
		displayContext: { type: 'boolean', default: false },
		headline: { type: 'string', default: '' },
		postsToShow: { type: 'number', default: 3 },
	},
	supports: metadata.supports as BlockSupports,
	save: () => null,
	migrate: ( attributes, innerBlocks ) => [
		attributes as RelatedPostsAttributes,
		headlineBlocks( attributes.headline, innerBlocks ),
	],
};

export default [ v1 ];
