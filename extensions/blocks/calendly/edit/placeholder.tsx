/**
 * The placeholder: a text box for a Calendly address or embed code, the Embed button and a
 * help link, with the failure notice above them.
 */
import { ExternalLink } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { calendar } from '@wordpress/icons';
import EmbedPlaceholder from '@shared/embed/embed-placeholder';
import EmbedUrlForm from '@shared/embed/embed-url-form';

export const HELP_URL =
	'https://help.calendly.com/hc/en-us/articles/223147027-Embed-options-overview';

/**
 * The name and placeholder of the address or embed code box, in the placeholder and the sidebar.
 *
 * @return The box's label and placeholder texts.
 */
export function embedCodeFieldTexts(): { label: string; placeholder: string } {
	return {
		label: __( 'Calendly web address or embed code', 'blockpack' ),
		placeholder: __( 'Calendly web address or embed code…', 'blockpack' ),
	};
}

interface CalendlyPlaceholderProps {
	embedCode: string;
	setEmbedCode: ( code: string ) => void;
	onSubmit: () => void;
	error?: string;
}

export default function CalendlyPlaceholder( {
	embedCode,
	setEmbedCode,
	onSubmit,
	error,
}: CalendlyPlaceholderProps ) {
	return (
		<EmbedPlaceholder
			label={ __( 'Calendly', 'blockpack' ) }
			instructions={ __(
				'Enter your Calendly web address or embed code below.',
				'blockpack'
			) }
			icon={ calendar }
			error={ error }
		>
			<EmbedUrlForm
				className="wp-block-jetpack-calendly__form"
				type="text"
				buttonVariant="secondary"
				{ ...embedCodeFieldTexts() }
				value={ embedCode }
				onChange={ setEmbedCode }
				onSubmit={ onSubmit }
			/>
			<div className="wp-block-jetpack-calendly__help">
				<ExternalLink href={ HELP_URL }>
					{ __( 'Need help finding your embed code?', 'blockpack' ) }
				</ExternalLink>
			</div>
		</EmbedPlaceholder>
	);
}
