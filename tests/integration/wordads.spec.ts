/**
 * The Ad block over HTTP: Settings → Blockpack's Ads section (administrators only; changing ad
 * code needs `unfiltered_html`: an administrator without it sees the code read-only, the form
 * says why, and a post of the form changes nothing), and what visitors get (the owner's code
 * in a slot of the format's size, its alignment, the hide-on-mobile class; nothing for a format
 * without code, nothing in feeds). The test server makes `blockpack-admin-nohtml` an
 * administrator without `unfiltered_html` (tests/mu-plugins/blockpack-test-wordads.php).
 */
import { test, expect, type APIRequestContext } from '@playwright/test';
import {
	cookielessContext,
	logIn,
	publishPost,
	restAs,
	watchPhpErrors,
	type RestClient,
} from './utils';
import { ensureUsers, logInAs } from './users';
import { submitSettingsForm } from './settings-form';

const PAGE = '/wp-admin/options-general.php?page=blockpack';
const NO_HTML_LOGIN = 'blockpack-admin-nohtml';
const PASSWORD = 'password';

const MREC_CODE =
	'<div class="owner-ad" data-ad="mrec-42">Ad</div><script>window.ownerAd = "mrec-42";</script>';
const LEADERBOARD_CODE =
	'<ins class="owner-ad" data-ad="leaderboard-42"></ins></textarea><b>x</b>';
const SKYSCRAPER_CODE = '<span data-ad="sky-1">sky</span>';

let admin: RestClient;
let noHtml: APIRequestContext;
/** Blockpack's PHP errors in the server's logs since the spec started. */
let newPhpErrors: () => string[];
const posts: number[] = [];

/**
 * Makes sure the administrator without `unfiltered_html` exists, and logs in as them.
 */
async function logInWithoutUnfilteredHtml(): Promise< APIRequestContext > {
	const created = await admin.post( '/wp/v2/users', {
		username: NO_HTML_LOGIN,
		email: `${ NO_HTML_LOGIN }@example.com`,
		password: PASSWORD,
		roles: [ 'administrator' ],
	} );
	if ( ! created.ok() ) {
		const found = ( await (
			await admin.get( '/wp/v2/users', {
				slug: NO_HTML_LOGIN,
				context: 'edit',
			} )
		).json() ) as Array< { id: number } >;
		expect( found ).toHaveLength( 1 );
		const updated = await admin.post( `/wp/v2/users/${ found[ 0 ].id }`, {
			password: PASSWORD,
			roles: [ 'administrator' ],
		} );
		expect( updated.ok() ).toBe( true );
	}
	const context = await cookielessContext();
	await logIn( context, NO_HTML_LOGIN, PASSWORD );
	return context;
}

/**
 * Opens Settings → Blockpack as a user and posts its Ads form.
 *
 * @param context The user's context.
 * @param codes   The ad code per format.
 * @return The page before saving, and the redirect's Location.
 */
async function saveCodes(
	context: APIRequestContext,
	codes: Record< string, string >
): Promise< { before: string; location: string } > {
	const fields: Record< string, string > = {};
	for ( const [ tag, code ] of Object.entries( codes ) ) {
		fields[ `blockpack_wordads_codes[${ tag }]` ] = code;
	}
	return submitSettingsForm( context, 'blockpack_wordads', fields );
}

const allEmpty = {
	mrec: '',
	leaderboard: '',
	mobile_leaderboard: '',
	wideskyscraper: '',
};

/**
 * Publishes a post with the given content; returns its address.
 *
 * @param title   The title.
 * @param content The block markup.
 */
async function publish( title: string, content: string ): Promise< string > {
	const { id, link } = await publishPost( admin, 'posts', title, content );
	posts.push( id );
	return link;
}

test.describe.configure( { mode: 'serial' } );

test.beforeAll( async () => {
	newPhpErrors = await watchPhpErrors();
	admin = await restAs( 'admin' );
	await ensureUsers( admin, [ 'subscriber', 'editor' ] );
	noHtml = await logInWithoutUnfilteredHtml();
	await saveCodes( admin.context, allEmpty );
} );

test.afterAll( async () => {
	await saveCodes( admin.context, allEmpty );
	for ( const id of posts ) {
		await admin.delete( `/wp/v2/posts/${ id }`, { force: 'true' } );
	}
	await Promise.all( [ admin.dispose(), noHtml.dispose() ] );
} );

test( 'subscribers and editors cannot reach the Ads settings', async () => {
	for ( const role of [ 'subscriber', 'editor' ] as const ) {
		const { context } = await logInAs( role );
		const res = await context.get( PAGE, { failOnStatusCode: false } );
		expect( res.status() ).toBe( 403 );
		expect( await res.text() ).not.toContain( 'blockpack_wordads_codes' );
		// Nor can they post the form.
		const post = await context.post( '/wp-admin/options.php', {
			form: {
				option_page: 'blockpack_wordads',
				action: 'update',
				'blockpack_wordads_codes[mrec]': '<b>theirs</b>',
			},
			maxRedirects: 0,
			failOnStatusCode: false,
		} );
		expect( post.status() ).not.toBe( 302 );
		await context.dispose();
	}
} );

test( 'an administrator with unfiltered_html saves ad code per format, shown back as it is', async () => {
	const { before, location } = await saveCodes( admin.context, {
		...allEmpty,
		mrec: MREC_CODE,
		leaderboard: LEADERBOARD_CODE,
	} );
	expect( before ).toContain( '<h2 id="ads">Ads</h2>' );
	for ( const label of [
		'Rectangle 300x250',
		'Leaderboard 728x90',
		'Mobile Leaderboard 320x50',
		'Wide Skyscraper 160x600',
	] ) {
		expect( before ).toContain( label );
	}
	expect( location ).toContain( 'settings-updated=true' );
	const page = await ( await admin.context.get( PAGE ) ).text();
	// In its textarea, escaped (the closing textarea in the code does not end the field).
	expect( page ).toContain(
		'&lt;ins class=&quot;owner-ad&quot; data-ad=&quot;leaderboard-42&quot;&gt;&lt;/ins&gt;&lt;/textarea&gt;&lt;b&gt;x&lt;/b&gt;</textarea>'
	);
	expect( page ).not.toContain( LEADERBOARD_CODE );
	expect( page ).toContain( 'Save ad code' );
	expect( page ).not.toContain( 'Only users who may post unfiltered HTML' );

	// The editor gets the formats' names (translated here only), which formats have code, and
	// where to add the others.
	const editor = await (
		await admin.context.get( '/wp-admin/post-new.php' )
	).text();
	expect( editor ).toContain(
		'"wordads":{"formatNames":{"mrec":"Rectangle 300x250","leaderboard":"Leaderboard 728x90","mobile_leaderboard":"Mobile Leaderboard 320x50","wideskyscraper":"Wide Skyscraper 160x600"},"formatsWithCode":["mrec","leaderboard"],"settingsUrl":'
	);
} );

test( 'an administrator without unfiltered_html sees the code read-only, and cannot change it', async () => {
	const { before, location } = await saveCodes( noHtml, {
		mrec: '<script>theirs()</script>',
		leaderboard: '',
		wideskyscraper: SKYSCRAPER_CODE,
	} );
	expect( before ).toContain(
		'Only users who may post unfiltered HTML can change ad code: it runs on every page that shows an ad.'
	);
	expect( before ).toMatch(
		/<textarea id="blockpack-ad-code-mrec"[^>]* readonly aria-describedby="blockpack-ads-readonly">&lt;div class=&quot;owner-ad&quot; data-ad=&quot;mrec-42&quot;&gt;/
	);
	expect( before ).not.toContain( 'Save ad code' );
	expect( location ).toContain( 'settings-updated=true' );
	const after = await ( await noHtml.get( location ) ).text();
	expect( after ).toContain(
		'Only users who may post unfiltered HTML can change ad code: it runs on every page that shows an ad. The saved ad code was kept.'
	);
	// Unchanged, as the administrator with unfiltered_html sees it.
	const page = await ( await admin.context.get( PAGE ) ).text();
	expect( page ).toContain( 'data-ad=&quot;mrec-42&quot;' );
	expect( page ).toContain( 'data-ad=&quot;leaderboard-42&quot;' );
	expect( page ).not.toContain( 'theirs()' );
	expect( page ).not.toContain( 'sky-1' );
} );

test( 'an administrator without unfiltered_html cannot change the ad code through options.php’s generic form (option_page=options)', async () => {
	// WordPress's own "All Settings" form (wp-admin/options.php) carries the nonce for the
	// `options` group, which saves any option named in page_options.
	const all = await noHtml.get( '/wp-admin/options.php' );
	expect( all.status() ).toBe( 200 );
	const nonce = ( await all.text() ).match(
		/name="_wpnonce" value="([0-9a-f]+)"/
	)?.[ 1 ];
	expect( nonce ).toBeTruthy();
	const postGeneric = async ( fields: Record< string, string > ) => {
		const res = await noHtml.post( '/wp-admin/options.php', {
			form: {
				option_page: 'options',
				action: 'update',
				_wpnonce: nonce ?? '',
				_wp_http_referer: '/wp-admin/options.php',
				page_options: 'blockpack_wordads_codes',
				...fields,
			},
			maxRedirects: 0,
			failOnStatusCode: false,
		} );
		expect( res.status() ).toBe( 302 );
		// Unchanged, as the administrator with unfiltered_html sees it.
		const page = await ( await admin.context.get( PAGE ) ).text();
		expect( page ).toContain( 'data-ad=&quot;mrec-42&quot;' );
		expect( page ).toContain( 'data-ad=&quot;leaderboard-42&quot;' );
		expect( page ).not.toContain( 'theirs()' );
		expect( page ).not.toContain( 'sky-1' );
	};
	await postGeneric( {
		'blockpack_wordads_codes[mrec]': '<script>theirs()</script>',
		'blockpack_wordads_codes[wideskyscraper]': SKYSCRAPER_CODE,
	} );
	// Nor can they empty it (page_options names the option, no value sent).
	await postGeneric( {} );
} );

test( 'visitors get the owner’s code in a slot of the format’s size; nothing without code, nothing in feeds', async () => {
	const link = await publish(
		'Ad slots',
		[
			'<!-- wp:paragraph --><p>Before the ads.</p><!-- /wp:paragraph -->',
			'<!-- wp:jetpack/wordads {"hideMobile":true} /-->',
			'<!-- wp:jetpack/wordads {"format":"leaderboard","align":"left"} /-->',
			'<!-- wp:jetpack/wordads {"format":"wideskyscraper"} /-->',
		].join( '\n' )
	);
	const visitor = await restAs( 'anonymous' );
	const html = await ( await visitor.context.get( link ) ).text();

	expect( html ).toContain(
		`<div class="wp-block-jetpack-wordads jetpack-wordads-mrec aligncenter jetpack-wordads--hide-mobile" data-format="mrec"><div class="wp-block-jetpack-wordads__ad" data-width="300" data-height="250">${ MREC_CODE }</div></div>`
	);
	expect( html ).toContain(
		`<div class="wp-block-jetpack-wordads jetpack-wordads-leaderboard alignleft" data-format="leaderboard"><div class="wp-block-jetpack-wordads__ad" data-width="728" data-height="90">${ LEADERBOARD_CODE }</div></div>`
	);
	// No code for the skyscraper: no empty box.
	expect( html ).not.toMatch( /class="[^"]*jetpack-wordads-wideskyscraper/ );
	expect( html.match( /class="wp-block-jetpack-wordads /g ) ).toHaveLength(
		2
	);

	// The stylesheet that reserves each format's box is in the page's head, before the slots
	// (WordPress inlines a small block stylesheet, else links it).
	const inline = html.match(
		/<style id='jetpack-wordads-style-inline-css'>([\s\S]*?)<\/style>/
	)?.[ 1 ];
	const href = html.match(
		/<link[^>]+href='([^']*\/build\/blocks\/wordads\/style\.css[^']*)'/
	)?.[ 1 ];
	expect( inline ?? href ).toBeTruthy();
	const stylesheet =
		inline ??
		( await (
			await visitor.context.get( href!.replace( /&#038;/g, '&' ) )
		).text() );
	expect(
		html.indexOf( inline ? 'jetpack-wordads-style-inline-css' : href! )
	).toBeLessThan( html.indexOf( '<div class="wp-block-jetpack-wordads ' ) );
	expect( html.indexOf( '</head>' ) ).toBeLessThan(
		html.indexOf( '<div class="wp-block-jetpack-wordads ' )
	);
	expect( stylesheet ).toMatch(
		/\.jetpack-wordads-mrec \.wp-block-jetpack-wordads__ad\{height:250px;width:300px\}/
	);
	expect( stylesheet ).toMatch(
		/\.jetpack-wordads-leaderboard \.wp-block-jetpack-wordads__ad\{height:90px;width:728px\}/
	);
	expect( stylesheet ).toMatch( /max-width:100%/ );
	expect( stylesheet ).toMatch(
		/@media ?\(max-width:599px\)\{\.wp-block-jetpack-wordads\.jetpack-wordads--hide-mobile\{display:none\}\}/
	);

	// Feeds get no ads.
	const feed = await ( await visitor.context.get( '/?feed=rss2' ) ).text();
	expect( feed ).toContain( 'Before the ads.' );
	expect( feed ).not.toContain( 'mrec-42' );
	expect( feed ).not.toContain( 'wp-block-jetpack-wordads' );
	await visitor.dispose();
} );

test( 'with no ad code at all, the block prints nothing', async () => {
	await saveCodes( admin.context, allEmpty );
	const link = await publish(
		'No ad code',
		'<!-- wp:jetpack/wordads /-->\n<!-- wp:jetpack/wordads {"format":"leaderboard"} /-->'
	);
	const visitor = await restAs( 'anonymous' );
	const html = await ( await visitor.context.get( link ) ).text();
	expect( html ).not.toContain( 'class="wp-block-jetpack-wordads' );
	expect( html ).not.toContain( 'mrec-42' );
	await visitor.dispose();
	expect( newPhpErrors() ).toEqual( [] );
} );
