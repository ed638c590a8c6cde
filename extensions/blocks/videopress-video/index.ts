/**
 * Registers `videopress/video`, Jetpack's VideoPress block, so that posts holding it open valid
 * and keep playing from WordPress.com (render.php). It is not in the inserter: videos uploaded
 * here go in core's Video block, hosted by the site (extended-blocks/core-video).
 */
import { video as icon } from '@wordpress/icons';
import { lazyEdit } from '@shared/lazy-edit';
import { registerBlockpackBlock } from '@shared/register-block';
import metadata from './block.json';
import deprecated from './deprecated';
import type { VideoPressAttributes } from './types';

// The editor loads when a block of this kind is first shown (shared/lazy-edit.tsx).
const edit = lazyEdit(
	() =>
		import( /* webpackChunkName: "edit-videopress-video" */ './edit/index' )
);

registerBlockpackBlock< VideoPressAttributes >( metadata, {
	edit,
	save: () => null,
	deprecated,
	icon,
} );
