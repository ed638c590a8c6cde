/**
 * What every fake server here shares: it listens on a free port of 127.0.0.1 (the test mu-plugins
 * point the plugin at that port), and closing it drops the connections still open, so that a
 * spec's afterAll does not wait for a keep-alive connection of WordPress's HTTP client.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

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
