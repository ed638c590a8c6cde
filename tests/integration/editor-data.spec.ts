/**
 * The one object of data the editor starts with: `window.blockpackEditor`, printed before the
 * editor script, with the sections blocks add on the `blockpack_editor_data` filter (the contact
 * form's and the GIF block's); no other `window.blockpack*` global. Visitors get none of it.
 */
import { test, expect } from '@playwright/test';
import { restAs, type RestClient } from './utils';

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
		'gif',
		'isPrivateSite',
		'map',
		'siteType',
		'wordads',
	] );
	expect( data.blocks ).toHaveProperty( 'contact-form' );
	expect( data.contactForm ).toEqual( {
		authorEmail: expect.stringContaining( '@' ),
		siteTitle: expect.any( String ),
		canInstallPlugins: expect.any( Boolean ),
		canActivatePlugins: true,
	} );
	expect( data.gif ).toEqual( {
		apiKey: expect.any( String ),
		settingsUrl: expect.stringContaining( '/wp-admin/options-writing.php' ),
	} );
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
