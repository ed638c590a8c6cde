/**
 * Registers Form (`jetpack/contact-form`) with its six presets as block variations.
 */
import type { BlockVariation } from '@wordpress/blocks';
import { envelope as icon } from '@wordpress/icons';
import { lazyEdit } from '@shared/lazy-edit';
import { registerBlockpackBlock } from '@shared/register-block';
import metadata from './block.json';
import deprecated from './deprecated';
import save from './save';
import type { ContactFormAttributes } from './types';
import { getFormVariations } from './variations';
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
	// A preset sets only some attributes; the type wants them all.
	variations:
		getFormVariations() as BlockVariation< ContactFormAttributes >[],
} );
