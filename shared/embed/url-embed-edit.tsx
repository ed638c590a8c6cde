/**
 * The editor of an embed block with an address form: the form (or the failure view) until an
 * address is embedded, then the block's own embedded view under an "Edit URL" toolbar button.
 */
import { useBlockProps } from '@wordpress/block-editor';
import type { ReactNode } from 'react';
import EditUrlButton from './edit-url-button';
import UrlEmbedPlaceholder, {
	type UrlEmbedPlaceholderProps,
} from './url-embed-placeholder';

export interface UrlEmbedEditProps extends UrlEmbedPlaceholderProps {
	/** The embedded view; called only once the block is embedded. */
	children: () => ReactNode;
}

/**
 * The form or the embedded view, in the block's wrapper (useBlockProps()).
 *
 * @param props          The address form's state and texts, and the view.
 * @param props.children
 */
export default function UrlEmbedEdit( {
	children,
	...placeholder
}: UrlEmbedEditProps ) {
	const blockProps = useBlockProps();
	const { state } = placeholder;
	const showForm =
		state.failed || state.editing || state.resolving || ! state.embedded;
	return (
		<div { ...blockProps }>
			{ showForm ? (
				<UrlEmbedPlaceholder { ...placeholder } />
			) : (
				<>
					<EditUrlButton onClick={ () => state.setEditing( true ) } />
					{ children() }
				</>
			) }
		</div>
	);
}
