/**
 * Registers the Name block (a child of Contact Info): a one-line detail (../simple-input).
 */
import { __ } from '@wordpress/i18n';
import { people as icon } from '@wordpress/icons';
import { registerBlockpackBlock } from '../../../../../shared/register-block';
import { oneLineDetail, type DetailAttributes } from '../simple-input';
import metadata from './block.json';

/**
 * The name as typed.
 *
 * @param props      The text.
 * @param props.text The name.
 */
function NameText( { text }: { text: string } ) {
	return <>{ text }</>;
}

const { edit, save } = oneLineDetail(
	'name',
	() => __( 'Name', 'blockpack' ),
	NameText
);

registerBlockpackBlock< DetailAttributes< 'name' > >( metadata, {
	icon,
	edit,
	save,
} );
