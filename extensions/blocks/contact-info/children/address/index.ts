/**
 * Registers the Address block (a child of Contact Info).
 */
import { mapMarker as icon } from '@wordpress/icons';
import { registerBlockpackBlock } from '@shared/register-block';
import type { AddressAttributes } from './address';
import metadata from './block.json';
import deprecated from './deprecated';
import edit from './edit';
import save from './save';

registerBlockpackBlock< AddressAttributes >( metadata, {
	icon,
	edit,
	save,
	deprecated,
} );
