/**
 * The several-servers test bed (`npm test` stage 7; `node tools/serve-wp.mjs --test --nodes=2
 * --object-cache`): two web servers answering for one site, one MariaDB, one Redis object
 * cache. WP_NODE_URLS lists the nodes; each node passes the site's address to PHP, as a load
 * balancer does, so cookies, nonces and links from one are good on the other.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { restAs, type RestClient, type Role } from '../integration/utils';

/** The nodes' addresses, first node first. */
export const NODES: string[] = (
	process.env.WP_NODE_URLS ||
	process.env.WP_BASE_URL ||
	'http://127.0.0.1:9400'
)
	.split( ',' )
	.filter( Boolean );

/**
 * Which node answered a request to an address, and whether it uses the Redis object cache
 * (tests/mu-plugins/blockpack-test-object-cache.php).
 *
 * @param request A request context.
 * @param node    The node's address.
 */
export async function describeNode(
	request: APIRequestContext,
	node: string
): Promise< { node: number; object_cache: boolean; redis: boolean } > {
	const res = await request.get(
		`${ node }/index.php?rest_route=/blockpack-test/v1/node`
	);
	expect( res.status() ).toBe( 200 );
	return res.json();
}

/**
 * Fails unless there are two nodes, each a different web server with the Redis object cache:
 * a spec that ran against one server, or without the cache, would prove nothing.
 *
 * @param request A request context.
 */
export async function expectTwoNodesWithRedis( request: APIRequestContext ) {
	expect(
		NODES.length,
		'WP_NODE_URLS lists two nodes (run through npm test, or serve-wp --nodes=2 --object-cache)'
	).toBe( 2 );
	const seen = await Promise.all(
		NODES.map( ( node ) => describeNode( request, node ) )
	);
	expect( seen ).toEqual( [
		{ node: 1, object_cache: true, redis: true },
		{ node: 2, object_cache: true, redis: true },
	] );
}

/**
 * A REST client of each node, logged in as the role on each. The logins run one after the
 * other: WordPress keeps a user's sessions in one user meta row that each login reads and
 * writes back, so two logins at once can each drop the other's session (its cookie and
 * nonce then fail with 403 rest_cookie_invalid_nonce).
 *
 * @param role Who makes the requests.
 */
export async function restOnNodes( role: Role ): Promise< RestClient[] > {
	const clients: RestClient[] = [];
	for ( const node of NODES ) {
		clients.push( await restAs( role, node ) );
	}
	return clients;
}

/**
 * Empties the object cache, for a test that changes rows with SQL itself (transients live in
 * Redis here, not in wp_options). The test mu-plugins' resets need no help: each deletes its
 * rows with SQL and then empties the whole object cache (wp_cache_flush(), FLUSHDB here).
 *
 * @param admin An administrator's client.
 */
export async function flushObjectCache( admin: RestClient ) {
	const res = await admin.post( '/blockpack-test/v1/object-cache/flush' );
	expect( res.status() ).toBe( 200 );
}

/**
 * A page read through one node: its address's path on that node, not redirected. (WordPress
 * redirects `/?p=…` and other non-canonical addresses to the site's address, node 1's: a
 * page asked of node 2 that way is node 1's.)
 *
 * @param client A client of the node (see restOnNodes()).
 * @param link   The page's address (any host: only its path and query are used).
 * @return The page's HTML.
 */
export async function pageOnNode(
	client: RestClient,
	link: string
): Promise< string > {
	const url = new URL( link, 'http://site.invalid' );
	const path = `${ url.pathname }${ url.search }`;
	const res = await client.context.get( path, { maxRedirects: 0 } );
	expect( res.status(), `${ path }, not redirected` ).toBe( 200 );
	return res.text();
}
