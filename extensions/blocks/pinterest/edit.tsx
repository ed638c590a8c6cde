/**
 * The editor: the address form (placeholder), resolving short links, the failure view, the
 * sandboxed preview and a toolbar button to edit the address.
 */
import { BlockControls, useBlockProps } from '@wordpress/block-editor';
import type { Block, BlockEditProps } from '@wordpress/blocks';
import {
	Placeholder,
	SandBox,
	Spinner,
	ToolbarButton,
	ToolbarGroup,
} from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { pencil } from '@wordpress/icons';
import { createLinkParagraph } from '@shared/embed/convert-to-link';
import EmbedFailure from '@shared/embed/embed-failure';
import EmbedUrlForm from '@shared/embed/embed-url-form';
import { resolveRedirect } from '@shared/embed/resolve-redirect';
import icon from './icon';
import { PINIT_SCRIPT, previewHtml } from './preview';
import type { PinterestAttributes } from './types';
import './editor.scss';
import { isShortLink, pinType } from './url';

type Props = BlockEditProps< PinterestAttributes > & {
	onReplace?: ( blocks: Block | Block[] ) => void;
};

export default function Edit( {
	attributes,
	setAttributes,
	onReplace,
}: Props ) {
	const { url } = attributes;
	const type = url ? pinType( url ) : null;
	const [ editing, setEditing ] = useState( ! type );
	const [ input, setInput ] = useState( url ?? '' );
	const [ resolving, setResolving ] = useState( false );
	const [ failed, setFailed ] = useState( false );
	const blockProps = useBlockProps();

	const embed = async ( address: string ) => {
		let finalUrl = address.trim();
		setFailed( false );
		if ( ! pinType( finalUrl ) && isShortLink( finalUrl ) ) {
			setResolving( true );
			try {
				finalUrl = await resolveRedirect( finalUrl );
			} catch {
				finalUrl = '';
			}
			setResolving( false );
		}
		if ( ! pinType( finalUrl ) ) {
			setFailed( true );
			return;
		}
		setAttributes( { url: finalUrl } );
		setInput( finalUrl );
		setEditing( false );
	};

	// A pasted short link arrives as the url: resolve it once.
	useEffect( () => {
		if ( url && ! type ) {
			embed( url );
		}
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [] );

	const label = __( 'Pinterest', 'blockpack' );

	if ( failed ) {
		return (
			<div { ...blockProps }>
				<EmbedFailure
					icon={ icon }
					label={ label }
					onTryAgain={ () => {
						setFailed( false );
						setEditing( true );
					} }
					onConvertToLink={ () =>
						onReplace?.( createLinkParagraph( input || url || '' ) )
					}
				/>
			</div>
		);
	}

	if ( editing || resolving || ! url || ! type ) {
		return (
			<div { ...blockProps }>
				<Placeholder
					icon={ icon }
					label={ label }
					instructions={ __(
						'Paste a link to a Pinterest pin, board, or user to embed it.',
						'blockpack'
					) }
				>
					{ resolving ? (
						<Spinner />
					) : (
						<EmbedUrlForm
							label={ __( 'Pinterest URL', 'blockpack' ) }
							placeholder={ __(
								'Enter URL to embed here…',
								'blockpack'
							) }
							value={ input }
							onChange={ setInput }
							onSubmit={ embed }
						/>
					) }
				</Placeholder>
			</div>
		);
	}

	return (
		<div { ...blockProps }>
			<BlockControls>
				<ToolbarGroup>
					<ToolbarButton
						icon={ pencil }
						label={ __( 'Edit URL', 'blockpack' ) }
						onClick={ () => setEditing( true ) }
					/>
				</ToolbarGroup>
			</BlockControls>
			<SandBox
				html={ previewHtml( url, type ) }
				scripts={ [ PINIT_SCRIPT ] }
				title={ __( 'Pinterest preview', 'blockpack' ) }
				type="embed"
			/>
		</div>
	);
}
