/**
 * Video: core's Video block, extended as Jetpack's VideoPress extension did (videopress.ts), so
 * that its posts open valid, and with uploads to the site's own server (edit.tsx).
 */
import { addFilter } from '@wordpress/hooks';
import { withVideoPlaceholder } from './edit';
import {
	keepFirstSaveClasses,
	readGuidOptions,
	withVideoPress,
} from './videopress';
import './editor.scss';

addFilter(
	'blocks.registerBlockType',
	'jetpack/videopress',
	withVideoPress,
	5
);
addFilter(
	'blocks.getSaveContent.extraProps',
	'jetpack/videopress',
	keepFirstSaveClasses,
	20
);
addFilter( 'blocks.getBlockAttributes', 'jetpack/videopress', readGuidOptions );
addFilter(
	'editor.MediaPlaceholder',
	'jetpack/videopress',
	withVideoPlaceholder
);
