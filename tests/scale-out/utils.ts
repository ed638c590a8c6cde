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
 * A REST client of each node, logged in as the role on each: one login after the other, since
 * WordPress keeps a user's sessions in one user meta row that each login reads, extends and
 * writes back (WP_User_Meta_Session_Tokens), so that of two logins at once one session can be
 * lost (its cookie then fails with rest_cookie_invalid_nonce).
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
 * Empties the object cache (the tests' resets delete rows with SQL, and transients live in
 * Redis here).
 *
 * @param admin An administrator's client.
 */
export async function flushObjectCache( admin: RestClient ) {
	const res = await admin.post( '/blockpack-test/v1/object-cache/flush' );
	expect( res.status() ).toBe( 200 );
}
