/**
 * Registers the payment button (Pay with PayPal).
 */
import { payment as icon } from '@wordpress/icons';
import { lazyEdit } from '@shared/lazy-edit';
import { registerBlockpackBlock } from '@shared/register-block';
import metadata from './block.json';
import deprecated from './deprecated';
import save from './save';
import type { SimplePaymentsAttributes } from './types';
import './editor.scss';

// The editor loads when a block of this kind is first shown (shared/lazy-edit.tsx).
const edit = lazyEdit(
	() => import( /* webpackChunkName: "edit-simple-payments" */ './edit' )
);

registerBlockpackBlock< SimplePaymentsAttributes >( metadata, {
	icon,
	edit,
	save,
	deprecated,
} );
