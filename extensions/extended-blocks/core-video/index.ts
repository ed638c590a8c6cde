/**
 * Video: core's Video block, extended as Jetpack's VideoPress extension did (videopress.ts), so
 * that its posts open valid.
 */
import { addFilter } from '@wordpress/hooks';
import {
	keepFirstSaveClasses,
	readGuidOptions,
	withVideoPress,
} from './videopress';

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
