/**
 * What an embed block with an address form shows until it embeds: the address form in the
 * placeholder (a spinner while a short link is resolved), or the failure view, whose
 * "Convert block to link" replaces the block with a paragraph linking to the address.
 */
import type { Block } from '@wordpress/blocks';
import { Spinner } from '@wordpress/components';
import type { ReactElement, ReactNode } from 'react';
import { createLinkParagraph } from './convert-to-link';
import EmbedFailure from './embed-failure';
import EmbedPlaceholder from './embed-placeholder';
import EmbedUrlForm from './embed-url-form';
import type { UrlEmbedState } from './use-url-embed';

export interface UrlEmbedPlaceholderProps {
	/** The address form's state, from useUrlEmbed(). */
	state: UrlEmbedState;
	/** The block's title. */
	label: string;
	icon: ReactElement;
	/** What to paste. */
	instructions: string;
	/** The address box's accessible name and placeholder. */
	urlLabel: string;
	urlPlaceholder: string;
	/** The block's onReplace, for "Convert block to link". */
	onReplace?: ( blocks: Block | Block[] ) => void;
	/** Help links below the form. */
	help?: ReactNode;
}

/**
 * The failure view or the placeholder with the address form.
 *
 * @param props                The state, texts and actions.
 * @param props.state
 * @param props.label
 * @param props.icon
 * @param props.instructions
 * @param props.urlLabel
 * @param props.urlPlaceholder
 * @param props.onReplace
 * @param props.help
 */
export default function UrlEmbedPlaceholder( {
	state,
	label,
	icon,
	instructions,
	urlLabel,
	urlPlaceholder,
	onReplace,
	help,
}: UrlEmbedPlaceholderProps ) {
	if ( state.failed ) {
		return (
			<EmbedFailure
				icon={ icon }
				label={ label }
				onTryAgain={ state.tryAgain }
				onConvertToLink={ () =>
					onReplace?.(
						createLinkParagraph( state.input || state.url || '' )
					)
				}
			/>
		);
	}
	return (
		<EmbedPlaceholder
			icon={ icon }
			label={ label }
			instructions={ instructions }
		>
			{ state.resolving ? (
				<Spinner />
			) : (
				<EmbedUrlForm
					label={ urlLabel }
					placeholder={ urlPlaceholder }
					value={ state.input }
					onChange={ state.setInput }
					onSubmit={ state.embed }
				/>
			) }
			{ help }
		</EmbedPlaceholder>
	);
}
