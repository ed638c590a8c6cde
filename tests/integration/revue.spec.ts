/**
 * The Revue block for visitors: Revue closed in January 2023, so a post holding any saved form
 * (today's, with its inner button and fallback link, and the first version's) shows none of it:
 * no form, no button, no link to getrevue.co. The text around it is shown as always.
 */
import fs from 'fs';
import path from 'path';
import { test, expect } from '@playwright/test';
import { restAs, type RestClient } from './utils';

const FIXTURES = path.resolve(
	__dirname,
	'../../extensions/blocks/revue/test/fixtures'
);

let admin: RestClient;
let postId = 0;

test.beforeAll( async () => {
	admin = await restAs( 'admin' );
} );

test.afterAll( async () => {
	if ( postId ) {
		await admin.delete( `/wp/v2/posts/${ postId }`, { force: 'true' } );
	}
	await admin.dispose();
} );

test( 'visitors see nothing of any saved Revue form', async () => {
	const forms = fs
		.readdirSync( FIXTURES )
		.filter( ( file ) =>
			/^jetpack__revue.*(?<!serialized)\.html$/.test( file )
		)
		.filter( ( file ) => ! file.endsWith( '.server-rendered.html' ) )
		.map( ( file ) =>
			fs.readFileSync( path.join( FIXTURES, file ), 'utf8' )
		);
	expect( forms.length ).toBeGreaterThanOrEqual( 5 );
	const res = await admin.post( '/wp/v2/posts', {
		title: 'Revue forms',
		status: 'publish',
		content: [
			'<!-- wp:paragraph --><p>Around the forms.</p><!-- /wp:paragraph -->',
			...forms,
		].join( '\n' ),
	} );
	expect( res.status() ).toBe( 201 );
	const post = ( await res.json() ) as { id: number; link: string };
	postId = post.id;

	const visitor = await restAs( 'anonymous' );
	const html = await ( await visitor.context.get( post.link ) ).text();
	await visitor.dispose();
	expect( html ).toContain( 'Around the forms.' );
	expect( html ).not.toContain( 'wp-block-jetpack-revue' );
	expect( html ).not.toContain( 'getrevue.co' );
	expect( html ).not.toContain( 'Subscribe' );
	expect( html ).not.toContain( 'Sign me up' );
} );
