/**
 * Whether another field of the same form uses a field's CSS id, read from the editor's blocks.
 */
import { store as blockEditorStore } from '@wordpress/block-editor';
import { useSelect } from '@wordpress/data';
import { isFieldIdTaken, type FieldIdBlock } from './field-id';

/** The block-editor selectors this hook reads (the package's types lack them). */
interface BlockEditorSelectors {
	getBlockParentsByBlockName: (
		clientId: string,
		blockName: string,
		ascending?: boolean
	) => string[];
	getBlocks: ( rootClientId?: string ) => FieldIdBlock[];
}

/**
 * @param clientId The field block.
 * @param id       Its CSS id.
 * @return True when another field of the closest enclosing form has the same id.
 */
export default function useFieldIdTaken(
	clientId: string,
	id: string
): boolean {
	return useSelect(
		( select ) => {
			if ( ! id ) {
				return false;
			}
			const editor = select(
				blockEditorStore
			) as unknown as BlockEditorSelectors;
			const [ formId ] = editor.getBlockParentsByBlockName(
				clientId,
				'jetpack/contact-form',
				true
			);
			if ( ! formId ) {
				return false;
			}
			return isFieldIdTaken( editor.getBlocks( formId ), clientId, id );
		},
		[ clientId, id ]
	);
}
