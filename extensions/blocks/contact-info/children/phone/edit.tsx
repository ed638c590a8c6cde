/**
 * Editor view: the phone text, editable while selected.
 */
import type { BlockEditProps } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';
import SimpleInput from '../contact-info/simple-input';
import PhoneText from './phone-text';
import type { PhoneAttributes } from './save';

export default function Edit( {
	attributes: { phone },
	setAttributes,
	isSelected,
}: BlockEditProps< PhoneAttributes > ) {
	return (
		<SimpleInput
			value={ phone }
			label={ __( 'Phone number', 'blockpack' ) }
			isSelected={ isSelected }
			onChange={ ( value ) => setAttributes( { phone: value } ) }
			preview={ <PhoneText text={ phone } /> }
		/>
	);
}
