/**
 * The old social icons widget converts into core social-link blocks (a transform on
 * core/social-links from the Legacy Widget block).
 */
import { addFilter } from '@wordpress/hooks';
import { addLegacyWidgetTransform } from './transform';

addFilter(
	'blocks.registerBlockType',
	'blockpack/social-icons-widget/legacy-widget-transform',
	addLegacyWidgetTransform
);
