/**
 * Whether a MediaUpload is the featured image's: apart from placement.ts, as index.ts reads it at
 * the editor's start (the featured image's menu loads only when its button is pressed).
 */

/**
 * @param props                           The MediaUpload's props.
 * @param props.modalClass                The media modal's class (the featured image's names it).
 * @param props.unstableFeaturedImageFlow Older editors' flag for it.
 * @return Whether it is the featured image's.
 */
export function isFeaturedImage( props: {
	modalClass?: string;
	unstableFeaturedImageFlow?: boolean;
} ): boolean {
	return (
		!! props.unstableFeaturedImageFlow ||
		!! props.modalClass?.includes( 'featured-image' )
	);
}
