/**
 * Typed phone text: the words before the number in a `phone-prefix` span, the number as a
 * `tel:` link; text without a digit stays plain.
 */
import { phoneParts } from './phone';

export default function PhoneText( { text }: { text: string } ) {
	const parts = phoneParts( text );
	if ( ! parts ) {
		return <>{ text }</>;
	}
	return (
		<>
			{ parts.prefix.trim() && (
				<span className="phone-prefix">{ parts.prefix }</span>
			) }
			<a href={ parts.href }>{ parts.number }</a>
		</>
	);
}
