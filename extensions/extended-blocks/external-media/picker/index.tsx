/**
 * The picker's chunk: opens the modal on a source, in a root of its own, so that it outlives the
 * menu it was chosen from (a replace menu closes as the modal takes the focus).
 */
import { select } from '@wordpress/data';
import { createRoot } from '@wordpress/element';
import { editorSelectors } from '@shared/editor-store';
import { getExternalMediaEditorData } from '../editor-data';
import type { MediaUploadProps } from '../placement';
import { PickerModal } from './modal';

/**
 * @param source     The source to open on.
 * @param mediaProps The MediaUpload's props.
 */
export function openPicker( source: string, mediaProps: MediaUploadProps ) {
	const { sources, settingsUrl } = getExternalMediaEditorData();
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
			value={ mediaProps.value }
			onSelect={ mediaProps.onSelect }
			onClose={ close }
		/>
	);
}
