/**
 * OpenTable for visitors: a post with the block gets the service's widget loader (one `rid` per
 * restaurant, escaped) and the block's stylesheet; a post without it gets neither; a block
 * whose ids are not digits prints nothing.
 */
import { test, expect } from '@playwright/test';
import { restAs, type RestClient } from './utils';

const LOADER = 'https://www.opentable.com/widget/reservation/loader';
// The block's stylesheet (WordPress prints small ones inline, under the handle's id).
const STYLESHEET = 'jetpack-opentable-style';

let admin: RestClient;
let visitor: RestClient;
const created: number[] = [];

test.beforeAll( async () => {
	admin = await restAs( 'admin' );
	visitor = await restAs( 'anonymous' );
} );

test.afterAll( async () => {
	for ( const id of created ) {
		await admin.delete( `/wp/v2/posts/${ id }`, { force: 'true' } );
	}
	await visitor.dispose();
	await admin.dispose();
} );

/**
 * Publishes a post and returns the HTML a visitor gets for it.
 *
 * @param content The post's content.
 */
async function visitorHtml( content: string ): Promise< string > {
	const res = await admin.post( '/wp/v2/posts', {
		status: 'publish',
		title: 'Reservations',
		content,
	} );
	expect( res.status() ).toBe( 201 );
	const { id } = ( await res.json() ) as { id: number };
	created.push( id );
	const page = await visitor.context.get( `/?p=${ id }` );
	expect( page.status() ).toBe( 200 );
	return page.text();
}

test( 'a post with the block loads the widget and its stylesheet; one without loads neither', async () => {
	const withBlock = await visitorHtml(
		'<!-- wp:jetpack/opentable {"rid":["412810","7"],"style":"tall","lang":"ja-JP","newtab":true,"align":"center","className":"is-style-tall"} -->\n' +
			'<div class="wp-block-jetpack-opentable aligncenter is-style-tall"><a href="https://www.opentable.com/restref/client/?rid=412810">https://www.opentable.com/restref/client/?rid=412810</a><a href="https://www.opentable.com/restref/client/?rid=7">https://www.opentable.com/restref/client/?rid=7</a></div>\n' +
			'<!-- /wp:jetpack/opentable -->'
	);
	expect( withBlock ).toContain(
		`<div class="is-style-tall is-multi aligncenter wp-block-jetpack-opentable"><script src="${ LOADER }?rid=412810&#038;rid=7&#038;type=multi&#038;theme=tall&#038;iframe=true&#038;domain=com&#038;lang=ja-JP&#038;newtab=true&#038;ot_source=Restaurant%20website"></script></div>`
	);
	expect( withBlock ).toContain( STYLESHEET );
	expect( withBlock ).not.toContain( 'restref/client' );

	const without = await visitorHtml(
		'<!-- wp:paragraph -->\n<p>No reservations here.</p>\n<!-- /wp:paragraph -->'
	);
	expect( without ).toContain( 'No reservations here.' );
	expect( without ).not.toContain( 'opentable' );
} );

test( 'ids that are not digits print nothing, and hostile values never reach the page', async () => {
	const html = await visitorHtml(
		'<!-- wp:jetpack/opentable {"rid":["\\u0022\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e","12abc"],"lang":"\\u0022 onload=\\u0022alert(1)"} -->\n' +
			'<div class="wp-block-jetpack-opentable"></div>\n' +
			'<!-- /wp:jetpack/opentable -->\n' +
			'<!-- wp:jetpack/opentable {"rid":["5"],"domain":"evil.example.org/\\u0022\\u003e","lang":"\\u0022\\u003e\\u003cscript\\u003e"} -->\n' +
			'<div class="wp-block-jetpack-opentable"></div>\n' +
			'<!-- /wp:jetpack/opentable -->'
	);
	expect( html ).not.toContain( 'alert(1)' );
	expect( html ).not.toContain( 'evil.example.org' );
	expect(
		html.match( /<script src="https:\/\/www\.opentable\.com/g )
	).toHaveLength( 1 );
	expect( html ).toContain(
		`<script src="${ LOADER }?rid=5&#038;type=standard&#038;theme=standard&#038;iframe=true&#038;domain=com&#038;lang=en-US&#038;newtab=false&#038;ot_source=Restaurant%20website"></script>`
	);
} );
