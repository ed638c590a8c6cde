/**
 * Contact form faults, as a visitor with JavaScript meets them in Chromium: MariaDB stopped for
 * 5 s while the form is sent, and a database that refuses the response's fields halfway through
 * storing it. Each time the visitor sees a clear message above the form and keeps every value
 * typed; nothing is stored, not even half a response, and nothing is mailed; sent again once the
 * database is back, the same form stores exactly one response with those values.
 *
 * The database is taken away with the test stack's own helpers (tools/lib/native-wp.mjs) and
 * always started again, so that the tests after these run.
 */
import { test, expect, type Page } from '@playwright/test';
import { randomBytes } from 'node:crypto';

const BASE_URL = ( process.env.WP_BASE_URL || 'http://127.0.0.1:9400' ).replace(
	/\/$/,
	''
);

const FORM = `<!-- wp:jetpack/contact-form {"subject":"Faults","to":"owner@example.org","customThankyouHeading":"Thanks for writing"} -->
<div class="wp-block-jetpack-contact-form">
<!-- wp:jetpack/field-name {"required":true} /-->
<!-- wp:jetpack/field-email {"required":true} /-->
<!-- wp:jetpack/field-url /-->
<!-- wp:jetpack/field-radio {"label":"Size","options":["Small","Large"]} /-->
<!-- wp:jetpack/field-checkbox-multiple {"label":"Extras","options":["Milk","Sugar"]} /-->
<!-- wp:jetpack/field-select {"label":"Colour","options":["Red","Blue"]} /-->
<!-- wp:jetpack/field-consent {"consentType":"explicit"} /-->
<!-- wp:jetpack/field-textarea {"label":"Message","required":true} /-->
<!-- wp:jetpack/button {"element":"button","text":"Send"} /-->
</div>
<!-- /wp:jetpack/contact-form -->`;

const CONSENT = 'Can we send you an email from time to time?';

/** What the view script says when the site answers with a server error page. */
const SITE_PROBLEM =
	'Your message was not sent because of a problem on the site. Please try again in a moment.';

/** What the plugin answers when the response could not be stored. */
const NOT_SAVED = 'Your message could not be saved. Please try again later.';

type Bench = typeof import( '../../tools/bench/contact-form-load.mjs' );
type Session = Awaited< ReturnType< Bench[ 'logIn' ] > >;

let bench: Bench;
let admin: Session;
let link: string;

/**
 * The contact form on the page (the post's comment form has a "Name" field too).
 *
 * @param page The visitor's page.
 */
const contactForm = ( page: Page ) => page.locator( 'form.contact-form' );

/**
 * The values a visitor types, each carrying the test's marker where text goes.
 *
 * @param marker Unique to the test.
 */
const typed = ( marker: string ) => ( {
	name: `Ada ${ marker }`,
	email: 'ada@example.org',
	website: 'https://ada.example.org/notes',
	message: `Line one of ${ marker }\nLine two: "quotes" & <b>markup</b>`,
} );

async function fillForm( page: Page, marker: string ) {
	const values = typed( marker );
	const form = contactForm( page );
	await form.getByRole( 'textbox', { name: 'Name' } ).fill( values.name );
	await form.getByRole( 'textbox', { name: 'Email' } ).fill( values.email );
	await form
		.getByRole( 'textbox', { name: 'Website' } )
		.fill( values.website );
	await form.getByRole( 'radio', { name: 'Large' } ).check();
	await form.getByRole( 'checkbox', { name: 'Milk' } ).check();
	await form.getByRole( 'checkbox', { name: 'Sugar' } ).check();
	await form
		.getByRole( 'combobox', { name: 'Colour' } )
		.selectOption( 'Blue' );
	await form.getByRole( 'checkbox', { name: CONSENT } ).check();
	await form
		.getByRole( 'textbox', { name: 'Message' } )
		.fill( values.message );
}

async function expectValuesKept( page: Page, marker: string ) {
	const values = typed( marker );
	const form = contactForm( page );
	await expect( form.getByRole( 'textbox', { name: 'Name' } ) ).toHaveValue(
		values.name
	);
	await expect( form.getByRole( 'textbox', { name: 'Email' } ) ).toHaveValue(
		values.email
	);
	await expect(
		form.getByRole( 'textbox', { name: 'Website' } )
	).toHaveValue( values.website );
	await expect( form.getByRole( 'radio', { name: 'Large' } ) ).toBeChecked();
	await expect(
		form.getByRole( 'radio', { name: 'Small' } )
	).not.toBeChecked();
	await expect(
		form.getByRole( 'checkbox', { name: 'Milk' } )
	).toBeChecked();
	await expect(
		form.getByRole( 'checkbox', { name: 'Sugar' } )
	).toBeChecked();
	await expect(
		form.getByRole( 'combobox', { name: 'Colour' } )
	).toHaveValue( 'Blue' );
	await expect(
		form.getByRole( 'checkbox', { name: CONSENT } )
	).toBeChecked();
	await expect(
		form.getByRole( 'textbox', { name: 'Message' } )
	).toHaveValue( values.message );
}

/**
 * Every stored response (published and spam) as the CSV export lists it, keyed by column label.
 */
async function storedResponses(): Promise< Array< Record< string, string > > > {
	const out: Array< Record< string, string > > = [];
	for ( const status of [ 'publish', 'spam' ] ) {
		const [ header, ...rows ] = await bench.exportCsv( admin, status );
		for ( const row of rows ) {
			out.push(
				Object.fromEntries(
					header.map( ( label, i ) => [ label, row[ i ] ?? '' ] )
				)
			);
		}
	}
	return out;
}

async function mailsWith( marker: string ): Promise< number > {
	const res = await bench.rest( admin, 'GET', '/blockpack-test/v1/mails' );
	expect( res.status ).toBe( 200 );
	const mails = ( await res.json() ) as Array< { message: string } >;
	return mails.filter( ( mail ) => mail.message.includes( marker ) ).length;
}

async function configure( data: Record< string, unknown > ) {
	const res = await bench.rest(
		admin,
		'POST',
		'/blockpack-test/v1/contact-form',
		data
	);
	expect( res.status ).toBe( 200 );
}

/**
 * The visitor, logged out, on the published form.
 *
 * @param browser The browser.
 */
async function visitorOnForm(
	browser: import( '@playwright/test' ).Browser
): Promise< Page > {
	const context = await browser.newContext( {
		baseURL: BASE_URL,
		storageState: { cookies: [], origins: [] },
	} );
	const page = await context.newPage();
	await page.goto( link );
	await expect(
		contactForm( page ).getByRole( 'button', { name: 'Send' } )
	).toBeVisible();
	return page;
}

/**
 * Sends the form again and checks that exactly one response with the typed values is stored
 * and mailed once.
 *
 * @param page   The visitor's page.
 * @param marker The test's marker.
 */
async function sendAgainAndExpectOneResponse( page: Page, marker: string ) {
	await contactForm( page ).getByRole( 'button', { name: 'Send' } ).click();
	await expect(
		page.getByRole( 'heading', { name: 'Thanks for writing' } )
	).toBeVisible();
	const values = typed( marker );
	const mine = ( await storedResponses() ).filter(
		( row ) => row.Name === values.name
	);
	expect( mine ).toHaveLength( 1 );
	expect( mine[ 0 ] ).toMatchObject( {
		Name: values.name,
		Email: values.email,
		Website: values.website,
		Size: 'Large',
		Extras: 'Milk, Sugar',
		Colour: 'Blue',
		Consent: 'Yes',
		Message: values.message,
	} );
	expect( await mailsWith( marker ) ).toBe( 1 );
}

test.beforeAll( async () => {
	bench = await import( '../../tools/bench/contact-form-load.mjs' );
	admin = await bench.logIn( BASE_URL );
	await configure( {
		mailFails: false,
		mailFailsEvery: 0,
		minSeconds: 0,
		storeFieldsFails: false,
	} );
	( { link } = await bench.publishFormPost(
		admin,
		'Contact form faults',
		FORM
	) );
} );

test.afterAll( async () => {
	await configure( { storeFieldsFails: false } );
} );

test( 'MariaDB stopped for 5 s: the visitor sees a clear error and keeps every value; nothing is stored; sent again, one response', async ( {
	browser,
} ) => {
	test.setTimeout( 180_000 );
	const { readStack, stopDatabase, startDatabase } =
		await import( '../../tools/lib/native-wp.mjs' );
	const stack = readStack( new URL( BASE_URL ).port );
	const marker = `db-down-${ randomBytes( 4 ).toString( 'hex' ) }`;
	const page = await visitorOnForm( browser );
	await fillForm( page, marker );
	const url = page.url();
	const before = ( await storedResponses() ).length;

	const stopped = Date.now();
	try {
		await stopDatabase( stack );
		const answer = page.waitForResponse( ( res ) =>
			res.url().includes( 'contact-form' )
		);
		await contactForm( page )
			.getByRole( 'button', { name: 'Send' } )
			.click();
		// WordPress answers with its "Error establishing a database connection" page.
		expect( ( await answer ).status() ).toBeGreaterThanOrEqual( 500 );
		await expect( contactForm( page ).getByRole( 'alert' ) ).toHaveText(
			SITE_PROBLEM
		);
		expect( page.url() ).toBe( url );
		await expectValuesKept( page, marker );
		await expect(
			contactForm( page ).getByRole( 'button', { name: 'Send' } )
		).toBeEnabled();
		await page.waitForTimeout( Math.max( 0, stopped + 5000 - Date.now() ) );
	} finally {
		await startDatabase( stack );
	}

	// Nothing of the failed attempt was kept, not even a response without its fields.
	expect( ( await storedResponses() ).length ).toBe( before );
	expect( await mailsWith( marker ) ).toBe( 0 );

	await sendAgainAndExpectOneResponse( page, marker );
	await page.context().close();
} );

test( 'the fields cannot be written: the visitor is told to try again and keeps every value; no half-stored response, no mail; sent again, one response', async ( {
	browser,
} ) => {
	const marker = `half-${ randomBytes( 4 ).toString( 'hex' ) }`;
	const page = await visitorOnForm( browser );
	await fillForm( page, marker );
	const before = ( await storedResponses() ).length;

	await configure( { storeFieldsFails: true } );
	try {
		const answer = page.waitForResponse( ( res ) =>
			res.url().includes( 'contact-form' )
		);
		await contactForm( page )
			.getByRole( 'button', { name: 'Send' } )
			.click();
		expect( ( await answer ).status() ).toBe( 500 );
		await expect( contactForm( page ).getByRole( 'alert' ) ).toHaveText(
			NOT_SAVED
		);
		await expectValuesKept( page, marker );
	} finally {
		await configure( { storeFieldsFails: false } );
	}
	// The post was written before its fields failed: it is gone again.
	expect( ( await storedResponses() ).length ).toBe( before );
	expect( await mailsWith( marker ) ).toBe( 0 );

	await sendAgainAndExpectOneResponse( page, marker );
	await page.context().close();
} );
