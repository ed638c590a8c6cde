/**
 * Editor view: a plain-text Markdown editor and a preview, switched from the block toolbar.
 */
import {
	BlockControls,
	PlainText,
	store as blockEditorStore,
	useBlockProps,
} from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import { ToolbarButton, ToolbarGroup } from '@wordpress/components';
import { useDispatch } from '@wordpress/data';
import { RawHTML, useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { KeyboardEvent, MouseEvent } from 'react';
import { LoadFailed } from '@shared/load-failed';
import { confirmLeavingOnLinkClick } from './confirm-link';
import type { MarkdownAttributes } from './types';
import { useMarkdownRender } from './use-markdown-render';

type Mode = 'markdown' | 'preview';

export default function Edit( {
	attributes,
	setAttributes,
	isSelected,
	clientId,
}: BlockEditProps< MarkdownAttributes > ) {
	const { source = '', content = '' } = attributes;
	const [ mode, setMode ] = useState< Mode >( 'markdown' );
	const wrapper = useRef< HTMLDivElement >( null );
	const { removeBlock } = useDispatch( blockEditorStore );
	const { onChange, loadFailed, retry } = useMarkdownRender( {
		source,
		content,
		update: setAttributes,
		clientId,
	} );
	const blockProps = useBlockProps( { ref: wrapper } );

	useEffect( () => {
		if ( ! isSelected ) {
			// Leaving the block always brings it back to the Markdown editor.
			setMode( 'markdown' );
		} else if ( mode === 'markdown' ) {
			wrapper.current?.querySelector( 'textarea' )?.focus();
		}
	}, [ isSelected, mode ] );

	const onKeyDown = ( event: KeyboardEvent< HTMLTextAreaElement > ) => {
		if ( event.key === 'Backspace' && source === '' ) {
			event.preventDefault();
			removeBlock( clientId );
		}
	};

	if ( ! isSelected && source.trim() === '' ) {
		return (
			<div { ...blockProps }>
				<p className="wp-block-jetpack-markdown__placeholder">
					{ __( 'Write your _Markdown_ **here**…', 'blockpack' ) }
				</p>
			</div>
		);
	}

	return (
		<div { ...blockProps }>
			<BlockControls>
				<ToolbarGroup>
					<ToolbarButton
						isPressed={ mode === 'markdown' }
						onClick={ () => setMode( 'markdown' ) }
					>
						{ __( 'Markdown', 'blockpack' ) }
					</ToolbarButton>
					<ToolbarButton
						isPressed={ mode === 'preview' }
						onClick={ () => setMode( 'preview' ) }
					>
						{ __( 'Preview', 'blockpack' ) }
					</ToolbarButton>
				</ToolbarGroup>
			</BlockControls>
			{ isSelected && mode === 'markdown' ? (
				<PlainText
					className="wp-block-jetpack-markdown__editor"
					aria-label={ __( 'Markdown', 'blockpack' ) }
					placeholder={ __(
						'Write your _Markdown_ **here**…',
						'blockpack'
					) }
					value={ source }
					onChange={ onChange }
					onKeyDown={ onKeyDown }
				/>
			) : (
				<RawHTML
					className="wp-block-jetpack-markdown__preview"
					// Keyboard activation of a link also fires click, so this covers both.
					onClick={ ( event: MouseEvent< HTMLDivElement > ) =>
						confirmLeavingOnLinkClick( event.nativeEvent )
					}
				>
					{ content }
				</RawHTML>
			) }
			{ loadFailed && (
				<LoadFailed
					message={ __(
						'The Markdown preview could not be loaded. Visitors still see your text formatted.',
						'blockpack'
					) }
					onRetry={ retry }
				/>
			) }
		</div>
	);
}
