import {
	createBlock,
	getBlockTypes,
	registerBlockType,
	switchToBlockType,
	unregisterBlockType,
} from '@wordpress/blocks';
import '../../../../src/blocks';
import { galleryImages, slidesFrom } from '../transforms';

// Core's blocks are not registered in unit tests: the smallest stand-ins for the transforms.
const coreImage = {
	apiVersion: 3,
	title: 'Image',
	category: 'media',
	attributes: {
		id: { type: 'number' },
		url: { type: 'string' },
		alt: { type: 'string' },
		caption: { type: 'string' },
	},
	save: () => null,
};
const coreGallery = {
	apiVersion: 3,
	title: 'Gallery',
	category: 'media',
	attributes: { images: { type: 'array' }, ids: { type: 'array' } },
	save: () => null,
};

beforeAll( () => {
	registerBlockType( 'core/image', coreImage as never );
	registerBlockType( 'core/gallery', coreGallery as never );
	if (
		! getBlockTypes().some( ( t ) => t.name === 'jetpack/tiled-gallery' )
	) {
		registerBlockType( 'jetpack/tiled-gallery', {
			...coreGallery,
			title: 'Tiled Gallery',
		} as never );
	}
} );
afterAll( () => {
	unregisterBlockType( 'core/image' );
	unregisterBlockType( 'core/gallery' );
} );

describe( 'slidesFrom keeps images with an id and an address', () => {
	test.each( [
		[
			'two good images',
			[
				{ id: 1, url: 'http://x/1.jpg', alt: 'one', caption: 'c' },
				{ id: '2', url: 'http://x/2.jpg' },
			],
			[
				{ id: 1, url: 'http://x/1.jpg', alt: 'one', caption: 'c' },
				{ id: 2, url: 'http://x/2.jpg', alt: '', caption: '' },
			],
		],
		[
			'an external image and an upload are left out',
			[
				{ url: 'http://elsewhere/1.jpg' },
				{ id: 3 },
				{ id: 4, url: 'http://x/4.jpg' },
			],
			[ { id: 4, url: 'http://x/4.jpg', alt: '', caption: '' } ],
		],
		[ 'nothing', undefined, [] ],
	] )( '%s', ( _, images, expected ) => {
		expect( slidesFrom( images ) ).toEqual( expected );
	} );
} );

describe( 'transforms', () => {
	test.each( [
		[
			'several images',
			() => [
				createBlock( 'core/image', {
					id: 1,
					url: 'http://x/1.jpg',
					alt: 'a',
				} ),
				createBlock( 'core/image', { id: 2, url: 'http://x/2.jpg' } ),
			],
			[ 1, 2 ],
		],
		[
			'a gallery with inner images',
			() =>
				createBlock( 'core/gallery', {}, [
					createBlock( 'core/image', {
						id: 5,
						url: 'http://x/5.jpg',
					} ),
					createBlock( 'core/image', {
						id: 6,
						url: 'http://x/6.jpg',
					} ),
				] ),
			[ 5, 6 ],
		],
		[
			'an old gallery with an images attribute',
			() =>
				createBlock( 'core/gallery', {
					images: [ { id: 7, url: 'http://x/7.jpg' } ],
				} ),
			[ 7 ],
		],
		[
			'a tiled gallery',
			() =>
				createBlock( 'jetpack/tiled-gallery', {
					images: [
						{ id: 8, url: 'http://x/8.jpg', alt: 'eight' },
						{ id: 9, url: 'http://x/9.jpg' },
					],
				} ),
			[ 8, 9 ],
		],
	] )( 'from %s: ids in step with images', ( _, make, ids ) => {
		const [ slideshow ] =
			switchToBlockType( make(), 'jetpack/slideshow' ) ?? [];
		expect( slideshow?.name ).toBe( 'jetpack/slideshow' );
		expect( slideshow?.attributes.ids ).toEqual( ids );
		expect(
			( slideshow?.attributes.images as Array< { id: number } > ).map(
				( i ) => i.id
			)
		).toEqual( ids );
	} );

	const slideshow = () =>
		createBlock( 'jetpack/slideshow', {
			ids: [ 1, 2 ],
			images: [
				{ id: '1', url: 'http://x/1.jpg', alt: 'a', caption: 'c' },
				{ id: '2', url: 'http://x/2.jpg', alt: '', caption: '' },
			],
		} );

	test( 'to images: one image block per slide', () => {
		const blocks = switchToBlockType( slideshow(), 'core/image' ) ?? [];
		expect( blocks.map( ( b ) => b.attributes ) ).toEqual( [
			{ id: 1, url: 'http://x/1.jpg', alt: 'a', caption: 'c' },
			{ id: 2, url: 'http://x/2.jpg', alt: '', caption: '' },
		] );
	} );

	test( 'to a gallery: inner image blocks', () => {
		const [ gallery ] =
			switchToBlockType( slideshow(), 'core/gallery' ) ?? [];
		expect( gallery?.name ).toBe( 'core/gallery' );
		expect(
			gallery?.innerBlocks.map( ( b ) => [
				b.attributes.id,
				b.attributes.url,
			] )
		).toEqual( [
			[ 1, 'http://x/1.jpg' ],
			[ 2, 'http://x/2.jpg' ],
		] );
	} );

	test( 'galleryImages prefers inner image blocks', () => {
		expect(
			galleryImages( { images: [ { id: 1, url: 'a' } ] }, [] )
		).toEqual( [ { id: 1, url: 'a' } ] );
	} );
} );
