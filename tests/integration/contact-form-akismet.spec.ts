/**
 * Contact form submissions with Akismet, end to end: the fake Akismet plugin in
 * tests/plugins/akismet (the real class's `get_api_key()` and `http_post()`, answering like the
 * service: anything whose author, author email or content contains "akismet-guaranteed-spam" is
 * spam) is activated through our plugin route, and an anonymous visitor submits a form through
 * the REST route and by a plain POST. Spam is kept with the `spam` status and not mailed; other
 * responses are published and mailed; the visitor sees the same thank-you either way.
 */
import { test, expect, type APIRequestContext } from '@playwright/test';
import { cookielessContext, restAs, type RestClient } from './utils';

interface Mail {
	to: string[];
	subject: string;
	message: string;
}

interface Visit {
	name: string;
	email: string;
	message: string;
}

const SUBMIT = '/blockpack/v1/contact-form/submit';
const AKISMET = '/jetpack/v4/plugins/akismet/akismet';
const KEY = '/akismet/v1/key';
const SPAM = 'akismet-guaranteed-spam';
const HAM = 'kind-words';

const FORM = `<!-- wp:jetpack/contact-form {"subject":"Akismet test","to":"owner@example.org","customThankyouHeading":"Thanks, we got it"} -->
<div class="wp-block-jetpack-contact-form">
<!-- wp:jetpack/field-name {"required":true} /-->
<!-- wp:jetpack/field-email {"required":true} /-->
<!-- wp:jetpack/field-url /-->
<!-- wp:jetpack/field-textarea {"label":"Message","required":true} /-->
<!-- wp:jetpack/button {"element":"button","text":"Send"} /-->
</div>
<!-- /wp:jetpack/contact-form -->`;

const THANK_YOU =
	/<div id="contact-form-[0-9a-f]{12}" class="contact-form-submission" tabindex="-1">[\s\S]*?<\/ul><\/div>/;

let admin: RestClient;
let visitor: APIRequestContext;
let postLink: string;
let counter = 0;

/**
 * A marker unique to one submission, to find it in the lists and the mails.
 *
 * @param label What the submission is.
 */
function unique( label: string ): string {
	counter += 1;
	return `${ label }-${ Date.now().toString( 36 ) }-${ counter }`;
}

/**
 * A visitor's values, with a marker and a word in the message.
 *
 * @param id   The submission's marker.
 * @param word What the message says (the spam value or an ordinary word).
 */
function visit( id: string, word: string ): Visit {
	return {
		name: `Visitor ${ id }`,
		email: 'visitor@example.org',
		message: `Hello, ${ word } from ${ id }`,
	};
}

/**
 * Activates or deactivates the fake Akismet through our plugin route, as the admin.
 *
 * @param active Whether it should be active.
 */
async function setAkismetActive( active: boolean ) {
	const res = await admin.post( AKISMET, {
		status: active ? 'active' : 'inactive',
	} );
	expect( res.status() ).toBe( 200 );
	expect( ( ( await res.json() ) as { status: string } ).status ).toBe(
		active ? 'active' : 'inactive'
	);
}

/**
 * Sets the fake Akismet's API key through its own route, or removes it.
 *
 * @param key A key, or null to remove it.
 */
async function setAkismetKey( key: string | null ) {
	const res =
		key === null
			? await admin.delete( KEY )
			: await admin.post( KEY, { key } );
	expect( res.status() ).toBe( 200 );
}

/**
 * The form's hidden inputs, as the visitor's browser would send them.
 */
async function openForm(): Promise< Array< [ string, string ] > > {
	const res = await visitor.get( postLink );
	expect( res.status() ).toBe( 200 );
	const html = await res.text();
	return [
		...html.matchAll(
			/<input type="hidden" name="([^"]+)" value="([^"]*)" \/>/g
		),
	].map( ( m ): [ string, string ] => [ m[ 1 ], m[ 2 ] ] );
}

/**
 * Submits the form as the visitor and returns the thank-you they see.
 *
 * @param via    'rest' (with JavaScript) or 'plain' (a POST to the page, then its redirect).
 * @param values What the visitor typed.
 */
async function submit(
	via: 'rest' | 'plain',
	values: Visit
): Promise< string > {
	const data = new URLSearchParams( [
		...( await openForm() ),
		[ 'field_1', values.name ],
		[ 'field_2', values.email ],
		[ 'field_3', '' ],
		[ 'field_4', values.message ],
	] ).toString();
	const headers = { 'Content-Type': 'application/x-www-form-urlencoded' };
	if ( via === 'rest' ) {
		const res = await visitor.post(
			`/index.php?rest_route=${ encodeURIComponent( SUBMIT ) }`,
			{ data, headers, failOnStatusCode: false }
		);
		expect( res.status() ).toBe( 200 );
		const body = ( await res.json() ) as {
			status: string;
			redirect: string;
			html: string;
		};
		expect( body.status ).toBe( 'sent' );
		expect( body.redirect ).toBe( '' );
		return body.html;
	}
	const res = await visitor.post( postLink, {
		data,
		headers,
		maxRedirects: 0,
		failOnStatusCode: false,
	} );
	expect( res.status() ).toBe( 303 );
	const location = res.headers().location;
	expect( location ).toMatch(
		/[?&]contact-form-sent=\d+&contact-form-hash=[0-9a-f]{12}&contact-form-sig=[0-9a-f]{20}#contact-form-[0-9a-f]{12}$/
	);
	const page = await ( await visitor.get( location ) ).text();
	expect( page ).not.toContain( '<form id="contact-form-' );
	const thanks = page.match( THANK_YOU );
	expect( thanks ).not.toBeNull();
	return ( thanks as RegExpMatchArray )[ 0 ];
}

/**
 * Where a response is kept: 'publish', 'spam', or 'none' (searched by its marker in the
 * wp-admin Feedback list and its Spam view).
 *
 * @param id The submission's marker.
 */
async function keptAs( id: string ): Promise< 'publish' | 'spam' | 'none' > {
	const list = async ( status: string ) => {
		const res = await admin.context.get(
			`/wp-admin/edit.php?post_type=feedback&post_status=${ status }`
		);
		expect( res.status() ).toBe( 200 );
		return res.text();
	};
	const published = ( await list( 'publish' ) ).includes( id );
	const spam = ( await list( 'spam' ) ).includes( id );
	expect( published && spam ).toBe( false );
	if ( published ) {
		return 'publish';
	}
	return spam ? 'spam' : 'none';
}

/**
 * Whether a mail about a submission was sent.
 *
 * @param id The submission's marker.
 */
async function mailed( id: string ): Promise< boolean > {
	const res = await admin.get( '/blockpack-test/v1/mails' );
	expect( res.status() ).toBe( 200 );
	return ( ( await res.json() ) as Mail[] ).some(
		( mail ) =>
			mail.subject === 'Akismet test' && mail.message.includes( id )
	);
}

/**
 * A thank-you with a submission's own marker and word replaced, to compare two of them.
 *
 * @param html The thank-you.
 * @param id   The submission's marker.
 * @param word The word in its message.
 */
function neutral( html: string, id: string, word: string ): string {
	return html.split( id ).join( 'ID' ).split( word ).join( 'WORD' );
}

test.beforeAll( async () => {
	admin = await restAs( 'admin' );
	visitor = await cookielessContext();
	const settings = await admin.post( '/blockpack-test/v1/contact-form', {
		mailFails: false,
		minSeconds: 0,
	} );
	expect( settings.status() ).toBe( 200 );
	await setAkismetActive( false );
	const res = await admin.post( '/wp/v2/posts', {
		title: 'Write to us (Akismet)',
		content: FORM,
		status: 'publish',
	} );
	expect( res.status() ).toBe( 201 );
	const link = new URL( ( ( await res.json() ) as { link: string } ).link );
	postLink = link.pathname + link.search;
} );

// Leave Akismet as every other spec expects it: inactive, without a key.
test.afterAll( async () => {
	try {
		await setAkismetActive( true );
		await setAkismetKey( null );
	} finally {
		await setAkismetActive( false );
		await admin.dispose();
		await visitor.dispose();
	}
} );

test( 'without Akismet active, its spam value is an ordinary response', async () => {
	const id = unique( 'no-akismet' );
	const thanks = await submit( 'rest', visit( id, SPAM ) );
	expect( thanks ).toContain( 'Thanks, we got it</h3>' );
	expect( await keptAs( id ) ).toBe( 'publish' );
	expect( await mailed( id ) ).toBe( true );
} );

test( 'with Akismet active but no API key, Akismet is not asked', async () => {
	await setAkismetActive( true );
	await setAkismetKey( null );
	const id = unique( 'no-key' );
	await submit( 'rest', visit( id, SPAM ) );
	expect( await keptAs( id ) ).toBe( 'publish' );
	expect( await mailed( id ) ).toBe( true );
} );

test.describe( 'with Akismet active and configured', () => {
	test.beforeAll( async () => {
		await setAkismetActive( true );
		await setAkismetKey( '0123456789ab' );
	} );

	for ( const via of [ 'rest', 'plain' ] as const ) {
		test( `${ via }: spam is kept as spam and not mailed, other responses are published and mailed, and both see the same thank-you`, async () => {
			const spamId = unique( `${ via }-spam` );
			const hamId = unique( `${ via }-ham` );
			const spamThanks = await submit( via, visit( spamId, SPAM ) );
			const hamThanks = await submit( via, visit( hamId, HAM ) );

			expect( await keptAs( spamId ) ).toBe( 'spam' );
			expect( await mailed( spamId ) ).toBe( false );
			expect( await keptAs( hamId ) ).toBe( 'publish' );
			expect( await mailed( hamId ) ).toBe( true );

			// Don't tell spammers: the same heading and summary of what they typed.
			expect( hamThanks ).toContain(
				'<h3 class="contact-form-submission__heading">Thanks, we got it</h3>'
			);
			expect( hamThanks ).toContain(
				`<li><strong>Message:</strong> Hello, ${ HAM } from ${ hamId }</li>`
			);
			expect( neutral( spamThanks, spamId, SPAM ) ).toBe(
				neutral( hamThanks, hamId, HAM )
			);
		} );
	}

	test( 'Akismet reads the name field as the author and the email field as the author address', async () => {
		const byName = unique( 'spam-name' );
		await submit( 'rest', {
			name: `${ SPAM } ${ byName }`,
			email: 'visitor@example.org',
			message: `Hello, ${ HAM }`,
		} );
		const byEmail = unique( 'spam-email' );
		await submit( 'rest', {
			name: `Visitor ${ byEmail }`,
			email: `${ SPAM }@example.com`,
			message: `Hello, ${ HAM }`,
		} );
		for ( const id of [ byName, byEmail ] ) {
			expect( await keptAs( id ) ).toBe( 'spam' );
			expect( await mailed( id ) ).toBe( false );
		}
	} );
} );
