/**
 * One image in the editor: the saved figure, plus move backward / move forward / remove
 * buttons when the image is selected.
 */
import { Button } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import { chevronLeft, chevronRight, closeSmall } from '@wordpress/icons';
import { itemClassName } from '../layout/markup';
import { displayUrl } from '../media';
import type { TiledGalleryImage } from '../types';

type Props = {
	image: TiledGalleryImage;
	index: number;
	count: number;
	imageFilter?: string;
	isSelected: boolean;
	onSelect: () => void;
	onMoveBackward: () => void;
	onMoveForward: () => void;
	onRemove: () => void;
};

export default function GalleryItem( {
	image,
	index,
	count,
	imageFilter,
	isSelected,
	onSelect,
	onMoveBackward,
	onMoveForward,
	onRemove,
}: Props ) {
	const label = sprintf(
		/* translators: 1: the image's position, 2: the number of images. */
		__( 'image %1$d of %2$d in gallery', 'blockpack' ),
		index + 1,
		count
	);
	return (
		<figure
			className={ `${ itemClassName( imageFilter ) }${
				isSelected ? ' is-selected' : ''
			}` }
		>
			{ isSelected && (
				<div className="tiled-gallery__item__controls">
					{ count > 1 && (
						<>
							<Button
								size="small"
								icon={ chevronLeft }
								label={ __(
									'Move image backward',
									'blockpack'
								) }
								onClick={ onMoveBackward }
								disabled={ index === 0 }
								accessibleWhenDisabled
							/>
							<Button
								size="small"
								icon={ chevronRight }
								label={ __(
									'Move image forward',
									'blockpack'
								) }
								onClick={ onMoveForward }
								disabled={ index === count - 1 }
								accessibleWhenDisabled
							/>
						</>
					) }
					<Button
						size="small"
						icon={ closeSmall }
						label={ __( 'Remove image', 'blockpack' ) }
						onClick={ onRemove }
					/>
				</div>
			) }
			<button
				type="button"
				className="tiled-gallery__item__select"
				aria-label={ label }
				aria-pressed={ isSelected }
				onClick={ onSelect }
			>
				<img
					src={ displayUrl( image.url ) }
					alt={ image.alt }
					width={ image.width }
					height={ image.height }
					data-width={ image.width }
					data-height={ image.height }
				/>
			</button>
		</figure>
	);
}
