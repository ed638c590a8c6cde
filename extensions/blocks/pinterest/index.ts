/**
 * Registers Pinterest (`jetpack/pinterest`).
 */
import { registerBlockpackBlock } from '@shared/register-block';
import metadata from './block.json';
import deprecated from './deprecated';
import edit from './edit';
import icon from './icon';
import save from './save';
import transforms from './transforms';
import type { PinterestAttributes } from './types';

registerBlockpackBlock< PinterestAttributes >( metadata, {
	edit,
	save,
	deprecated,
	transforms,
	icon,
} );
