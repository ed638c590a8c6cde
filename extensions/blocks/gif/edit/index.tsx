/**
 * The GIF block in the editor: a search (a term or a GIPHY address) whose first result is
 * shown at once, thumbnails of the others to swap it, a caption, and GIPHY's branding.
 */
import {
	InspectorControls,
	RichText,
	useBlockProps,
} from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import {
	ExternalLink,
	PanelBody,
	Placeholder,
	Spinner,
} from '@wordpress/components';
import { useCallback, useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { image as icon } from '@wordpress/icons';
import type { ReactNode } from 'react';
import { attributesForGif, type GiphyGif } from '../giphy';
import type { GifAttributes } from '../types';
import SearchForm from './search-form';
import { getGifEditorData } from '../editor-data';
import Thumbnails from './thumbnails';
import { useGiphySearch, type SearchStatus } from './use-giphy-search';

/**
 * What to tell the user about the last search, if anything.
 * @param status
 */
function statusMessage( status: SearchStatus ): string | null {
	switch ( status ) {
		case 'empty':
			return __( 'No GIFs found. Try another search.', 'blockpack' );
		case 'failed':
			return __(
				'GIPHY could not be reached, or refused the API key. Please try again.',
				'blockpack'
			);
		default:
			return null;
	}
}

/**
 * The block's placeholder: its icon and title, what to do, and the search form or the way to a
 * GIPHY key.
 *
 * @param props              The props.
 * @param props.instructions What to do.
 * @param props.children     The form, or the settings link.
 * @return The placeholder.
 */
function GifPlaceholder( {
	instructions,
	children,
}: {
	instructions: string;
	children: ReactNode;
} ) {
	return (
		<Placeholder
			className="wp-block-jetpack-gif_placeholder"
			icon={ icon }
			label={ __( 'GIF', 'blockpack' ) }
			instructions={ instructions }
		>
			{ children }
		</Placeholder>
	);
}

/**
 * The block's editor.
 *
 * @param props               The block's props.
 * @param props.attributes
 * @param props.setAttributes
 * @param props.isSelected
 * @return The editor view.
 */
export default function GifEdit( {
	attributes,
	setAttributes,
	isSelected,
}: BlockEditProps< GifAttributes > ) {
	const { caption, searchText = '', paddingTop } = attributes;
	// Only web addresses, as visitors get (gif.php): markup written by hand may hold a
	// `javascript:` address, which an iframe would run in the editor.
	const webUrl = ( url: string | undefined ) =>
		url && /^https?:\/\/[^\s"'<>]+$/i.test( url ) ? url : undefined;
	const giphyUrl = webUrl( attributes.giphyUrl );
	const gifUrl = webUrl( attributes.gifUrl );
	const { apiKey, settingsUrl } = getGifEditorData();
	const inputRef = useRef< HTMLInputElement >( null );
	const blockProps = useBlockProps();

	const apply = useCallback(
		( gif: GiphyGif ) => setAttributes( attributesForGif( gif ) ),
		[ setAttributes ]
	);
	const { status, results, search } = useGiphySearch( apiKey, ( gifs ) =>
		apply( gifs[ 0 ] )
	);
	const message = statusMessage( status );
	const hasGif = !! ( giphyUrl || gifUrl );

	const form = (
		<SearchForm
			value={ searchText }
			onChange={ ( value ) => setAttributes( { searchText: value } ) }
			onSubmit={ () => search( searchText ) }
			isBusy={ status === 'searching' }
			inputRef={ inputRef }
		/>
	);
	const feedback = (
		<>
			{ status === 'searching' && <Spinner /> }
			{ message && (
				<p className="wp-block-jetpack-gif_message" role="alert">
					{ message }
				</p>
			) }
		</>
	);

	let body;
	if ( ! hasGif && ! apiKey ) {
		// Without a key there is nothing to search: users who may set it get a link to it.
		body = (
			<GifPlaceholder
				instructions={ __(
					'To search for GIFs, an administrator needs to add a GIPHY API key in Settings → Blockpack.',
					'blockpack'
				) }
			>
				{ settingsUrl && (
					<a href={ settingsUrl }>
						{ __( 'Add a GIPHY API key', 'blockpack' ) }
					</a>
				) }
			</GifPlaceholder>
		);
	} else if ( ! hasGif ) {
		body = (
			<GifPlaceholder
				instructions={ __(
					'Search for a term or paste a Giphy URL',
					'blockpack'
				) }
			>
				{ form }
				{ feedback }
			</GifPlaceholder>
		);
	} else {
		body = (
			<figure>
				{ isSelected && apiKey && form }
				{ isSelected && feedback }
				{ isSelected && results.length > 1 && (
					<Thumbnails
						gifs={ results }
						selectedUrl={ giphyUrl }
						onSelect={ apply }
					/>
				) }
				<div
					className="wp-block-jetpack-gif-wrapper"
					style={ { paddingTop } }
				>
					{ gifUrl ? (
						<img src={ gifUrl } alt={ searchText } />
					) : (
						<iframe
							src={ giphyUrl }
							title={ searchText || __( 'GIF', 'blockpack' ) }
						/>
					) }
				</div>
				{ ( isSelected || ! RichText.isEmpty( caption ?? '' ) ) && (
					<RichText
						tagName="figcaption"
						className="wp-block-jetpack-gif-caption gallery-caption"
						aria-label={ __( 'GIF caption text', 'blockpack' ) }
						placeholder={ __( 'Write caption…', 'blockpack' ) }
						value={ caption ?? '' }
						onChange={ ( value: string ) =>
							setAttributes( { caption: value } )
						}
						inlineToolbar
					/>
				) }
			</figure>
		);
	}

	return (
		<div { ...blockProps }>
			<InspectorControls>
				<PanelBody
					title={ __( 'Powered by GIPHY', 'blockpack' ) }
					className="wp-block-jetpack-gif_branding"
				>
					<p>
						{ __(
							'GIFs are searched and served by GIPHY.',
							'blockpack'
						) }
					</p>
					<ExternalLink href="https://giphy.com/">
						{ __( 'Visit GIPHY', 'blockpack' ) }
					</ExternalLink>
				</PanelBody>
			</InspectorControls>
			{ body }
		</div>
	);
}
