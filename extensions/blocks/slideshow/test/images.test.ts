import {
	defaultSizeSlug,
	idsInStep,
	isBlobUrl,
	resizeImages,
	slideFromMedia,
	withIds,
} from '../images';

const modalImage = {
	id: 7,
	alt: 'A boat',
	caption: 'At sea',
	url: 'http://x/boat.jpg',
	width: 3000,
	height: 2000,
	sizes: {
		large: { url: 'http://x/boat-1024x683.jpg', width: 1024, height: 683 },
		full: { url: 'http://x/boat.jpg', width: 3000, height: 2000 },
	},
};

const restImage = {
	id: 8,
	alt_text: 'A tower',
	caption: { raw: 'Tall', rendered: '<p>Tall</p>' },
	source_url: 'http://x/tower.jpg',
	media_details: {
		width: 1000,
		height: 2000,
		sizes: {
			medium: {
				source_url: 'http://x/tower-150x300.jpg',
				width: 150,
				height: 300,
			},
		},
	},
};

describe( 'slideFromMedia', () => {
	test.each( [
		[
			'the asked size from the media modal',
			modalImage,
			'large',
			{
				alt: 'A boat',
				caption: 'At sea',
				id: 7,
				url: 'http://x/boat-1024x683.jpg',
				aspectRatio: '1024 / 683',
			},
		],
		[
			'full when the size is missing',
			modalImage,
			'thumbnail',
			{ url: 'http://x/boat.jpg', aspectRatio: '3000 / 2000' },
		],
		[
			'a REST record, with its raw caption',
			restImage,
			'medium',
			{
				alt: 'A tower',
				caption: 'Tall',
				id: 8,
				url: 'http://x/tower-150x300.jpg',
				aspectRatio: '150 / 300',
			},
		],
		[
			'a REST record without the size: the original',
			restImage,
			'large',
			{ url: 'http://x/tower.jpg', aspectRatio: '1000 / 2000' },
		],
		[
			'an upload in progress: blob address, no ratio',
			{ url: 'blob:http://x/123' },
			'large',
			{ alt: '', caption: '', url: 'blob:http://x/123' },
		],
	] )( '%s', ( _, media, slug, expected ) => {
		const slide = slideFromMedia( media, slug );
		expect( slide ).toMatchObject( expected );
		if ( ! ( 'aspectRatio' in expected ) ) {
			expect( slide ).not.toHaveProperty( 'aspectRatio' );
		}
	} );
} );

describe( 'withIds keeps ids in step with images', () => {
	test.each( [
		[ 'numbers', [ { id: 3 }, { id: 1 } ], [ 3, 1 ] ],
		[
			'strings read back from data-id',
			[ { id: '41' }, { id: '42' } ],
			[ 41, 42 ],
		],
		[
			'an upload without an id yet',
			[ { id: 5 }, { url: 'blob:x' } ],
			[ 5 ],
		],
		[ 'none', [], [] ],
	] )( '%s', ( _, images, ids ) => {
		expect( withIds( images ) ).toEqual( { images, ids } );
		expect( idsInStep( images, ids ) ).toBe( true );
	} );

	test.each( [
		[
			[ { id: 1 }, { id: 2 } ],
			[ 2, 1 ],
		],
		[ [ { id: 1 } ], [] ],
		[ [], [ 4 ] ],
		[ [ { id: 1 } ], undefined ],
	] )( 'out of step: %p with %p', ( images, ids ) => {
		expect( idsInStep( images, ids ) ).toBe( false );
	} );
} );

describe( 'resizeImages', () => {
	const images = [
		{
			id: '7',
			url: 'http://x/boat.jpg',
			aspectRatio: '3000 / 2000',
			alt: 'A boat',
		},
		{ id: 9, url: 'http://x/other.jpg' },
	];
	test( 'takes the new size from loaded records, keeps the rest', () => {
		expect(
			resizeImages(
				images,
				{
					7: {
						media_details: {
							sizes: {
								medium: {
									source_url: 'http://x/boat-300x200.jpg',
									width: 300,
									height: 200,
								},
							},
						},
					},
				},
				'medium'
			)
		).toEqual( [
			{
				id: '7',
				url: 'http://x/boat-300x200.jpg',
				aspectRatio: '300 / 200',
				alt: 'A boat',
			},
			{ id: 9, url: 'http://x/other.jpg' },
		] );
	} );
} );

describe( 'defaultSizeSlug and isBlobUrl', () => {
	test.each( [
		[ [], 'large' ],
		[ [ { id: 1 } ], 'full' ],
	] )( 'images %p → %p', ( images, slug ) => {
		expect( defaultSizeSlug( images ) ).toBe( slug );
	} );
	test.each( [
		[ 'blob:http://x/1', true ],
		[ 'http://x/blob:1', false ],
		[ undefined, false ],
	] )( '%p → %p', ( url, expected ) => {
		expect( isBlobUrl( url ) ).toBe( expected );
	} );
} );
