/**
 * Registers Contact Info's children: the address (./address) and the one-line details (email,
 * phone, name), which differ only in their attribute, label, icon and how their text shows
 * (edit and save from oneLineDetail(), in ./simple-input). Each renders for visitors from its
 * own render.php.
 */
import { __ } from '@wordpress/i18n';
import { envelope, mobile, people } from '@wordpress/icons';
import { registerBlockpackBlock } from '@shared/register-block';
import './address';
import email from './email/block.json';
import emailDeprecated from './email/deprecated';
import EmailText from './email/email-text';
import name from './name/block.json';
import phone from './phone/block.json';
import PhoneText from './phone/phone-text';
import { oneLineDetail, type DetailAttributes } from './simple-input';

/**
 * A name, as typed.
 *
 * @param props      The text.
 * @param props.text The name.
 */
function NameText( { text }: { text: string } ) {
	return <>{ text }</>;
}

const DETAILS = [
	{
		metadata: email,
		icon: envelope,
		label: () => __( 'Email', 'blockpack' ),
		Text: EmailText,
		deprecated: emailDeprecated,
	},
	{
		metadata: phone,
		icon: mobile,
		label: () => __( 'Phone number', 'blockpack' ),
		Text: PhoneText,
	},
	{
		metadata: name,
		icon: people,
		label: () => __( 'Name', 'blockpack' ),
		Text: NameText,
	},
];

for ( const { metadata, icon, label, Text, ...rest } of DETAILS ) {
	// The attribute that holds the text is named like the block: `email` for jetpack/email.
	const attribute = metadata.name.replace( 'jetpack/', '' );
	registerBlockpackBlock< DetailAttributes< string > >( metadata, {
		icon,
		...oneLineDetail( attribute, label, Text ),
		...rest,
	} );
}
