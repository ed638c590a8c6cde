/**
 * Typed email text with each valid address as a `mailto:` link and any punctuation after an
 * address outside its link.
 */
import { Fragment } from '@wordpress/element';
import { emailParts } from './email';

export default function EmailText( { text }: { text: string } ) {
	return (
		<>
			{ emailParts( text ).map( ( part, index ) =>
				part.type === 'email' ? (
					<Fragment key={ index }>
						<a href={ `mailto:${ part.address }` }>
							{ part.address }
						</a>
						{ part.trailing }
					</Fragment>
				) : (
					<Fragment key={ index }>{ part.text }</Fragment>
				)
			) }
		</>
	);
}
