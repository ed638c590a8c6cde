/**
 * The results of the last search, as still frames to pick from.
 */
import { __, sprintf } from '@wordpress/i18n';
import { thumbnailUrl, type GiphyGif } from '../giphy';

/** Props of Thumbnails. */
interface ThumbnailsProps {
	gifs: GiphyGif[];
	selectedUrl?: string;
	onSelect: ( gif: GiphyGif ) => void;
}

/**
 * One button per GIF; the one shown in the block is pressed.
 *
 * @param props             The props.
 * @param props.gifs
 * @param props.selectedUrl
 * @param props.onSelect
 * @return The list.
 */
export default function Thumbnails( {
	gifs,
	selectedUrl,
	onSelect,
}: ThumbnailsProps ) {
	return (
		<div
			className="wp-block-jetpack-gif_thumbnails-container"
			role="group"
			aria-label={ __( 'GIPHY results', 'blockpack' ) }
		>
			{ gifs.map( ( gif ) => {
				const src = thumbnailUrl( gif );
				const name = gif.title?.trim() || gif.id;
				/* translators: %s: the GIF's title on GIPHY. */
				const label = sprintf( __( 'Use GIF: %s', 'blockpack' ), name );
				return (
					<button
						type="button"
						key={ gif.id }
						className="wp-block-jetpack-gif_thumbnail-container"
						aria-pressed={ selectedUrl === gif.embed_url }
						aria-label={ label }
						onClick={ () => onSelect( gif ) }
					>
						{ src && <img src={ src } alt="" loading="lazy" /> }
					</button>
				);
			} ) }
		</div>
	);
}
