/**
 * Contact form under load, with faults: 300 submissions from 30 concurrent visitors through the
 * form's REST route while every third mail fails. Every submission is answered without a server
 * error and accepted, every response is stored exactly once (read back through the plugin's own
 * CSV export), none is lost or kept as spam, and the failing mails really failed (the test mail
 * capture counts them atomically). The sending and reading are the bench's own
 * (tools/bench/contact-form-load.mjs), so the bench measures what this test proves.
 */
import { test, expect } from '@playwright/test';
import { randomBytes } from 'node:crypto';

const CLIENTS = 30;
const SUBMISSIONS = 300;
const FAIL_EVERY = 3;

const baseURL = () =>
	( process.env.WP_BASE_URL || 'http://127.0.0.1:9400' ).replace( /\/$/, '' );

interface Mail {
	message: string;
}

test( '300 submissions from 30 concurrent clients while every third mail fails: each stored exactly once, no 5xx, none lost', async () => {
	// Typically 10–20 s on the test server; the bound leaves room for a loaded machine.
	test.setTimeout( 240_000 );
	// Imported when run: Playwright's loader would compile a static import of the ES module.
	const {
		logIn,
		rest,
		publishFormPost,
		fireSubmissions,
		storedMarkers,
		markerOf,
		raiseRateLimit,
	} = await import( '../../tools/bench/contact-form-load.mjs' );
	const admin = await logIn( baseURL() );
	const configure = async ( data: Record< string, unknown > ) => {
		const res = await rest(
			admin,
			'POST',
			'/blockpack-test/v1/contact-form',
			data
		);
		expect( res.status ).toBe( 200 );
	};
	await configure( {
		mailFails: false,
		mailFailsEvery: FAIL_EVERY,
		minSeconds: 0,
	} );
	// All clients share one address: lift the rate limit per address and form (10 a minute by
	// default) through its filter, as the bench does.
	await raiseRateLimit( admin, true );
	try {
		const { link } = await publishFormPost( admin, 'Contact form load' );
		const runId = randomBytes( 4 ).toString( 'hex' );

		const { results, seconds } = await fireSubmissions( baseURL(), link, {
			clients: CLIENTS,
			submissions: SUBMISSIONS,
			runId,
			settleSeconds: 0,
		} );
		expect( seconds ).toBeLessThan( 150 );

		// Every answer, by status and code, so that a failure says what came back.
		const answers: Record< string, number > = {};
		for ( const r of results ) {
			const key = `${ r.status } ${ r.code }`;
			answers[ key ] = ( answers[ key ] || 0 ) + 1;
		}
		expect(
			results.filter( ( r ) => r.status >= 500 || r.status === 0 ),
			JSON.stringify( answers )
		).toEqual( [] );
		expect( answers ).toEqual( { '200 sent': SUBMISSIONS } );

		// Stored exactly once each, none kept as spam.
		const stored = await storedMarkers( admin, runId, 'publish' );
		const twice = [ ...stored ].filter( ( [ , n ] ) => n !== 1 );
		expect( twice, 'responses stored more than once' ).toEqual( [] );
		const missing = results
			.filter( ( r ) => ! stored.has( r.index ) )
			.map( ( r ) => r.marker );
		expect( missing, 'responses lost' ).toEqual( [] );
		expect( stored.size ).toBe( SUBMISSIONS );
		expect( ( await storedMarkers( admin, runId, 'spam' ) ).size ).toBe(
			0
		);

		// One mail per response; every third failed, the others were captured as sent.
		const counts = await (
			await rest( admin, 'GET', '/blockpack-test/v1/mail-counts' )
		).json();
		expect( counts ).toEqual( {
			attempted: SUBMISSIONS,
			failed: SUBMISSIONS / FAIL_EVERY,
		} );
		const mails = ( await (
			await rest( admin, 'GET', '/blockpack-test/v1/mails' )
		).json() ) as Mail[];
		const mailed = new Map< string, number >();
		for ( const mail of mails ) {
			const marker = mail.message.match(
				new RegExp( `load-${ runId }-\\d+` )
			)?.[ 0 ];
			if ( marker ) {
				mailed.set( marker, ( mailed.get( marker ) || 0 ) + 1 );
			}
		}
		expect( mailed.size ).toBe( SUBMISSIONS );
		for ( let i = 0; i < SUBMISSIONS; i++ ) {
			expect(
				mailed.get( markerOf( runId, i ) ),
				markerOf( runId, i )
			).toBe( 1 );
		}
	} finally {
		await raiseRateLimit( admin, false );
		await configure( { mailFailsEvery: 0 } );
		await rest( admin, 'DELETE', '/blockpack-test/v1/mails' );
	}
} );
