/**
 * A small fake of Openverse's API on 127.0.0.1, for tests only. Our PHP is pointed at it by
 * tests/mu-plugins/blockpack-test-external-media.php, through `pointPluginAtOpenverse()` below
 * (`POST /blockpack-test/v1/external-media-openverse { port }`): the API base becomes
 * `http://127.0.0.1:<port>/v1`.
 *
 * It answers, in Openverse's shapes:
 * - `POST /v1/auth_tokens/token/` (form: client_id, client_secret,
 *   grant_type=client_credentials): `{ access_token, scope, expires_in: 43200, token_type }` for
 *   CLIENT_ID/CLIENT_SECRET, else 401 `{ error: 'invalid_client' }`;
 * - `GET /v1/images/?q&page&page_size&mature`: the images whose tags hold `q` (all MOUNTAIN_COUNT
 *   mountain images for `mountain`, none for anything else), a page of them;
 * - `GET /v1/images/{id}/`: one image, or 404 `{ detail: 'Not found.' }`;
 * - `GET /v1/images/{id}/thumb/`: its thumbnail, a small PNG;
 * - `GET /files/{name}`: a real small PNG (an image's `url`), or for `not-an-image.png` an HTML
 *   page sent as `image/png`.
 * A request with a Bearer token that is not the one issued gets 401. Every request is recorded
 * in `requests` (method, path, query, Authorization, body). `failWith` makes every API call
 * (not the files) fail with that status.
 */
import { solidPng } from '../../../tools/bench/solid-png.mjs';
import {
	listenRecording,
	type RecordedRequest,
	pointPluginAtFake,
	type TestRoutePoster,
} from '../loopback';

/** The Openverse app the fake knows. */
export const CLIENT_ID = 'blockpackFakeOpenverseClient01';
export const CLIENT_SECRET = 'blockpackFakeOpenverseSecret0000000000001';
/** The token it issues. */
export const TOKEN = 'fakeOpenverseToken0123456789';
/** How many mountain images it has. */
export const MOUNTAIN_COUNT = 25;

/**
 * The id of the fake's n-th image (a UUID, as Openverse's).
 *
 * @param n The image's number.
 */
export function imageId( n: number ): string {
	return `00000000-0000-4000-8000-${ String( n ).padStart( 12, '0' ) }`;
}

export interface OpenverseImage {
	id: string;
	title: string;
	creator: string;
	creator_url: string;
	license: string;
	license_version: string;
	license_url: string;
	foreign_landing_url: string;
	url: string;
	thumbnail: string;
	width: number;
	height: number;
	mature: boolean;
	tags: string[];
}

export interface FakeOpenverse {
	port: number;
	requests: RecordedRequest[];
	images: Map< string, OpenverseImage >;
	/** When set, every API call gets this status. */
	failWith: number | null;
	/** The picture `/files/` serves (a 16 × 12 PNG unless set). */
	file: { type: string; bytes: Buffer } | null;
	/** Adds an image (not found by any search) with the fields given. */
	addImage: ( n: number, fields: Partial< OpenverseImage > ) => string;
	close: () => Promise< void >;
}

/**
 * Starts the fake on a free port of 127.0.0.1.
 */
export async function startFakeOpenverse(): Promise< FakeOpenverse > {
	const base = () => `http://127.0.0.1:${ fake.port }`;
	const image = (
		n: number,
		fields: Partial< OpenverseImage > = {}
	): OpenverseImage => {
		const cc0 = n % 5 === 0;
		return {
			id: imageId( n ),
			title: `Mountain ${ n }`,
			creator: `Creator ${ n }`,
			creator_url: `https://example.org/creators/${ n }`,
			license: cc0 ? 'cc0' : 'by',
			license_version: cc0 ? '1.0' : '2.0',
			license_url: cc0
				? 'https://creativecommons.org/publicdomain/zero/1.0/'
				: 'https://creativecommons.org/licenses/by/2.0/',
			foreign_landing_url: `https://example.org/photos/${ n }`,
			url: `${ base() }/files/${ imageId( n ) }.png`,
			thumbnail: `${ base() }/v1/images/${ imageId( n ) }/thumb/`,
			width: 16,
			height: 12,
			mature: false,
			tags: [ 'mountain' ],
			...fields,
		};
	};
	const smallPng = solidPng( 16, 12, [ 40, 120, 200 ] );
	const fake: FakeOpenverse = {
		port: 0,
		requests: [],
		images: new Map(),
		failWith: null,
		file: null,
		addImage: ( n, fields ) => {
			const added = image( n, { tags: [], ...fields } );
			fake.images.set( added.id, added );
			return added.id;
		},
		close: () => server.close(),
	};
	const server = await listenRecording(
		fake.requests,
		( { url, method, body, authorization, res, json } ) => {
			// An image's `thumbnail` (the grid's preview, loaded by the browser): a small PNG.
			if (
				method === 'GET' &&
				/^\/v1\/images\/[^/]+\/thumb\/$/.test( url.pathname )
			) {
				res.writeHead( 200, { 'Content-Type': 'image/png' } );
				res.end( solidPng( 8, 6, [ 40, 120, 200 ] ) );
				return;
			}
			const file = url.pathname.match( /^\/files\/(.+)$/ );
			if ( method === 'GET' && file ) {
				if ( file[ 1 ] === 'not-an-image.png' ) {
					res.writeHead( 200, { 'Content-Type': 'image/png' } );
					res.end( '<!doctype html><title>Not a picture</title>' );
					return;
				}
				res.writeHead( 200, {
					'Content-Type': fake.file?.type ?? 'image/png',
				} );
				res.end( fake.file?.bytes ?? smallPng );
				return;
			}
			if ( fake.failWith ) {
				return json( fake.failWith, {
					detail:
						fake.failWith === 429
							? 'Request was throttled. Expected available in 60 seconds.'
							: 'Internal server error.',
				} );
			}
			if (
				method === 'POST' &&
				url.pathname === '/v1/auth_tokens/token/'
			) {
				const form = new URLSearchParams( body );
				if (
					form.get( 'grant_type' ) === 'client_credentials' &&
					form.get( 'client_id' ) === CLIENT_ID &&
					form.get( 'client_secret' ) === CLIENT_SECRET
				) {
					return json( 200, {
						access_token: TOKEN,
						scope: 'read write groups',
						expires_in: 43200,
						token_type: 'Bearer',
					} );
				}
				return json( 401, { error: 'invalid_client' } );
			}
			if ( authorization && authorization !== `Bearer ${ TOKEN }` ) {
				return json( 401, {
					detail: 'Authentication credentials were not provided.',
				} );
			}
			if ( method === 'GET' && url.pathname === '/v1/images/' ) {
				const q = ( url.searchParams.get( 'q' ) ?? '' ).toLowerCase();
				const size = Number(
					url.searchParams.get( 'page_size' ) ?? 20
				);
				const page = Number( url.searchParams.get( 'page' ) ?? 1 );
				const matching = [ ...fake.images.values() ].filter(
					( one ) =>
						one.tags.includes( q ) &&
						( url.searchParams.get( 'mature' ) !== 'false' ||
							! one.mature )
				);
				const results = matching
					.slice( ( page - 1 ) * size, page * size )
					.map( ( { tags, ...one } ) => ( {
						...one,
						provider: 'fake',
						source: 'fake',
						filetype: 'png',
						attribution: `"${ one.title }" by ${ one.creator }`,
						tags: tags.map( ( name ) => ( { name } ) ),
					} ) );
				return json( 200, {
					result_count: matching.length,
					page_count: Math.ceil( matching.length / size ),
					page_size: size,
					page,
					results,
				} );
			}
			const one = url.pathname.match( /^\/v1\/images\/([0-9a-f-]+)\/$/ );
			if ( method === 'GET' && one ) {
				const found = fake.images.get( one[ 1 ] );
				if ( ! found ) {
					return json( 404, { detail: 'Not found.' } );
				}
				const { tags, ...rest } = found;
				return json( 200, {
					...rest,
					tags: tags.map( ( name ) => ( { name } ) ),
				} );
			}
			return json( 404, { detail: 'Not found.' } );
		}
	);
	fake.port = server.port;
	for ( let n = 1; n <= MOUNTAIN_COUNT; n++ ) {
		// A mature image among them: Openverse leaves it out when asked.
		fake.images.set( imageId( n ), image( n ) );
	}
	fake.images.set(
		imageId( 99 ),
		image( 99, { title: 'Mature mountain', mature: true } )
	);
	return fake;
}

/**
 * Points the plugin's Openverse API at a port (0: the real address) and forgets every kept
 * answer, token and counter.
 *
 * @param admin An admin REST client.
 * @param port  The fake's port, or 0.
 */
export async function pointPluginAtOpenverse(
	admin: TestRoutePoster,
	port: number
): Promise< void > {
	await pointPluginAtFake(
		admin,
		'/blockpack-test/v1/external-media-openverse',
		{ port },
		'Openverse'
	);
}
