/**
 * Editor view: a placeholder with instructions and a form for the address or embed code, then
 * the calendar in an iframe, with the same form in the "Calendar settings" sidebar panel.
 */
import { InspectorControls, useBlockProps } from '@wordpress/block-editor';
import type { BlockEditProps } from '@wordpress/blocks';
import {
	ExternalLink,
	Notice,
	PanelBody,
	Placeholder,
} from '@wordpress/components';
import { useViewportMatch } from '@wordpress/compose';
import { useEffect, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import { calendar as icon } from '@wordpress/icons';
import EmbedUrlForm from '@shared/embed/embed-url-form';
import {
	SMALL_SCREEN_HEIGHT,
	isPublicCalendarUrl,
	parseCalendarEmbed,
} from './calendar-url';
import type { GoogleCalendarAttributes } from './types';

/** Google's help on making a calendar public. */
const PERMISSIONS_URL = 'https://support.google.com/calendar/answer/37083';
/** Google's help on embedding a calendar in a website. */
const LEARN_MORE_URL = 'https://support.google.com/calendar/answer/41207';

export const EMBED_ERROR = __(
	"Your calendar couldn't be embedded. Please double check your URL or Embed Code. Please note, you need to use the 'Public URL' or 'Embed Code', the 'Shareable Link' will not work.",
	'blockpack'
);

export default function Edit( {
	attributes: { url, height },
	setAttributes,
	isSelected,
}: BlockEditProps< GoogleCalendarAttributes > ) {
	const blockProps = useBlockProps();
	const isSmall = useViewportMatch( 'small', '<' );
	const [ edited, setEdited ] = useState( url ?? '' );
	const [ error, setError ] = useState( false );
	const [ interactive, setInteractive ] = useState( false );

	useEffect( () => {
		if ( ! isSelected ) {
			setInteractive( false );
		}
	}, [ isSelected ] );

	const embed = () => {
		const parsed = parseCalendarEmbed( edited );
		if ( ! parsed ) {
			setError( true );
			return;
		}
		setError( false );
		setEdited( parsed.url );
		setAttributes( {
			url: parsed.url,
			...( parsed.height ? { height: parsed.height } : {} ),
		} );
	};

	const form = (
		<EmbedUrlForm
			className="wp-block-jetpack-google-calendar__form"
			label={ __( 'Google Calendar URL or iframe', 'blockpack' ) }
			placeholder={ __(
				'Enter URL or iframe to embed here…',
				'blockpack'
			) }
			multiline
			buttonVariant="secondary"
			value={ edited }
			onChange={ setEdited }
			onSubmit={ embed }
		/>
	);
	const errorNotice = error && (
		<Notice status="error" isDismissible={ false }>
			{ EMBED_ERROR }
		</Notice>
	);

	const sidebar = (
		<InspectorControls>
			<PanelBody
				title={ __( 'Calendar settings', 'blockpack' ) }
				initialOpen={ false }
			>
				{ errorNotice }
				{ form }
			</PanelBody>
		</InspectorControls>
	);

	if ( ! isPublicCalendarUrl( url ) ) {
		return (
			<div { ...blockProps }>
				{ sidebar }
				<Placeholder
					icon={ icon }
					label={ __( 'Google Calendar', 'blockpack' ) }
				>
					{ errorNotice }
					<ol className="wp-block-jetpack-google-calendar__instructions">
						<li>
							<ExternalLink href={ PERMISSIONS_URL }>
								{ __(
									'Enable Permissions for the calendar you want to share',
									'blockpack'
								) }
							</ExternalLink>
						</li>
						<li>
							{ __(
								'Paste the embed code you copied from your Google Calendar below',
								'blockpack'
							) }
						</li>
					</ol>
					{ form }
					<ExternalLink href={ LEARN_MORE_URL }>
						{ __( 'Learn more', 'blockpack' ) }
					</ExternalLink>
				</Placeholder>
			</div>
		);
	}

	return (
		<div { ...blockProps }>
			{ sidebar }
			<div className="wp-block-jetpack-google-calendar__preview">
				<iframe
					src={ url }
					title={ __( 'Google Calendar', 'blockpack' ) }
					height={ isSmall ? SMALL_SCREEN_HEIGHT : height }
					sandbox="allow-scripts allow-same-origin allow-popups"
				/>
				{ /* Catches the first click so that selecting the block does not act on the calendar. */ }
				{ ! interactive && (
					<div
						className="wp-block-jetpack-google-calendar__overlay"
						aria-hidden="true"
						onMouseUp={ () => setInteractive( true ) }
					/>
				) }
			</div>
		</div>
	);
}
