/**
 * Registers the Revue block (`jetpack/revue`): hidden from the inserter (Revue closed in January
 * 2023), kept so that the forms already in posts stay valid.
 */
import { envelope as icon } from '@wordpress/icons';
import { lazyEdit } from '@shared/lazy-edit';
import { registerBlockpackBlock } from '@shared/register-block';
import metadata from './block.json';
import deprecated from './deprecated';
import save from './save';
import type { RevueAttributes } from './types';
import './editor.scss';

// The editor loads when a block of this kind is first shown (shared/lazy-edit.tsx).
const edit = lazyEdit(
	() => import( /* webpackChunkName: "edit-revue" */ './edit/index' )
);

registerBlockpackBlock< RevueAttributes >( metadata, {
	edit,
	save,
	deprecated,
	icon,
} );
