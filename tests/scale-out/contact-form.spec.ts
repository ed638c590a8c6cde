/**
 * The contact form on two web servers of one site (one MariaDB, one Redis object cache), as a
 * load balancer spreads one visitor's requests over them:
 * - the rate limit (10 a minute from one address to one form) counts on both together, one
 *   submission after another and all at once;
 * - one submission sent to both at the same time (one idempotency key) is stored once and
 *   mailed once, and both answer alike;
 * - 300 submissions from 30 concurrent clients, half to each, are each stored exactly once.
 * The one-server specs (tests/integration/contact-form-guards.spec.ts and
 * contact-form-load.spec.ts) prove the same on one; the helpers are theirs.
 */
import { test, expect, type APIRequestContext } from '@playwright/test';
import { randomBytes } from 'node:crypto';
import {
	cookielessContext,
	publishPost,
	restAs,
	type RestClient,
} from '../integration/utils';
import {
	RATE_MESSAGE,
	expectLoadHandled,
	formMarkup,
	formsOf,
	mailsWith,
	setGuard,
	startEarlyInMinute,
	storedWith,
	submitRest,
	valuesFor,
} from '../integration/contact-form-helpers';
import { NODES, expectTwoNodesWithRedis } from './utils';

let admin: RestClient;
/** A logged-out visitor on each node, node 1 first: one address, as behind a load balancer. */
let visitors: APIRequestContext[];
const createdPosts: number[] = [];

const newMarker = () => `scale-${ randomBytes( 4 ).toString( 'hex' ) }`;

/** The guards as the plugin sets them (the tests' settings off). */
const DEFAULT_GUARDS = {
	rateMinute: -1,
	rateHour: -1,
	clockOffset: 0,
	failAfterStore: false,
};

/**
 * Publishes a post with a form (through node 1) and reads the form's tokens from its page as
 * node 2 renders it.
 *
 * @param title The post's title.
 * @return The form's hidden inputs.
 */
async function formOnNodes( title: string ) {
	const { id, path } = await publishPost(
		admin,
		'posts',
		title,
		formMarkup( 'owner@example.org', 'Two servers' )
	);
	createdPosts.push( id );
	const res = await visitors[ 1 ].get( path );
	expect( res.status() ).toBe( 200 );
	const [ hidden ] = formsOf( await res.text() );
	expect( hidden[ 'contact-form-post' ] ).toBe( String( id ) );
	return hidden;
}

/**
 * Which submissions of a run were stored (published or spam), by their number, and how often.
 *
 * @param marker The run's marker (each submission's is `<marker>-<n>`).
 */
async function storedNumbers( marker: string ): Promise< number[] > {
	const pattern = new RegExp( `Ada ${ marker }-(\\d+)$` );
	return ( await storedWith( `${ marker }-`, NODES[ 0 ] ) )
		.map( ( row ) =>
			row.map( ( cell ) => cell.match( pattern ) ).find( Boolean )
		)
		.map( ( found ) => ( found ? Number( found[ 1 ] ) : -1 ) )
		.sort( ( a, b ) => a - b );
}

test.describe.configure( { mode: 'serial' } );

test.beforeAll( async () => {
	visitors = await Promise.all(
		NODES.map( ( node ) => cookielessContext( node ) )
	);
	await expectTwoNodesWithRedis( visitors[ 0 ] );
	admin = await restAs( 'admin', NODES[ 0 ] );
	const res = await admin.post( '/blockpack-test/v1/contact-form', {
		mailFails: false,
		minSeconds: 0,
	} );
	expect( res.status() ).toBe( 200 );
	await setGuard( admin, DEFAULT_GUARDS );
} );

test.afterAll( async () => {
	await setGuard( admin, DEFAULT_GUARDS );
	for ( const id of createdPosts ) {
		await admin.delete( `/wp/v2/posts/${ id }`, { force: 'true' } );
	}
	await admin.dispose();
	await Promise.all( visitors.map( ( visitor ) => visitor.dispose() ) );
} );

test( 'the rate limit counts on both servers together: 10 of 15 stored, one after another and all at once, sent alternately to each', async () => {
	test.setTimeout( 120_000 );
	const oneByOne = newMarker();
	const atOnce = newMarker();
	const first = await formOnNodes( 'Two-server rate page' );
	const second = await formOnNodes( 'Two-server concurrent rate page' );
	// The limit counts per clock minute: both rounds within one.
	await startEarlyInMinute();

	// One after another, node 1, node 2, node 1…: the 11th to the 15th are refused, on each.
	const answers: Array< { node: number; status: number; code: string } > = [];
	for ( let i = 0; i < 15; i++ ) {
		const res = await submitRest( visitors[ i % 2 ], {
			...first,
			...valuesFor( `${ oneByOne }-${ i }` ),
		} );
		const body = ( await res.json() ) as {
			status?: string;
			code?: string;
			message?: string;
		};
		answers.push( {
			node: ( i % 2 ) + 1,
			status: res.status(),
			code: body.status || body.code || '',
		} );
		if ( res.status() === 429 ) {
			expect( body.message ).toBe( RATE_MESSAGE );
		}
	}
	expect( answers ).toEqual(
		Array.from( { length: 15 }, ( _, i ) => ( {
			node: ( i % 2 ) + 1,
			status: i < 10 ? 200 : 429,
			code: i < 10 ? 'sent' : 'blockpack_contact_form_rate_limited',
		} ) )
	);
	expect( await storedNumbers( oneByOne ) ).toEqual(
		Array.from( { length: 10 }, ( _, i ) => i )
	);
	expect( await mailsWith( admin, `${ oneByOne }-` ) ).toHaveLength( 10 );

	// All 15 at once, alternately to each node: exactly 10 pass, whichever they are.
	const statuses = await Promise.all(
		Array.from( { length: 15 }, ( _, i ) =>
			submitRest( visitors[ i % 2 ], {
				...second,
				...valuesFor( `${ atOnce }-${ i }` ),
			} ).then( ( res ) => res.status() )
		)
	);
	expect( statuses.filter( ( s ) => s === 200 ) ).toHaveLength( 10 );
	expect( statuses.filter( ( s ) => s === 429 ) ).toHaveLength( 5 );
	const passed = statuses
		.map( ( s, i ) => ( s === 200 ? i : -1 ) )
		.filter( ( i ) => i >= 0 );
	expect( await storedNumbers( atOnce ) ).toEqual( passed );
	expect( await mailsWith( admin, `${ atOnce }-` ) ).toHaveLength( 10 );
} );

test( 'one submission sent to both servers at the same time (one key): stored once, mailed once, both answers alike', async () => {
	const marker = newMarker();
	const hidden = await formOnNodes( 'Two-server once page' );
	const ROUNDS = 10;
	// Not the rate limit's test: both requests of every round count against it.
	await setGuard( admin, { rateMinute: 0, rateHour: 0 } );
	try {
		// Ten rounds: the two requests do not always overlap.
		for ( let round = 0; round < ROUNDS; round++ ) {
			const fields = {
				...hidden,
				'contact-form-key': randomBytes( 16 ).toString( 'hex' ),
				...valuesFor( `${ marker }-${ round }` ),
			};
			const twins = await Promise.all(
				visitors.map( ( visitor ) => submitRest( visitor, fields ) )
			);
			expect(
				twins.map( ( res ) => res.status() ),
				`round ${ round }`
			).toEqual( [ 200, 200 ] );
			const [ one, two ] = ( await Promise.all(
				twins.map( ( res ) => res.json() )
			) ) as Array< { status: string; html: string } >;
			expect( one.status ).toBe( 'sent' );
			expect( one.html ).toContain(
				`<li><strong>Name:</strong> Ada ${ marker }-${ round }</li>`
			);
			expect( two ).toEqual( one );
		}
	} finally {
		await setGuard( admin, { rateMinute: -1, rateHour: -1 } );
	}
	const rounds = Array.from( { length: ROUNDS }, ( _, i ) => i );
	expect( await storedNumbers( marker ) ).toEqual( rounds );
	const mailed = ( await mailsWith( admin, `${ marker }-` ) )
		.map(
			( mail ) =>
				mail.message.match(
					new RegExp( `Ada ${ marker }-(\\d+)` )
				)?.[ 1 ]
		)
		.map( Number )
		.sort( ( a, b ) => a - b );
	expect( mailed ).toEqual( rounds );
} );

test( '300 submissions from 30 concurrent clients, half to each server, while every third mail fails: each stored exactly once, no 5xx, none lost', async () => {
	// Typically 20–40 s on the two-server bed; the bound leaves room for a loaded machine.
	test.setTimeout( 180_000 );
	const { results, seconds } = await expectLoadHandled( NODES, {
		clients: 30,
		submissions: 300,
		failEvery: 3,
	} );
	expect(
		NODES.map(
			( _, node ) => results.filter( ( r ) => r.node === node ).length
		)
	).toEqual( [ 150, 150 ] );
	expect( seconds ).toBeLessThan( 90 );
} );
