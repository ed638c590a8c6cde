/**
 * Server-rendered fixtures: for every dynamic block fixture with a `.server-rendered.html`
 * beside it, what the running WordPress prints for the fixture's markup (do_blocks) matches it.
 * BLOCKPACK_REGENERATE_FIXTURES=1 rewrites the files instead.
 */
import fs from 'fs';
import path from 'path';
import { test, expect } from '@playwright/test';
import {
	blockFolders,
	BLOCKS_DIR as BLOCKS,
} from '../../tools/block-folders.cjs';
import { restAs, type RestClient } from './utils';

const cases = blockFolders().flatMap( ( slug: string ) => {
	const dir = path.join( BLOCKS, slug, 'test/fixtures' );
	if ( ! fs.existsSync( dir ) ) {
		return [];
	}
	return fs
		.readdirSync( dir )
		.filter( ( file ) => file.endsWith( '.server-rendered.html' ) )
		.map( ( file ) => ( {
			slug,
			name: (
				JSON.parse(
					fs.readFileSync(
						path.join( BLOCKS, slug, 'block.json' ),
						'utf8'
					)
				) as { name: string }
			 ).name,
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

test( 'every dynamic block has server-rendered fixtures', async () => {
	// Dynamic as WordPress registered it: a render.php or a render callback (the fields').
	const res = await admin.get( '/wp/v2/block-types/jetpack' );
	expect( res.status() ).toBe( 200 );
	const dynamic = (
		( await res.json() ) as Array< { name: string; is_dynamic: boolean } >
	 )
		.filter( ( type ) => type.is_dynamic )
		.map( ( type ) => type.name );
	expect( dynamic ).toContain( 'jetpack/field-text' );
	// Every missing block at once (not only the first), so one run names them all.
	const covered = new Set( cases.map( ( c ) => c.name ) );
	expect( dynamic.filter( ( name ) => ! covered.has( name ) ) ).toEqual( [] );
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
