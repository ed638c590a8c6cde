/**
 * Registers Form (`jetpack/contact-form`). Its six presets are registered as block variations
 * by its editor, when a form is first shown (variations.ts).
 */
import { envelope as icon } from '@wordpress/icons';
import { lazyEdit } from '@shared/lazy-edit';
import { registerBlockpackBlock } from '@shared/register-block';
import metadata from './block.json';
import deprecated from './deprecated';
import save from './save';
import type { ContactFormAttributes } from './types';
import './editor.scss';

// The editor loads when a block of this kind is first shown (shared/lazy-edit.tsx).
const edit = lazyEdit(
	() => import( /* webpackChunkName: "edit-contact-form" */ './edit' )
);

registerBlockpackBlock< ContactFormAttributes >( metadata, {
	icon,
	edit,
	save,
	deprecated,
} );
