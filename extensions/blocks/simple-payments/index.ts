/**
 * Registers the payment button (Pay with PayPal).
 */
import { payment as icon } from '@wordpress/icons';
import { registerBlockpackBlock } from '@shared/register-block';
import metadata from './block.json';
import deprecated from './deprecated';
import edit from './edit';
import save from './save';
import type { SimplePaymentsAttributes } from './types';

registerBlockpackBlock< SimplePaymentsAttributes >( metadata, {
	icon,
	edit,
	save,
	deprecated,
} );
