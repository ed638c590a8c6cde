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

/** A request a fake received, as the specs read it. */
export interface RecordedRequest {
	method: string;
	path: string;
	query: Record< string, string >;
	authorization: string;
	body: string;
}

/** One request to a fake (already recorded), and a JSON answer to it. */
export interface FakeCall {
	url: URL;
	method: string;
	body: string;
	authorization: string;
	res: http.ServerResponse;
	json: ( status: number, answer: unknown ) => void;
}

/**
 * Starts a fake on a free port of 127.0.0.1 that records every request (its body read) before
 * its handler answers it.
 *
 * @param requests Where the requests are recorded.
 * @param handle   What answers each request.
 * @return The running server.
 */
export function listenRecording(
	requests: RecordedRequest[],
	handle: ( call: FakeCall ) => void
): Promise< LoopbackServer > {
	return listenOnLoopback( ( req, res ) => {
		const chunks: Buffer[] = [];
		req.on( 'data', ( chunk: Buffer ) => chunks.push( chunk ) );
		req.on( 'end', () => {
			const url = new URL( req.url ?? '/', 'http://127.0.0.1' );
			const call: FakeCall = {
				url,
				method: req.method ?? 'GET',
				body: Buffer.concat( chunks ).toString(),
				authorization: req.headers.authorization ?? '',
				res,
				json: ( status, answer ) => {
					res.writeHead( status, {
						'Content-Type': 'application/json',
					} );
					res.end( JSON.stringify( answer ) );
				},
			};
			requests.push( {
				method: call.method,
				path: url.pathname,
				query: Object.fromEntries( url.searchParams.entries() ),
				authorization: call.authorization,
				body: call.body,
			} );
			handle( call );
		} );
	} );
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
