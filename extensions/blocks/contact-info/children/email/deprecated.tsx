/**
 * Older saved versions of the Email block.
 */
import { useBlockProps } from '@wordpress/block-editor';
import type { BlockDeprecation } from '@wordpress/blocks';
import { Fragment } from '@wordpress/element';
import { emailParts } from './email';
import type { DetailAttributes } from '../simple-input';

type EmailAttributes = DetailAttributes< string >;

// The save receives attributes parsed with its own schema, hence the cast.
const deprecated: BlockDeprecation< EmailAttributes >[] = [
	// Jetpack's markup: an address followed by punctuation kept the punctuation in its href.
	{
		attributes: { email: { type: 'string', default: '' } },
		supports: { html: false, reusable: false },
		save( { attributes } ) {
			const { email } = attributes as EmailAttributes;
			if ( ! email ) {
				return null;
			}
			return (
				<div { ...useBlockProps.save() }>
					{ emailParts( email ).map( ( part, index ) =>
						part.type === 'email' ? (
							<Fragment key={ index }>
								<a
									href={ `mailto:${ part.address }${ part.trailing }` }
								>
									{ part.address }
								</a>
								{ part.trailing }
							</Fragment>
						) : (
							<Fragment key={ index }>{ part.text }</Fragment>
						)
					) }
				</div>
			);
		},
	},
];

export default deprecated;
