/**
 * Editor view: the name, editable while selected.
 */
import type { BlockEditProps } from '@wordpress/blocks';
import { __ } from '@wordpress/i18n';
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
