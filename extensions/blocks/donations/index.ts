/**
 * Registers the Donations Form block.
 */
import { currencyDollar as icon } from '@wordpress/icons';
import { lazyEdit } from '@shared/lazy-edit';
import { registerBlockpackBlock } from '@shared/register-block';
import metadata from './block.json';
import deprecated from './deprecated';
import save from './save';
import type { DonationsAttributes } from './types';

// The editor loads when a block of this kind is first shown (shared/lazy-edit.tsx).
const edit = lazyEdit(
	() => import( /* webpackChunkName: "edit-donations" */ './edit' )
);

registerBlockpackBlock< DonationsAttributes >( metadata, {
	icon,
	edit,
	save,
	deprecated,
} );
