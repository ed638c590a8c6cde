/**
 * Blockpack's stylesheets as WordPress prints them. In the post, site and widgets editors, the
 * page and the canvas (whose assets the page lists in the editor settings) get one stylesheet,
 * build/editor.css, which holds every block's front-end styles too, and no block's own
 * style.css. Visitors get a block's style.css only on a page with the block, and never
 * editor.css.
 */
import { test, expect } from '@playwright/test';
import { restAs, type RestClient } from './utils';

/** A block's front-end stylesheet, as a URL in HTML or in JSON (`\/`). */
const BLOCK_STYLE = /build\\?\/blocks\\?\/[a-z0-9-]+\\?\/style(?:-rtl)?\.css/g;
/** Any `<link>` to a Blockpack stylesheet in the page itself. */
const OUR_LINK =
	/<link\b[^>]*\bhref=['"][^'"]*\/plugins\/blockpack\/[^'"]*\.css[^'"]*['"][^>]*>/g;

let admin: RestClient;
const created: number[] = [];

test.beforeAll( async () => {
	admin = await restAs( 'admin' );
} );

test.afterAll( async () => {
	for ( const id of created ) {
		await admin.delete( `/wp/v2/posts/${ id }`, { force: 'true' } );
	}
	await admin.dispose();
} );

for ( const [ screen, path ] of [
	[ 'post editor', '/wp-admin/post-new.php' ],
	[ 'site editor', '/wp-admin/site-editor.php' ],
	[ 'widgets editor', '/wp-admin/widgets.php' ],
] ) {
	test( `the ${ screen } gets editor.css, and no block's style.css`, async () => {
		const res = await admin.context.get( path );
		expect( res.status() ).toBe( 200 );
		const html = await res.text();
		// Neither in the page nor in the canvas' assets (JSON in an inline script).
		expect( html.match( BLOCK_STYLE ) ?? [] ).toEqual( [] );
		const links = html.match( OUR_LINK ) ?? [];
		expect( links ).toHaveLength( 1 );
		expect( links[ 0 ] ).toContain( "id='blockpack-editor-css'" );
		expect( links[ 0 ] ).toContain( '/build/editor.css?ver=' );
		// The canvas: the same URL, so a browser that cached it for the page reuses it.
		const href = /href='([^']+)'/.exec( links[ 0 ] ?? '' )?.[ 1 ] ?? '';
		expect( html ).toContain(
			`id='blockpack-editor-css' href='${ href.replace( /\//g, '\\/' ) }'`
		);
	} );
}

/**
 * Publishes a post and returns the HTML a visitor gets for it.
 *
 * @param content The post's content.
 */
async function visitorHtml( content: string ): Promise< string > {
	const res = await admin.post( '/wp/v2/posts', {
		status: 'publish',
		title: 'Stylesheets',
		content,
	} );
	expect( res.status() ).toBe( 201 );
	const { id } = ( await res.json() ) as { id: number };
	created.push( id );
	const visitor = await restAs( 'anonymous' );
	try {
		return await ( await visitor.context.get( `/?p=${ id }` ) ).text();
	} finally {
		await visitor.dispose();
	}
}

test( "visitors get a block's style.css only with the block, and never editor.css", async () => {
	const withBlock = await visitorHtml(
		'<!-- wp:jetpack/rating-star {"rating":3} -->\n<figure class="wp-block-jetpack-rating-star" style="text-align:left"><span class="wp-block-jetpack-rating-star__stars"></span></figure>\n<!-- /wp:jetpack/rating-star -->'
	);
	// WordPress prints small block stylesheets inline, under the handle's id.
	expect( withBlock ).toMatch(
		/id=['"]jetpack-rating-star-style-(?:css|inline-css)['"]/
	);
	expect( withBlock ).not.toContain( 'blockpack-editor' );
	expect( withBlock ).not.toContain( 'build/editor.css' );

	const without = await visitorHtml(
		'<!-- wp:paragraph -->\n<p>Hello.</p>\n<!-- /wp:paragraph -->'
	);
	expect( without ).not.toMatch( /id=['"]jetpack-[a-z0-9-]+-style-/ );
	expect( without ).not.toContain( '/plugins/blockpack/' );
} );
