/**
 * The hand-off of a contact to the CRM through real submissions: with the fake CRM plugin
 * (tests/plugins/zero-bs-crm) active and its forms extension enabled, an anonymous visitor
 * submits a form (REST and plain POST) and the CRM records the contact: the address, the name,
 * the other fields as notes, and the response it came from. Nothing is recorded for a form with
 * `"jetpackCRM":false`, with the extension off, or for spam (too fast, Akismet, honeypot).
 */
import { test, expect, type APIRequestContext } from '@playwright/test';
import {
	cookielessContext,
	publishPost,
	restAs,
	type RestClient,
} from './utils';

interface CrmContact {
	source: string;
	external_id: string;
	fields: Record< string, unknown >;
}

interface CrmLog {
	object_id: number;
	object_type: string;
	fields: { type: string; shortdesc: string; longdesc: string };
}

interface CrmState {
	version: string | null;
	extension: boolean;
	fail_extension: boolean;
	contacts: CrmContact[];
	logs: CrmLog[];
}

const SUBMIT = '/blockpack/v1/contact-form/submit';
const CRM = '/jetpack/v4/plugins/zero-bs-crm/ZeroBSCRM';
const AKISMET = '/jetpack/v4/plugins/akismet/akismet';
const STATE = '/blockpack-test/v1/crm-state';
const SETTINGS = '/blockpack-test/v1/contact-form';

const fields = `<!-- wp:jetpack/field-name {"required":true} /-->
<!-- wp:jetpack/field-email {"required":true} /-->
<!-- wp:jetpack/field-url /-->
<!-- wp:jetpack/field-checkbox-multiple {"label":"Topics","options":["Maths","Engines"]} /-->
<!-- wp:jetpack/field-textarea {"label":"Message"} /-->
<!-- wp:jetpack/button {"element":"button","text":"Send"} /-->`;

const form = ( attributes: string ) =>
	`<!-- wp:jetpack/contact-form ${ attributes } -->
<div class="wp-block-jetpack-contact-form">
${ fields }
</div>
<!-- /wp:jetpack/contact-form -->`;

let admin: RestClient;
let visitor: APIRequestContext;
/** The form with `jetpackCRM` left at its default (true). */
let crmPost: { id: number; path: string };
/** The form with `"jetpackCRM":false`. */
let noCrmPost: { id: number; path: string };
let counter = 0;

/**
 * An address unique to one submission.
 *
 * @param label What the submission is.
 */
function address( label: string ): string {
	counter += 1;
	return `${ label }-${ Date.now().toString( 36 ) }-${ counter }@example.org`;
}

/**
 * Sets the fake CRM's state.
 *
 * @param state The state to set.
 */
async function setCrm( state: Record< string, unknown > ): Promise< CrmState > {
	const res = await admin.post( STATE, state );
	expect( res.status() ).toBe( 200 );
	return ( await res.json() ) as CrmState;
}

/**
 * The contacts the fake CRM recorded.
 */
async function contacts(): Promise< CrmContact[] > {
	const res = await admin.get( STATE );
	expect( res.status() ).toBe( 200 );
	return ( ( await res.json() ) as CrmState ).contacts;
}

/**
 * Activates or deactivates a plugin through our plugin route, as the admin.
 *
 * @param route  The plugin's route.
 * @param active Whether it should be active.
 */
async function setActive( route: string, active: boolean ) {
	const res = await admin.post( route, {
		status: active ? 'active' : 'inactive',
	} );
	expect( res.status() ).toBe( 200 );
}

/**
 * Submits a form as the visitor; resolves once the response is accepted.
 *
 * @param post      The page with the form.
 * @param post.path
 * @param via       'rest' (with JavaScript) or 'plain' (a POST to the page).
 * @param values    The fields, by name, after the form's hidden inputs.
 */
async function submit(
	post: { path: string },
	via: 'rest' | 'plain',
	values: Array< [ string, string ] >
) {
	const page = await visitor.get( post.path );
	expect( page.status() ).toBe( 200 );
	const hidden = [
		...( await page.text() ).matchAll(
			/<input type="hidden" name="([^"]+)" value="([^"]*)" \/>/g
		),
	].map( ( m ): [ string, string ] => [ m[ 1 ], m[ 2 ] ] );
	const data = new URLSearchParams( [ ...hidden, ...values ] ).toString();
	const headers = { 'Content-Type': 'application/x-www-form-urlencoded' };
	if ( via === 'rest' ) {
		const res = await visitor.post(
			`/index.php?rest_route=${ encodeURIComponent( SUBMIT ) }`,
			{ data, headers, failOnStatusCode: false }
		);
		expect( res.status() ).toBe( 200 );
		expect( ( ( await res.json() ) as { status: string } ).status ).toBe(
			'sent'
		);
		return;
	}
	const res = await visitor.post( post.path, {
		data,
		headers,
		maxRedirects: 0,
		failOnStatusCode: false,
	} );
	expect( res.status() ).toBe( 303 );
	expect( res.headers().location ).toContain( 'contact-form-sent=' );
}

/**
 * A visitor's values.
 *
 * @param name  The name field.
 * @param email The email field.
 * @param note  Text for the message field.
 */
function visit(
	name: string,
	email: string,
	note: string
): Array< [ string, string ] > {
	return [
		[ 'field_1', name ],
		[ 'field_2', email ],
		[ 'field_3', 'https://grace.example.org' ],
		[ 'field_4[]', 'Maths' ],
		[ 'field_4[]', 'Engines' ],
		[ 'field_5', note ],
	];
}

/**
 * Whether the admin's Feedback list (or its Spam view) shows a response.
 *
 * @param text   Text of the response.
 * @param status 'publish' or 'spam'.
 */
async function listed( text: string, status: 'publish' | 'spam' ) {
	const res = await admin.context.get(
		`/wp-admin/edit.php?post_type=feedback&post_status=${ status }`
	);
	expect( res.status() ).toBe( 200 );
	return ( await res.text() ).includes( text );
}

test.beforeAll( async () => {
	admin = await restAs( 'admin' );
	visitor = await cookielessContext();
	expect(
		(
			await admin.post( SETTINGS, { mailFails: false, minSeconds: 0 } )
		).status()
	).toBe( 200 );
	crmPost = await publishPost(
		admin,
		'posts',
		'Join our list',
		form( '{"subject":"CRM hand-off"}' )
	);
	noCrmPost = await publishPost(
		admin,
		'posts',
		'Just a question',
		form( '{"subject":"No CRM","jetpackCRM":false}' )
	);
	await setActive( CRM, true );
	const state = await setCrm( { extension: true, clear_contacts: true } );
	expect( state.extension ).toBe( true );
	expect( state.contacts ).toEqual( [] );
} );

// Leave the fake CRM as every other spec expects it: inactive, header version, extension
// off, no contacts; and the submission settings at their test defaults.
test.afterAll( async () => {
	try {
		await setActive( CRM, false );
		await setCrm( {
			version: null,
			extension: false,
			fail_extension: false,
			clear_contacts: true,
		} );
		await admin.post( SETTINGS, { minSeconds: 0 } );
	} finally {
		await admin.dispose();
		await visitor.dispose();
	}
} );

test.afterEach( async () => {
	await setCrm( { extension: true, clear_contacts: true } );
} );

for ( const via of [ 'rest', 'plain' ] as const ) {
	test( `${ via }: a visitor's submission hands the contact to the CRM (jetpackCRM on by default)`, async () => {
		const email = address( `grace-${ via }` );
		await submit(
			crmPost,
			via,
			visit( 'Grace Brewster Hopper', email, 'Tell me about\nengines' )
		);
		const recorded = await contacts();
		expect( recorded ).toHaveLength( 1 );
		const [ contact ] = recorded;
		expect( contact.source ).toBe( 'jetpack_form' );
		expect( contact.external_id ).toBe( email );
		expect( contact.fields ).toMatchObject( {
			zbsc_email: email,
			zbsc_fname: 'Grace',
			zbsc_lname: 'Brewster Hopper',
			zbsc_status: 'Lead',
			zbsc_notes:
				'Website: https://grace.example.org\nTopics: Maths, Engines\nMessage: Tell me about\nengines',
		} );
		const source = contact.fields.zbsc_source as {
			feedback_id: number;
			form_page: number;
		};
		expect( source.form_page ).toBe( crmPost.id );
		expect( source.feedback_id ).toBeGreaterThan( 0 );
		expect( await listed( email, 'publish' ) ).toBe( true );
	} );
}

test( 'a form with "jetpackCRM":false stores the response but hands nothing to the CRM', async () => {
	const email = address( 'no-crm' );
	await submit( noCrmPost, 'rest', visit( 'Ada Lovelace', email, 'Hi' ) );
	await submit( noCrmPost, 'plain', visit( 'Ada Lovelace', email, 'Hi' ) );
	expect( await contacts() ).toEqual( [] );
	expect( await listed( email, 'publish' ) ).toBe( true );
} );

test( "with the CRM's forms extension off, nothing is handed to it", async () => {
	await setCrm( { extension: false } );
	const email = address( 'ext-off' );
	await submit( crmPost, 'rest', visit( 'Ada Lovelace', email, 'Hi' ) );
	expect( await contacts() ).toEqual( [] );
	expect( await listed( email, 'publish' ) ).toBe( true );
} );

test( 'spam is not handed to the CRM: too fast, or a filled honeypot', async () => {
	await admin.post( SETTINGS, { minSeconds: 60 } );
	const fast = address( 'too-fast' );
	try {
		await submit( crmPost, 'rest', visit( 'Speedy Bot', fast, 'Buy' ) );
	} finally {
		await admin.post( SETTINGS, { minSeconds: 0 } );
	}
	const bot = address( 'honeypot' );
	await submit( crmPost, 'plain', [
		[ 'contact-form-hp', 'https://spam.example' ],
		...visit( 'Honey Bot', bot, 'Buy' ),
	] );
	expect( await contacts() ).toEqual( [] );
	expect( await listed( fast, 'spam' ) ).toBe( true );
	expect( await listed( fast, 'publish' ) ).toBe( false );
} );

test( 'spam is not handed to the CRM: Akismet says so', async () => {
	await setActive( AKISMET, true );
	try {
		const key = await admin.post( '/akismet/v1/key', {
			key: '0123456789ab',
		} );
		expect( key.status() ).toBe( 200 );
		const spam = address( 'akismet-guaranteed-spam' );
		await submit( crmPost, 'rest', visit( 'Canned Ham', spam, 'Buy' ) );
		expect( await contacts() ).toEqual( [] );
		expect( await listed( spam, 'spam' ) ).toBe( true );
		// The same form, not spam, still reaches the CRM while Akismet is active.
		const ham = address( 'ham' );
		await submit( crmPost, 'rest', visit( 'Real Person', ham, 'Hi' ) );
		expect(
			( await contacts() ).map( ( contact ) => contact.external_id )
		).toEqual( [ ham ] );
	} finally {
		await admin.delete( '/akismet/v1/key' );
		await setActive( AKISMET, false );
	}
} );

test( "a submission with a known contact's address changes nothing of the contact; the CRM gets a log entry on it", async () => {
	const email = address( 'known' );
	await submit(
		crmPost,
		'rest',
		visit( 'Grace Hopper', email, 'The first message' )
	);
	const [ first ] = await contacts();
	expect( first.fields ).toMatchObject( {
		zbsc_fname: 'Grace',
		zbsc_lname: 'Hopper',
	} );

	// Anyone may type Grace's address: another visitor, another name, other notes.
	for ( const via of [ 'rest', 'plain' ] as const ) {
		await submit(
			crmPost,
			via,
			visit( `Mallory Mallet ${ via }`, email, `Call me (${ via })` )
		);
	}
	const res = await admin.get( STATE );
	const state = ( await res.json() ) as CrmState;
	expect( state.contacts ).toEqual( [ first ] );
	expect( state.logs ).toHaveLength( 2 );
	for ( const [ i, via ] of ( [ 'rest', 'plain' ] as const ).entries() ) {
		expect( state.logs[ i ] ).toMatchObject( {
			object_id: 1,
			object_type: 'zerobs_customer',
			fields: {
				type: 'Form Filled',
				shortdesc: 'Filled in the contact form on "Join our list"',
			},
		} );
		expect( state.logs[ i ].fields.longdesc ).toContain(
			`Mallory Mallet ${ via }`
		);
		expect( state.logs[ i ].fields.longdesc ).toContain(
			`Message: Call me (${ via })`
		);
	}
} );

test( 'CRM 3.0.19 to 4.0.0 store contacts automatically: even a form with "jetpackCRM":false hands them over', async () => {
	try {
		for ( const [ version, stored ] of [
			[ '4.0.0', true ],
			[ '3.0.19', true ],
			[ '4.0.1', false ],
			[ '3.0.18', false ],
		] as const ) {
			await setCrm( { version, clear_contacts: true } );
			const email = address( `auto-${ version }` );
			await submit(
				noCrmPost,
				'rest',
				visit( 'Ada Lovelace', email, 'Hi' )
			);
			expect(
				( await contacts() ).map( ( contact ) => contact.external_id )
			).toEqual( stored ? [ email ] : [] );
		}
	} finally {
		await setCrm( { version: null } );
	}
} );
