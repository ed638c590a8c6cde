/**
 * REST permission matrix: every live route in Blockpack's namespaces (read from `GET /wp-json/`)
 * × anonymous, subscriber, contributor, author, editor, administrator × well-formed and malformed
 * arguments (arrays and objects where scalars are expected, 1 MB strings, negative and huge
 * numbers, invalid UTF-8, missing and foreign nonces) × each method the route declares.
 *
 * The expected permissions live in tests/rest-matrix.ts; a live route missing there fails.
 * Asserted: no 2xx below the table's role (or ever, for public routes guarded by a token the
 * harness lacks), no 5xx, every answer JSON (errors with a `code`), a well-formed request is
 * refused below the table's role and never refused at or above it, and no PHP warning from
 * Blockpack's files.
 */
import { test, expect, type APIRequestContext } from '@playwright/test';
import {
	cookielessContext,
	restAs,
	watchPhpErrors,
	type RestClient,
} from './utils';
import { ensureUsers, logInAs, type WpRole } from './users';
import {
	MATRIX_NAMESPACES,
	MATRIX_ROLES,
	REST_MATRIX,
	type HttpMethod,
	type MatrixRole,
	type RouteRule,
} from '../rest-matrix';

/** Requests in flight at once (the test server has a few PHP workers). */
const BATCH = 6;
const ONE_MB = 'a'.repeat( 1024 * 1024 );

interface LiveEndpoint {
	route: string;
	method: HttpMethod;
	args: Record< string, { type?: string | string[] } >;
}

interface Session {
	role: MatrixRole;
	context: APIRequestContext;
	nonce: string;
}

type NonceUse = 'own' | 'none' | 'foreign';

interface Case {
	name: string;
	wellFormed: boolean;
	nonce: NonceUse;
	/** JSON arguments (query for GET, body otherwise), unless `raw` or `form` is given. */
	args?: Record< string, unknown >;
	/** A raw body (sent as JSON) or query string, for bytes JSON cannot hold. */
	raw?: { body?: Buffer; query?: string };
	/** A form-encoded body, already encoded. */
	form?: string;
	/** Send a GET route's arguments in a JSON body (X-HTTP-Method-Override), for big values. */
	overrideGet?: boolean;
}

interface Result {
	role: MatrixRole;
	route: string;
	method: HttpMethod;
	caseName: string;
	status: number;
	body: string;
	contentType: string;
}

const rank = ( role: MatrixRole | 'public' ) =>
	role === 'public' ? -1 : MATRIX_ROLES.indexOf( role );

/**
 * PHP's bracket notation for a query string (`a[]=1`, `a[b][c]=2`).
 *
 * @param value  The value.
 * @param prefix The key so far.
 */
function toQuery( value: unknown, prefix: string ): string[] {
	if ( Array.isArray( value ) ) {
		return value.flatMap( ( item ) => toQuery( item, `${ prefix }[]` ) );
	}
	if ( value !== null && typeof value === 'object' ) {
		return Object.entries( value ).flatMap( ( [ key, item ] ) =>
			toQuery( item, `${ prefix }[${ key }]` )
		);
	}
	return [
		`${ encodeURIComponent( prefix ) }=${ encodeURIComponent( String( value ) ) }`,
	];
}

const queryOf = ( args: Record< string, unknown > ) =>
	Object.entries( args )
		.flatMap( ( [ key, value ] ) => toQuery( value, key ) )
		.join( '&' );

/**
 * The cases tried on one route and method as one role.
 *
 * @param rule      The table's entry.
 * @param live      The live endpoint (its declared arguments).
 * @param roleIndex The role's place, which picks the argument that gets the 1 MB string.
 * @param loggedIn  Whether the role logs in (nonce cases).
 */
function casesFor(
	rule: RouteRule,
	live: LiveEndpoint,
	roleIndex: number,
	loggedIn: boolean
): Case[] {
	const names = [
		...new Set( [
			...Object.keys( live.args ),
			...Object.keys( rule.args ),
		] ),
	];
	if ( names.length === 0 ) {
		names.push( 'x' );
	}
	const all = ( make: ( name: string ) => unknown ) =>
		Object.fromEntries( names.map( ( name ) => [ name, make( name ) ] ) );
	const types = ( name: string ) => [ live.args[ name ]?.type ?? [] ].flat();
	const big = names[ roleIndex % names.length ];
	const badUtf8 = '%FF%FE%C0%AF%ED%A0%80';
	const cases: Case[] = [
		{
			name: 'well-formed',
			wellFormed: true,
			nonce: 'own',
			args: rule.args,
		},
		{ name: 'no arguments', wellFormed: false, nonce: 'own', args: {} },
		{
			name: 'arrays',
			wellFormed: false,
			nonce: 'own',
			args: all( ( name ) => [ rule.args[ name ] ?? 'x', '<b>' ] ),
		},
		{
			name: 'objects',
			wellFormed: false,
			nonce: 'own',
			args: all( () => ( { a: { b: '<script>' } } ) ),
		},
		{
			name: 'wrong scalar types',
			wellFormed: false,
			nonce: 'own',
			args: all( ( name ) =>
				types( name ).some( ( type ) =>
					[ 'integer', 'number', 'boolean' ].includes( type )
				)
					? 'not-a-number'
					: true
			),
		},
		{
			name: 'negative numbers',
			wellFormed: false,
			nonce: 'own',
			args: all( () => -1 ),
		},
		{
			name: 'huge numbers',
			wellFormed: false,
			nonce: 'own',
			args: all( ( name ) =>
				types( name ).includes( 'string' ) ? '9'.repeat( 400 ) : 1e308
			),
		},
		{
			name: `1 MB string in ${ big }`,
			wellFormed: false,
			nonce: 'own',
			args: { ...rule.args, [ big ]: ONE_MB },
			overrideGet: true,
		},
		live.method === 'GET'
			? {
					name: 'invalid UTF-8 (query)',
					wellFormed: false,
					nonce: 'own',
					raw: {
						query: names
							.map(
								( name ) =>
									`${ encodeURIComponent( name ) }=${ badUtf8 }`
							)
							.join( '&' ),
					},
				}
			: {
					name: 'invalid UTF-8 (JSON body)',
					wellFormed: false,
					nonce: 'own',
					raw: {
						body: Buffer.concat( [
							Buffer.from( `{"${ names[ 0 ] }":"` ),
							Buffer.from( [ 0xff, 0xfe, 0xc0, 0xaf ] ),
							Buffer.from( '"}' ),
						] ),
					},
				},
	];
	if ( rule.core ) {
		cases.splice( 1 );
	}
	if ( live.method !== 'GET' && ! rule.core ) {
		cases.push( {
			name: 'invalid UTF-8 (form)',
			wellFormed: false,
			nonce: 'own',
			form: names
				.map(
					( name ) => `${ encodeURIComponent( name ) }=${ badUtf8 }`
				)
				.join( '&' ),
		} );
	}
	// A visitor has no nonce of its own: a forged one stands for the foreign nonce.
	cases.push( {
		name: loggedIn ? 'foreign nonce' : 'forged nonce',
		wellFormed: true,
		nonce: 'foreign',
		args: rule.args,
	} );
	if ( loggedIn ) {
		cases.push( {
			name: 'missing nonce',
			wellFormed: true,
			nonce: 'none',
			args: rule.args,
		} );
	}
	return cases;
}

/**
 * Sends one case.
 *
 * @param session The role's context and nonce.
 * @param foreign Another user's nonce (for the 'foreign' case).
 * @param path    The route's address.
 * @param method  The method.
 * @param c       The case.
 */
async function send(
	session: Session,
	foreign: string,
	path: string,
	method: HttpMethod,
	c: Case
) {
	const headers: Record< string, string > = {};
	const nonce = { own: session.nonce, none: '', foreign }[ c.nonce ];
	if ( nonce ) {
		headers[ 'X-WP-Nonce' ] = nonce;
	}
	let url = `/index.php?rest_route=${ encodeURIComponent( path ) }`;
	let httpMethod: string = method;
	let data: string | Buffer | undefined;
	if ( c.raw?.query !== undefined ) {
		url += `&${ c.raw.query }`;
	} else if ( c.raw?.body ) {
		headers[ 'Content-Type' ] = 'application/json';
		data = c.raw.body;
	} else if ( c.form !== undefined ) {
		headers[ 'Content-Type' ] = 'application/x-www-form-urlencoded';
		data = c.form;
	} else if ( method === 'GET' && ! c.overrideGet ) {
		const query = queryOf( c.args ?? {} );
		url += query ? `&${ query }` : '';
	} else {
		if ( method === 'GET' ) {
			httpMethod = 'POST';
			headers[ 'X-HTTP-Method-Override' ] = 'GET';
		}
		headers[ 'Content-Type' ] = 'application/json';
		data = JSON.stringify( c.args ?? {} );
	}
	const res = await session.context.fetch( url, {
		method: httpMethod,
		headers,
		data,
		failOnStatusCode: false,
		maxRedirects: 0,
		timeout: 60_000,
	} );
	return {
		status: res.status(),
		body: await res.text(),
		contentType: res.headers()[ 'content-type' ] ?? '',
	};
}

/**
 * What is wrong with one answer, if anything.
 *
 * @param rule The table's entry.
 * @param c    The case.
 * @param r    The answer.
 */
function problems( rule: RouteRule, c: Case, r: Result ): string[] {
	const out: string[] = [];
	const ok = r.status >= 200 && r.status < 300;
	const allowed =
		rule.min === 'public'
			? ! rule.guard
			: rank( r.role ) >= rank( rule.min ) && c.nonce === 'own';
	if ( r.status >= 500 ) {
		out.push( `${ r.status } (server error)` );
	}
	if ( ok && ! allowed ) {
		out.push( `unauthorized ${ r.status }` );
	}
	if ( c.wellFormed && c.nonce === 'own' && rule.min !== 'public' ) {
		const permitted = rank( r.role ) >= rank( rule.min );
		const setUpMissing =
			!! rule.needs &&
			r.status === 403 &&
			/"code":"authorization_required"/.test( r.body );
		if (
			permitted &&
			[ 401, 403 ].includes( r.status ) &&
			! setUpMissing
		) {
			out.push(
				`refused with ${ r.status }, but the table lets ${ rule.min } and above in`
			);
		}
		if ( ! permitted && ! [ 401, 403 ].includes( r.status ) ) {
			out.push(
				`answered ${ r.status } below ${ rule.min } (not 401/403)`
			);
		}
	}
	let json: unknown;
	try {
		json = JSON.parse( r.body );
	} catch {
		json = undefined;
	}
	if (
		! r.contentType.includes( 'application/json' ) ||
		json === undefined
	) {
		out.push( `not JSON (${ r.contentType })` );
	} else if (
		r.status >= 400 &&
		typeof ( json as { code?: unknown } ).code !== 'string'
	) {
		out.push( 'error without a code' );
	}
	return out;
}

let admin: RestClient;
const sessions: Session[] = [];

test.beforeAll( async () => {
	admin = await restAs( 'admin' );
	const roles = MATRIX_ROLES.filter(
		( role ): role is WpRole => role !== 'anonymous'
	);
	await ensureUsers( admin, roles );
	for ( const role of MATRIX_ROLES ) {
		if ( role === 'anonymous' ) {
			sessions.push( {
				role,
				context: await cookielessContext(),
				nonce: '',
			} );
		} else {
			sessions.push( { role, ...( await logInAs( role ) ) } );
		}
	}
} );

test.afterAll( async () => {
	await Promise.all( sessions.map( ( s ) => s.context.dispose() ) );
	await admin?.dispose();
} );

/**
 * The live endpoints of Blockpack's namespaces.
 */
async function liveEndpoints(): Promise< LiveEndpoint[] > {
	const res = await admin.get( '/' );
	expect( res.status() ).toBe( 200 );
	const index = ( await res.json() ) as {
		routes: Record<
			string,
			{
				namespace: string;
				endpoints: Array< {
					methods: HttpMethod[];
					args: LiveEndpoint[ 'args' ] | [];
				} >;
			}
		>;
	};
	return Object.entries( index.routes )
		.filter( ( [ , route ] ) =>
			MATRIX_NAMESPACES.includes( route.namespace )
		)
		.flatMap( ( [ route, { endpoints } ] ) =>
			endpoints.flatMap( ( endpoint ) =>
				endpoint.methods.map( ( method ) => ( {
					route,
					method,
					args: Array.isArray( endpoint.args ) ? {} : endpoint.args,
				} ) )
			)
		);
}

test( 'every route in our namespaces is in the table, and every table entry is live', async () => {
	const live = await liveEndpoints();
	const liveKeys = live.map( ( e ) => `${ e.method } ${ e.route }` );
	const tableKeys = Object.entries( REST_MATRIX ).flatMap(
		( [ route, methods ] ) =>
			Object.keys( methods ).map( ( method ) => `${ method } ${ route }` )
	);
	expect(
		liveKeys.filter( ( key ) => ! tableKeys.includes( key ) ),
		'Live routes missing from tests/rest-matrix.ts: add them with the lowest role allowed'
	).toEqual( [] );
	expect(
		tableKeys.filter( ( key ) => ! liveKeys.includes( key ) ),
		'Entries of tests/rest-matrix.ts that are not live routes'
	).toEqual( [] );
} );

test( 'no role gets more than the table allows; no 5xx, no non-JSON answer, no PHP warning', async () => {
	test.setTimeout( 240_000 );
	const newPhpErrors = await watchPhpErrors();

	const live = await liveEndpoints();
	const jobs: Array< () => Promise< Result & { problems: string[] } > > = [];
	for ( const endpoint of live ) {
		const rule = REST_MATRIX[ endpoint.route ]?.[ endpoint.method ];
		if ( ! rule ) {
			continue; // Reported by the test above.
		}
		sessions.forEach( ( session, roleIndex ) => {
			// Someone else's nonce: the next role's (the admin's for the last one); a forged
			// one for visitors.
			const foreign =
				session.role === 'anonymous'
					? '0123456789'
					: sessions[
							roleIndex === sessions.length - 1
								? 1
								: roleIndex + 1
						].nonce;
			for ( const c of casesFor(
				rule,
				endpoint,
				roleIndex,
				session.role !== 'anonymous'
			) ) {
				jobs.push( async () => {
					const answer = await send(
						session,
						foreign,
						rule.path ?? endpoint.route,
						endpoint.method,
						c
					);
					const result: Result = {
						role: session.role,
						route: endpoint.route,
						method: endpoint.method,
						caseName: c.name,
						...answer,
					};
					return { ...result, problems: problems( rule, c, result ) };
				} );
			}
		} );
	}

	const results: Array< Result & { problems: string[] } > = [];
	for ( let i = 0; i < jobs.length; i += BATCH ) {
		results.push(
			...( await Promise.all(
				jobs.slice( i, i + BATCH ).map( ( job ) => job() )
			) )
		);
	}

	const endpoints = new Set(
		results.map( ( r ) => `${ r.method } ${ r.route }` )
	);
	const routes = new Set( results.map( ( r ) => r.route ) );
	const failures = results
		.filter( ( r ) => r.problems.length > 0 )
		.map(
			( r ) =>
				`${ r.method } ${ r.route } as ${ r.role }, ${ r.caseName }: ${ r.problems.join(
					'; '
				) } — ${ r.status } ${ r.body.slice( 0, 160 ) }`
		);
	const summary = `REST matrix: ${ routes.size } routes (${ endpoints.size } route×method) × ${ MATRIX_ROLES.length } roles × ${ Math.round(
		results.length / endpoints.size / MATRIX_ROLES.length
	) } cases on average = ${ results.length } requests; ${ failures.length } failures; ${
		results.filter( ( r ) => r.status >= 200 && r.status < 300 ).length
	} answered 2xx`;
	// eslint-disable-next-line no-console
	console.log( summary );
	test.info().annotations.push( { type: 'matrix', description: summary } );

	const newErrors = newPhpErrors();
	expect( failures ).toEqual( [] );
	expect( newErrors ).toEqual( [] );
	expect( results.length ).toBeGreaterThan( 0 );
} );
