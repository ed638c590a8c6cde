import { migrateGuidVideo } from '../deprecated';
import { keepFirstSaveClasses } from '../videopress';

const VP = 'wp-block-embed is-type-video is-provider-videopress';

describe( 'migrateGuidVideo: an older guid video in the current shape, every value kept', () => {
	test.each( [
		[
			'first shape: its fixed classes get their attribute',
			1,
			{ guid: 'AbCd1234' },
			{
				guid: 'AbCd1234',
				videoPressClassNames: VP,
				className: undefined,
				playsInline: false,
				useAverageColor: false,
			},
		],
		[
			'second shape: VideoPress classes and custom ones are split, plays-inline renamed',
			2,
			{
				guid: 'AbCd1234',
				className: `${ VP } wp-embed-aspect-16-9 my-class`,
				playsInline: true,
			},
			{
				guid: 'AbCd1234',
				className: 'my-class',
				videoPressClassNames: `${ VP } wp-embed-aspect-16-9`,
				playsinline: true,
				playsInline: false,
				useAverageColor: false,
			},
		],
		[
			'third shape: src kept as videoPressSrc, classes untouched',
			3,
			{
				guid: 'AbCd1234',
				src: 'https://videos.files.wordpress.com/AbCd1234/a.mp4',
				className: 'x',
				videoPressClassNames: VP,
			},
			{
				guid: 'AbCd1234',
				videoPressSrc:
					'https://videos.files.wordpress.com/AbCd1234/a.mp4',
				className: 'x',
				videoPressClassNames: VP,
				playsInline: false,
				useAverageColor: false,
			},
		],
	] )( '%s', ( _name, shape, before, after ) => {
		expect( migrateGuidVideo( before, shape as 1 | 2 | 3 ) ).toEqual(
			after
		);
	} );
} );

describe( "keepFirstSaveClasses: WordPress's block class left out only for the first shape", () => {
	const video = { name: 'core/video' };
	test.each( [
		[
			'guid, no class names',
			video,
			{ guid: 'g' },
			`wp-block-video ${ VP }`,
			VP,
		],
		[
			'guid with class names',
			video,
			{ guid: 'g', videoPressClassNames: VP },
			`wp-block-video ${ VP }`,
			`wp-block-video ${ VP }`,
		],
		[
			'no guid (core video)',
			video,
			{},
			'wp-block-video',
			'wp-block-video',
		],
		[
			'another block',
			{ name: 'core/embed' },
			{ guid: 'g' },
			'wp-block-video x',
			'wp-block-video x',
		],
		[
			'only the block class',
			video,
			{ guid: 'g' },
			'wp-block-video',
			undefined,
		],
	] )( '%s', ( _name, type, attributes, before, after ) => {
		expect(
			keepFirstSaveClasses( { className: before }, type, attributes )
				.className
		).toBe( after );
	} );
} );
