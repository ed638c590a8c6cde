/**
 * Registers Business Hours (`jetpack/business-hours`).
 */
import { scheduled as icon } from '@wordpress/icons';
import { lazyEdit } from '@shared/lazy-edit';
import { registerBlockpackBlock } from '@shared/register-block';
import metadata from './block.json';
import type { BusinessHoursAttributes } from './edit';
import save from './save';
import './editor.scss';

// The editor loads when a block of this kind is first shown (shared/lazy-edit.tsx).
const edit = lazyEdit(
	() => import( /* webpackChunkName: "edit-business-hours" */ './edit' )
);

registerBlockpackBlock< BusinessHoursAttributes >( metadata, {
	edit,
	save,
	icon,
} );
