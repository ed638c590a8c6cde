/**
 * The VideoPress block's editor: the WordPress.com player the visitors see, and its caption.
 * The video itself lives on WordPress.com and is changed there; a new video goes in the Video
 * block, hosted by this site.
 */
import { RichText, useBlockProps } from '@wordpress/block-editor';
import { Placeholder } from '@wordpress/components';
import { __ } from '@wordpress/i18n';
import { video as icon } from '@wordpress/icons';
import { videoPressUrl } from '@shared/videopress/url';
import type { VideoPressAttributes } from '../types';

interface Props {
	attributes: VideoPressAttributes;
	setAttributes: ( next: Partial< VideoPressAttributes > ) => void;
}

export default function Edit( { attributes, setAttributes }: Props ) {
	const blockProps = useBlockProps( {
		className: 'wp-block-jetpack-videopress jetpack-videopress-player',
	} );
	const url = videoPressUrl( attributes.guid, attributes );
	if ( ! url || ! /^[A-Za-z0-9]{5,16}$/.test( attributes.guid ?? '' ) ) {
		return (
			<div { ...blockProps }>
				<Placeholder
					icon={ icon }
					label={ __( 'VideoPress', 'blockpack' ) }
					instructions={ __(
						'This VideoPress block has no video. Add videos with the Video block: they are hosted by this site.',
						'blockpack'
					) }
				/>
			</div>
		);
	}
	const embed = url.replace( 'videopress.com/v/', 'videopress.com/embed/' );
	return (
		<figure { ...blockProps }>
			<div className="jetpack-videopress-player__wrapper">
				<iframe
					title={
						attributes.title ||
						__( 'VideoPress video player', 'blockpack' )
					}
					src={ embed }
					width={ 640 }
					height={ 360 }
					style={ {
						display: 'block',
						width: '100%',
						height: 'auto',
						aspectRatio: '16 / 9',
						border: 0,
					} }
					allowFullScreen
				/>
			</div>
			<RichText
				tagName="figcaption"
				className="wp-element-caption"
				aria-label={ __( 'Video caption text', 'blockpack' ) }
				placeholder={ __( 'Add caption', 'blockpack' ) }
				value={ attributes.caption ?? '' }
				onChange={ ( caption: string ) => setAttributes( { caption } ) }
			/>
		</figure>
	);
}
