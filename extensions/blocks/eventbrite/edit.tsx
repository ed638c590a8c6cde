/**
 * The editor: the address form (placeholder), resolving short links, the failure view, the
 * sandboxed in-page preview or the locked inner "Register" button, the "Embed Type" panel and a
 * toolbar button to edit the address.
 */
import {
	BlockControls,
	InnerBlocks,
	InspectorControls,
	useBlockProps,
} from '@wordpress/block-editor';
import type { Block, BlockEditProps } from '@wordpress/blocks';
import {
	ExternalLink,
	PanelBody,
	Placeholder,
	RadioControl,
	SandBox,
	Spinner,
	ToolbarButton,
	ToolbarGroup,
} from '@wordpress/components';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { pencil as editIcon } from '@wordpress/icons';
import { createLinkParagraph } from '@shared/embed/convert-to-link';
import EmbedFailure from '@shared/embed/embed-failure';
import EmbedUrlForm from '@shared/embed/embed-url-form';
import { resolveRedirect } from '@shared/embed/resolve-redirect';
import icon from './icon';
import { previewHtml } from './preview';
import type { EventbriteAttributes, EventbriteStyle } from './types';
import './editor.scss';
import { eventIdFromUrl, needsResolving } from './url';

const BUTTON_TEMPLATE: Array< [ string, Record< string, unknown > ] > = [
	[
		'jetpack/button',
		{
			element: 'a',
			uniqueId: 'eventbrite-widget-id',
			text: __( 'Register', 'blockpack' ),
			passthroughAttributes: { url: 'url' },
		},
	],
];

type Props = BlockEditProps< EventbriteAttributes > & {
	onReplace?: ( blocks: Block | Block[] ) => void;
};

export default function Edit( {
	attributes,
	setAttributes,
	onReplace,
}: Props ) {
	const { url, eventId, style } = attributes;
	const [ editing, setEditing ] = useState( ! url || ! eventId );
	const [ input, setInput ] = useState( url ?? '' );
	const [ resolving, setResolving ] = useState( false );
	const [ failed, setFailed ] = useState( false );
	const blockProps = useBlockProps();

	// An address that is not an event page clears the embed (the spec); the typed address stays
	// in the form, for "Try again" and "Convert block to link".
	const fail = () => {
		setAttributes( { url: undefined, eventId: undefined } );
		setFailed( true );
	};

	const embed = async ( address: string ) => {
		const trimmed = address.trim();
		setFailed( false );
		let finalUrl = trimmed;
		if ( eventIdFromUrl( trimmed ) === null ) {
			if ( ! needsResolving( trimmed ) ) {
				fail();
				return;
			}
			setResolving( true );
			try {
				finalUrl = await resolveRedirect( trimmed );
			} catch {
				finalUrl = '';
			}
			setResolving( false );
		}
		const id = eventIdFromUrl( finalUrl );
		if ( id === null ) {
			fail();
			return;
		}
		setAttributes( { url: finalUrl, eventId: id } );
		setInput( finalUrl );
		setEditing( false );
	};

	// A pasted short link or home page arrives with a url and no event id yet.
	useEffect( () => {
		if ( url && ! eventId ) {
			setInput( url );
			embed( url );
		}
		// Only once, for the address the block was created with.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [] );

	if ( failed ) {
		return (
			<div { ...blockProps }>
				<EmbedFailure
					icon={ icon }
					label={ __( 'Eventbrite Checkout', 'blockpack' ) }
					onTryAgain={ () => {
						setFailed( false );
						setEditing( true );
					} }
					onConvertToLink={ () =>
						onReplace?.( createLinkParagraph( input ) )
					}
				/>
			</div>
		);
	}

	if ( editing || resolving || ! eventId ) {
		return (
			<div { ...blockProps }>
				<Placeholder
					icon={ icon }
					label={ __( 'Eventbrite Checkout', 'blockpack' ) }
					instructions={ __(
						'Paste a link to an Eventbrite event to embed ticket checkout.',
						'blockpack'
					) }
				>
					{ resolving ? (
						<Spinner />
					) : (
						<EmbedUrlForm
							label={ __( 'Eventbrite event URL', 'blockpack' ) }
							placeholder={ __(
								'Enter an event URL to embed here…',
								'blockpack'
							) }
							value={ input }
							onChange={ setInput }
							onSubmit={ embed }
						/>
					) }
					<div className="components-placeholder__learn-more">
						<ExternalLink href="https://wordpress.org/documentation/article/embeds/">
							{ __( 'Learn more about embeds', 'blockpack' ) }
						</ExternalLink>
					</div>
				</Placeholder>
			</div>
		);
	}

	return (
		<div { ...blockProps }>
			<BlockControls>
				<ToolbarGroup>
					<ToolbarButton
						icon={ editIcon }
						label={ __( 'Edit URL', 'blockpack' ) }
						onClick={ () => setEditing( true ) }
					/>
				</ToolbarGroup>
			</BlockControls>
			<InspectorControls>
				<PanelBody title={ __( 'Embed Type', 'blockpack' ) }>
					<RadioControl
						label={ __( 'Embed Type', 'blockpack' ) }
						hideLabelFromVision
						selected={ style }
						options={ [
							{
								label: __( 'In-page Embed', 'blockpack' ),
								value: 'inline',
							},
							{
								label: __( 'Button & Modal', 'blockpack' ),
								value: 'modal',
							},
						] }
						onChange={ ( value: string ) =>
							setAttributes( { style: value as EventbriteStyle } )
						}
					/>
				</PanelBody>
			</InspectorControls>
			{ style === 'modal' ? (
				<InnerBlocks template={ BUTTON_TEMPLATE } templateLock="all" />
			) : (
				<div className="blockpack-eventbrite__preview">
					<SandBox
						html={ previewHtml( eventId ) }
						title={ __(
							'Eventbrite Checkout preview',
							'blockpack'
						) }
						type="embed"
					/>
				</div>
			) }
		</div>
	);
}
