/**
 * The editor: the address form (placeholder), resolving short links, the failure view, the
 * sandboxed preview and a toolbar button to edit the address.
 */
import { SandBox } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import UrlEmbedEdit, {
	type UrlEmbedBlockEditProps,
} from '@shared/embed/url-embed-edit';
import icon from './icon';
import { PINIT_SCRIPT, previewHtml } from './preview';
import type { PinterestAttributes } from './types';
import { isShortLink, pinType } from './url';

type Props = UrlEmbedBlockEditProps< PinterestAttributes >;

export default function Edit( {
	attributes,
	setAttributes,
	onReplace,
}: Props ) {
	const { url } = attributes;
	const type = url ? pinType( url ) : null;

	return (
		<UrlEmbedEdit
			// A pasted short link arrives as the url: it is resolved once.
			embed={ {
				url,
				embedded: !! type,
				parse: pinType,
				needsResolving: isShortLink,
				onEmbed: ( finalUrl ) => setAttributes( { url: finalUrl } ),
			} }
			icon={ icon }
			label={ __( 'Pinterest', 'blockpack' ) }
			instructions={ __(
				'Paste a link to a Pinterest pin, board, or user to embed it.',
				'blockpack'
			) }
			urlLabel={ __( 'Pinterest URL', 'blockpack' ) }
			urlPlaceholder={ __( 'Enter URL to embed here…', 'blockpack' ) }
			onReplace={ onReplace }
		>
			{ () =>
				!! url &&
				!! type && (
					<SandBox
						html={ previewHtml( url, type ) }
						scripts={ [ PINIT_SCRIPT ] }
						title={ __( 'Pinterest preview', 'blockpack' ) }
						type="embed"
					/>
				)
			}
		</UrlEmbedEdit>
	);
}
