/**
 * What every fake server here shares: it listens on a free port of 127.0.0.1, closing it drops
 * the connections still open (so that a spec's afterAll does not wait for a keep-alive
 * connection of WordPress's HTTP client), and a test mu-plugin's route points the plugin at
 * that port (`pointPluginAtFake()`).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** Who can post to a test route: anything with a REST client's `post` (an administrator's). */
export interface TestRoutePoster {
	post: (
		route: string,
		data?: unknown
	) => Promise< {
		ok: () => boolean;
		status: () => number;
		text: () => Promise< string >;
	} >;
}

export interface LoopbackServer {
	/** The port it listens on. */
	port: number;
	/** Stops it, open connections included. */
	close: () => Promise< void >;
}

/**
 * Starts a server on a free port of 127.0.0.1.
 *
 * @param handler What answers each request.
 * @return The running server.
 */
export async function listenOnLoopback(
	handler: http.RequestListener
): Promise< LoopbackServer > {
	const server = http.createServer( handler );
	await new Promise< void >( ( resolve ) =>
		server.listen( 0, '127.0.0.1', () => resolve() )
	);
	return {
		port: ( server.address() as AddressInfo ).port,
		close: () =>
			new Promise( ( resolve ) => {
				server.close( () => resolve() );
				server.closeAllConnections();
			} ),
	};
}

/**
 * Posts the test mu-plugin's route that points the plugin at a fake (port 0: back at the real
 * service) with that fake's settings, and fails when the route refuses.
 *
 * @param admin   An administrator's client.
 * @param route   The test route, such as `/blockpack-test/v1/map`.
 * @param data    Its arguments, `port` among them.
 * @param service The service's name, for the error.
 */
export async function pointPluginAtFake(
	admin: TestRoutePoster,
	route: string,
	data: Record< string, unknown >,
	service: string
): Promise< void > {
	const res = await admin.post( route, data );
	if ( ! res.ok() ) {
		throw new Error(
			`Could not point the plugin at the fake ${ service }: ${ res.status() } ${ await res.text() }`
		);
	}
}
