/**
 * The Feedback list's "Export CSV" streams the responses in batches: 20,000 responses export,
 * complete, within WordPress's default memory limit (WP_MEMORY_LIMIT, 40M). The responses are
 * inserted with direct SQL by a test route, and the export runs with PHP's memory_limit set to
 * 40M (tests/mu-plugins/blockpack-test-feedback.php), which also records its peak memory.
 */
import { test, expect } from '@playwright/test';
import { restAs, type RestClient } from './utils';

const FIXTURE = '/blockpack-test/v1/feedback-fixture';
const MEMORY = '/blockpack-test/v1/export-memory';
const COUNT = 20000;
const TAG = `csv${ Date.now().toString( 36 ) }`;

let admin: RestClient;

test.beforeAll( async () => {
	admin = await restAs( 'admin' );
} );

test.afterAll( async () => {
	try {
		await admin.delete( FIXTURE, { tag: TAG } );
		await admin.post( MEMORY, { limit: '' } );
	} finally {
		await admin.dispose();
	}
} );

test( `${ COUNT } responses export within a 40M memory limit, every row complete`, async () => {
	test.setTimeout( 180_000 );
	const inserted = await admin.post( FIXTURE, {
		tag: TAG,
		count: COUNT,
		name: TAG,
		email: `${ TAG }@example.org`,
	} );
	expect( inserted.status() ).toBe( 200 );
	expect( await inserted.json() ).toEqual( { inserted: COUNT } );
	expect( ( await admin.post( MEMORY, { limit: '40M' } ) ).status() ).toBe(
		200
	);

	const list = await admin.context.get(
		'/wp-admin/edit.php?post_type=feedback'
	);
	expect( list.status() ).toBe( 200 );
	const match = ( await list.text() ).match(
		/<a class="button" href="([^"]+)">Export CSV<\/a>/
	);
	expect( match ).not.toBeNull();
	const href = ( match as RegExpMatchArray )[ 1 ].replace(
		/&#0?38;|&amp;/g,
		'&'
	);
	const res = await admin.context.get( href, {
		failOnStatusCode: false,
		timeout: 120_000,
	} );
	const csv = ( await res.text() ).replace( /^\uFEFF/, '' );
	expect( res.status(), csv.slice( -500 ) ).toBe( 200 );
	expect( csv ).not.toMatch( /Allowed memory size|Fatal error/ );
	const lines = csv.split( '\r\n' );
	expect( lines.pop() ).toBe( '' );
	expect( lines[ 0 ] ).toMatch(
		/^"Date","Source",.*"Name","Email".*"Message"/
	);
	const header = lines[ 0 ].split( '","' );
	const mine = lines.filter( ( line ) =>
		line.includes( `"${ TAG }@example.org"` )
	);
	expect( mine ).toHaveLength( COUNT );
	// Every row of ours is whole: its cells, the name and the message with its quotes
	// (checked in plain code, one expect for all: 60,000 expects would take minutes).
	const names = new Set< string >();
	const broken: string[] = [];
	for ( const line of mine ) {
		const cells = line.slice( 1, -1 ).split( '","' );
		const name = cells[ header.indexOf( 'Name' ) ] ?? '';
		const k = name.slice( TAG.length + 1 );
		names.add( name );
		if (
			cells.length !== header.length ||
			cells[ header.indexOf( 'Message' ) ] !==
				`Message ${ k }, with ""quotes""`
		) {
			broken.push( line );
		}
	}
	expect( broken.slice( 0, 3 ) ).toEqual( [] );
	expect( names.size ).toBe( COUNT );

	const peak = ( await ( await admin.get( MEMORY ) ).json() ) as {
		peak: number;
	};
	expect( peak.peak ).toBeGreaterThan( 0 );
	expect( peak.peak ).toBeLessThanOrEqual( 40 * 1024 * 1024 );
	test.info().annotations.push( {
		type: 'measure',
		description: `CSV export of ${ COUNT } responses: ${ (
			peak.peak /
			1024 /
			1024
		).toFixed( 1 ) } MB peak memory, ${ csv.length } bytes`,
	} );
} );
