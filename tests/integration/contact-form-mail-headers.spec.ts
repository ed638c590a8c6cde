/**
 * The mail's Reply-To holds exactly one address, the visitor's, whatever the visitor typed as a
 * name: commas, semicolons, quotes, angle brackets, backslashes, newlines and encoded words.
 * Checked where the real headers exist: WordPress's PHPMailer at `phpmailer_init` (its Reply-To
 * addresses) and the header lines of the message it built
 * (tests/mu-plugins/blockpack-test-phpmailer.php).
 */
import { test, expect, type APIRequestContext } from '@playwright/test';
import { cookielessContext, restAs, type RestClient } from './utils';

interface Recorded {
	replyTo: Array< [ string, string ] >;
	headers: string[];
	error: string;
}

const SUBMIT = '/blockpack/v1/contact-form/submit';
const SETTINGS = '/blockpack-test/v1/contact-form';
const PHPMAILER = '/blockpack-test/v1/phpmailer';

const FORM = `<!-- wp:jetpack/contact-form {"to":"owner@example.org","subject":"Headers"} -->
<div class="wp-block-jetpack-contact-form">
<!-- wp:jetpack/field-name {"required":true} /-->
<!-- wp:jetpack/field-email {"required":true} /-->
<!-- wp:jetpack/field-textarea {"label":"Message"} /-->
<!-- wp:jetpack/button {"element":"button","text":"Send"} /-->
</div>
<!-- /wp:jetpack/contact-form -->`;

const NAMES: Array< [ string, string ] > = [
	[ 'commas', 'Bob, evil@attacker.example, Eve' ],
	[ 'a quoted address', '"Mallory" <evil@attacker.example>, Bob' ],
	[ 'semicolons', 'a@attacker.example; b@attacker.example' ],
	[ 'a backslash before a quote', 'Eve\\", evil@attacker.example, \\"' ],
	[ 'a newline and a header', 'Eve\r\nBcc: evil@attacker.example' ],
	[
		'an encoded word holding a comma',
		// "evil@attacker.example, " in base64.
		'=?UTF-8?B?ZXZpbEBhdHRhY2tlci5leGFtcGxlLCA=?= Bob',
	],
	[ 'a Q encoded word', '=?utf-8?q?evil=40attacker.example=2C?= Bob' ],
	[ 'a real name with a comma and an accent', "O'Brien, Zoë (CEO)" ],
];

let admin: RestClient;
let visitor: APIRequestContext;
let page: { link: string };

/**
 * Decodes RFC 2047 encoded words, as a mail program would show them.
 *
 * @param text A header's text.
 */
function decodeWords( text: string ): string {
	return text.replace(
		/=\?([^?]+)\?([bqBQ])\?([^?]*)\?=/g,
		( _, charset: string, kind: string, data: string ) =>
			kind.toLowerCase() === 'b'
				? Buffer.from( data, 'base64' ).toString( 'utf8' )
				: Buffer.from(
						data
							.replace( /_/g, ' ' )
							.replace(
								/=([0-9A-Fa-f]{2})/g,
								( __, hex: string ) =>
									String.fromCharCode( parseInt( hex, 16 ) )
							),
						'latin1'
					).toString( 'utf8' )
	);
}

test.beforeAll( async () => {
	admin = await restAs( 'admin' );
	visitor = await cookielessContext();
	expect(
		(
			await admin.post( SETTINGS, { mailFails: false, minSeconds: 0 } )
		).status()
	).toBe( 200 );
	const res = await admin.post( '/wp/v2/pages', {
		title: 'Mail headers',
		content: FORM,
		status: 'publish',
	} );
	expect( res.status() ).toBe( 201 );
	const url = new URL( ( ( await res.json() ) as { link: string } ).link );
	page = { link: url.pathname + url.search };
} );

test.afterAll( async () => {
	try {
		await admin.post( PHPMAILER, { record: false } );
	} finally {
		await admin.dispose();
		await visitor.dispose();
	}
} );

for ( const [ what, name ] of NAMES ) {
	test( `a name with ${ what }: Reply-To holds the visitor's address only`, async () => {
		expect(
			( await admin.post( PHPMAILER, { record: true } ) ).status()
		).toBe( 200 );
		const email = `visitor-${ Date.now().toString( 36 ) }@example.org`;
		const form = await visitor.get( page.link );
		expect( form.status() ).toBe( 200 );
		const hidden = [
			...( await form.text() ).matchAll(
				/<input type="hidden" name="([^"]+)" value="([^"]*)" \/>/g
			),
		].map( ( m ): [ string, string ] => [ m[ 1 ], m[ 2 ] ] );
		const res = await visitor.post(
			`/index.php?rest_route=${ encodeURIComponent( SUBMIT ) }`,
			{
				data: new URLSearchParams( [
					...hidden,
					[ 'field_1', name ],
					[ 'field_2', email ],
					[ 'field_3', 'Hello' ],
				] ).toString(),
				headers: {
					'Content-Type': 'application/x-www-form-urlencoded',
				},
				failOnStatusCode: false,
			}
		);
		expect( res.status() ).toBe( 200 );

		const recorded = ( await (
			await admin.get( PHPMAILER )
		).json() ) as Recorded[];
		expect( recorded ).toHaveLength( 1 );
		const [ mail ] = recorded;
		expect( mail.error ).toBe( '' );
		// PHPMailer's own list: one address, the visitor's.
		expect( mail.replyTo.map( ( [ address ] ) => address ) ).toEqual( [
			email,
		] );
		// The header it wrote: one line, one address, whose display name (quoted, or encoded
		// words) decodes to nothing that separates or holds an address.
		const lines = mail.headers.filter( ( line ) =>
			/^reply-to:/i.test( line )
		);
		expect( lines ).toHaveLength( 1 );
		const match =
			/^Reply-To: (?:("(?:[^"\\]|\\.)*"|[^"<>,;]*) )?<([^<>"]+)>$/.exec(
				lines[ 0 ]
			);
		expect( match, lines[ 0 ] ).not.toBeNull();
		expect( match![ 2 ] ).toBe( email );
		const display = decodeWords( match![ 1 ] ?? '' ).replace(
			/^"|"$/g,
			''
		);
		expect( display ).not.toMatch( /[,;<>]|attacker\.example>/ );
		expect( mail.headers.some( ( line ) => /^bcc:/i.test( line ) ) ).toBe(
			false
		);
	} );
}
