/**
 * Registers the Phone block (a child of Contact Info): a one-line detail (../simple-input).
 */
import { __ } from '@wordpress/i18n';
import { mobile as icon } from '@wordpress/icons';
import { registerBlockpackBlock } from '../../../../../shared/register-block';
import { oneLineDetail, type DetailAttributes } from '../simple-input';
import metadata from './block.json';
import PhoneText from './phone-text';

const { edit, save } = oneLineDetail(
	'phone',
	() => __( 'Phone number', 'blockpack' ),
	PhoneText
);

registerBlockpackBlock< DetailAttributes< 'phone' > >( metadata, {
	icon,
	edit,
	save,
} );
