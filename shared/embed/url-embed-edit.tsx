/**
 * The editor of an embed block with an address form: the form (or the failure view) until an
 * address is embedded, then the block's own embedded view under an "Edit URL" toolbar button.
 */
import { useBlockProps } from '@wordpress/block-editor';
import type { Block, BlockEditProps } from '@wordpress/blocks';
import type { ReactNode } from 'react';
import EditUrlButton from './edit-url-button';
import UrlEmbedPlaceholder, {
	type UrlEmbedPlaceholderProps,
} from './url-embed-placeholder';
import { useUrlEmbed, type UrlEmbedOptions } from './use-url-embed';

/** The edit props of a block built on UrlEmbedEdit: its onReplace serves "Convert block to link". */
export type UrlEmbedBlockEditProps< A extends Record< string, unknown > > =
	BlockEditProps< A > & {
		onReplace?: ( blocks: Block | Block[] ) => void;
	};

export interface UrlEmbedEditProps< T > extends Omit<
	UrlEmbedPlaceholderProps,
	'state'
> {
	/** The stored address and how the block reads and stores one (see useUrlEmbed()). */
	embed: UrlEmbedOptions< T >;
	/** The embedded view; called only once the block is embedded. */
	children: () => ReactNode;
}

/**
 * The form or the embedded view, in the block's wrapper (useBlockProps()).
 *
 * @param props          The address form's options and texts, and the view.
 * @param props.embed
 * @param props.children
 */
export default function UrlEmbedEdit< T >( {
	embed,
	children,
	...texts
}: UrlEmbedEditProps< T > ) {
	const blockProps = useBlockProps();
	const state = useUrlEmbed( embed );
	const showForm =
		state.failed || state.editing || state.resolving || ! state.embedded;
	return (
		<div { ...blockProps }>
			{ showForm ? (
				<UrlEmbedPlaceholder state={ state } { ...texts } />
			) : (
				<>
					<EditUrlButton onClick={ () => state.setEditing( true ) } />
					{ children() }
				</>
			) }
		</div>
	);
}
