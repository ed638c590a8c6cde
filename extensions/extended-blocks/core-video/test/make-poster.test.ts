/**
 * The automatic poster after an upload: a frame (the grabber is mocked: jsdom decodes no video)
 * uploaded as "<title> poster" and made the video's image, then the block's poster; every
 * failure keeps the video and only says so quietly; blocks with a poster or a guid are left alone.
 */
import apiFetch from '@wordpress/api-fetch';
import type { VideoAttributes } from '../attributes';
import { grabFrame } from '../upload/frame-grabber';
import { autoPoster, type PosterBlock } from '../upload/make-poster';

jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: jest.fn(),
} ) );
jest.mock( '../upload/frame-grabber', () => ( { grabFrame: jest.fn() } ) );

const mockedApiFetch = apiFetch as unknown as jest.Mock;
const mockedGrab = grabFrame as unknown as jest.Mock;

const SRC = 'http://x.test/wp-content/uploads/2026/11/birds.mp4';
const IMAGE_URL = 'http://x.test/wp-content/uploads/2026/11/birds-poster.jpg';

type Request = {
	path: string;
	method?: string;
	body?: FormData;
	data?: unknown;
};

/**
 * The media routes as WordPress answers them, some failing.
 *
 * @param fail Paths (with method) that fail.
 */
function answer( fail: string[] = [] ) {
	mockedApiFetch.mockImplementation( ( request: Request ) => {
		const key = `${ request.method ?? 'GET' } ${ request.path }`;
		if ( fail.some( ( failing ) => key.startsWith( failing ) ) ) {
			return Promise.reject( { code: 'oops', message: 'No.' } );
		}
		if ( key.startsWith( 'GET /wp/v2/media/5' ) ) {
			return Promise.resolve( { title: { raw: 'Birds' } } );
		}
		if ( key === 'POST /wp/v2/media' ) {
			return Promise.resolve( { id: 77, source_url: IMAGE_URL } );
		}
		return Promise.resolve( {} );
	} );
}

/**
 * A block as the editor holds it.
 *
 * @param attributes Its attributes, each time they are read (the last one stays).
 */
function blockWith( ...attributes: Array< VideoAttributes | null > ) {
	const reads = [ ...attributes ];
	const block: PosterBlock & {
		setPoster: jest.Mock;
		notify: jest.Mock;
	} = {
		attributes: () =>
			reads.length > 1
				? ( reads.shift() ?? null )
				: ( reads[ 0 ] ?? null ),
		setPoster: jest.fn(),
		notify: jest.fn(),
	};
	return block;
}

const requests = () =>
	mockedApiFetch.mock.calls.map(
		( [ request ]: [ Request ] ) =>
			`${ request.method ?? 'GET' } ${ request.path }`
	);

beforeEach( () => {
	mockedApiFetch.mockReset();
	mockedGrab.mockReset();
	mockedGrab.mockResolvedValue(
		new Blob( [ 'jpeg' ], { type: 'image/jpeg' } )
	);
} );

test( 'a frame past the first second becomes the image of the video and the block’s poster', async () => {
	answer();
	const block = blockWith( { id: 5, src: SRC } );
	await autoPoster( block, 9 );

	expect( mockedGrab ).toHaveBeenCalledWith( SRC, undefined );
	expect( requests() ).toEqual( [
		'GET /wp/v2/media/5?context=edit&_fields=title',
		'POST /wp/v2/media',
		'POST /wp/v2/media/5',
	] );
	const upload = mockedApiFetch.mock.calls[ 1 ][ 0 ] as Request;
	const file = upload.body?.get( 'file' ) as File;
	expect( file.name ).toBe( 'birds-poster.jpg' );
	expect( file.type ).toBe( 'image/jpeg' );
	expect( upload.body?.get( 'title' ) ).toBe( 'Birds poster' );
	expect( upload.body?.get( 'post' ) ).toBe( '9' );
	expect( ( mockedApiFetch.mock.calls[ 2 ][ 0 ] as Request ).data ).toEqual( {
		featured_media: 77,
	} );
	expect( block.setPoster ).toHaveBeenCalledWith( IMAGE_URL );
	expect( block.notify ).not.toHaveBeenCalled();
} );

test.each( [
	[
		'the browser cannot decode the video',
		() => mockedGrab.mockRejectedValue( new Error( 'decode' ) ),
		[],
	],
	[
		'the canvas is tainted',
		() =>
			mockedGrab.mockRejectedValue(
				new DOMException(
					'Tainted canvases may not be exported.',
					'SecurityError'
				)
			),
		[],
	],
	[ 'the image upload fails', () => answer( [ 'POST /wp/v2/media' ] ), [] ],
] )(
	'%s: the video stays, no poster, a quiet notice',
	async ( _name, arrange ) => {
		answer();
		arrange();
		const block = blockWith( { id: 5, src: SRC } );
		await expect( autoPoster( block ) ).resolves.toBeUndefined();
		expect( block.setPoster ).not.toHaveBeenCalled();
		expect( block.notify ).toHaveBeenCalledWith(
			expect.stringContaining( 'No poster could be made' )
		);
		expect( requests() ).not.toContain( 'POST /wp/v2/media/5' );
	}
);

test( 'the title unknown and the video’s image refused: the poster is still the block’s', async () => {
	answer( [ 'GET /wp/v2/media/5', 'POST /wp/v2/media/5' ] );
	const block = blockWith( { id: 5, src: SRC } );
	await autoPoster( block );
	const upload = mockedApiFetch.mock.calls[ 1 ][ 0 ] as Request;
	expect( upload.body?.get( 'title' ) ).toBe( 'birds poster' );
	expect( upload.body?.has( 'post' ) ).toBe( false );
	expect( block.setPoster ).toHaveBeenCalledWith( IMAGE_URL );
	expect( block.notify ).not.toHaveBeenCalled();
} );

test.each( [
	[
		'already has a poster',
		{ id: 5, src: SRC, poster: 'http://x.test/p.jpg' },
	],
	[ 'is a VideoPress video', { id: 5, src: SRC, guid: 'abcd1234' } ],
	[ 'is gone', null ],
] )( 'nothing happens for a block that %s', async ( _name, attributes ) => {
	answer();
	const block = blockWith( attributes );
	await autoPoster( block );
	expect( mockedGrab ).not.toHaveBeenCalled();
	expect( mockedApiFetch ).not.toHaveBeenCalled();
	expect( block.setPoster ).not.toHaveBeenCalled();
	expect( block.notify ).not.toHaveBeenCalled();
} );

test.each( [
	[
		'was given a poster',
		{ id: 5, src: SRC, poster: 'http://x.test/mine.jpg' },
	],
	[ 'holds another video', { id: 6, src: 'http://x.test/other.mp4' } ],
	[ 'was removed', null ],
] )( 'a block that %s meanwhile keeps what it has', async ( _name, later ) => {
	answer();
	const block = blockWith( { id: 5, src: SRC }, later );
	await autoPoster( block );
	expect( block.setPoster ).not.toHaveBeenCalled();
	expect( block.notify ).not.toHaveBeenCalled();
} );
