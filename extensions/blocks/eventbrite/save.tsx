/**
 * Saved markup (Jetpack's): a link to the event for the in-page embed, the inner button for the
 * modal. PHP turns it into the checkout for visitors (render.php).
 */
import { InnerBlocks, useBlockProps } from '@wordpress/block-editor';
import type { EventbriteAttributes } from './types';
import { hasHttpScheme } from '@shared/validation/url';

export default function save( {
	attributes,
}: {
	attributes: EventbriteAttributes;
} ) {
	const { eventId, style, url } = attributes;
	if ( ! eventId ) {
		return null;
	}
	const blockProps = useBlockProps.save();
	if ( style === 'modal' ) {
		return (
			<div { ...blockProps }>
				<InnerBlocks.Content />
			</div>
		);
	}
	return (
		<div { ...blockProps }>
			{ url && hasHttpScheme( url ) && (
				<a className="eventbrite__direct-link" href={ url }>
					{ url }
				</a>
			) }
		</div>
	);
}
