/**
 * Server-rendered fixtures: for every dynamic block fixture with a `.server-rendered.html`
 * beside it, what the running WordPress prints for the fixture's markup (do_blocks) matches it.
 * BLOCKPACK_REGENERATE_FIXTURES=1 rewrites the files instead.
 */
import fs from 'fs';
import path from 'path';
import { test, expect } from '@playwright/test';
import { restAs, type RestClient } from './utils';

const BLOCKS = path.resolve( __dirname, '../../extensions/blocks' );

const cases = fs.readdirSync( BLOCKS ).flatMap( ( slug ) => {
	const dir = path.join( BLOCKS, slug, 'test/fixtures' );
	if ( ! fs.existsSync( dir ) ) {
		return [];
	}
	return fs
		.readdirSync( dir )
		.filter( ( file ) => file.endsWith( '.server-rendered.html' ) )
		.map( ( file ) => ( {
			slug,
			expected: path.join( dir, file ),
			source: path.join(
				dir,
				file.replace( '.server-rendered.html', '.html' )
			),
		} ) );
} );

let admin: RestClient;
test.beforeAll( async () => {
	admin = await restAs( 'admin' );
} );
test.afterAll( async () => {
	await admin.dispose();
} );

test( 'every dynamic block has server-rendered fixtures', () => {
	const dynamic = fs
		.readdirSync( BLOCKS )
		.filter( ( slug ) =>
			fs.existsSync( path.join( BLOCKS, slug, 'render.php' ) )
		);
	// Every missing block at once (not only the first), so one run names them all.
	const covered = new Set( cases.map( ( c ) => c.slug ) );
	expect( dynamic.filter( ( slug ) => ! covered.has( slug ) ) ).toEqual( [] );
} );

for ( const c of cases ) {
	test( `${ c.slug }: ${ path.basename( c.expected ) }`, async () => {
		const res = await admin.post( '/blockpack-test/v1/render', {
			content: fs.readFileSync( c.source, 'utf8' ),
		} );
		expect( res.status() ).toBe( 200 );
		const html =
			( ( await res.json() ) as { html: string } ).html.trim() + '\n';
		if ( process.env.BLOCKPACK_REGENERATE_FIXTURES ) {
			fs.writeFileSync( c.expected, html );
			return;
		}
		expect( html ).toBe( fs.readFileSync( c.expected, 'utf8' ) );
	} );
}
