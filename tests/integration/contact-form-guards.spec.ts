/**
 * What a visitor can make the contact form do, and no more: submit the form a page shows.
 * - No open relay: a form is found only in content visitors may view, by a keyed id the site
 *   made when it rendered the form for that page; a stored response carrying form markup, a
 *   synced pattern submitted by its own id, a form id of another page: not accepted, no mail.
 *   A form in a synced pattern or a widget submits against the page that shows it.
 * - Rate limit: 10 a minute from one address to one form, then 429 with the values kept.
 * - Page caches: a page's tokens still submit 48 hours later, with and without JavaScript.
 * - Once only: a retry with the same key after the server failed right after storing gives one
 *   response and one mail; so do two requests with one key at once.
 * - The thank-you page is never stored by a cache.
 */
import {
	test,
	expect,
	type APIRequestContext,
	type APIResponse,
} from '@playwright/test';
import { randomBytes } from 'node:crypto';
import {
	BASE_URL,
	cookielessContext,
	publishPost,
	restAs,
	type RestClient,
} from './utils';
import {
	RATE_MESSAGE,
	formMarkup,
	formsOf,
	valuesFor,
	submitRest,
	setGuard,
	mailsWith as mailsWithFor,
	storedWith,
	startEarlyInMinute,
} from './contact-form-helpers';

const SIDEBAR = 'blockpack-test-sidebar';

let admin: RestClient;
let visitor: APIRequestContext;
const createdPosts: Array< [ string, number ] > = [];
const createdWidgets: string[] = [];

const guard = ( data: Record< string, unknown > ) => setGuard( admin, data );

async function publish(
	type: 'posts' | 'pages' | 'blocks',
	title: string,
	content: string
): Promise< { id: number; path: string } > {
	const post = await publishPost( admin, type, title, content );
	createdPosts.push( [ type, post.id ] );
	return post;
}

async function page( path: string ): Promise< string > {
	const res = await visitor.get( path );
	expect( res.status() ).toBe( 200 );
	return res.text();
}

const postRest = ( fields: Record< string, string >, context = visitor ) =>
	submitRest( context, fields );

function postPlain(
	path: string,
	fields: Record< string, string >
): Promise< APIResponse > {
	return visitor.post( path, {
		form: fields,
		maxRedirects: 0,
		failOnStatusCode: false,
	} );
}

const mailsWith = ( marker: string ) => mailsWithFor( admin, marker );

const newMarker = () => `guard-${ randomBytes( 4 ).toString( 'hex' ) }`;

test.describe.configure( { mode: 'serial' } );

test.beforeAll( async () => {
	admin = await restAs( 'admin' );
	visitor = await cookielessContext();
	await admin.post( '/blockpack-test/v1/contact-form', {
		mailFails: false,
		minSeconds: 0,
	} );
	await guard( {
		rateMinute: -1,
		rateHour: -1,
		clockOffset: 0,
		failAfterStore: false,
	} );
} );

test.afterAll( async () => {
	await guard( {
		rateMinute: -1,
		rateHour: -1,
		clockOffset: 0,
		failAfterStore: false,
	} );
	for ( const id of createdWidgets ) {
		await admin.delete( `/wp/v2/widgets/${ id }`, { force: 'true' } );
	}
	for ( const [ type, id ] of createdPosts ) {
		await admin.delete( `/wp/v2/${ type }/${ id }`, { force: 'true' } );
	}
	await admin.dispose();
	await visitor.dispose();
} );

test( 'a stored response carrying a form, and a synced pattern by its own id, are not forms to submit: not accepted, no mail', async () => {
	const marker = newMarker();
	const form = formMarkup( 'owner@example.org' );
	const { id: pageId, path } = await publish( 'posts', 'Relay page', form );
	const pattern = await publish(
		'blocks',
		'Relay pattern',
		formMarkup( 'owner@example.org' )
	);
	const hidden = formsOf( await page( path ) )[ 0 ];
	expect( hidden[ 'contact-form-post' ] ).toBe( String( pageId ) );

	// The attacker stores a response whose message is the page's whole form markup.
	const stored = await postPlain( path, {
		...hidden,
		...valuesFor( `${ marker }-carrier`, form ),
	} );
	expect( stored.status() ).toBe( 303 );
	const feedbackId = Number(
		new URL( stored.headers().location ).searchParams.get(
			'contact-form-sent'
		)
	);
	expect( feedbackId ).toBeGreaterThan( 0 );

	// Then submits "to" that response, and to the synced pattern, with the page's tokens.
	for ( const target of [ feedbackId, pattern.id ] ) {
		const fields = {
			...hidden,
			'contact-form-post': String( target ),
			...valuesFor( `${ marker }-relay-${ target }` ),
		};
		const res = await postRest( fields );
		expect( res.status() ).toBe( 404 );
		expect( ( ( await res.json() ) as { code: string } ).code ).toBe(
			'blockpack_contact_form_not_found'
		);
		const plain = await postPlain( path, fields );
		expect( plain.status() ).toBe( 200 );
		expect( await plain.text() ).toContain(
			'This form is no longer available. Please reload the page and try again.'
		);
	}
	expect( await mailsWith( `${ marker }-relay` ) ).toEqual( [] );
	expect( await storedWith( `${ marker }-relay` ) ).toEqual( [] );
	// The carrier itself was one mail, to the page's own recipient.
	expect(
		( await mailsWith( `${ marker }-carrier` ) ).map( ( m ) => m.to )
	).toEqual( [ [ 'owner@example.org' ] ] );
} );

test( 'a form id is a keyed hash of the page and the form: another page’s id, or one not made by the site, is refused', async () => {
	const marker = newMarker();
	const form = formMarkup( 'owner@example.org' );
	const first = await publish( 'posts', 'Guard first page', form );
	const second = await publish( 'posts', 'Guard second page', form );
	const one = formsOf( await page( first.path ) )[ 0 ];
	const two = formsOf( await page( second.path ) )[ 0 ];
	// The same markup on two pages: two ids (each bound to its page), 128 bits each.
	expect( one[ 'contact-form-id' ] ).toMatch( /^[0-9a-f]{32}$/ );
	expect( one[ 'contact-form-id' ] ).not.toBe( two[ 'contact-form-id' ] );
	// One page's tokens against the other page: refused.
	const crossed = await postRest( {
		...one,
		'contact-form-post': String( second.id ),
		...valuesFor( marker ),
	} );
	expect( crossed.status() ).toBe( 404 );
	// Tokens of one form, id of the other: the nonce is bound to the form and the page.
	const mixed = await postRest( {
		...one,
		'contact-form-post': two[ 'contact-form-post' ],
		'contact-form-id': two[ 'contact-form-id' ],
		...valuesFor( marker ),
	} );
	expect( mixed.status() ).toBe( 403 );
	expect( await mailsWith( marker ) ).toEqual( [] );
} );

test( 'a form in a synced pattern and a form in a widget submit against the page that shows them', async () => {
	const marker = newMarker();
	const pattern = await publish(
		'blocks',
		'Guard shared form',
		formMarkup( 'pattern-owner@example.org' )
	);
	const shown = await publish(
		'pages',
		'Guard pattern page',
		`<!-- wp:paragraph --><p>Write to us.</p><!-- /wp:paragraph -->\n<!-- wp:block {"ref":${ pattern.id }} /-->`
	);
	const widget = await admin.post( '/wp/v2/widgets', {
		id_base: 'block',
		sidebar: SIDEBAR,
		instance: {
			raw: { content: formMarkup( 'widget-owner@example.org' ) },
		},
	} );
	expect( widget.status() ).toBe( 201 );
	const widgetId = ( ( await widget.json() ) as { id: string } ).id;
	createdWidgets.push( widgetId );
	expect(
		(
			await admin.post( `/wp/v2/widgets/${ widgetId }`, {
				sidebar: SIDEBAR,
			} )
		).status()
	).toBe( 200 );

	const html = await page(
		`${ shown.path }${ shown.path.includes( '?' ) ? '&' : '?' }blockpack-test-sidebar=1`
	);
	const forms = formsOf( html );
	expect( forms ).toHaveLength( 2 );
	const [ inPattern, inWidget ] = forms;
	expect( inPattern[ 'contact-form-post' ] ).toBe( String( shown.id ) );
	expect( inPattern[ 'contact-form-container' ] ).toBe(
		`wp_block:${ pattern.id }`
	);
	expect( inWidget[ 'contact-form-post' ] ).toBe( String( shown.id ) );
	expect( inWidget[ 'contact-form-container' ] ).toBe(
		`widget:${ widgetId }`
	);

	const viaPattern = await postRest( {
		...inPattern,
		...valuesFor( `${ marker }-pattern` ),
	} );
	expect( viaPattern.status() ).toBe( 200 );
	const viaWidget = await postPlain( shown.path, {
		...inWidget,
		...valuesFor( `${ marker }-widget` ),
	} );
	expect( viaWidget.status() ).toBe( 303 );

	const permalink = new URL( shown.path, BASE_URL ).href;
	const patternMails = await mailsWith( `${ marker }-pattern` );
	expect( patternMails.map( ( m ) => m.to ) ).toEqual( [
		[ 'pattern-owner@example.org' ],
	] );
	expect( patternMails[ 0 ].message ).toContain(
		`Sent from: ${ permalink }`
	);
	const widgetMails = await mailsWith( `${ marker }-widget` );
	expect( widgetMails.map( ( m ) => m.to ) ).toEqual( [
		[ 'widget-owner@example.org' ],
	] );
	expect( widgetMails[ 0 ].message ).toContain( `Sent from: ${ permalink }` );

	// The container is signed into the form's id: another container is refused.
	const moved = await postRest( {
		...inWidget,
		'contact-form-container': `wp_block:${ pattern.id }`,
		...valuesFor( `${ marker }-moved` ),
	} );
	expect( moved.status() ).toBe( 404 );
	expect( await mailsWith( `${ marker }-moved` ) ).toEqual( [] );
} );

test( 'a form in a template part submits against the page that shows it', async () => {
	const marker = newMarker();
	const shown = await publish(
		'posts',
		'Guard template part page',
		'<!-- wp:paragraph --><p>No form here.</p><!-- /wp:paragraph -->'
	);
	// The theme's footer, customised with a form (deleted afterwards: the theme's file is back).
	const res = await admin.post( '/wp/v2/template-parts', {
		slug: 'footer',
		theme: 'twentytwentyfour',
		area: 'footer',
		title: 'Footer',
		content: formMarkup( 'footer-owner@example.org' ),
	} );
	expect( res.status() ).toBe( 201 );
	const partId = ( ( await res.json() ) as { id: string } ).id;
	try {
		const [ inFooter ] = formsOf( await page( shown.path ) );
		expect( inFooter[ 'contact-form-post' ] ).toBe( String( shown.id ) );
		expect( inFooter[ 'contact-form-container' ] ).toBe(
			'wp_template_part:twentytwentyfour//footer'
		);
		const sent = await postRest( {
			...inFooter,
			...valuesFor( marker ),
		} );
		expect( sent.status() ).toBe( 200 );
		const mailed = await mailsWith( marker );
		expect( mailed.map( ( m ) => m.to ) ).toEqual( [
			[ 'footer-owner@example.org' ],
		] );
		expect( mailed[ 0 ].message ).toContain(
			`Sent from: ${ new URL( shown.path, BASE_URL ).href }`
		);
	} finally {
		await admin.delete( `/wp/v2/template-parts/${ partId }`, {
			force: 'true',
		} );
	}
} );

test( 'more than 10 submissions a minute from one address to one form: 429 with the message, values kept', async () => {
	test.setTimeout( 120_000 );
	const marker = newMarker();
	const { path } = await publish(
		'posts',
		'Guard rate page',
		formMarkup( 'owner@example.org' )
	);
	const hidden = formsOf( await page( path ) )[ 0 ];
	// The limit counts per clock minute: start early in one.
	await startEarlyInMinute();
	for ( let i = 0; i < 10; i++ ) {
		const res = await postRest( {
			...hidden,
			...valuesFor( `${ marker }-${ i }` ),
		} );
		expect( res.status(), `submission ${ i }` ).toBe( 200 );
	}
	const limited = await postRest( {
		...hidden,
		...valuesFor( `${ marker }-eleventh` ),
	} );
	expect( limited.status() ).toBe( 429 );
	expect( await limited.json() ).toMatchObject( {
		code: 'blockpack_contact_form_rate_limited',
		message: RATE_MESSAGE,
	} );

	// Without JavaScript: the page again, 429, the message and every typed value.
	const plain = await postPlain( path, {
		...hidden,
		...valuesFor( `${ marker }-twelfth`, 'Typed & <kept>' ),
	} );
	expect( plain.status() ).toBe( 429 );
	const html = await plain.text();
	expect( html ).toContain(
		`<div class="contact-form__errors" role="alert"><p>${ RATE_MESSAGE }</p></div>`
	);
	expect( html ).toContain( `value="Ada ${ marker }-twelfth"` );
	expect( html ).toContain( 'value="ada@example.org"' );
	expect( html ).toContain( '>Typed &amp; &lt;kept&gt;</textarea>' );
	expect( await storedWith( `${ marker }-eleventh` ) ).toEqual( [] );
	expect( await storedWith( `${ marker }-twelfth` ) ).toEqual( [] );
	expect( await mailsWith( marker ) ).toHaveLength( 10 );

	// The limit is filterable (the load test raises it).
	await guard( { rateMinute: 0, rateHour: 0 } );
	try {
		const raised = await postRest( {
			...hidden,
			...valuesFor( `${ marker }-raised` ),
		} );
		expect( raised.status() ).toBe( 200 );
	} finally {
		await guard( { rateMinute: -1, rateHour: -1 } );
	}
} );

test( 'the limit holds under concurrent submissions, and per hour too', async () => {
	test.setTimeout( 120_000 );
	const marker = newMarker();
	const { path } = await publish(
		'posts',
		'Guard concurrent rate page',
		formMarkup( 'owner@example.org' )
	);
	const hidden = formsOf( await page( path ) )[ 0 ];
	await startEarlyInMinute();
	// 15 at once from one address: the counters are single atomic statements, so exactly 10 pass.
	const clients = await Promise.all(
		Array.from( { length: 5 }, () => cookielessContext() )
	);
	try {
		const answers = await Promise.all(
			Array.from( { length: 15 }, ( _, i ) =>
				postRest(
					{ ...hidden, ...valuesFor( `${ marker }-${ i }` ) },
					clients[ i % clients.length ]
				).then( ( r ) => r.status() )
			)
		);
		expect( answers.filter( ( s ) => s === 200 ) ).toHaveLength( 10 );
		expect( answers.filter( ( s ) => s === 429 ) ).toHaveLength( 5 );
	} finally {
		await Promise.all( clients.map( ( c ) => c.dispose() ) );
	}
	expect( await mailsWith( `${ marker }-` ) ).toHaveLength( 10 );

	// The hour's limit (50 by default; 2 here through the filter, with no minute limit).
	const other = await publish(
		'posts',
		'Guard hourly rate page',
		formMarkup( 'owner@example.org' )
	);
	const hourly = formsOf( await page( other.path ) )[ 0 ];
	await guard( { rateMinute: 0, rateHour: 2 } );
	try {
		const statuses = [];
		for ( let i = 0; i < 3; i++ ) {
			statuses.push(
				(
					await postRest( {
						...hourly,
						...valuesFor( `${ marker }-hour-${ i }` ),
					} )
				).status()
			);
		}
		expect( statuses ).toEqual( [ 200, 200, 429 ] );
	} finally {
		await guard( { rateMinute: -1, rateHour: -1 } );
	}
} );

test( 'a page kept 48 hours by a cache still submits, with and without JavaScript; a forged nonce still does not', async () => {
	const marker = newMarker();
	const { path } = await publish(
		'posts',
		'Guard cached page',
		formMarkup( 'owner@example.org' )
	);
	const cached = formsOf( await page( path ) )[ 0 ];
	await guard( { clockOffset: 48 * 3600 } );
	try {
		// The page as rendered now has other tokens: the nonce of the old page has expired.
		const fresh = formsOf( await page( path ) )[ 0 ];
		expect( fresh[ 'contact-form-nonce' ] ).not.toBe(
			cached[ 'contact-form-nonce' ]
		);
		const viaRest = await postRest( {
			...cached,
			...valuesFor( `${ marker }-rest` ),
		} );
		expect( viaRest.status() ).toBe( 200 );
		expect(
			( ( await viaRest.json() ) as { status: string } ).status
		).toBe( 'sent' );
		const viaPost = await postPlain( path, {
			...cached,
			...valuesFor( `${ marker }-plain` ),
		} );
		expect( viaPost.status() ).toBe( 303 );
		expect( viaPost.headers().location ).toContain( 'contact-form-sent=' );

		const forged = await postRest( {
			...cached,
			'contact-form-nonce': 'abcdef1234',
			...valuesFor( `${ marker }-forged` ),
		} );
		expect( forged.status() ).toBe( 403 );
	} finally {
		await guard( { clockOffset: 0 } );
	}
	expect( await mailsWith( `${ marker }-rest` ) ).toHaveLength( 1 );
	expect( await mailsWith( `${ marker }-plain` ) ).toHaveLength( 1 );
	expect( await mailsWith( `${ marker }-forged` ) ).toEqual( [] );
	// Not kept as spam either: both are published responses.
	expect( await storedWith( `${ marker }-rest` ) ).toHaveLength( 1 );
} );

test( 'a retry with the same key after the server failed right after storing: one response, one mail, the first answer', async () => {
	const marker = newMarker();
	const { path } = await publish(
		'posts',
		'Guard once page',
		formMarkup( 'owner@example.org' )
	);
	const hidden = formsOf( await page( path ) )[ 0 ];
	const key = randomBytes( 16 ).toString( 'hex' );

	// With JavaScript: the browser's key.
	await guard( { failAfterStore: true } );
	const fields = {
		...hidden,
		'contact-form-key': key,
		...valuesFor( `${ marker }-js` ),
	};
	const failed = await postRest( fields );
	expect( failed.status() ).toBe( 500 );
	expect( await storedWith( `${ marker }-js` ) ).toHaveLength( 1 );
	expect( await mailsWith( `${ marker }-js` ) ).toEqual( [] );
	const retried = await postRest( fields );
	expect( retried.status() ).toBe( 200 );
	const answer = ( await retried.json() ) as { status: string; html: string };
	expect( answer.status ).toBe( 'sent' );
	expect( answer.html ).toContain(
		`<li><strong>Name:</strong> Ada ${ marker }-js</li>`
	);
	const again = await postRest( fields );
	expect( again.status() ).toBe( 200 );
	expect( await storedWith( `${ marker }-js` ) ).toHaveLength( 1 );
	expect( await mailsWith( `${ marker }-js` ) ).toHaveLength( 1 );

	// Without JavaScript (no key from a browser): the same message sent again counts once.
	await guard( { failAfterStore: true } );
	const plainFields = { ...hidden, ...valuesFor( `${ marker }-plain` ) };
	const plainFailed = await postPlain( path, plainFields );
	expect( plainFailed.status() ).toBe( 500 );
	const plainRetried = await postPlain( path, plainFields );
	expect( plainRetried.status() ).toBe( 303 );
	const sentId = new URL(
		plainRetried.headers().location,
		BASE_URL
	).searchParams.get( 'contact-form-sent' );
	expect( Number( sentId ) ).toBeGreaterThan( 0 );
	expect( await storedWith( `${ marker }-plain` ) ).toHaveLength( 1 );
	expect( await mailsWith( `${ marker }-plain` ) ).toHaveLength( 1 );

	// Two requests with one key at once: one response, one mail, both told it was sent.
	const twinFields = {
		...hidden,
		'contact-form-key': randomBytes( 16 ).toString( 'hex' ),
		...valuesFor( `${ marker }-twin` ),
	};
	const other = await cookielessContext();
	try {
		const twins = await Promise.all( [
			postRest( twinFields ),
			postRest( twinFields, other ),
		] );
		expect( twins.map( ( r ) => r.status() ) ).toEqual( [ 200, 200 ] );
	} finally {
		await other.dispose();
	}
	expect( await storedWith( `${ marker }-twin` ) ).toHaveLength( 1 );
	expect( await mailsWith( `${ marker }-twin` ) ).toHaveLength( 1 );
} );

test( 'the thank-you page after a submission without JavaScript is never stored by a cache', async () => {
	const marker = newMarker();
	const { path } = await publish(
		'posts',
		'Guard thanks page',
		formMarkup( 'owner@example.org' )
	);
	const hidden = formsOf( await page( path ) )[ 0 ];
	const res = await postPlain( path, { ...hidden, ...valuesFor( marker ) } );
	expect( res.status() ).toBe( 303 );
	const thanks = await visitor.get( res.headers().location );
	expect( thanks.status() ).toBe( 200 );
	expect( await thanks.text() ).toContain( `Ada ${ marker }` );
	expect( thanks.headers()[ 'cache-control' ] ).toMatch( /\bno-store\b/ );
} );
