/**
 * Editor view: the phone text, editable while selected.
 */
import type { BlockEditProps } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';
// eslint-disable-next-line blockpack/boundaries -- allowed once this block is a child of contact-info (contact-info/children/, issue 13).
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
