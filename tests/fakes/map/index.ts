/**
 * A small fake of the map block's outside services on 127.0.0.1, for tests only. Our PHP is
 * pointed at it by tests/mu-plugins/blockpack-test-map.php, through `pointPluginAt()` below
 * (`POST /blockpack-test/v1/map { port }`).
 *
 * It answers, in the services' shapes:
 * - `GET /mapbox/tokens/v2?access_token=…`: `{ code: 'TokenValid' }` for a token in `tokens`,
 *   else 401 `{ code: 'TokenInvalid', message: 'Not Authorized - Invalid Token' }`;
 * - `GET /mapbox/geocoding/v5/mapbox.places/{query}.json?access_token=…`: a FeatureCollection of
 *   the places whose name contains the query (401 for an unknown token);
 * - `GET /nominatim/search?q=…&format=jsonv2`: Nominatim's list of the same places;
 * anything else: 404. Every request is recorded in `requests`, with the time it arrived.
 */
import {
	listenOnLoopback,
	pointPluginAtFake,
	type TestRoutePoster,
} from '../loopback';

/** A token the fake Mapbox accepts. */
export const GOOD_TOKEN =
	'pk.eyJ1IjoiYmxvY2twYWNrIiwiYSI6ImZha2UifQ.GoodSignature_01';
/** A well-formed token the fake Mapbox refuses. */
export const REVOKED_TOKEN =
	'pk.eyJ1IjoiYmxvY2twYWNrIiwiYSI6InJldm9rZWQifQ.RevokedSig_02';

export interface FakePlace {
	id: number;
	name: string;
	fullName: string;
	longitude: number;
	latitude: number;
}

/** The places the fake knows. */
export const PLACES: FakePlace[] = [
	{
		id: 1001,
		name: 'Ferry Building',
		fullName: 'Ferry Building, San Francisco, California, United States',
		longitude: -122.3937,
		latitude: 37.7955,
	},
	{
		id: 1002,
		name: 'Ferry Point Park',
		fullName: 'Ferry Point Park, The Bronx, New York, United States',
		longitude: -73.8313,
		latitude: 40.8136,
	},
	{
		id: 1003,
		name: 'Ferryland',
		fullName: 'Ferryland, Newfoundland and Labrador, Canada',
		longitude: -52.9089,
		latitude: 47.0168,
	},
];

export interface FakeMapRequest {
	service: 'mapbox-token' | 'mapbox-geocode' | 'nominatim' | 'other';
	path: string;
	query: Record< string, string >;
	userAgent: string;
	/** Milliseconds since the epoch, when the request arrived. */
	at: number;
}

export interface FakeMap {
	port: number;
	requests: FakeMapRequest[];
	/** Tokens the fake Mapbox accepts. */
	tokens: Set< string >;
	/** When set, every request gets this status (with a JSON error body). */
	failWith: number | null;
	close: () => Promise< void >;
}

/**
 * The places matching a query (case-insensitive, on the name).
 *
 * @param places The places known.
 * @param query  The query.
 * @param limit  The most places.
 */
function matching(
	places: FakePlace[],
	query: string,
	limit: number
): FakePlace[] {
	const wanted = query.toLowerCase();
	return places
		.filter( ( place ) => place.fullName.toLowerCase().includes( wanted ) )
		.slice( 0, limit );
}

/**
 * Starts the fake on a free port of 127.0.0.1.
 *
 * @param places The places it knows (PLACES unless given).
 */
export async function startFakeMap(
	places: FakePlace[] = PLACES
): Promise< FakeMap > {
	const fake: FakeMap = {
		port: 0,
		requests: [],
		tokens: new Set( [ GOOD_TOKEN ] ),
		failWith: null,
		close: () => server.close(),
	};
	const server = await listenOnLoopback( ( req, res ) => {
		const url = new URL( req.url ?? '/', 'http://127.0.0.1' );
		const query = Object.fromEntries( url.searchParams.entries() );
		const json = ( status: number, body: unknown ) => {
			res.writeHead( status, { 'Content-Type': 'application/json' } );
			res.end( JSON.stringify( body ) );
		};
		let service: FakeMapRequest[ 'service' ] = 'other';
		if ( url.pathname === '/mapbox/tokens/v2' ) {
			service = 'mapbox-token';
		} else if (
			url.pathname.startsWith( '/mapbox/geocoding/v5/mapbox.places/' )
		) {
			service = 'mapbox-geocode';
		} else if ( url.pathname === '/nominatim/search' ) {
			service = 'nominatim';
		}
		fake.requests.push( {
			service,
			path: url.pathname,
			query,
			userAgent: req.headers[ 'user-agent' ] ?? '',
			at: Date.now(),
		} );
		if ( fake.failWith ) {
			return json( fake.failWith, { message: 'Upstream trouble' } );
		}
		switch ( service ) {
			case 'mapbox-token':
				return fake.tokens.has( query.access_token )
					? json( 200, {
							code: 'TokenValid',
							token: { usage: 'pk', user: 'blockpack' },
						} )
					: json( 401, {
							code: 'TokenInvalid',
							message: 'Not Authorized - Invalid Token',
						} );
			case 'mapbox-geocode': {
				if ( ! fake.tokens.has( query.access_token ) ) {
					return json( 401, {
						message: 'Not Authorized - Invalid Token',
					} );
				}
				const text = decodeURIComponent(
					url.pathname
						.slice( '/mapbox/geocoding/v5/mapbox.places/'.length )
						.replace( /\.json$/, '' )
				);
				return json( 200, {
					type: 'FeatureCollection',
					query: text.toLowerCase().split( ' ' ),
					features: matching(
						places,
						text,
						Number( query.limit ?? 5 )
					).map( ( place ) => ( {
						id: `poi.${ place.id }`,
						type: 'Feature',
						text: place.name,
						place_name: place.fullName,
						center: [ place.longitude, place.latitude ],
					} ) ),
					attribution:
						'NOTICE: © 2026 Mapbox and its suppliers. All rights reserved.',
				} );
			}
			case 'nominatim':
				return json(
					200,
					matching(
						places,
						query.q ?? '',
						Number( query.limit ?? 5 )
					).map( ( place ) => ( {
						place_id: place.id * 7,
						licence:
							'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright',
						osm_type: 'node',
						osm_id: place.id,
						lat: String( place.latitude ),
						lon: String( place.longitude ),
						name: place.name,
						display_name: place.fullName,
					} ) )
				);
			default:
				return json( 404, { message: 'Not Found' } );
		}
	} );
	fake.port = server.port;
	return fake;
}

/**
 * Points the plugin's map services at a port (0: the real addresses), sets the test limits
 * (-1: the plugin's own) and forgets cached answers, rate counters and the throttle's slot.
 *
 * @param admin          An admin REST client.
 * @param port           The fake's port, or 0.
 * @param limits         Test limits.
 * @param limits.rate    Searches per user a minute.
 * @param limits.maxWait Milliseconds a search may wait for the open geocoder.
 * @param limits.tiles   An open tile source for `blockpack_map_tile_source` (the plugin's own when unset).
 */
export async function pointPluginAt(
	admin: TestRoutePoster,
	port: number,
	limits: {
		rate?: number;
		maxWait?: number;
		tiles?: Record< string, unknown >;
	} = {}
): Promise< void > {
	await pointPluginAtFake(
		admin,
		'/blockpack-test/v1/map',
		{
			port,
			rate_limit: limits.rate ?? -1,
			max_wait_ms: limits.maxWait ?? -1,
			tile_source: limits.tiles ?? {},
		},
		'map services'
	);
}
