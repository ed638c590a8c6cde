/**
 * The editor: the address form (placeholder), resolving short links, the failure view, the
 * sandboxed in-page preview or the locked inner "Register" button, the "Embed Type" panel and a
 * toolbar button to edit the address.
 */
import { InnerBlocks, InspectorControls } from '@wordpress/block-editor';
import {
	ExternalLink,
	PanelBody,
	RadioControl,
	SandBox,
} from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import UrlEmbedEdit, {
	type UrlEmbedBlockEditProps,
} from '@shared/embed/url-embed-edit';
import icon from './icon';
import { previewHtml } from './preview';
import type { EventbriteAttributes, EventbriteStyle } from './types';
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

/**
 * The embedded event: the "Embed Type" panel, then the in-page preview or the locked button.
 *
 * @param props               The event, the embed type and its setter.
 * @param props.eventId
 * @param props.style
 * @param props.onStyleChange
 */
function EventbriteEmbed( {
	eventId,
	style,
	onStyleChange,
}: {
	eventId: number;
	style: EventbriteStyle;
	onStyleChange: ( style: EventbriteStyle ) => void;
} ) {
	return (
		<>
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
							onStyleChange( value as EventbriteStyle )
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
		</>
	);
}

type Props = UrlEmbedBlockEditProps< EventbriteAttributes >;

export default function Edit( {
	attributes,
	setAttributes,
	onReplace,
}: Props ) {
	const { url, eventId, style } = attributes;

	return (
		<UrlEmbedEdit
			// A pasted short link or home page arrives with a url and no event id yet.
			embed={ {
				url,
				embedded: !! url && !! eventId,
				parse: eventIdFromUrl,
				needsResolving,
				onEmbed: ( finalUrl, id ) =>
					setAttributes( { url: finalUrl, eventId: id } ),
				// An address that is not an event page clears the embed (the spec); the typed
				// address stays in the form, for "Try again" and "Convert block to link".
				onFail: () =>
					setAttributes( { url: undefined, eventId: undefined } ),
			} }
			icon={ icon }
			label={ __( 'Eventbrite Checkout', 'blockpack' ) }
			instructions={ __(
				'Paste a link to an Eventbrite event to embed ticket checkout.',
				'blockpack'
			) }
			urlLabel={ __( 'Eventbrite event URL', 'blockpack' ) }
			urlPlaceholder={ __(
				'Enter an event URL to embed here…',
				'blockpack'
			) }
			onReplace={ onReplace }
			help={
				<div className="components-placeholder__learn-more">
					<ExternalLink href="https://wordpress.org/documentation/article/embeds/">
						{ __( 'Learn more about embeds', 'blockpack' ) }
					</ExternalLink>
				</div>
			}
		>
			{ () =>
				!! eventId && (
					<EventbriteEmbed
						eventId={ eventId }
						style={ style }
						onStyleChange={ ( value ) =>
							setAttributes( { style: value } )
						}
					/>
				)
			}
		</UrlEmbedEdit>
	);
}
