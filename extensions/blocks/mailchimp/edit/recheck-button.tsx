/**
 * "Re-check Connection": asks the connection route again; busy ("Checking connection…") until
 * it answers.
 */
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

export default function RecheckButton( {
	rechecking,
	onRecheck,
	variant,
}: {
	rechecking: boolean;
	onRecheck: () => void;
	variant: 'link' | 'secondary';
} ) {
	return (
		<Button
			variant={ variant }
			onClick={ onRecheck }
			isBusy={ rechecking }
			disabled={ rechecking }
			accessibleWhenDisabled
		>
			{ rechecking
				? __( 'Checking connection…', 'blockpack' )
				: __( 'Re-check Connection', 'blockpack' ) }
		</Button>
	);
}
