/**
 * Registers the Email block (a child of Contact Info): a one-line detail (../simple-input).
 */
import { __ } from '@wordpress/i18n';
import { envelope as icon } from '@wordpress/icons';
import { registerBlockpackBlock } from '../../../../../shared/register-block';
import { oneLineDetail, type DetailAttributes } from '../simple-input';
import metadata from './block.json';
import deprecated from './deprecated';
import EmailText from './email-text';

const { edit, save } = oneLineDetail(
	'email',
	() => __( 'Email', 'blockpack' ),
	EmailText
);

registerBlockpackBlock< DetailAttributes< 'email' > >( metadata, {
	icon,
	edit,
	save,
	deprecated,
} );
