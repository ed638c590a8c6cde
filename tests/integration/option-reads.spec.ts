/**
 * Blockpack's settings cost no query where nothing shows them. An option that was never saved is
 * not autoloaded, so WordPress asks the database for it each time it is read. The REST requests
 * the editor makes as it opens, a visitor's page and the editor's own page read none of
 * Blockpack's options one at a time: the settings registry describes its sections without reading
 * their values (a `shown` that depends on them is asked only on the settings page), and a block
 * editor's page reads them all in one query (`Settings\prime()`).
 *
 * `/wp/v2/settings` is left out: it answers with the GIF block's key, which core reads there as it
 * reads every setting it shows.
 *
 * The test mu-plugin blockpack-test-option-reads.php names the single-option reads of a request.
 */
import { test, expect } from '@playwright/test';
import { cookielessContext, restAs, type RestClient } from './utils';

let admin: RestClient;

test.beforeAll( async () => {
	admin = await restAs( 'admin' );
} );

test.afterAll( async () => {
	await admin.dispose();
} );

/**
 * Blockpack's own options among a request's single-option reads (not the test mu-plugins').
 *
 * @param reads The reads, comma-separated.
 */
function ours( reads: string ): string[] {
	return reads
		.split( ',' )
		.filter(
			( name ) =>
				/^(blockpack|jetpack)_/.test( name ) &&
				! name.startsWith( 'blockpack_test_' )
		);
}

const REST_ROUTES = [
	[ '/wp/v2/types', { context: 'edit' } ],
	[ '/wp/v2/users/me', { context: 'edit' } ],
	[ '/wp/v2/block-patterns/categories', {} ],
	[ '/wp/v2/blocks', { context: 'edit', per_page: '100' } ],
] as const;

for ( const [ route, params ] of REST_ROUTES ) {
	test( `GET ${ route } reads none of Blockpack’s options one at a time`, async () => {
		const res = await admin.get( route, {
			...params,
			blockpack_option_reads: '1',
		} );
		expect( res.status() ).toBe( 200 );
		const reads = res.headers()[ 'x-blockpack-option-reads' ];
		// The mu-plugin answered: the header is there, even when it is empty.
		expect( reads ).toBeDefined();
		expect( ours( reads ) ).toEqual( [] );
	} );
}

/**
 * The reads a page names in its last comment (an option's name may hold spaces: WordPress reads
 * `mods_Twenty Twenty-Four` on a fresh site).
 *
 * @param html The page.
 */
function pageReads( html: string ): string {
	const found = /<!-- blockpack-option-reads: (.*) -->\s*$/.exec( html );
	expect( found ).not.toBeNull();
	return found?.[ 1 ] ?? '';
}

test( 'the editor’s page reads Blockpack’s settings in one query, none one at a time', async () => {
	const res = await admin.context.get(
		'/wp-admin/post-new.php?blockpack_option_reads=1'
	);
	expect( res.status() ).toBe( 200 );
	const html = await res.text();
	// The editor's data, which reads them, is on the page.
	expect( html ).toContain( 'window.blockpackEditor = ' );
	expect( ours( pageReads( html ) ) ).toEqual( [] );
} );

test( 'a visitor’s page reads none of Blockpack’s options one at a time', async () => {
	const visitor = await cookielessContext();
	try {
		const res = await visitor.get( '/?blockpack_option_reads=1' );
		expect( res.status() ).toBe( 200 );
		expect( ours( pageReads( await res.text() ) ) ).toEqual( [] );
	} finally {
		await visitor.dispose();
	}
} );
