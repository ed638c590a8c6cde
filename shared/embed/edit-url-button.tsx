/**
 * The toolbar button of an embedded block that brings back its address form.
 */
import { BlockControls } from '@wordpress/block-editor';
import { ToolbarButton, ToolbarGroup } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { pencil } from '@wordpress/icons';

/**
 * The "Edit URL" toolbar button.
 *
 * @param props         The action.
 * @param props.onClick Shows the address form again.
 */
export default function EditUrlButton( { onClick }: { onClick: () => void } ) {
	return (
		<BlockControls>
			<ToolbarGroup>
				<ToolbarButton
					icon={ pencil }
					label={ __( 'Edit URL', 'blockpack' ) }
					onClick={ onClick }
				/>
			</ToolbarGroup>
		</BlockControls>
	);
}
