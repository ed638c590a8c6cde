/**
 * The editor's preview of the grid, with the class names of visitors' markup (render.php), so
 * that the block's style.scss (also in the editor's CSS) draws both alike. Posts are not links
 * here (a click selects the block); each image loads lazily and has alt text.
 */
import { __ } from '@wordpress/i18n';
import type { CSSProperties } from 'react';
import type { GalleryImage } from '../types';

export interface GridProps {
	images: GalleryImage[];
	count: number;
	columns: number;
	spacing: number;
	isStackedOnMobile: boolean;
}

/**
 * The grid's class names, as visitors get them.
 *
 * @param columns           The number of columns.
 * @param isStackedOnMobile Whether the grid stacks on narrow screens.
 */
export function gridClassName(
	columns: number,
	isStackedOnMobile: boolean
): string {
	return [
		'wp-block-jetpack-instagram-gallery__grid',
		`wp-block-jetpack-instagram-gallery__grid-columns-${ columns }`,
		...( isStackedOnMobile ? [ 'is-stacked-on-mobile' ] : [] ),
	].join( ' ' );
}

/**
 * @param props                   The posts and the display settings.
 * @param props.images
 * @param props.count
 * @param props.columns
 * @param props.spacing
 * @param props.isStackedOnMobile
 */
export default function Grid( {
	images,
	count,
	columns,
	spacing,
	isStackedOnMobile,
}: GridProps ) {
	const style = {
		gap: `${ spacing }px`,
		'--latest-instagram-posts-spacing': `${ spacing }px`,
	} as CSSProperties;
	return (
		<div
			className={ gridClassName( columns, isStackedOnMobile ) }
			style={ style }
		>
			{ images.slice( 0, count ).map( ( image, index ) => (
				<span
					className="wp-block-jetpack-instagram-gallery__grid-post"
					key={ `${ index }-${ image.url }` }
				>
					<img
						src={ image.url }
						alt={
							image.title || __( 'Instagram post', 'blockpack' )
						}
						loading="lazy"
						decoding="async"
					/>
				</span>
			) ) }
		</div>
	);
}
