/**
 * Earlier saves of `jetpack/repeat-visitor`, newest first.
 */
import { InnerBlocks } from '@wordpress/block-editor';
import type { BlockDeprecation } from '@wordpress/blocks';
import type { RepeatVisitorAttributes } from './types';

// Jetpack first saved the inner blocks straight in the wrapper, with no inner container.
const noInnerContainer: BlockDeprecation< RepeatVisitorAttributes > = {
	attributes: {
		criteria: { type: 'string', default: 'after-visits' },
		threshold: { type: 'number', default: 3 },
	},
	supports: { html: false },
	save: () => (
		<div>
			<InnerBlocks.Content />
		</div>
	),
};

export default [ noInnerContainer ];
