/**
 * A small fake of Google's OAuth endpoints and Photos Picker API on 127.0.0.1, for tests only.
 * Our PHP is pointed at it by tests/mu-plugins/blockpack-test-external-media.php, through
 * `pointPluginAtGoogle()` below (`POST /blockpack-test/v1/external-media-google { port }`).
 *
 * It answers, in Google's shapes:
 * - `GET /o/oauth2/v2/auth` (the consent screen): approves at once, redirecting to
 *   `redirect_uri` with a new `code` and the `state` (or `error=access_denied` while `deny`);
 * - `POST /token`: `authorization_code` (a code it issued, once) and `refresh_token` grants for
 *   CLIENT_ID/CLIENT_SECRET: `{ access_token, expires_in, refresh_token?, id_token, … }`;
 *   `invalid_client` for another client, `invalid_grant` for an unknown, used or revoked grant;
 * - `POST /revoke?token=…`: revokes a refresh token and its access tokens;
 * - `POST /v1/sessions`, `GET` and `DELETE /v1/sessions/{id}`, `GET /v1/mediaItems?sessionId`
 *   with a valid access token (a session belongs to the account whose token made it; another
 *   account gets 404; items before the user is done: 400 FAILED_PRECONDITION);
 * - `GET /picker/{id}[/autoclose]`: the picking page (Google's window): a checkbox per item of
 *   the library (LIBRARY: three photos and a video) and Done, which sets the session's items and
 *   closes the window when `/autoclose`; `pick()` does the same without a browser;
 * - `GET /files/{item}=w…-h…`: the photo's bytes (a PNG of `filePixels`), only with a valid
 *   access token of the session's account.
 * Every request is recorded in `requests`. `failWith` makes every Picker call fail with that
 * status; `expiresIn` sets the lifetime of new access tokens.
 */
import { solidPng } from '../../../tools/bench/solid-png.mjs';
import {
	listenRecording,
	type RecordedRequest,
	pointPluginAtFake,
	type TestRoutePoster,
} from '../loopback';

/** The OAuth client the fake knows. */
export const CLIENT_ID =
	'123456789012-blockpackfakeclient01.apps.googleusercontent.com';
export const CLIENT_SECRET = 'GOCSPX-blockpackFakeSecret01';

/** The fake library: three photos and a video. */
export const LIBRARY = [
	{ id: 'photo-1', type: 'PHOTO', filename: 'Lake at dawn.jpg' },
	{ id: 'photo-2', type: 'PHOTO', filename: 'Harbour.png' },
	{ id: 'photo-3', type: 'PHOTO', filename: 'Birthday cake.jpg' },
	{ id: 'video-1', type: 'VIDEO', filename: 'Waves.mp4' },
] as const;

interface Grant {
	account: string;
	revoked: boolean;
}

interface Session {
	id: string;
	account: string;
	max: number;
	picked: string[] | null;
	deleted: boolean;
}

export interface FakeGoogle {
	port: number;
	requests: RecordedRequest[];
	/** The account the consent screen connects (its e-mail). */
	account: string;
	/** While true, the consent screen answers access_denied. */
	deny: boolean;
	/** Lifetime of new access tokens, in seconds. */
	expiresIn: number;
	/** When set, every Picker call gets this status. */
	failWith: number | null;
	/** The size of the photos' bytes. */
	filePixels: [ number, number ];
	sessions: Map< string, Session >;
	/** Refresh tokens, by token. */
	refreshTokens: Map< string, Grant >;
	/** Makes every access token issued so far expired (refresh tokens stay good). */
	expireAccessTokens: () => void;
	/** Picks items in a session, as Done on the picking page does. */
	pick: ( sessionId: string, ids: string[] ) => void;
	close: () => Promise< void >;
}

/**
 * An unsigned JWT-shaped id token naming an account.
 *
 * @param email The account's e-mail.
 */
function idToken( email: string ): string {
	const part = ( value: unknown ) =>
		Buffer.from( JSON.stringify( value ) ).toString( 'base64url' );
	return `${ part( { alg: 'none' } ) }.${ part( {
		iss: 'https://accounts.google.com',
		email,
		email_verified: true,
	} ) }.sig`;
}

/**
 * Starts the fake on a free port of 127.0.0.1.
 */
export async function startFakeGoogle(): Promise< FakeGoogle > {
	let counter = 0;
	const next = ( prefix: string ) =>
		`${ prefix }${ ++counter }x${ Date.now() }`;
	const codes = new Map< string, string >();
	const accessTokens = new Map<
		string,
		{ account: string; refresh: string; expires: number }
	>();
	const fake: FakeGoogle = {
		port: 0,
		requests: [],
		account: 'ada@example.org',
		deny: false,
		expiresIn: 3599,
		failWith: null,
		filePixels: [ 1200, 800 ],
		sessions: new Map(),
		refreshTokens: new Map(),
		expireAccessTokens: () => {
			for ( const token of accessTokens.values() ) {
				token.expires = 0;
			}
		},
		pick: ( sessionId, ids ) => {
			const session = fake.sessions.get( sessionId );
			if ( session ) {
				session.picked = ids.slice( 0, session.max );
			}
		},
		close: () => server.close(),
	};
	const base = () => `http://127.0.0.1:${ fake.port }`;
	const issue = ( account: string, refresh: string ) => {
		const token = next( 'ya29.fake' );
		accessTokens.set( token, {
			account,
			refresh,
			expires: Date.now() + fake.expiresIn * 1000,
		} );
		return token;
	};
	const item = ( id: string ) => {
		const entry = LIBRARY.find( ( one ) => one.id === id );
		return entry
			? {
					id: entry.id,
					createTime: '2026-05-01T10:00:00Z',
					type: entry.type,
					mediaFile: {
						baseUrl: `${ base() }/files/${ entry.id }`,
						mimeType:
							entry.type === 'VIDEO' ? 'video/mp4' : 'image/png',
						filename: entry.filename,
						mediaFileMetadata: {
							width: fake.filePixels[ 0 ],
							height: fake.filePixels[ 1 ],
						},
					},
				}
			: null;
	};

	const server = await listenRecording(
		fake.requests,
		( { url, method, body, authorization, res, json } ) => {
			const bearer = () => {
				const token = authorization.replace( /^Bearer /, '' );
				const known = accessTokens.get( token );
				return known &&
					known.expires > Date.now() &&
					! fake.refreshTokens.get( known.refresh )?.revoked
					? known
					: null;
			};

			if ( method === 'GET' && url.pathname === '/o/oauth2/v2/auth' ) {
				const back = new URL(
					url.searchParams.get( 'redirect_uri' ) ?? ''
				);
				back.searchParams.set(
					'state',
					url.searchParams.get( 'state' ) ?? ''
				);
				if ( fake.deny ) {
					back.searchParams.set( 'error', 'access_denied' );
				} else {
					const code = next( '4/fakecode' );
					codes.set( code, fake.account );
					back.searchParams.set( 'code', code );
				}
				res.writeHead( 302, { Location: back.toString() } );
				res.end();
				return;
			}
			if ( method === 'POST' && url.pathname === '/token' ) {
				const form = new URLSearchParams( body );
				if (
					form.get( 'client_id' ) !== CLIENT_ID ||
					form.get( 'client_secret' ) !== CLIENT_SECRET
				) {
					return json( 401, {
						error: 'invalid_client',
						error_description: 'The OAuth client was not found.',
					} );
				}
				if ( form.get( 'grant_type' ) === 'authorization_code' ) {
					const account = codes.get( form.get( 'code' ) ?? '' );
					codes.delete( form.get( 'code' ) ?? '' );
					if ( ! account ) {
						return json( 400, {
							error: 'invalid_grant',
							error_description: 'Malformed auth code.',
						} );
					}
					const refresh = next( '1//fakerefresh' );
					fake.refreshTokens.set( refresh, {
						account,
						revoked: false,
					} );
					return json( 200, {
						access_token: issue( account, refresh ),
						expires_in: fake.expiresIn,
						refresh_token: refresh,
						scope: 'openid email https://www.googleapis.com/auth/photospicker.mediaitems.readonly',
						token_type: 'Bearer',
						id_token: idToken( account ),
					} );
				}
				const refresh = form.get( 'refresh_token' ) ?? '';
				const grant = fake.refreshTokens.get( refresh );
				if (
					form.get( 'grant_type' ) !== 'refresh_token' ||
					! grant ||
					grant.revoked
				) {
					return json( 400, {
						error: 'invalid_grant',
						error_description: 'Token has been expired or revoked.',
					} );
				}
				return json( 200, {
					access_token: issue( grant.account, refresh ),
					expires_in: fake.expiresIn,
					scope: 'openid email https://www.googleapis.com/auth/photospicker.mediaitems.readonly',
					token_type: 'Bearer',
				} );
			}
			if ( method === 'POST' && url.pathname === '/revoke' ) {
				const token = url.searchParams.get( 'token' ) ?? '';
				const grant = fake.refreshTokens.get( token );
				if ( ! grant ) {
					return json( 400, { error: 'invalid_token' } );
				}
				grant.revoked = true;
				return json( 200, {} );
			}
			const picker = url.pathname.match(
				/^\/picker\/([^/]+)(\/autoclose)?(\/done)?$/
			);
			if ( picker ) {
				const session = fake.sessions.get( picker[ 1 ] );
				if ( ! session ) {
					res.writeHead( 404 );
					res.end( 'No such session' );
					return;
				}
				if ( method === 'POST' && picker[ 3 ] ) {
					fake.pick( session.id, JSON.parse( body || '[]' ) );
					return json( 200, {} );
				}
				res.writeHead( 200, { 'Content-Type': 'text/html' } );
				res.end( `<!doctype html><title>Google Photos</title>
<h1>Select up to ${ session.max }</h1>
${ LIBRARY.map(
	( one ) =>
		`<label><input type="checkbox" value="${ one.id }"> ${ one.filename }</label><br>`
).join( '\n' ) }
<button id="done">Done</button>
<script>
document.getElementById( 'done' ).onclick = async () => {
	const ids = [ ...document.querySelectorAll( 'input:checked' ) ].map( ( box ) => box.value );
	await fetch( location.pathname.replace( /\\/autoclose$/, '' ) + '/done', { method: 'POST', body: JSON.stringify( ids ) } );
	${ picker[ 2 ] ? 'window.close();' : "document.body.textContent = 'Done';" }
};
</script>` );
				return;
			}
			const file = url.pathname.match(
				/^\/files\/([^=]+)=w(\d+)-h(\d+)$/
			);
			if ( method === 'GET' && file ) {
				const owner = bearer();
				const picked = [ ...fake.sessions.values() ].some(
					( session ) =>
						session.account === owner?.account &&
						session.picked?.includes( file[ 1 ] )
				);
				if ( ! owner || ! picked ) {
					res.writeHead( 403 );
					res.end( 'Forbidden' );
					return;
				}
				res.writeHead( 200, { 'Content-Type': 'image/png' } );
				res.end( solidPng( ...fake.filePixels, [ 200, 120, 40 ] ) );
				return;
			}
			if ( ! url.pathname.startsWith( '/v1/' ) ) {
				return json( 404, {
					error: { code: 404, status: 'NOT_FOUND' },
				} );
			}
			if ( fake.failWith ) {
				return json( fake.failWith, {
					error: {
						code: fake.failWith,
						status:
							fake.failWith === 429
								? 'RESOURCE_EXHAUSTED'
								: 'INTERNAL',
					},
				} );
			}
			const owner = bearer();
			if ( ! owner ) {
				return json( 401, {
					error: { code: 401, status: 'UNAUTHENTICATED' },
				} );
			}
			if ( method === 'POST' && url.pathname === '/v1/sessions' ) {
				const config = JSON.parse( body || '{}' ).pickingConfig ?? {};
				const session: Session = {
					id: next( 'session' ).replace( /\./g, '' ),
					account: owner.account,
					max: Math.min(
						2000,
						Number( config.maxItemCount ?? 2000 )
					),
					picked: null,
					deleted: false,
				};
				fake.sessions.set( session.id, session );
				return json( 200, {
					id: session.id,
					pickerUri: `${ base() }/picker/${ session.id }`,
					pollingConfig: { pollInterval: '1s', timeoutIn: '1800s' },
					expireTime: '2030-01-01T00:00:00Z',
					mediaItemsSet: false,
				} );
			}
			const one = url.pathname.match( /^\/v1\/sessions\/([^/]+)$/ );
			const session = fake.sessions.get(
				one?.[ 1 ] ?? url.searchParams.get( 'sessionId' ) ?? ''
			);
			if (
				! session ||
				session.deleted ||
				session.account !== owner.account
			) {
				return json( 404, {
					error: { code: 404, status: 'NOT_FOUND' },
				} );
			}
			if ( one && method === 'GET' ) {
				return json( 200, {
					id: session.id,
					pickerUri: `${ base() }/picker/${ session.id }`,
					pollingConfig: { pollInterval: '1s', timeoutIn: '1800s' },
					mediaItemsSet: session.picked !== null,
				} );
			}
			if ( one && method === 'DELETE' ) {
				session.deleted = true;
				return json( 200, {} );
			}
			if ( method === 'GET' && url.pathname === '/v1/mediaItems' ) {
				if ( session.picked === null ) {
					return json( 400, {
						error: { code: 400, status: 'FAILED_PRECONDITION' },
					} );
				}
				return json( 200, {
					mediaItems: session.picked.map( item ).filter( Boolean ),
				} );
			}
			return json( 404, { error: { code: 404, status: 'NOT_FOUND' } } );
		}
	);
	fake.port = server.port;
	return fake;
}

/**
 * Points the plugin's Google addresses at a port (0: Google's own), forgetting nothing else.
 *
 * @param admin An admin REST client.
 * @param port  The fake's port, or 0.
 */
export async function pointPluginAtGoogle(
	admin: TestRoutePoster,
	port: number
): Promise< void > {
	await pointPluginAtFake(
		admin,
		'/blockpack-test/v1/external-media-google',
		{ port },
		'Google'
	);
}
