/**
 * The toolbar's Edit button and the "Calendar settings" sidebar panel: the address or embed
 * code, the style, and whether to hide the event type details.
 */
import { BlockControls, InspectorControls } from '@wordpress/block-editor';
import {
	Button,
	PanelBody,
	RadioControl,
	ToolbarButton,
	ToolbarGroup,
} from '@wordpress/components';
import { TextControl, ToggleControl } from '@shared/controls';
import { __, _x } from '@wordpress/i18n';
import type { FormEvent } from 'react';
import type { CalendlyAttributes, CalendlyStyle } from '../types';
import { embedCodeFieldTexts } from './placeholder';

interface CalendlyControlsProps {
	attributes: CalendlyAttributes;
	setAttributes: ( next: Partial< CalendlyAttributes > ) => void;
	embedCode: string;
	setEmbedCode: ( code: string ) => void;
	onSubmit: () => void;
	showEdit: boolean;
	onEdit: () => void;
}

export default function CalendlyControls( {
	attributes,
	setAttributes,
	embedCode,
	setEmbedCode,
	onSubmit,
	showEdit,
	onEdit,
}: CalendlyControlsProps ) {
	return (
		<>
			{ showEdit && (
				<BlockControls>
					<ToolbarGroup>
						<ToolbarButton onClick={ onEdit }>
							{ __( 'Edit', 'blockpack' ) }
						</ToolbarButton>
					</ToolbarGroup>
				</BlockControls>
			) }
			<InspectorControls>
				<PanelBody title={ __( 'Calendar settings', 'blockpack' ) }>
					<form
						className="wp-block-jetpack-calendly__sidebar-form"
						onSubmit={ ( event: FormEvent ) => {
							event.preventDefault();
							onSubmit();
						} }
					>
						<TextControl
							{ ...embedCodeFieldTexts() }
							value={ embedCode }
							onChange={ setEmbedCode }
						/>
						<Button variant="secondary" type="submit">
							{ _x( 'Embed', 'button label', 'blockpack' ) }
						</Button>
					</form>
					{ attributes.url && (
						<RadioControl
							label={ __( 'Style', 'blockpack' ) }
							selected={ attributes.style }
							options={ [
								{
									value: 'inline',
									label: __( 'Inline', 'blockpack' ),
								},
								{
									value: 'link',
									label: __( 'Link', 'blockpack' ),
								},
							] }
							onChange={ ( style: string ) =>
								setAttributes( {
									style: style as CalendlyStyle,
								} )
							}
						/>
					) }
					<ToggleControl
						label={ __( 'Hide event type details', 'blockpack' ) }
						checked={ attributes.hideEventTypeDetails }
						onChange={ ( hideEventTypeDetails: boolean ) =>
							setAttributes( { hideEventTypeDetails } )
						}
					/>
				</PanelBody>
			</InspectorControls>
		</>
	);
}
