/**
 * The view an embed block shows when its address cannot be embedded: the message, "Try again"
 * (back to the address form) and "Convert block to link" (a paragraph linking to the address).
 */
import { Button, Placeholder } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { ReactElement } from 'react';

export interface EmbedFailureProps {
	/** The block's title, shown as the placeholder's label. */
	label: string;
	/** The block's icon. */
	icon: ReactElement;
	/** Back to the address form. */
	onTryAgain: () => void;
	/** Replaces the block with a paragraph link. */
	onConvertToLink: () => void;
}

/**
 * The failure placeholder.
 *
 * @param props                 The label, icon and actions.
 * @param props.label
 * @param props.icon
 * @param props.onTryAgain
 * @param props.onConvertToLink
 */
export default function EmbedFailure( {
	label,
	icon,
	onTryAgain,
	onConvertToLink,
}: EmbedFailureProps ) {
	return (
		<Placeholder
			className="blockpack-embed-failure"
			icon={ icon }
			label={ label }
		>
			<p className="components-placeholder__error">
				{ __(
					'Sorry, this content could not be embedded.',
					'blockpack'
				) }
			</p>
			<Button variant="primary" onClick={ onTryAgain }>
				{ __( 'Try again', 'blockpack' ) }
			</Button>
			<Button variant="secondary" onClick={ onConvertToLink }>
				{ __( 'Convert block to link', 'blockpack' ) }
			</Button>
		</Placeholder>
	);
}
