/**
 * Contact form submissions over HTTP, as visitors and the site owner see them: the rendered
 * form (labels, required marks, widths), a plain POST (valid: stored, mailed, redirected to the
 * thank-you; invalid: errors, values kept, nothing stored), the REST route used with
 * JavaScript, the spam checks, the wp-admin "Feedback" list and its CSV export.
 */
import {
	test,
	expect,
	type APIRequestContext,
	type APIResponse,
} from '@playwright/test';
import { cookielessContext, restAs, type RestClient } from './utils';

interface Mail {
	to: string[];
	subject: string;
	message: string;
	headers: string[];
}

const SUBMIT = '/blockpack/v1/contact-form/submit';

const FORM = `<!-- wp:jetpack/contact-form {"subject":"Hello from the test","to":"owner@example.org, second@example.org","customThankyouHeading":"Thanks for writing"} -->
<div class="wp-block-jetpack-contact-form">
<!-- wp:jetpack/field-name {"required":true,"width":50} /-->
<!-- wp:jetpack/field-email {"required":true,"width":50} /-->
<!-- wp:jetpack/field-url /-->
<!-- wp:jetpack/field-date {"label":"Visit date"} /-->
<!-- wp:jetpack/field-radio {"label":"Size","options":["Small","Large"]} /-->
<!-- wp:jetpack/field-checkbox-multiple {"label":"Extras","options":["Milk","Sugar"]} /-->
<!-- wp:jetpack/field-select {"label":"Colour","options":["Red","Blue"]} /-->
<!-- wp:jetpack/field-consent {"consentType":"explicit"} /-->
<!-- wp:jetpack/field-textarea {"label":"Message","required":true,"id":"my-message","width":75} /-->
<!-- wp:jetpack/button {"element":"button","text":"Contact Us"} /-->
</div>
<!-- /wp:jetpack/contact-form -->`;

const REDIRECT_FORM = `<!-- wp:jetpack/contact-form {"customThankyou":"redirect","customThankyouRedirect":"https://thanks.example.com/done"} -->
<div class="wp-block-jetpack-contact-form">
<!-- wp:jetpack/field-text {"label":"Question","required":true} /-->
<!-- wp:jetpack/button {"element":"button","text":"Send"} /-->
</div>
<!-- /wp:jetpack/contact-form -->`;

let admin: RestClient;
// A visitor without cookies (the config's admin storage state would otherwise apply).
let visitor: { context: APIRequestContext };
let postId: number;
let postLink: string;
let redirectPostId: number;

/**
 * The form's hidden inputs, as a visitor's browser would send them.
 *
 * @param html The page.
 */
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
 * A URL-encoded body (repeated keys for lists).
 *
 * @param fields Name/value pairs.
 */
function encode( fields: Array< [ string, string ] > ): string {
	return new URLSearchParams( fields ).toString();
}

const valid = ( marker: string ): Array< [ string, string ] > => [
	[ 'field_1', `Ada ${ marker }` ],
	[ 'field_2', 'ada@example.org' ],
	[ 'field_3', 'https://ada.example.org' ],
	[ 'field_4', '2024-02-29' ],
	[ 'field_5', 'Large' ],
	[ 'field_6[]', 'Milk' ],
	[ 'field_6[]', 'Sugar' ],
	[ 'field_7', 'Blue' ],
	[ 'field_8', 'Yes' ],
	[ 'field_9', `Hello, <b>world</b> & a < b ${ marker }` ],
];

async function openForm(): Promise< {
	html: string;
	hidden: Record< string, string >;
} > {
	const res = await visitor.context.get( postLink );
	expect( res.status() ).toBe( 200 );
	const html = await res.text();
	return { html, hidden: hiddenInputs( html ) };
}

async function postPlain(
	fields: Array< [ string, string ] >
): Promise< APIResponse > {
	return visitor.context.post( postLink, {
		data: encode( fields ),
		headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
		maxRedirects: 0,
		failOnStatusCode: false,
	} );
}

async function postRest(
	fields: Array< [ string, string ] >
): Promise< APIResponse > {
	return visitor.context.post(
		`/index.php?rest_route=${ encodeURIComponent( SUBMIT ) }`,
		{
			data: encode( fields ),
			headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
			failOnStatusCode: false,
		}
	);
}

async function mails(): Promise< Mail[] > {
	const res = await admin.get( '/blockpack-test/v1/mails' );
	expect( res.status() ).toBe( 200 );
	return ( await res.json() ) as Mail[];
}

async function feedbackList( status = '' ): Promise< string > {
	const res = await admin.context.get(
		`/wp-admin/edit.php?post_type=feedback${
			status ? `&post_status=${ status }` : ''
		}`
	);
	expect( res.status() ).toBe( 200 );
	return res.text();
}

test.beforeAll( async () => {
	admin = await restAs( 'admin' );
	visitor = {
		context: await cookielessContext(),
	};
	await admin.post( '/blockpack-test/v1/contact-form', {
		mailFails: false,
		minSeconds: 0,
	} );
	for ( const [ title, content ] of [
		[ 'Contact us', FORM ],
		[ 'Ask us', REDIRECT_FORM ],
	] ) {
		const res = await admin.post( '/wp/v2/posts', {
			title,
			content,
			status: 'publish',
		} );
		expect( res.status() ).toBe( 201 );
		const post = ( await res.json() ) as { id: number; link: string };
		if ( title === 'Contact us' ) {
			postId = post.id;
			postLink =
				new URL( post.link ).pathname + new URL( post.link ).search;
		} else {
			redirectPostId = post.id;
		}
	}
} );

test.afterAll( async () => {
	await admin.post( '/blockpack-test/v1/contact-form', {
		mailFails: false,
		minSeconds: 0,
	} );
	await admin.dispose();
	await visitor.context.dispose();
} );

test( 'the form renders with labels, required marks, widths and the hidden checks', async () => {
	const { html, hidden } = await openForm();
	expect( html ).toMatch(
		new RegExp(
			`<form id="contact-form-[0-9a-f]{12}" class="contact-form" method="post" action="[^"]*#contact-form-[0-9a-f]{12}"`
		)
	);
	expect( html ).toMatch(
		/<label for="(contact-form-[0-9a-f]{12}-field-1)" class="grunion-field-label">Name <span class="grunion-label-required" aria-hidden="true">\(required\)<\/span><\/label><input type="text" id="\1" name="field_1" value="" autocomplete="name" required \/>/
	);
	expect( html ).toMatch(
		/class="[^"]*grunion-field-email-wrap grunion-field-width-50[^"]*"/
	);
	expect( html ).toMatch(
		/<label for="my-message" class="grunion-field-label">Message <span[^>]*>\(required\)<\/span><\/label><textarea id="my-message" name="field_9" rows="8" required>/
	);
	expect( html ).toMatch(
		/grunion-field-textarea-wrap grunion-field-width-75/
	);
	expect( html ).toMatch(
		/<legend class="grunion-field-label">Size<\/legend>/
	);
	expect( html ).toMatch( /<input type="date" id="[^"]+" name="field_4"/ );
	expect( html ).toMatch(
		/<label for="[^"]+" class="grunion-field-label consent consent-explicit">Can we send you an email from time to time\?<\/label>/
	);
	expect( html ).toMatch(
		/<button[^>]*type="submit"[^>]*>Contact Us<\/button>/
	);
	// The honeypot is hidden from people and from assistive technology.
	expect( html ).toMatch(
		/<div class="contact-form__hp" aria-hidden="true"[^>]*>.*name="contact-form-hp" value="" tabindex="-1"/
	);
	expect( Object.keys( hidden ).sort() ).toEqual( [
		'contact-form-id',
		'contact-form-key',
		'contact-form-nonce',
		'contact-form-post',
		'contact-form-time',
	] );
	// The form's id is a keyed hash of 128 bits; the browser fills in the view's key.
	expect( hidden[ 'contact-form-id' ] ).toMatch( /^[0-9a-f]{32}$/ );
	expect( hidden[ 'contact-form-key' ] ).toBe( '' );
	expect( hidden[ 'contact-form-post' ] ).toBe( String( postId ) );
} );

test( 'a valid plain POST is stored, mailed with Reply-To, and redirected to the thank-you', async () => {
	await admin.delete( '/blockpack-test/v1/mails' );
	const { hidden } = await openForm();
	const res = await postPlain( [
		...Object.entries( hidden ),
		...valid( 'plain-ok' ),
	] );
	expect( res.status() ).toBe( 303 );
	const location = res.headers().location;
	expect( location ).toContain( 'contact-form-sent=' );
	const thanks = await visitor.context.get( location );
	const page = await thanks.text();
	expect( page ).toContain(
		'<h3 class="contact-form-submission__heading">Thanks for writing</h3>'
	);
	expect( page ).toContain( '<li><strong>Name:</strong> Ada plain-ok</li>' );
	expect( page ).toContain( '<li><strong>Extras:</strong> Milk, Sugar</li>' );
	// What the visitor typed is escaped where printed.
	expect( page ).toContain(
		'Hello, &lt;b&gt;world&lt;/b&gt; &amp; a &lt; b plain-ok'
	);
	expect( page ).not.toContain( '<form id="contact-form-' );

	const sent = await mails();
	expect( sent ).toHaveLength( 1 );
	expect( sent[ 0 ].to ).toEqual( [
		'owner@example.org',
		'second@example.org',
	] );
	expect( sent[ 0 ].subject ).toBe( 'Hello from the test' );
	expect( sent[ 0 ].headers ).toContain(
		'Reply-To: "Ada plain-ok" <ada@example.org>'
	);
	expect( sent[ 0 ].message ).toContain( 'Name: Ada plain-ok\n' );
	expect( sent[ 0 ].message ).toContain( 'Size: Large\n' );
	expect( sent[ 0 ].message ).toContain( 'Consent: Yes\n' );

	const list = await feedbackList();
	expect( list ).toContain( 'Ada plain-ok' );
	expect( list ).toContain( 'Contact us</a>' );
	for ( const column of [ 'From', 'Response', 'Source', 'Date' ] ) {
		expect( list ).toMatch(
			new RegExp(
				`<th scope="col" id=['"]feedback_[a-z]+['"][^>]*>(<a[^>]*><span>)?${ column }<`
			)
		);
	}
} );

test( 'an invalid plain POST shows the errors, keeps the values and stores nothing', async () => {
	const { hidden } = await openForm();
	const before = ( await mails() ).length;
	const res = await postPlain( [
		...Object.entries( hidden ),
		[ 'field_1', '' ],
		[ 'field_2', 'not-an-address' ],
		[ 'field_3', 'javascript:alert(1)' ],
		[ 'field_4', '2024-02-30' ],
		[ 'field_5', 'Huge' ],
		[ 'field_9', 'Kept "message" invalid-plain' ],
	] );
	expect( res.status() ).toBe( 200 );
	const html = await res.text();
	expect( html ).toContain(
		'Your message was not sent. Please correct the errors below.'
	);
	expect( html ).toMatch(
		/<input type="text" id="([^"]+)" name="field_1" value="" autocomplete="name" required aria-invalid="true" aria-describedby="\1-error" \/><p id="\1-error" class="contact-form__field-error">Name is required\.<\/p>/
	);
	expect( html ).toContain( 'Email requires a valid email address.' );
	expect( html ).toContain( 'value="not-an-address"' );
	expect( html ).toContain(
		'Website requires a valid web address, such as https://example.com.'
	);
	expect( html ).toContain(
		'Visit date requires a date in the format YYYY-MM-DD.'
	);
	expect( html ).toContain( 'Size requires one of the listed options.' );
	expect( html ).toContain(
		'>Kept &quot;message&quot; invalid-plain</textarea>'
	);
	expect( ( await mails() ).length ).toBe( before );
	expect( await feedbackList() ).not.toContain( 'invalid-plain' );
} );

test( 'the REST route answers 400 with a message per field', async () => {
	const { hidden } = await openForm();
	const res = await postRest( [
		...Object.entries( hidden ),
		[ 'field_2', 'ada@example.org' ],
	] );
	expect( res.status() ).toBe( 400 );
	const body = ( await res.json() ) as {
		code: string;
		data: { fields: Record< string, string > };
	};
	expect( body.code ).toBe( 'blockpack_contact_form_invalid' );
	expect( body.data.fields ).toEqual( {
		field_1: 'Name is required.',
		field_9: 'Message is required.',
	} );
} );

test( 'the REST route stores a valid response sent as multipart form data and returns the thank-you', async () => {
	const { hidden } = await openForm();
	const multipart: Record< string, string > = { ...hidden };
	for ( const [ name, value ] of valid( 'rest-ok' ) ) {
		if ( ! name.endsWith( '[]' ) ) {
			multipart[ name ] = value;
		}
	}
	const res = await visitor.context.post(
		`/index.php?rest_route=${ encodeURIComponent( SUBMIT ) }`,
		{ multipart, failOnStatusCode: false }
	);
	expect( res.status() ).toBe( 200 );
	const body = ( await res.json() ) as {
		status: string;
		html: string;
		redirect: string;
	};
	expect( body.status ).toBe( 'sent' );
	expect( body.redirect ).toBe( '' );
	expect( body.html ).toContain( 'Thanks for writing</h3>' );
	expect( body.html ).toContain(
		'<li><strong>Name:</strong> Ada rest-ok</li>'
	);
	expect( await feedbackList() ).toContain( 'Ada rest-ok' );
} );

test( 'a wrong nonce is refused and nothing is stored', async () => {
	const { hidden } = await openForm();
	const forged = { ...hidden, 'contact-form-nonce': 'abcdef1234' };
	const res = await postRest( [
		...Object.entries( forged ),
		...valid( 'bad-nonce' ),
	] );
	expect( res.status() ).toBe( 403 );
	expect( ( ( await res.json() ) as { code: string } ).code ).toBe(
		'blockpack_contact_form_expired'
	);
	const plain = await postPlain( [
		...Object.entries( forged ),
		...valid( 'bad-nonce' ),
	] );
	expect( plain.status() ).toBe( 200 );
	const html = await plain.text();
	expect( html ).toContain(
		'Your message was not sent because the form expired. Please submit it again.'
	);
	expect( html ).toContain( 'value="Ada bad-nonce"' );
	expect( await feedbackList() ).not.toContain( 'bad-nonce' );
} );

test( 'a filled honeypot is not stored as a response and not mailed', async () => {
	const { hidden } = await openForm();
	const before = ( await mails() ).length;
	const res = await postRest( [
		...Object.entries( hidden ),
		[ 'contact-form-hp', 'https://spam.example' ],
		...valid( 'honeypot' ),
	] );
	expect( res.status() ).toBe( 200 );
	expect( ( await mails() ).length ).toBe( before );
	expect( await feedbackList() ).not.toContain( 'honeypot' );
	expect( await feedbackList( 'spam' ) ).not.toContain( 'honeypot' );
} );

test( 'a submission faster than the minimum time is kept as spam and not mailed', async () => {
	await admin.post( '/blockpack-test/v1/contact-form', { minSeconds: 60 } );
	try {
		const { hidden } = await openForm();
		const before = ( await mails() ).length;
		const res = await postRest( [
			...Object.entries( hidden ),
			...valid( 'too-fast' ),
		] );
		expect( res.status() ).toBe( 200 );
		expect( ( await mails() ).length ).toBe( before );
		expect( await feedbackList() ).not.toContain( 'too-fast' );
		expect( await feedbackList( 'spam' ) ).toContain( 'too-fast' );
	} finally {
		await admin.post( '/blockpack-test/v1/contact-form', {
			minSeconds: 0,
		} );
	}
} );

test( 'a failing mail server never loses a response', async () => {
	await admin.post( '/blockpack-test/v1/contact-form', { mailFails: true } );
	try {
		const { hidden } = await openForm();
		const res = await postPlain( [
			...Object.entries( hidden ),
			...valid( 'mail-down' ),
		] );
		expect( res.status() ).toBe( 303 );
		const list = await feedbackList();
		expect( list ).toContain( 'Ada mail-down' );
		expect( list ).toContain( 'The mail was not sent.' );
	} finally {
		await admin.post( '/blockpack-test/v1/contact-form', {
			mailFails: false,
		} );
	}
} );

test( 'a redirect thank-you sends the visitor to the address the author set', async () => {
	const link = `/?p=${ redirectPostId }`;
	const html = await ( await visitor.context.get( link ) ).text();
	const hidden = hiddenInputs( html );
	const res = await visitor.context.post( link, {
		data: encode( [ ...Object.entries( hidden ), [ 'field_1', 'Why?' ] ] ),
		headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
		maxRedirects: 0,
		failOnStatusCode: false,
	} );
	expect( res.status() ).toBe( 303 );
	expect( res.headers().location ).toBe( 'https://thanks.example.com/done' );
	const rest = await postRest( [
		...Object.entries( hidden ),
		[ 'field_1', 'Why not?' ],
	] );
	expect( ( ( await rest.json() ) as { redirect: string } ).redirect ).toBe(
		'https://thanks.example.com/done'
	);
} );

test( 'responses are listed for the admin, not for a subscriber', async () => {
	expect( await feedbackList() ).toContain( 'Ada plain-ok' );
	const subscriber = await restAs( 'subscriber' );
	try {
		const res = await subscriber.context.get(
			'/wp-admin/edit.php?post_type=feedback',
			{ failOnStatusCode: false }
		);
		expect( res.status() ).toBe( 403 );
		expect( await res.text() ).not.toContain( 'Ada plain-ok' );
	} finally {
		await subscriber.dispose();
	}
} );

test( 'Export CSV downloads one row per response for the admin and is refused to a subscriber', async () => {
	const list = await feedbackList();
	const match = list.match(
		/<a class="button" href="([^"]+)">Export CSV<\/a>/
	);
	expect( match ).not.toBeNull();
	const href = ( match as RegExpMatchArray )[ 1 ].replace(
		/&#0?38;|&amp;/g,
		'&'
	);
	const res = await admin.context.get( href );
	expect( res.status() ).toBe( 200 );
	expect( res.headers()[ 'content-type' ] ).toContain( 'text/csv' );
	const csv = ( await res.text() ).replace( /^\uFEFF/, '' );
	const lines = csv.trim().split( '\r\n' );
	// One column per field label, across every form's responses.
	expect( lines[ 0 ] ).toMatch( /^"Date","Source",/ );
	expect( lines[ 0 ] ).toContain(
		'"Name","Email","Website","Visit date","Size","Extras","Colour","Consent","Message"'
	);
	expect( lines[ 0 ] ).toContain( '"Question"' );
	expect( csv ).toContain( '"Ada plain-ok","ada@example.org"' );
	expect( csv ).not.toContain( 'too-fast' );

	const subscriber = await restAs( 'subscriber' );
	try {
		const refused = await subscriber.context.get( href, {
			failOnStatusCode: false,
		} );
		expect( refused.status() ).toBe( 403 );
		expect( await refused.text() ).not.toContain( 'Ada plain-ok' );
	} finally {
		await subscriber.dispose();
	}
} );
