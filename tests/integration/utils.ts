/**
 * REST over HTTP as a given user: the admin, a subscriber (created by the harness's blueprint),
 * or an anonymous visitor. Logged-in requests send WordPress's REST nonce, as the editor does.
 */
import {
	expect,
	request,
	type APIRequestContext,
	type APIResponse,
} from '@playwright/test';

export type Role = 'admin' | 'subscriber' | 'anonymous';

const PASSWORDS: Record< Exclude< Role, 'anonymous' >, string > = {
	admin: process.env.WP_PASSWORD || 'password',
	subscriber: 'password',
};

export interface RestClient {
	context: APIRequestContext;
	nonce: string;
	get: (
		route: string,
		params?: Record< string, string >
	) => Promise< APIResponse >;
	post: ( route: string, data?: unknown ) => Promise< APIResponse >;
	/** A DELETE (`{ force: 'true' }` deletes a post for good instead of trashing it). */
	delete: (
		route: string,
		params?: Record< string, string >
	) => Promise< APIResponse >;
	dispose: () => Promise< void >;
}

/** The test site's address (tests/e2e/playwright.config.ts sets WP_BASE_URL for every worker). */
export const BASE_URL = process.env.WP_BASE_URL || 'http://127.0.0.1:9400';

/**
 * A request context with no cookies: a logged-out visitor, or the start of a login. (Without an
 * empty storage state the config's `use.storageState`, the admin's cookies, would apply.)
 *
 * @param server The web server to send requests to (the site's address by default).
 */
export function cookielessContext(
	server: string = BASE_URL
): Promise< APIRequestContext > {
	return request.newContext( {
		baseURL: server,
		storageState: { cookies: [], origins: [] },
	} );
}

/**
 * Logs a context in through WordPress's login form, as a browser does, and reads the user's
 * REST nonce.
 *
 * @param context  A context without cookies (cookielessContext()).
 * @param login    The user's login.
 * @param password The user's password.
 * @param site     The site's address when it is not the context's base address (a site of a
 *                 multisite network), else ''.
 * @return The REST nonce.
 */
export async function logIn(
	context: APIRequestContext,
	login: string,
	password: string,
	site = ''
): Promise< string > {
	const res = await context.post( `${ site }/wp-login.php`, {
		form: {
			log: login,
			pwd: password,
			'wp-submit': 'Log In',
			testcookie: '1',
		},
		headers: { Cookie: 'wordpress_test_cookie=WP%20Cookie%20check' },
		maxRedirects: 0,
		failOnStatusCode: false,
	} );
	if ( res.status() !== 302 ) {
		throw new Error(
			`Login as ${ login }${ site && ` on ${ site }` } failed: ${ res.status() }`
		);
	}
	const nonce = (
		await (
			await context.get(
				`${ site }/wp-admin/admin-ajax.php?action=rest-nonce`
			)
		).text()
	).trim();
	if ( ! /^[0-9a-f]+$/.test( nonce ) ) {
		throw new Error(
			`No REST nonce for ${ login }${ site && ` on ${ site }` }: ${ nonce.slice( 0, 200 ) }`
		);
	}
	return nonce;
}

/**
 * A REST client logged in as the given role.
 *
 * @param role   Who makes the requests.
 * @param server The web server to send them to (the site's address by default; the
 *               several-servers tests name a node, see tests/scale-out/utils.ts).
 */
export async function restAs(
	role: Role,
	server: string = BASE_URL
): Promise< RestClient > {
	const context = await cookielessContext( server );
	const nonce =
		role === 'anonymous'
			? ''
			: await logIn( context, role, PASSWORDS[ role ] );
	return restClientOf( context, nonce );
}

/**
 * A REST client of a context (logged in, with its REST nonce, or a visitor's with none).
 *
 * @param context The request context.
 * @param nonce   Its REST nonce ('' for a visitor).
 */
export function restClientOf(
	context: APIRequestContext,
	nonce: string
): RestClient {
	const headers = nonce ? { 'X-WP-Nonce': nonce } : undefined;
	const url = ( route: string, params: Record< string, string > = {} ) => {
		const query = new URLSearchParams( { rest_route: route, ...params } );
		return `/index.php?${ query.toString() }`;
	};
	return {
		context,
		nonce,
		get: ( route, params ) =>
			context.get( url( route, params ), {
				headers,
				failOnStatusCode: false,
			} ),
		post: ( route, data ) =>
			context.post( url( route ), {
				headers,
				data: data ?? {},
				failOnStatusCode: false,
			} ),
		delete: ( route, params ) =>
			context.delete( url( route, params ), {
				headers,
				failOnStatusCode: false,
			} ),
		dispose: () => context.dispose(),
	};
}

/**
 * Starts watching the test server's logs for PHP errors raised from Blockpack's files.
 *
 * @return A function that lists the errors logged since the watch started.
 */
export async function watchPhpErrors(): Promise< () => string[] > {
	const { readStack, blockpackPhpErrors } =
		await import( '../../tools/lib/native-wp.mjs' );
	const stack = readStack( new URL( BASE_URL ).port );
	const before = new Set( blockpackPhpErrors( stack ) );
	return () =>
		blockpackPhpErrors( stack ).filter(
			( line: string ) => ! before.has( line )
		);
}

/**
 * Publishes a post, a page or a synced pattern.
 *
 * @param admin   An administrator.
 * @param type    Its REST collection.
 * @param title   Its title.
 * @param content Its blocks.
 * @return Its id, its address, and that address's path and query ('' for a pattern, which has
 *         no page).
 */
export async function publishPost(
	admin: RestClient,
	type: 'posts' | 'pages' | 'blocks',
	title: string,
	content: string
): Promise< { id: number; link: string; path: string } > {
	const res = await admin.post( `/wp/v2/${ type }`, {
		title,
		content,
		status: 'publish',
	} );
	expect( res.status() ).toBe( 201 );
	const post = ( await res.json() ) as { id: number; link?: string };
	const link = post.link ? new URL( post.link ) : null;
	return {
		id: post.id,
		link: post.link ?? '',
		path: link ? link.pathname + link.search : '',
	};
}

/**
 * Publishes a post, reads its page as a logged-out visitor, then deletes the post.
 *
 * @param admin   An admin REST client.
 * @param content The post's content (block markup).
 * @return The page's HTML.
 */
export async function publishedHtml(
	admin: RestClient,
	content: string
): Promise< string > {
	const { id } = await publishPost(
		admin,
		'posts',
		'Published for a visitor',
		content
	);
	const visitor = await restAs( 'anonymous' );
	try {
		return await ( await visitor.context.get( `/?p=${ id }` ) ).text();
	} finally {
		await visitor.dispose();
		await admin.delete( `/wp/v2/posts/${ id }`, { force: 'true' } );
	}
}

/**
 * Waits, if needed, until the current minute has at least `seconds` left, so that a series of
 * requests counted per minute stays in one minute.
 *
 * @param seconds Seconds needed.
 */
export async function roomInMinute( seconds: number ) {
	const left = 60 - new Date().getSeconds();
	if ( left < seconds ) {
		await new Promise( ( resolve ) =>
			setTimeout( resolve, ( left + 1 ) * 1000 )
		);
	}
}
