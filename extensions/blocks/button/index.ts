/**
 * Registers Button (`jetpack/button`), placed and locked by other blocks (hidden from the inserter).
 */
import { button as icon } from '@wordpress/icons';
import { lazyEdit } from '@shared/lazy-edit';
import { registerBlockpackBlock } from '@shared/register-block';
import metadata from './block.json';
import deprecated from './deprecated';
import save from './save';
import type { ButtonAttributes } from './types';
import './editor.scss';
// The width control's styles, for the editor loaded later (one editor.css; see webpack.config.js).
import '@shared/width-panel/editor.scss';

// The editor loads when a block of this kind is first shown (shared/lazy-edit.tsx).
const edit = lazyEdit(
	() => import( /* webpackChunkName: "edit-button" */ './edit' )
);

registerBlockpackBlock< ButtonAttributes >( metadata, {
	edit,
	save,
	deprecated,
	icon,
} );
