/**
 * Registers the Google Calendar block.
 */
import { calendar as icon } from '@wordpress/icons';
import { registerBlockpackBlock } from '@shared/register-block';
import metadata from './block.json';
import deprecated from './deprecated';
import edit from './edit';
import save from './save';
import type { GoogleCalendarAttributes } from './types';

registerBlockpackBlock< GoogleCalendarAttributes >( metadata, {
	icon,
	edit,
	save,
	deprecated,
} );
