/**
 * Registers the Address block (a child of Contact Info).
 */
import { mapMarker as icon } from '@wordpress/icons';
import { lazyEdit } from '@shared/lazy-edit';
import { registerBlockpackBlock } from '@shared/register-block';
import type { AddressAttributes } from './address';
import metadata from './block.json';
import deprecated from './deprecated';
import save from './save';
import './editor.scss';

// The editor loads when a block of this kind is first shown (shared/lazy-edit.tsx).
const edit = lazyEdit(
	() => import( /* webpackChunkName: "edit-contact-info-address" */ './edit' )
);

registerBlockpackBlock< AddressAttributes >( metadata, {
	icon,
	edit,
	save,
	deprecated,
} );
