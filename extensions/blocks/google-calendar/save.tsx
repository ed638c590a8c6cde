/**
 * Saved markup, as Jetpack saves it: a link to the calendar (what a feed reader or a site
 * without the block shows). Visitors get the iframe from render.php.
 */
import { useBlockProps } from '@wordpress/block-editor';
import type { GoogleCalendarAttributes } from './types';

export default function save( {
	attributes: { url },
}: {
	attributes: GoogleCalendarAttributes;
} ) {
	return (
		<a { ...useBlockProps.save() } href={ url }>
			{ url }
		</a>
	);
}
