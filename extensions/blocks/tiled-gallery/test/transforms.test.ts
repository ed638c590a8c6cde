import {
	createBlock,
	registerBlockType,
	unregisterBlockType,
} from '@wordpress/blocks';
import transforms, {
	attributesFromImages,
	coreGalleryImages,
	galleryImages,
	imageBlockAttributes,
} from '../transforms';
import { imageFromMedia, moveImage } from '../media';

// Minimal stand-ins for the blocks the transforms create (their real registrations live in
// WordPress); only their names and attributes matter here.
beforeAll( () => {
	for ( const name of [
		'core/image',
		'core/gallery',
		'jetpack/tiled-gallery',
	] ) {
		registerBlockType( name, {
			apiVersion: 3,
			title: name,
			category: 'media',
			attributes: {
				id: { type: 'number' },
				url: { type: 'string' },
				alt: { type: 'string' },
				align: { type: 'string' },
				images: { type: 'array' },
				ids: { type: 'array' },
				columns: { type: 'number' },
				imageCrop: { type: 'boolean' },
				linkTo: { type: 'string' },
			},
			save: () => null,
		} as never );
	}
} );
afterAll( () => {
	for ( const name of [
		'core/image',
		'core/gallery',
		'jetpack/tiled-gallery',
	] ) {
		unregisterBlockType( name );
	}
} );

describe( 'galleryImages', () => {
	it( 'keeps images with an id and an address, in our shape', () => {
		expect(
			galleryImages( [
				{
					id: 5,
					url: 'https://a.test/a.jpg',
					alt: 'A',
					width: 800,
					height: '600',
				},
				{ id: 0, url: 'https://a.test/b.jpg' },
				{ id: 7 },
				{
					id: '8',
					url: 'https://a.test/c.jpg',
					link: 'https://a.test/c/',
				},
			] )
		).toEqual( [
			{
				id: '5',
				url: 'https://a.test/a.jpg',
				alt: 'A',
				width: 800,
				height: 600,
			},
			{
				id: '8',
				url: 'https://a.test/c.jpg',
				alt: '',
				link: 'https://a.test/c/',
			},
		] );
	} );
	it( 'keeps ids in step', () => {
		expect(
			attributesFromImages( [
				{ id: '3', url: 'x' },
				{ id: 4, url: 'y' },
			] ).ids
		).toEqual( [ 3, 4 ] );
	} );
} );

describe( 'coreGalleryImages', () => {
	it( 'reads the inner core/image blocks of a gallery', () => {
		expect(
			coreGalleryImages( {}, [
				{
					name: 'core/image',
					attributes: { id: 1, url: 'u1', alt: 'a' },
				},
				{ name: 'core/paragraph', attributes: {} },
			] as never )
		).toEqual( [ { id: 1, url: 'u1', alt: 'a' } ] );
	} );
	it( 'reads the images attribute of an older gallery', () => {
		expect(
			coreGalleryImages( { images: [ { id: 2, url: 'u2' } ] }, [] )
		).toEqual( [ { id: 2, url: 'u2' } ] );
	} );
} );

describe( 'transforms', () => {
	const images = [
		{ id: '1', url: 'https://a.test/1.jpg', alt: 'one' },
		{ id: '2', url: 'https://a.test/2.jpg', alt: 'two' },
	];
	type Transform = {
		blocks: string[];
		isMatch?: ( attributes: unknown ) => boolean;
		transform: ( ...args: unknown[] ) => any;
	};
	const byBlock = ( list: unknown, name: string ): Transform =>
		( list as Transform[] ).find( ( t ) => t.blocks.includes( name ) )!;

	it( 'from several core/image blocks', () => {
		const from = byBlock( transforms.from, 'core/image' );
		const attrs = [
			{ id: 1, url: 'https://a.test/1.jpg', alt: 'one' },
			{ id: 2, url: 'https://a.test/2.jpg', alt: 'two' },
		];
		expect( from.isMatch!( attrs ) ).toBe( true );
		expect( from.isMatch!( [ { url: 'x' } ] ) ).toBe( false );
		const block = from.transform( attrs );
		expect( block.name ).toBe( 'jetpack/tiled-gallery' );
		expect( block.attributes.images ).toEqual( images );
		expect( block.attributes.ids ).toEqual( [ 1, 2 ] );
	} );

	it( 'from a core/gallery with inner images', () => {
		const from = byBlock( transforms.from, 'core/gallery' );
		const inner = [
			createBlock( 'core/image', {
				id: 1,
				url: 'https://a.test/1.jpg',
				alt: 'one',
			} ),
			createBlock( 'core/image', {
				id: 2,
				url: 'https://a.test/2.jpg',
				alt: 'two',
			} ),
		];
		const block = from.transform( {}, inner );
		expect( block.attributes.images ).toEqual( images );
	} );

	it( 'from a slideshow, by name', () => {
		const from = byBlock( transforms.from, 'jetpack/slideshow' );
		const block = from.transform( {
			images: [
				{
					id: 1,
					url: 'https://a.test/1.jpg',
					alt: 'one',
					caption: 'c',
				},
			],
		} );
		expect( block.attributes.images ).toEqual( [ images[ 0 ] ] );
	} );

	it( 'to a core/gallery of core/image blocks', () => {
		const to = byBlock( transforms.to, 'core/gallery' );
		const block = to.transform( {
			images,
			columns: 2,
			linkTo: 'media',
			imageCrop: false,
		} );
		expect( block.name ).toBe( 'core/gallery' );
		expect( block.attributes ).toMatchObject( {
			columns: 2,
			linkTo: 'media',
			imageCrop: false,
		} );
		expect(
			block.innerBlocks.map( ( b: ReturnType< typeof createBlock > ) => [
				b.name,
				b.attributes.id,
				b.attributes.url,
			] )
		).toEqual( [
			[ 'core/image', 1, 'https://a.test/1.jpg' ],
			[ 'core/image', 2, 'https://a.test/2.jpg' ],
		] );
	} );

	it( 'to core/image blocks, keeping the alignment', () => {
		const to = byBlock( transforms.to, 'core/image' );
		const blocks = to.transform( {
			images,
			align: 'wide',
		} );
		expect(
			blocks.map(
				( b: ReturnType< typeof createBlock > ) => b.attributes
			)
		).toEqual( [
			{ id: 1, url: 'https://a.test/1.jpg', alt: 'one', align: 'wide' },
			{ id: 2, url: 'https://a.test/2.jpg', alt: 'two', align: 'wide' },
		] );
	} );

	it( 'imageBlockAttributes leaves out a missing id', () => {
		expect( imageBlockAttributes( { url: 'u' } ) ).toEqual( {
			url: 'u',
			alt: '',
		} );
	} );
} );

describe( 'media', () => {
	it( 'takes the large size address and the full size dimensions', () => {
		expect(
			imageFromMedia( {
				id: 9,
				url: 'https://a.test/full.jpg',
				alt: 'x',
				link: 'https://a.test/p/',
				width: 3000,
				height: 2000,
				sizes: {
					large: {
						url: 'https://a.test/large.jpg',
						width: 1024,
						height: 683,
					},
				},
			} )
		).toEqual( {
			id: '9',
			url: 'https://a.test/large.jpg',
			alt: 'x',
			link: 'https://a.test/p/',
			width: 3000,
			height: 2000,
		} );
	} );
	it( 'reads a REST media object', () => {
		expect(
			imageFromMedia( {
				id: 4,
				source_url: 'https://a.test/s.png',
				alt_text: 'alt',
				media_details: { width: 20, height: 10, sizes: {} },
			} )
		).toEqual( {
			id: '4',
			url: 'https://a.test/s.png',
			alt: 'alt',
			width: 20,
			height: 10,
		} );
	} );
	it.each( [
		[ 0, 1, [ 'b', 'a', 'c' ] ],
		[ 2, 1, [ 'a', 'c', 'b' ] ],
		[ 0, -1, [ 'a', 'b', 'c' ] ],
		[ 2, 3, [ 'a', 'b', 'c' ] ],
	] )( 'moveImage( %i → %i )', ( from, to, result ) => {
		expect( moveImage( [ 'a', 'b', 'c' ], from, to ) ).toEqual( result );
	} );
} );
