/**
 * Registers Eventbrite Checkout (`jetpack/eventbrite`).
 */
import { registerBlockpackBlock } from '@shared/register-block';
import metadata from './block.json';
import deprecated from './deprecated';
import edit from './edit';
import icon from './icon';
import save from './save';
import transforms from './transforms';
import type { EventbriteAttributes } from './types';

registerBlockpackBlock< EventbriteAttributes >( metadata, {
	edit,
	save,
	deprecated,
	transforms,
	icon,
} );
