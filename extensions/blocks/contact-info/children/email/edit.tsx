/**
 * Editor view: the email text, editable while selected.
 */
import type { BlockEditProps } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';
import SimpleInput from '../contact-info/simple-input';
import EmailText from './email-text';
import type { EmailAttributes } from './save';

export default function Edit( {
	attributes: { email },
	setAttributes,
	isSelected,
}: BlockEditProps< EmailAttributes > ) {
	return (
		<SimpleInput
			value={ email }
			label={ __( 'Email', 'blockpack' ) }
			isSelected={ isSelected }
			onChange={ ( value ) => setAttributes( { email: value } ) }
			preview={ <EmailText text={ email } /> }
		/>
	);
}
