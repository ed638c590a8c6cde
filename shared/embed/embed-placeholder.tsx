/**
 * The placeholder embed blocks show before anything is embedded: the block's icon and title,
 * what to paste, an error notice above the form when the last try failed, and the block's own
 * form and links as children.
 */
import { Notice, Placeholder } from '@wordpress/components';
import type { ReactElement, ReactNode } from 'react';

export interface EmbedPlaceholderProps {
	/** The block's title, shown as the placeholder's label. */
	label: string;
	/** The block's icon. */
	icon: ReactElement;
	/** What to enter. */
	instructions: string;
	/** Why the last try failed, shown as an error notice; nothing when undefined. */
	error?: string;
	/** The form, and any help links below it. */
	children: ReactNode;
}

/**
 * The placeholder.
 *
 * @param props              The label, icon, instructions, error and content.
 * @param props.label
 * @param props.icon
 * @param props.instructions
 * @param props.error
 * @param props.children
 */
export default function EmbedPlaceholder( {
	label,
	icon,
	instructions,
	error,
	children,
}: EmbedPlaceholderProps ) {
	return (
		<Placeholder
			label={ label }
			icon={ icon }
			instructions={ instructions }
			notices={
				error ? (
					<Notice status="error" isDismissible={ false }>
						{ error }
					</Notice>
				) : undefined
			}
		>
			{ children }
		</Placeholder>
	);
}
