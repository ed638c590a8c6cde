/**
 * Older saved markup, newest first.
 */
import type { BlockDeprecation } from '@wordpress/blocks';
import type { PinterestAttributes } from './types';
import { pinType } from './url';

// Jetpack first saved Pinterest's widget anchor (`data-pin-do`) inside a div.
const v1: BlockDeprecation< PinterestAttributes > = {
	attributes: {
		url: { type: 'string' },
	},
	supports: { align: true, html: false },
	save( { attributes } ) {
		const url = typeof attributes.url === 'string' ? attributes.url : '';
		const type = url ? pinType( url ) : null;
		if ( ! type ) {
			return null;
		}
		return (
			<div>
				{ /* Jetpack saved the anchor empty: Pinterest fills it. */ }
				{ /* eslint-disable-next-line jsx-a11y/anchor-has-content */ }
				<a data-pin-do={ type } href={ url } />
			</div>
		);
	},
};

export default [ v1 ];
