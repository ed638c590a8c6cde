/**
 * The old social icons widget converts into core social-link blocks (a transform on
 * core/social-links from the Legacy Widget block).
 */
// WordPress provides it as `wp.hooks` (the build externalizes it); it is installed with
// @wordpress/blocks but not yet listed in package.json.
// eslint-disable-next-line import/no-extraneous-dependencies
import { addFilter } from '@wordpress/hooks';
import { addLegacyWidgetTransform } from './transform';

addFilter(
	'blocks.registerBlockType',
	'blockpack/social-icons-widget/legacy-widget-transform',
	addLegacyWidgetTransform
);
