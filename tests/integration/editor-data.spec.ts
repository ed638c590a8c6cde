/**
 * The one object of data the editor starts with: `window.blockpackEditor`, printed before the
 * editor script, with the sections blocks add on the `blockpack_editor_data` filter (the contact
 * form's and the GIF block's); no other `window.blockpack*` global. Visitors get none of it.
 */
import { test, expect } from '@playwright/test';
import { restAs, type RestClient } from './utils';
import { ensureUsers, harnessLogin, logInAs } from './users';

let admin: RestClient;

test.beforeAll( async () => {
	admin = await restAs( 'admin' );
} );

test.afterAll( async () => {
	await admin.dispose();
} );

test( 'the post editor gets one window.blockpackEditor with the contact form and GIF sections', async () => {
	const res = await admin.context.get( '/wp-admin/post-new.php' );
	expect( res.status() ).toBe( 200 );
	const html = await res.text();
	const globals = [ ...html.matchAll( /window\.(blockpack\w*)\s*=/g ) ].map(
		( match ) => match[ 1 ]
	);
	expect( globals ).toEqual( [ 'blockpackEditor' ] );
	const json = /window\.blockpackEditor = (\{.*?\});\n/.exec( html )?.[ 1 ];
	const data = JSON.parse( json ?? 'null' );
	expect( Object.keys( data ).sort() ).toEqual( [
		'blocks',
		'contactForm',
		'externalMedia',
		'gif',
		'instagramGallery',
		'isPrivateSite',
		'map',
		'siteType',
		'video',
		'wordads',
	] );
	expect( data.blocks ).toHaveProperty( 'contact-form' );
	expect( data.contactForm ).toEqual( {
		authorEmail: expect.stringContaining( '@' ),
		siteTitle: expect.any( String ),
		canInstallPlugins: expect.any( Boolean ),
		canActivatePlugins: true,
	} );
	// Where the Video block uploads, and the sizes the host takes.
	expect( data.video ).toEqual( {
		endpoint: expect.stringMatching( /blockpack\/v1\/video\/uploads$/ ),
		chunkSize: expect.any( Number ),
		maxSize: expect.any( Number ),
	} );
	// An administrator may add Instagram connections.
	expect( data.instagramGallery ).toEqual( { canConnect: true } );
	expect( data.gif ).toEqual( {
		apiKey: expect.any( String ),
		settingsUrl: expect.stringContaining(
			'/wp-admin/options-general.php?page=blockpack#gif'
		),
	} );
} );

/**
 * The editor data printed on an editor page.
 *
 * @param html The page.
 */
function editorData( html: string ): {
	contactForm: { authorEmail: string };
} {
	const json = /window\.blockpackEditor = (\{.*?\});\n/.exec( html )?.[ 1 ];
	return JSON.parse( json ?? 'null' );
}

test( 'an editor opening another author’s post gets no author e-mail in the editor data; the author and administrators do', async () => {
	await ensureUsers( admin, [ 'author', 'editor' ] );
	const found = ( await (
		await admin.get( '/wp/v2/users', {
			slug: harnessLogin( 'author' ),
			context: 'edit',
		} )
	).json() ) as Array< { id: number; email: string } >;
	expect( found ).toHaveLength( 1 );
	const author = found[ 0 ];
	const created = await admin.post( '/wp/v2/posts', {
		title: 'The author’s draft',
		status: 'draft',
		author: author.id,
		content: '<!-- wp:paragraph --><p>Hello</p><!-- /wp:paragraph -->',
	} );
	expect( created.status() ).toBe( 201 );
	const postId = ( ( await created.json() ) as { id: number } ).id;
	const editPage = `/wp-admin/post.php?post=${ postId }&action=edit`;
	const editor = await logInAs( 'editor' );
	const self = await logInAs( 'author' );
	try {
		const res = await editor.context.get( editPage );
		expect( res.status() ).toBe( 200 );
		const html = await res.text();
		expect( html ).not.toContain( author.email );
		expect( editorData( html ).contactForm.authorEmail ).toBe( '' );

		// The author themself, and an administrator (who may list users), still get it.
		const own = await ( await self.context.get( editPage ) ).text();
		expect( editorData( own ).contactForm.authorEmail ).toBe(
			author.email
		);
		const byAdmin = await ( await admin.context.get( editPage ) ).text();
		expect( editorData( byAdmin ).contactForm.authorEmail ).toBe(
			author.email
		);
	} finally {
		await Promise.all( [
			editor.context.dispose(),
			self.context.dispose(),
		] );
		await admin.delete( `/wp/v2/posts/${ postId }`, { force: 'true' } );
	}
} );

test( 'visitors get no editor data', async () => {
	const visitor = await restAs( 'anonymous' );
	try {
		const html = await ( await visitor.context.get( '/' ) ).text();
		expect( html ).not.toContain( 'window.blockpack' );
	} finally {
		await visitor.dispose();
	}
} );
