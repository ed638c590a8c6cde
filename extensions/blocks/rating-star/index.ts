/**
 * Registers the Star Rating block.
 */
import { starFilled as icon } from '@wordpress/icons';
import { lazyEdit } from '@shared/lazy-edit';
import { registerBlockpackBlock } from '@shared/register-block';
import metadata from './block.json';
import deprecated from './deprecated';
import save from './save';
import type { RatingStarAttributes } from './types';
import './editor.scss';

// The editor loads when a block of this kind is first shown (shared/lazy-edit.tsx).
const edit = lazyEdit(
	() => import( /* webpackChunkName: "edit-rating-star" */ './edit' ),
	// One row of stars, as the editor first shows it (tests/e2e/specs/lazy-edit.spec.ts).
	{ minHeight: '25px' }
);

registerBlockpackBlock< RatingStarAttributes >( metadata, {
	icon,
	edit,
	save,
	deprecated,
} );
