/**
 * Registers Eventbrite Checkout (`jetpack/eventbrite`).
 */
import { lazyEdit } from '@shared/lazy-edit';
import { registerBlockpackBlock } from '@shared/register-block';
import metadata from './block.json';
import deprecated from './deprecated';
import icon from './icon';
import save from './save';
import transforms from './transforms';
import type { EventbriteAttributes } from './types';
import './editor.scss';

// The editor loads when a block of this kind is first shown (shared/lazy-edit.tsx).
const edit = lazyEdit(
	() => import( /* webpackChunkName: "edit-eventbrite" */ './edit' )
);

registerBlockpackBlock< EventbriteAttributes >( metadata, {
	edit,
	save,
	deprecated,
	transforms,
	icon,
} );
