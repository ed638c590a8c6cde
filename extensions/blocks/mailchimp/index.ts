/**
 * Registers the Mailchimp block (`jetpack/mailchimp`).
 */
import { envelope as icon } from '@wordpress/icons';
import { registerBlockpackBlock } from '@shared/register-block';
import metadata from './block.json';
import deprecated from './deprecated';
import edit from './edit/index';
import save from './save';
import type { MailchimpAttributes } from './types';

registerBlockpackBlock< MailchimpAttributes >( metadata, {
	edit,
	save,
	deprecated,
	icon,
} );
