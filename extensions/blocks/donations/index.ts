/**
 * Registers the Donations Form block.
 */
import { currencyDollar as icon } from '@wordpress/icons';
import { registerBlockpackBlock } from '@shared/register-block';
import metadata from './block.json';
import deprecated from './deprecated';
import edit from './edit';
import save from './save';
import type { DonationsAttributes } from './types';

registerBlockpackBlock< DonationsAttributes >( metadata, {
	icon,
	edit,
	save,
	deprecated,
} );
