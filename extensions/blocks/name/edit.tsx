/**
 * Editor view: the name, editable while selected.
 */
import type { BlockEditProps } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';
// eslint-disable-next-line blockpack/boundaries -- allowed once this block is a child of contact-info (contact-info/children/, issue 13).
import SimpleInput from '../contact-info/simple-input';
import type { NameAttributes } from './save';

export default function Edit( {
	attributes: { name },
	setAttributes,
	isSelected,
}: BlockEditProps< NameAttributes > ) {
	return (
		<SimpleInput
			value={ name }
			label={ __( 'Name', 'blockpack' ) }
			isSelected={ isSelected }
			onChange={ ( value ) => setAttributes( { name: value } ) }
			preview={ name }
		/>
	);
}
