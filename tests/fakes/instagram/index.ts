/**
 * A small fake of Instagram (the Instagram API with Instagram Login) on 127.0.0.1, for tests
 * only. Our PHP is pointed at it by tests/mu-plugins/blockpack-test-instagram.php, through
 * `pointPluginAtInstagram()` below (`POST /blockpack-test/v1/instagram { port, app_id,
 * app_secret, reset }`).
 *
 * It answers, in Instagram's shapes (the paths are the real ones behind a prefix per host):
 * - `GET /www/oauth/authorize?client_id&redirect_uri&response_type=code&scope&state`
 *   (www.instagram.com): redirects at once to `redirect_uri?code=…&state=…#_`, as if the account
 *   `authorizeAs` had allowed it (or, with `authorizeError`, `?error=access_denied&…&state=…`);
 * - `POST /api/oauth/access_token` (api.instagram.com; form: client_id, client_secret,
 *   grant_type=authorization_code, redirect_uri, code): `{ data: [ { access_token, user_id,
 *   permissions } ] }` (Business Login's shape) with a short-lived token;
 * - `GET /graph/access_token?grant_type=ig_exchange_token&client_secret&access_token`
 *   (graph.instagram.com): `{ access_token, token_type, expires_in }`, a long-lived token;
 * - `GET /graph/refresh_access_token?grant_type=ig_refresh_token&access_token`: a new long-lived
 *   token, for a token at least `refreshMinAgeSeconds` old;
 * - `GET /graph/me?fields=user_id,username&access_token`: `{ user_id, username, id }`;
 * - `GET /graph/me/media?fields=…&limit=N&access_token`: the account's latest N posts (a video
 *   with a thumbnail, a carousel, a post without caption among them);
 * - `GET /cdn/<name>.jpg`: a small PNG (the posts' images);
 * anything else: 404. A bad token is answered 400 `{ error: { type: 'OAuthException', code: 190 } }`.
 * Every request is recorded in `requests`. `failWith` makes every request but the CDN's fail
 * (or only those of the services in `failOnly`):
 * a status (a JSON error body), `'malformed'` (200 with a body that is not Instagram's) or
 * `'reset'` (the connection is dropped).
 */
import { randomBytes } from 'node:crypto';
import {
	listenOnLoopback,
	pointPluginAtFake,
	type TestRoutePoster,
} from '../loopback';

/** The app the fake knows. */
export const APP_ID = '990602627938098';
export const APP_SECRET = 'eb8c7fakeinstagramappsecret0001';

export interface FakePost {
	id: string;
	caption?: string;
	media_type: 'IMAGE' | 'VIDEO' | 'CAROUSEL_ALBUM';
	media_url: string;
	thumbnail_url?: string;
	permalink: string;
}

export interface FakeAccount {
	/** The Instagram professional account's id (`/me`'s `user_id`). */
	userId: string;
	username: string;
	/** How many posts the account has (built by `postsOf()`). */
	postCount: number;
}

/** The accounts the fake knows. */
export const ACCOUNTS: FakeAccount[] = [
	{ userId: '17841400000000001', username: 'blockpack.test', postCount: 12 },
	{ userId: '17841400000000002', username: 'second_account', postCount: 1 },
];

export type FakeInstagramService =
	| 'authorize'
	| 'exchange-code'
	| 'exchange-long'
	| 'refresh'
	| 'me'
	| 'media'
	| 'cdn'
	| 'other';

export interface FakeInstagramRequest {
	service: FakeInstagramService;
	method: string;
	path: string;
	query: Record< string, string >;
	/** A POST's form fields. */
	form: Record< string, string >;
	at: number;
}

interface FakeToken {
	account: FakeAccount;
	kind: 'short' | 'long';
	issuedAt: number;
	revoked: boolean;
}

export interface FakeInstagram {
	port: number;
	requests: FakeInstagramRequest[];
	/** The account the authorization window connects. */
	authorizeAs: FakeAccount;
	/** When set, the window answers `error=access_denied` with this description. */
	authorizeError: string | null;
	/** The youngest token (seconds) `/refresh_access_token` accepts (Instagram: 24 hours). */
	refreshMinAgeSeconds: number;
	/** Makes every request but the CDN's fail (see the top of this file). */
	failWith: number | 'malformed' | 'reset' | null;
	/** When set, `failWith` applies to these services only. */
	failOnly: FakeInstagramService[] | null;
	/** A long-lived token for an account, as if issued `ageSeconds` ago. */
	mintToken: ( account: FakeAccount, ageSeconds?: number ) => string;
	/** Makes a token invalid (Instagram answers code 190). */
	revoke: ( token: string ) => void;
	/** The requests of one service. */
	count: ( service: FakeInstagramService ) => number;
	/** The posts of an account, newest first. */
	postsOf: ( account: FakeAccount ) => FakePost[];
	close: () => Promise< void >;
}

/** A 1×1 PNG. */
const PNG = Buffer.from(
	'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
	'base64'
);

/**
 * Starts the fake on a free port of 127.0.0.1.
 *
 * @param accounts The accounts it knows (ACCOUNTS unless given).
 */
export async function startFakeInstagram(
	accounts: FakeAccount[] = ACCOUNTS
): Promise< FakeInstagram > {
	const tokens = new Map< string, FakeToken >();
	const codes = new Map<
		string,
		{ account: FakeAccount; redirectUri: string }
	>();
	const newToken = (
		account: FakeAccount,
		kind: FakeToken[ 'kind' ],
		ageSeconds = 0
	) => {
		const token = `IGAA${ randomBytes( 30 ).toString( 'hex' ) }`;
		tokens.set( token, {
			account,
			kind,
			issuedAt: Date.now() - ageSeconds * 1000,
			revoked: false,
		} );
		return token;
	};
	const fake: FakeInstagram = {
		port: 0,
		requests: [],
		authorizeAs: accounts[ 0 ],
		authorizeError: null,
		refreshMinAgeSeconds: 86400,
		failWith: null,
		failOnly: null,
		mintToken: ( account, ageSeconds = 0 ) =>
			newToken( account, 'long', ageSeconds ),
		revoke: ( token ) => {
			const known = tokens.get( token );
			if ( known ) {
				known.revoked = true;
			}
		},
		count: ( service ) =>
			fake.requests.filter( ( request ) => request.service === service )
				.length,
		postsOf: ( account ) =>
			Array.from( { length: account.postCount }, ( _, index ) => {
				const id = `${ account.userId }${ String( index ).padStart(
					3,
					'0'
				) }`;
				const base = `http://127.0.0.1:${ fake.port }/cdn/${ id }`;
				const post: FakePost = {
					id,
					caption: `Post ${ index + 1 } of @${ account.username } <b>bold</b>\n#blockpack`,
					media_type: 'IMAGE',
					media_url: `${ base }.jpg`,
					permalink: `https://www.instagram.com/p/FAKE${ id }/`,
				};
				if ( index === 1 ) {
					post.media_type = 'VIDEO';
					post.media_url = `${ base }.mp4`;
					post.thumbnail_url = `${ base }-thumb.jpg`;
				} else if ( index === 2 ) {
					post.media_type = 'CAROUSEL_ALBUM';
				} else if ( index === 3 ) {
					delete post.caption;
				}
				return post;
			} ),
		close: () => server.close(),
	};

	const serviceOf = (
		method: string,
		path: string
	): FakeInstagramService => {
		if ( path === '/www/oauth/authorize' ) {
			return 'authorize';
		}
		if ( path === '/api/oauth/access_token' && method === 'POST' ) {
			return 'exchange-code';
		}
		if ( path === '/graph/access_token' ) {
			return 'exchange-long';
		}
		if ( path === '/graph/refresh_access_token' ) {
			return 'refresh';
		}
		if ( path === '/graph/me' ) {
			return 'me';
		}
		if ( path === '/graph/me/media' ) {
			return 'media';
		}
		return path.startsWith( '/cdn/' ) ? 'cdn' : 'other';
	};

	const server = await listenOnLoopback( ( req, res ) => {
		let raw = '';
		req.on( 'data', ( chunk ) => ( raw += chunk ) );
		req.on( 'end', () => {
			const url = new URL( req.url ?? '/', 'http://127.0.0.1' );
			const query = Object.fromEntries( url.searchParams.entries() );
			const form = Object.fromEntries(
				new URLSearchParams( raw ).entries()
			);
			const method = req.method ?? 'GET';
			const service = serviceOf( method, url.pathname );
			fake.requests.push( {
				service,
				method,
				path: url.pathname,
				query,
				form,
				at: Date.now(),
			} );
			const json = ( status: number, body: unknown ) => {
				res.writeHead( status, { 'Content-Type': 'application/json' } );
				res.end( JSON.stringify( body ) );
			};
			const oauthError = ( message: string, code = 190 ) =>
				json( 400, {
					error: {
						message,
						type: 'OAuthException',
						code,
						fbtrace_id: 'FakeTrace',
					},
				} );
			const tokenOf = ( value: string | undefined ) => {
				const known = value ? tokens.get( value ) : undefined;
				return known && ! known.revoked ? known : null;
			};

			if ( service === 'cdn' ) {
				res.writeHead( 200, { 'Content-Type': 'image/png' } );
				res.end( PNG );
				return;
			}
			const failWith =
				fake.failOnly && ! fake.failOnly.includes( service )
					? null
					: fake.failWith;
			if ( failWith === 'reset' ) {
				req.socket.destroy();
				return;
			}
			if ( failWith === 'malformed' ) {
				res.writeHead( 200, { 'Content-Type': 'application/json' } );
				res.end( '{"unexpected":' );
				return;
			}
			if ( typeof failWith === 'number' ) {
				return json( failWith, {
					error: {
						message:
							'An unexpected error has occurred. Please retry your request later.',
						type: 'OAuthException',
						code: 2,
					},
				} );
			}

			switch ( service ) {
				case 'authorize': {
					if (
						query.client_id !== APP_ID ||
						query.response_type !== 'code' ||
						! query.scope
							?.split( /[ ,]/ )
							.includes( 'instagram_business_basic' )
					) {
						return json( 400, {
							error_type: 'OAuthException',
							code: 400,
							error_message: 'Invalid platform app',
						} );
					}
					const back = new URL( query.redirect_uri );
					if ( fake.authorizeError ) {
						back.searchParams.set( 'error', 'access_denied' );
						back.searchParams.set( 'error_reason', 'user_denied' );
						back.searchParams.set(
							'error_description',
							fake.authorizeError
						);
					} else {
						const code = `AQ${ randomBytes( 24 ).toString( 'hex' ) }`;
						codes.set( code, {
							account: fake.authorizeAs,
							redirectUri: query.redirect_uri,
						} );
						back.searchParams.set( 'code', code );
					}
					back.searchParams.set( 'state', query.state ?? '' );
					res.writeHead( 302, {
						Location: `${ back.toString() }#_`,
					} );
					res.end();
					return;
				}
				case 'exchange-code': {
					const grant = codes.get( form.code ?? '' );
					if (
						form.client_id !== APP_ID ||
						form.client_secret !== APP_SECRET ||
						form.grant_type !== 'authorization_code'
					) {
						return json( 400, {
							error_type: 'OAuthException',
							code: 400,
							error_message: 'Invalid client_secret',
						} );
					}
					if ( ! grant || grant.redirectUri !== form.redirect_uri ) {
						return json( 400, {
							error_type: 'OAuthException',
							code: 400,
							error_message:
								'This authorization code has been used',
						} );
					}
					codes.delete( form.code );
					return json( 200, {
						data: [
							{
								access_token: newToken(
									grant.account,
									'short'
								),
								user_id: grant.account.userId,
								permissions: 'instagram_business_basic',
							},
						],
					} );
				}
				case 'exchange-long': {
					const known = tokenOf( query.access_token );
					if (
						query.grant_type !== 'ig_exchange_token' ||
						query.client_secret !== APP_SECRET ||
						! known ||
						known.kind !== 'short'
					) {
						return oauthError( 'Invalid OAuth access token' );
					}
					return json( 200, {
						access_token: newToken( known.account, 'long' ),
						token_type: 'bearer',
						expires_in: 5183944,
					} );
				}
				case 'refresh': {
					const known = tokenOf( query.access_token );
					if (
						query.grant_type !== 'ig_refresh_token' ||
						! known ||
						known.kind !== 'long'
					) {
						return oauthError(
							'Invalid OAuth access token - Cannot parse access token'
						);
					}
					if (
						Date.now() - known.issuedAt <
						fake.refreshMinAgeSeconds * 1000
					) {
						return oauthError(
							'The access token is less than 24 hours old.',
							100
						);
					}
					return json( 200, {
						access_token: newToken( known.account, 'long' ),
						token_type: 'bearer',
						expires_in: 5184000,
					} );
				}
				case 'me': {
					const known = tokenOf( query.access_token );
					if ( ! known ) {
						return oauthError( 'Invalid OAuth access token' );
					}
					return json( 200, {
						user_id: known.account.userId,
						username: known.account.username,
						id: `app${ known.account.userId }`.replace(
							/\D/g,
							'9'
						),
					} );
				}
				case 'media': {
					const known = tokenOf( query.access_token );
					if ( ! known ) {
						return oauthError( 'Invalid OAuth access token' );
					}
					const limit = Math.max(
						1,
						Math.min( 100, Number( query.limit ?? 25 ) )
					);
					return json( 200, {
						data: fake.postsOf( known.account ).slice( 0, limit ),
						paging: { cursors: { before: 'a', after: 'b' } },
					} );
				}
				default:
					return json( 404, { error: { message: 'Not Found' } } );
			}
		} );
	} );
	fake.port = server.port;
	return fake;
}

/**
 * Points the plugin's Instagram calls at a port (0: the real addresses) and sets the app's ID
 * and secret ('' deletes them); `reset` also removes every connection, cached gallery and
 * pending authorization.
 *
 * @param admin         An admin REST client.
 * @param port          The fake's port, or 0.
 * @param options       The app and whether to start clean.
 * @param options.app   `{ id, secret }` (the fake's APP_ID/APP_SECRET unless given; null: none).
 * @param options.reset Remove the connections and caches (default true).
 */
export async function pointPluginAtInstagram(
	admin: TestRoutePoster,
	port: number,
	options: {
		app?: { id: string; secret: string } | null;
		reset?: boolean;
	} = {}
): Promise< void > {
	const app =
		options.app === undefined
			? { id: APP_ID, secret: APP_SECRET }
			: options.app;
	await pointPluginAtFake(
		admin,
		'/blockpack-test/v1/instagram',
		{
			port,
			app_id: app?.id ?? '',
			app_secret: app?.secret ?? '',
			reset: options.reset ?? true,
		},
		'Instagram'
	);
}
