/**
 * `videopress/video` as Jetpack saved it from March to April 2023: a figure holding the player's
 * address for oEmbed (the block has been dynamic since, `save: () => null`). Its caption was then
 * read from the `<figcaption>`.
 */
import { videoPressFigure } from '@shared/videopress/figure';
import metadata from './block.json';
import type { VideoPressAttributes } from './types';

export default [
	{
		attributes: {
			...metadata.attributes,
			caption: { type: 'string', source: 'html', selector: 'figcaption' },
		},
		supports: { align: true, anchor: true },
		save: ( { attributes: a }: { attributes: VideoPressAttributes } ) =>
			videoPressFigure( a, 5, {
				className: [
					'wp-block-jetpack-videopress jetpack-videopress-player',
					a.align && `align${ a.align }`,
				]
					.filter( Boolean )
					.join( ' ' ),
				wrapper: 'jetpack-videopress-player__wrapper',
				narrow: 'figure',
				blockProps: true,
			} ),
	},
];
