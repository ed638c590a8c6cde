/**
 * A small fake of Pexels' API on 127.0.0.1, for tests only. Our PHP is pointed at it by
 * tests/mu-plugins/blockpack-test-external-media.php, through `pointPluginAtPexels()` below
 * (`POST /blockpack-test/v1/external-media-pexels { port, user_limit, max_bytes }`): the API
 * base becomes `http://127.0.0.1:<port>/v1`.
 *
 * It answers, in Pexels' shapes, with an `Authorization` header holding a key in `keys` (else
 * 401 `{ error }`):
 * - `GET /v1/curated?per_page&page`: the photos, a page of them (`next_page` while more);
 * - `GET /v1/search?query&per_page&page`: the photos for `ocean`, none for anything else;
 * - `GET /v1/photos/{id}`: one photo, or 404;
 * - `GET /files/{name}`: a real small JPEG (each size of a photo's `src`), without a key.
 * Every request is recorded in `requests` (method, path, query, Authorization). `failWith`
 * makes every API call fail with that status (429: Pexels' quota).
 */
import {
	listenRecording,
	type RecordedRequest,
	pointPluginAtFake,
	type TestRoutePoster,
} from '../loopback';

/** A key the fake accepts (letters and digits, as Pexels' keys). */
export const GOOD_KEY =
	'FakePexelsKey0123456789abcdefghijklmnopqrstuvwxyzABCDEFG';
/** A well-formed key the fake refuses. */
export const BAD_KEY =
	'RevokedPexelsKey0123456789abcdefghijklmnopqrstuvwxyzABCD';
/** How many photos it has. */
export const PHOTO_COUNT = 30;

/** An 8 × 8 JPEG, made once with PHP's GD (quality 80). */
export const JPEG = Buffer.from(
	'/9j/4AAQSkZJRgABAQEAYABgAAD//gA7Q1JFQVRPUjogZ2QtanBlZyB2MS4wICh1c2luZyBJSkcgSlBFRyB2NjIpLCBxdWFsaXR5ID0gODAK/9sAQwAGBAUGBQQGBgUGBwcGCAoQCgoJCQoUDg8MEBcUGBgXFBYWGh0lHxobIxwWFiAsICMmJykqKRkfLTAtKDAlKCko/9sAQwEHBwcKCAoTCgoTKBoWGigoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgo/8AAEQgACAAIAwEiAAIRAQMRAf/EAB8AAAEFAQEBAQEBAAAAAAAAAAABAgMEBQYHCAkKC//EALUQAAIBAwMCBAMFBQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+v/EAB8BAAMBAQEBAQEBAQEAAAAAAAABAgMEBQYHCAkKC//EALURAAIBAgQEAwQHBQQEAAECdwABAgMRBAUhMQYSQVEHYXETIjKBCBRCkaGxwQkjM1LwFWJy0QoWJDThJfEXGBkaJicoKSo1Njc4OTpDREVGR0hJSlNUVVZXWFlaY2RlZmdoaWpzdHV2d3h5eoKDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uLj5OXm5+jp6vLz9PX29/j5+v/aAAwDAQACEQMRAD8A5eiiiv0U+YP/2Q==',
	'base64'
);

export interface PexelsPhoto {
	id: number;
	width: number;
	height: number;
	url: string;
	photographer: string;
	photographer_url: string;
	photographer_id: number;
	avg_color: string;
	src: Record< string, string >;
	liked: boolean;
	alt: string;
}

export interface FakePexels {
	port: number;
	requests: RecordedRequest[];
	keys: Set< string >;
	photos: Map< number, PexelsPhoto >;
	/** When set, every API call gets this status. */
	failWith: number | null;
	/** The API calls recorded (files left out). */
	apiCalls: () => RecordedRequest[];
	close: () => Promise< void >;
}

/**
 * The id of the fake's n-th photo.
 *
 * @param n The photo's number.
 */
export function photoId( n: number ): number {
	return 1000 + n;
}

/**
 * Starts the fake on a free port of 127.0.0.1.
 */
export async function startFakePexels(): Promise< FakePexels > {
	const fake: FakePexels = {
		port: 0,
		requests: [],
		keys: new Set( [ GOOD_KEY ] ),
		photos: new Map(),
		failWith: null,
		apiCalls: () =>
			fake.requests.filter( ( one ) => one.path.startsWith( '/v1/' ) ),
		close: () => server.close(),
	};
	const server = await listenRecording(
		fake.requests,
		( { url, method, authorization, res, json } ) => {
			if ( method === 'GET' && url.pathname.startsWith( '/files/' ) ) {
				res.writeHead( 200, { 'Content-Type': 'image/jpeg' } );
				res.end( JPEG );
				return;
			}
			if ( fake.failWith ) {
				return json( fake.failWith, {
					error:
						fake.failWith === 429
							? 'Rate limit exceeded'
							: 'Internal Server Error',
				} );
			}
			if ( ! fake.keys.has( authorization ) ) {
				return json( 401, { error: 'Unauthorized' } );
			}
			const page = ( list: PexelsPhoto[] ) => {
				const perPage = Number(
					url.searchParams.get( 'per_page' ) ?? 15
				);
				const number = Number( url.searchParams.get( 'page' ) ?? 1 );
				const more = number * perPage < list.length;
				const next = new URL( url.toString() );
				next.searchParams.set( 'page', String( number + 1 ) );
				return json( 200, {
					page: number,
					per_page: perPage,
					photos: list.slice(
						( number - 1 ) * perPage,
						number * perPage
					),
					total_results: list.length,
					...( more
						? {
								next_page: `https://api.pexels.com${ next.pathname }${ next.search }`,
							}
						: {} ),
				} );
			};
			if ( method === 'GET' && url.pathname === '/v1/curated' ) {
				return page( [ ...fake.photos.values() ] );
			}
			if ( method === 'GET' && url.pathname === '/v1/search' ) {
				const query = url.searchParams.get( 'query' ) ?? '';
				return page(
					query === 'ocean' ? [ ...fake.photos.values() ] : []
				);
			}
			const one = url.pathname.match( /^\/v1\/photos\/([0-9]+)$/ );
			if ( method === 'GET' && one ) {
				const photo = fake.photos.get( Number( one[ 1 ] ) );
				return photo
					? json( 200, photo )
					: json( 404, { error: 'Not Found' } );
			}
			return json( 404, { error: 'Not Found' } );
		}
	);
	fake.port = server.port;
	for ( let n = 1; n <= PHOTO_COUNT; n++ ) {
		const id = photoId( n );
		const file = ( size: string ) =>
			`http://127.0.0.1:${ fake.port }/files/pexels-photo-${ id }-${ size }.jpeg`;
		fake.photos.set( id, {
			id,
			width: 8,
			height: 8,
			url: `https://www.pexels.com/photo/ocean-view-${ id }/`,
			photographer: `Photographer ${ n }`,
			photographer_url: `https://www.pexels.com/@photographer-${ n }`,
			photographer_id: 500 + n,
			avg_color: '#3366CC',
			src: Object.fromEntries(
				[
					'original',
					'large2x',
					'large',
					'medium',
					'small',
					'portrait',
					'landscape',
					'tiny',
				].map( ( size ) => [ size, file( size ) ] )
			),
			liked: false,
			alt: `Ocean view ${ n }`,
		} );
	}
	return fake;
}

/**
 * Points the plugin's Pexels API at a port (0: the real address), sets the per-user hourly
 * limit (-1: the plugin's own) and the largest picture copied (0: the plugin's own), and
 * forgets every kept answer and counter.
 *
 * @param admin             An admin REST client.
 * @param port              The fake's port, or 0.
 * @param options           Test limits.
 * @param options.userLimit Requests reaching Pexels one user may make in an hour.
 * @param options.maxBytes  The largest picture copied.
 */
export async function pointPluginAtPexels(
	admin: TestRoutePoster,
	port: number,
	options: { userLimit?: number; maxBytes?: number } = {}
): Promise< void > {
	await pointPluginAtFake(
		admin,
		'/blockpack-test/v1/external-media-pexels',
		{
			port,
			user_limit: options.userLimit ?? -1,
			max_bytes: options.maxBytes ?? 0,
		},
		'Pexels'
	);
}
