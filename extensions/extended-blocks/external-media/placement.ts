/**
 * Where a MediaUpload gets the external sources, from its props and the block it is in: a
 * dropdown in place of the "Media Library" button of placeholders (and around the featured
 * image's buttons), or the sources added as items to a replace menu (MediaReplaceFlow, whose
 * MediaUpload renders a menu item). Pure: table-tested in test/placement.test.ts.
 */
import { __ } from '@wordpress/i18n';
import { isFeaturedImage } from './featured-image';

export { isFeaturedImage };

/** What core hands MediaUpload, as far as the picker reads it. */
export interface MediaUploadProps {
	allowedTypes?: string[];
	multiple?: boolean | string;
	gallery?: boolean;
	addToGallery?: boolean;
	mode?: string;
	modalClass?: string;
	unstableFeaturedImageFlow?: boolean;
	value?: unknown;
	onSelect: ( media: unknown ) => void;
	onClose?: () => void;
	render: ( args: { open: () => void } ) => JSX.Element | null;
}

/** Core's blocks whose media flows list the sources. */
export const PICKER_BLOCKS = [
	'core/image',
	'core/gallery',
	'core/cover',
	'core/media-text',
];

export type Placement =
	{ menu: 'dropdown'; label: string; featured: boolean } | { menu: 'items' };

/**
 * @param props     The MediaUpload's props.
 * @param blockName The block it is in ('' outside blocks).
 * @return Where the sources go, or null to leave core's MediaUpload as it is.
 */
export function pickerPlacement(
	props: MediaUploadProps,
	blockName: string | undefined
): Placement | null {
	if ( ! props.allowedTypes?.includes( 'image' ) ) {
		return null;
	}
	const featured = isFeaturedImage( props );
	if ( ! featured && ! PICKER_BLOCKS.includes( blockName ?? '' ) ) {
		return null;
	}
	if ( ! featured && props.mode !== 'browse' ) {
		return { menu: 'items' };
	}
	let label: string = __( 'Select Image', 'blockpack' );
	if ( featured ) {
		label = __( 'Replace Image', 'blockpack' );
	} else if ( props.allowedTypes.length > 1 ) {
		label = __( 'Select Media', 'blockpack' );
	} else if ( props.multiple ) {
		label = __( 'Select Images', 'blockpack' );
	}
	return { menu: 'dropdown', label, featured };
}
