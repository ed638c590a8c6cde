/**
 * Registers the Calendly block (`jetpack/calendly`).
 */
import { calendar as icon } from '@wordpress/icons';
import { lazyEdit } from '@shared/lazy-edit';
import { registerBlockpackBlock } from '@shared/register-block';
import metadata from './block.json';
import deprecated from './deprecated';
import save from './save';
import type { CalendlyAttributes } from './types';
import './editor.scss';

// The editor loads when a block of this kind is first shown (shared/lazy-edit.tsx).
const edit = lazyEdit(
	() => import( /* webpackChunkName: "edit-calendly" */ './edit' )
);

registerBlockpackBlock< CalendlyAttributes >( metadata, {
	edit,
	save,
	deprecated,
	icon,
} );
