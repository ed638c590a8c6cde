/**
 * The product's image: pick one from the media library, replace or remove it.
 */
import { MediaUpload, MediaUploadCheck } from '@wordpress/block-editor';
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import type { SimplePaymentsAttributes } from '../types';
import { useProductImage } from './use-image';

interface Media {
	id: number;
	url?: string;
	title?: string;
	alt?: string;
}

export default function FeaturedMedia( {
	attributes,
	setAttributes,
}: {
	attributes: SimplePaymentsAttributes;
	setAttributes: ( next: Partial< SimplePaymentsAttributes > ) => void;
} ) {
	const { featuredMediaId } = attributes;
	const image = useProductImage( attributes );
	const onSelect = ( media: Media ) =>
		setAttributes( {
			featuredMediaId: media.id,
			featuredMediaUrl: media.url ?? null,
			featuredMediaTitle: media.alt || media.title || null,
		} );
	return (
		<div className="wp-block-jetpack-simple-payments__media">
			{ image.url && <img src={ image.url } alt={ image.alt } /> }
			<MediaUploadCheck>
				<MediaUpload
					allowedTypes={ [ 'image' ] }
					value={ featuredMediaId || undefined }
					onSelect={ onSelect }
					render={ ( { open }: { open: () => void } ) => (
						<Button variant="secondary" onClick={ open }>
							{ featuredMediaId || image.url
								? __( 'Replace image', 'blockpack' )
								: __( 'Add an image', 'blockpack' ) }
						</Button>
					) }
				/>
			</MediaUploadCheck>
			{ ( featuredMediaId || image.url ) && (
				<Button
					variant="link"
					isDestructive
					onClick={ () =>
						setAttributes( {
							featuredMediaId: 0,
							featuredMediaUrl: null,
							featuredMediaTitle: null,
						} )
					}
				>
					{ __( 'Remove image', 'blockpack' ) }
				</Button>
			) }
		</div>
	);
}
