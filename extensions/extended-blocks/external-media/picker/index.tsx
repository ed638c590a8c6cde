/**
 * The picker's chunk: opens the modal on a source, in a root of its own, so that it outlives the
 * menu it was chosen from (a replace menu closes as the modal takes the focus).
 */
import { store as blockEditorStore } from '@wordpress/block-editor';
import { select } from '@wordpress/data';
import { createRoot } from '@wordpress/element';
import { editorSelectors } from '@shared/editor-store';
import { getExternalMediaEditorData } from '../editor-data';
import type { MediaUploadProps } from '../placement';
import { galleryImages } from './logic';
import { PickerModal } from './modal';

/**
 * @param source     The source to open on.
 * @param mediaProps The MediaUpload's props.
 * @param clientId   The block it is in, if any (a gallery's images are kept).
 */
export function openPicker(
	source: string,
	mediaProps: MediaUploadProps,
	clientId?: string
) {
	const { sources, settingsUrl } = getExternalMediaEditorData();
	const block = clientId
		? (
				select( blockEditorStore ) as {
					getBlock: ( id: string ) => {
						innerBlocks: Parameters< typeof galleryImages >[ 1 ];
					} | null;
				}
			 ).getBlock( clientId )
		: null;
	const postId = Number( editorSelectors( select ).getCurrentPostId?.() );
	const container = document.createElement( 'div' );
	document.body.appendChild( container );
	const root = createRoot( container );
	const close = () => {
		root.unmount();
		container.remove();
		mediaProps.onClose?.();
	};
	root.render(
		<PickerModal
			sources={ sources }
			initialSource={ source }
			settingsUrl={ settingsUrl }
			postId={ postId > 0 ? postId : undefined }
			multiple={ !! mediaProps.multiple }
			existing={ galleryImages(
				mediaProps.multiple ? mediaProps.value : [],
				block?.innerBlocks ?? []
			) }
			onSelect={ mediaProps.onSelect }
			onClose={ close }
		/>
	);
}
