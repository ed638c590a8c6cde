/**
 * The GIF block's GIPHY API key, over HTTP: an administrator reads and sets it through
 * `/wp/v2/settings` (only letters and digits are accepted) or its section of Settings →
 * Blockpack (where it moved from Settings → Writing, keeping the saved key); subscribers (403)
 * and visitors (401) can neither read nor change it, and it never reaches a visitor's page.
 */
import { test, expect } from '@playwright/test';
import { restAs, type RestClient } from './utils';
import { SETTINGS_PAGE, submitSettingsForm } from './settings-form';

const ROUTE = '/wp/v2/settings';
const OPTION = 'blockpack_giphy_api_key';

let admin: RestClient;
test.beforeAll( async () => {
	admin = await restAs( 'admin' );
} );
test.afterAll( async () => {
	await admin.post( ROUTE, { [ OPTION ]: '' } );
	await admin.dispose();
} );

test.describe.configure( { mode: 'serial' } );

/**
 * The key, as the administrator reads it over REST.
 */
async function savedKey(): Promise< unknown > {
	const res = await admin.get( ROUTE );
	return ( ( await res.json() ) as Record< string, unknown > )[ OPTION ];
}

test( 'an administrator reads the key (empty by default) and sets it', async () => {
	await admin.post( ROUTE, { [ OPTION ]: '' } );
	const before = await admin.get( ROUTE );
	expect( before.status() ).toBe( 200 );
	expect(
		( ( await before.json() ) as Record< string, unknown > )[ OPTION ]
	).toBe( '' );

	const set = await admin.post( ROUTE, { [ OPTION ]: 'AbC123xyz' } );
	expect( set.status() ).toBe( 200 );
	expect(
		( ( await set.json() ) as Record< string, unknown > )[ OPTION ]
	).toBe( 'AbC123xyz' );
	const after = await admin.get( ROUTE );
	expect(
		( ( await after.json() ) as Record< string, unknown > )[ OPTION ]
	).toBe( 'AbC123xyz' );
} );

for ( const value of [
	'"><script>alert(1)</script>',
	'key with spaces',
	'javascript:alert(1)',
	'a'.repeat( 65 ),
] ) {
	test( `refuses ${ JSON.stringify( value.slice( 0, 30 ) ) } with a 400 and keeps the key`, async () => {
		await admin.post( ROUTE, { [ OPTION ]: 'Kept123' } );
		const res = await admin.post( ROUTE, { [ OPTION ]: value } );
		expect( res.status() ).toBe( 400 );
		expect( ( ( await res.json() ) as { code: string } ).code ).toBe(
			'rest_invalid_param'
		);
		const after = await admin.get( ROUTE );
		expect(
			( ( await after.json() ) as Record< string, unknown > )[ OPTION ]
		).toBe( 'Kept123' );
	} );
}

test( 'the key saved before the move is the one on Settings → Blockpack, whose GIF form saves it; Settings → Writing no longer has it', async () => {
	// The key as Settings → Writing saved it: the same option.
	await admin.post( ROUTE, { [ OPTION ]: 'Saved4Writing' } );
	const page = await ( await admin.context.get( SETTINGS_PAGE ) ).text();
	expect( page ).toContain( '<h2 id="gif">GIF</h2>' );
	expect( page ).toMatch(
		new RegExp(
			`<input id="${ OPTION }"[^>]* name="${ OPTION }" value="Saved4Writing"`
		)
	);
	const writing = await (
		await admin.context.get( '/wp-admin/options-writing.php' )
	).text();
	expect( writing ).not.toContain( OPTION );

	// The GIF form changes it, and refuses what GIPHY never issues.
	const { location } = await submitSettingsForm(
		admin.context,
		'blockpack_gif',
		{ [ OPTION ]: ' NewKey42 ' }
	);
	expect( location ).toContain( 'settings-updated=true' );
	expect( await savedKey() ).toBe( 'NewKey42' );
	await submitSettingsForm( admin.context, 'blockpack_gif', {
		[ OPTION ]: '"><script>',
	} );
	expect( await savedKey() ).toBe( '' );
} );

for ( const [ role, status ] of [
	[ 'subscriber', 403 ],
	[ 'anonymous', 401 ],
] as const ) {
	test( `a ${ role } can neither read nor set the key (${ status })`, async () => {
		await admin.post( ROUTE, { [ OPTION ]: 'Secret42' } );
		const client = await restAs( role );
		try {
			const read = await client.get( ROUTE );
			expect( read.status() ).toBe( status );
			expect( await read.text() ).not.toContain( 'Secret42' );
			const write = await client.post( ROUTE, { [ OPTION ]: 'Stolen1' } );
			expect( write.status() ).toBe( status );
		} finally {
			await client.dispose();
		}
		const after = await admin.get( ROUTE );
		expect(
			( ( await after.json() ) as Record< string, unknown > )[ OPTION ]
		).toBe( 'Secret42' );
	} );
}

test( 'a post with a GIF shows the GIPHY player to visitors, without the key', async () => {
	await admin.post( ROUTE, { [ OPTION ]: 'Secret42' } );
	const created = await admin.post( '/wp/v2/posts', {
		status: 'publish',
		title: 'GIF post',
		content:
			'<!-- wp:jetpack/gif {"giphyUrl":"https://giphy.com/embed/JIX9t2j0ZTN9S","searchText":"cats","paddingTop":"75%","caption":"Hi"} /-->',
	} );
	expect( created.status() ).toBe( 201 );
	const { id } = ( await created.json() ) as { id: number };
	const visitor = await restAs( 'anonymous' );
	try {
		const page = await visitor.context.get( `/?p=${ id }` );
		const html = await page.text();
		expect( html ).toContain(
			'<iframe src="https://giphy.com/embed/JIX9t2j0ZTN9S" title="cats"'
		);
		expect( html ).toContain( 'padding-top:75%' );
		expect( html ).not.toContain( 'Secret42' );
		expect( html ).not.toContain( 'window.blockpackEditor' );
	} finally {
		await visitor.dispose();
		await admin.delete( `/wp/v2/posts/${ id }`, { force: 'true' } );
	}
} );
