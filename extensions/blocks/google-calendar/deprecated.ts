/**
 * Earlier saves of `jetpack/google-calendar`, newest first.
 */
import type { BlockDeprecation } from '@wordpress/blocks';
import type { GoogleCalendarAttributes } from './types';

// Jetpack first saved nothing (a self-closing comment), the iframe coming from PHP alone.
const savedNothing: BlockDeprecation< GoogleCalendarAttributes > = {
	attributes: {
		url: { type: 'string' },
		height: { type: 'integer', default: 600 },
	},
	supports: { align: true, alignWide: true, html: false },
	save: () => null,
};

export default [ savedNothing ];
