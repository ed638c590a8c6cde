/**
 * What the contact form specs share, on one web server (tests/integration) and on two
 * (tests/scale-out): a form's markup and the tokens a page gives it, a visitor's submission
 * through the REST route, the guards' test settings, the captured mails, the stored responses
 * (read through the plugin's own CSV export) and the load of many concurrent submissions.
 */
import {
	expect,
	type APIRequestContext,
	type APIResponse,
} from '@playwright/test';
import type { RestClient } from './utils';
import { formMarkup } from '../../tools/bench/load-form.cjs';

export interface Mail {
	to: string[];
	subject: string;
	message: string;
}

export const SUBMIT_ROUTE = '/blockpack/v1/contact-form/submit';

export const RATE_MESSAGE =
	'You have sent too many messages. Please wait a minute and try again.';

const baseURL = () =>
	( process.env.WP_BASE_URL || 'http://127.0.0.1:9400' ).replace( /\/$/, '' );

/** A form of name, email and message, mailed to an address (the load bench's form). */
export { formMarkup };

function hiddenInputs( html: string ): Record< string, string > {
	const out: Record< string, string > = {};
	for ( const m of html.matchAll(
		/<input type="hidden" name="([^"]+)" value="([^"]*)" \/>/g
	) ) {
		out[ m[ 1 ] ] = m[ 2 ];
	}
	return out;
}

/**
 * The hidden inputs of each form of a page, in order.
 *
 * @param html The page.
 */
export function formsOf( html: string ): Array< Record< string, string > > {
	return [ ...html.matchAll( /<form id="contact-form-[\s\S]*?<\/form>/g ) ]
		.map( ( m ) => hiddenInputs( m[ 0 ] ) )
		.filter( ( hidden ) => hidden[ 'contact-form-id' ] );
}

/**
 * What a visitor types into formMarkup()'s fields, the marker in the name (and the message).
 *
 * @param marker  Unique to the submission.
 * @param message The message.
 */
export const valuesFor = (
	marker: string,
	message = `Hello ${ marker }`
) => ( {
	field_1: `Ada ${ marker }`,
	field_2: 'ada@example.org',
	field_3: message,
} );

/**
 * A submission through the form's REST route, as the view script sends it.
 *
 * @param context The visitor (its base URL is the web server that answers).
 * @param fields  The form's hidden inputs and the values.
 */
export function submitRest(
	context: APIRequestContext,
	fields: Record< string, string >
): Promise< APIResponse > {
	return context.post(
		`/index.php?rest_route=${ encodeURIComponent( SUBMIT_ROUTE ) }`,
		{
			form: fields,
			headers: { Accept: 'application/json' },
			failOnStatusCode: false,
		}
	);
}

/**
 * Sets the guards' test settings (tests/mu-plugins/blockpack-test-contact-form-guard.php).
 *
 * @param admin An administrator.
 * @param data  `rateMinute`, `rateHour` (-1: the plugin's defaults), `clockOffset`,
 *              `failAfterStore`.
 */
export async function setGuard(
	admin: RestClient,
	data: Record< string, unknown >
) {
	const res = await admin.post(
		'/blockpack-test/v1/contact-form-guard',
		data
	);
	expect( res.status() ).toBe( 200 );
}

/**
 * The mails captured by the test mail capture (tests/mu-plugins/blockpack-test-mail.php).
 *
 * @param admin An administrator.
 */
export async function capturedMails( admin: RestClient ): Promise< Mail[] > {
	const res = await admin.get( '/blockpack-test/v1/mails' );
	expect( res.status() ).toBe( 200 );
	return ( await res.json() ) as Mail[];
}

/**
 * The captured mails whose message carries the marker.
 *
 * @param admin  An administrator.
 * @param marker The marker.
 */
export const mailsWith = async ( admin: RestClient, marker: string ) =>
	( await capturedMails( admin ) ).filter( ( mail ) =>
		mail.message.includes( marker )
	);

/**
 * Stored responses (published or spam) whose cells carry the marker, from the CSV export.
 *
 * @param marker The marker.
 * @param server The web server to read them from.
 */
export async function storedWith(
	marker: string,
	server = baseURL()
): Promise< string[][] > {
	const { logIn, exportCsv } =
		await import( '../../tools/bench/contact-form-load.mjs' );
	const session = await logIn( server );
	const rows: string[][] = [];
	for ( const status of [ 'publish', 'spam' ] ) {
		for ( const row of ( await exportCsv(
			session,
			status
		) ) as string[][] ) {
			if ( row.some( ( cell ) => cell.includes( marker ) ) ) {
				rows.push( row );
			}
		}
	}
	return rows;
}

/**
 * Waits, if needed, until early in a clock minute: the rate limit counts per clock minute, and
 * a test that sends its submissions across the turn of a minute would see two windows.
 */
export async function startEarlyInMinute() {
	const seconds = new Date().getSeconds();
	if ( seconds > 40 ) {
		await new Promise( ( resolve ) =>
			setTimeout( resolve, ( 61 - seconds ) * 1000 )
		);
	}
}

/**
 * The contact form under load, with faults: `submissions` from `clients` concurrent visitors
 * through the form's REST route, submission n sent to web server n modulo their number, while
 * every `failEvery`-th mail fails. Expects every submission answered without a server error and
 * accepted, every response stored exactly once (read back through the plugin's own CSV
 * export), none lost or kept as spam, and one mail per response of which every `failEvery`-th
 * really failed. The sending and reading are the bench's own
 * (tools/bench/contact-form-load.mjs), so the bench measures what the tests prove.
 *
 * @param servers             The web servers (one site).
 * @param options
 * @param options.clients     Concurrent clients.
 * @param options.submissions Submissions in all.
 * @param options.failEvery   Every how many mails one fails.
 * @return The answers, by submission (each with the web server that answered), and the time
 *         from the first send to the last answer.
 */
export async function expectLoadHandled(
	servers: string[],
	{
		clients,
		submissions,
		failEvery,
	}: { clients: number; submissions: number; failEvery: number }
): Promise< {
	results: Array< { index: number; node: number; status: number } >;
	seconds: number;
} > {
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
	const { randomBytes } = await import( 'node:crypto' );
	const admin = await logIn( servers[ 0 ] );
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
		mailFailsEvery: failEvery,
		minSeconds: 0,
	} );
	// All clients share one address: lift the rate limit per address and form (10 a minute by
	// default) through its filter, as the bench does.
	await raiseRateLimit( admin, true );
	try {
		const { link } = await publishFormPost( admin, 'Contact form load' );
		const runId = randomBytes( 4 ).toString( 'hex' );

		const { results, seconds } = await fireSubmissions( servers, link, {
			clients,
			submissions,
			runId,
			settleSeconds: 0,
		} );

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
		expect( answers ).toEqual( { '200 sent': submissions } );

		// Stored exactly once each, none kept as spam.
		const stored = await storedMarkers( admin, runId, 'publish' );
		const twice = [ ...stored ].filter( ( [ , n ] ) => n !== 1 );
		expect( twice, 'responses stored more than once' ).toEqual( [] );
		const missing = results
			.filter( ( r ) => ! stored.has( r.index ) )
			.map( ( r ) => r.marker );
		expect( missing, 'responses lost' ).toEqual( [] );
		expect( stored.size ).toBe( submissions );
		expect( ( await storedMarkers( admin, runId, 'spam' ) ).size ).toBe(
			0
		);

		// One mail per response; every failEvery-th failed, the others were captured as sent.
		const counts = await (
			await rest( admin, 'GET', '/blockpack-test/v1/mail-counts' )
		).json();
		expect( counts ).toEqual( {
			attempted: submissions,
			failed: Math.floor( submissions / failEvery ),
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
		expect( mailed.size ).toBe( submissions );
		for ( let i = 0; i < submissions; i++ ) {
			expect(
				mailed.get( markerOf( runId, i ) ),
				markerOf( runId, i )
			).toBe( 1 );
		}
		return { results, seconds };
	} finally {
		await raiseRateLimit( admin, false );
		await configure( { mailFailsEvery: 0 } );
		await rest( admin, 'DELETE', '/blockpack-test/v1/mails' );
	}
}
