/**
 * Latest Instagram Posts: the gallery route the editor reads
 * (`GET /wpcom/v2/instagram-gallery/gallery?access_token=<connection id>&count=…`), its hour of
 * cache and last good copy, the connections route, the daily token refresh, and the grid visitors
 * see, against a fake Instagram on 127.0.0.1 (tests/fakes/instagram).
 */
import { test, expect } from '@playwright/test';
import { restAs, watchPhpErrors, type RestClient } from './utils';
import { ensureUsers, logInAs } from './users';
import {
	ACCOUNTS,
	startFakeInstagram,
	pointPluginAtInstagram,
	type FakeInstagram,
} from '../fakes/instagram';
import {
	ROUTES,
	call,
	connectToken,
	touchConnection,
} from './instagram-helpers';

type Gallery = {
	external_name: string;
	images: Array< { link: string; title: string; url: string } >;
};

let admin: RestClient;
let fake: FakeInstagram;
/** Blockpack's PHP errors in the server's logs since the spec started. */
let newPhpErrors: () => string[];

const gallery = ( id: string, count?: number ) =>
	call(
		admin.context,
		admin.nonce,
		'GET',
		ROUTES.gallery,
		count === undefined
			? { access_token: id }
			: { access_token: id, count: String( count ) }
	);

const listed = async () =>
	( await call( admin.context, admin.nonce, 'GET', ROUTES.connections ) )
		.json as Array< { token: string; username: string } >;

test.describe.configure( { mode: 'serial' } );

test.beforeAll( async () => {
	newPhpErrors = await watchPhpErrors();
	fake = await startFakeInstagram();
	admin = await restAs( 'admin' );
	await ensureUsers( admin, [ 'subscriber', 'contributor' ] );
	await pointPluginAtInstagram( admin, fake.port );
} );

test.afterAll( async () => {
	await pointPluginAtInstagram( admin, 0, { app: null } );
	await admin.dispose();
	await fake.close();
} );

test.afterEach( async () => {
	fake.failWith = null;
	expect( newPhpErrors() ).toEqual( [] );
} );

test( 'gallery: Jetpack’s shape, the count, videos by their thumbnail, captions as titles', async () => {
	const { token: id, username } = await connectToken(
		admin,
		fake.mintToken( ACCOUNTS[ 0 ] )
	);
	expect( username ).toBe( 'blockpack.test' );
	const res = await gallery( id, 5 );
	expect( res.status, res.text ).toBe( 200 );
	const body = res.json as Gallery;
	expect( Object.keys( body ).sort() ).toEqual( [
		'external_name',
		'images',
	] );
	expect( body.external_name ).toBe( 'blockpack.test' );
	expect( body.images ).toHaveLength( 5 );
	const posts = fake.postsOf( ACCOUNTS[ 0 ] );
	expect( body.images[ 0 ] ).toEqual( {
		link: posts[ 0 ].permalink,
		title: 'Post 1 of @blockpack.test bold #blockpack',
		url: posts[ 0 ].media_url,
	} );
	// The video: its thumbnail, never the video file.
	expect( body.images[ 1 ].url ).toBe( posts[ 1 ].thumbnail_url );
	expect( body.images[ 2 ].url ).toBe( posts[ 2 ].media_url );
	expect( body.images[ 3 ].title ).toBe( '' );
	// Instagram is asked for 30 posts once; every count is cut from that.
	const media = fake.requests.filter( ( r ) => r.service === 'media' );
	expect( media ).toHaveLength( 1 );
	expect( media[ 0 ].query.limit ).toBe( '30' );
	expect( media[ 0 ].query.fields ).toBe(
		'id,caption,media_type,media_url,thumbnail_url,permalink'
	);
	// No token anywhere in the answer.
	expect( res.text ).not.toContain( 'IGAA' );

	const all = await gallery( id, 30 );
	expect( ( all.json as Gallery ).images ).toHaveLength( 12 );
	const byDefault = await gallery( id );
	expect( ( byDefault.json as Gallery ).images ).toHaveLength( 12 );
	expect( fake.count( 'media' ) ).toBe( 1 );
} );

test( 'gallery: cached for an hour; after it, Instagram is asked again', async () => {
	const [ { token: id } ] = await listed();
	const before = fake.count( 'media' );
	expect( ( await gallery( id, 9 ) ).status ).toBe( 200 );
	expect( fake.count( 'media' ) ).toBe( before );
	await touchConnection( admin, id, { expire_cache: true } );
	expect( ( await gallery( id, 9 ) ).status ).toBe( 200 );
	expect( fake.count( 'media' ) ).toBe( before + 1 );
	expect( ( await gallery( id, 9 ) ).status ).toBe( 200 );
	expect( fake.count( 'media' ) ).toBe( before + 1 );
} );

test( 'gallery: Instagram failing, the last good copy is served (error, malformed, dropped connection)', async () => {
	const [ { token: id } ] = await listed();
	const good = ( ( await gallery( id, 4 ) ).json as Gallery ).images;
	for ( const failure of [ 500, 'malformed', 'reset' ] as const ) {
		fake.failWith = failure;
		await touchConnection( admin, id, { expire_cache: true } );
		const before = fake.requests.length;
		const res = await gallery( id, 4 );
		expect( res.status, `${ failure }: ${ res.text }` ).toBe( 200 );
		expect( ( res.json as Gallery ).images ).toEqual( good );
		expect( fake.requests.length ).toBe( before + 1 );
	}
} );

test( 'gallery: nothing cached and Instagram failing is 424; unknown ids 404; bad arguments 400', async () => {
	const { token: id } = await connectToken(
		admin,
		fake.mintToken( ACCOUNTS[ 1 ] )
	);
	fake.failWith = 503;
	const failed = await gallery( id, 9 );
	expect( failed.status ).toBe( 424 );
	expect( ( failed.json as { code: string } ).code ).toBe(
		'instagram_gallery_failed'
	);
	fake.failWith = null;
	const recovered = await gallery( id, 9 );
	expect( recovered.status ).toBe( 200 );
	expect( ( recovered.json as Gallery ).images ).toHaveLength( 1 );

	const unknown = await gallery( '987654', 9 );
	expect( unknown.status ).toBe( 404 );
	expect( ( unknown.json as { code: string } ).code ).toBe(
		'instagram_connection_not_found'
	);
	for ( const [ token, count ] of [
		[ id, '0' ],
		[ id, '31' ],
		[ id, 'many' ],
		[ 'abc', '9' ],
		[ '0', '9' ],
		[ '-1', '9' ],
	] ) {
		const res = await call(
			admin.context,
			admin.nonce,
			'GET',
			ROUTES.gallery,
			{ access_token: token, count }
		);
		expect( res.status, `${ token } ${ count }` ).toBe( 400 );
		expect( ( res.json as { code: string } ).code ).toBe(
			'rest_invalid_param'
		);
	}
	const missing = await call(
		admin.context,
		admin.nonce,
		'GET',
		ROUTES.gallery
	);
	expect( missing.status ).toBe( 400 );
} );

test( 'permissions: visitors 401, subscribers 403, contributors read (but get no connect address)', async () => {
	const [ { token: id } ] = await listed();
	const visitor = await restAs( 'anonymous' );
	const subscriber = await restAs( 'subscriber' );
	const contributor = await logInAs( 'contributor' );
	for ( const route of [
		ROUTES.connections,
		ROUTES.connectUrl,
		ROUTES.gallery,
	] ) {
		const params: Record< string, string > =
			route === ROUTES.gallery ? { access_token: id } : {};
		expect(
			( await call( visitor.context, '', 'GET', route, params ) ).status
		).toBe( 401 );
		expect(
			(
				await call(
					subscriber.context,
					subscriber.nonce,
					'GET',
					route,
					params
				)
			).status
		).toBe( 403 );
		expect(
			(
				await call(
					contributor.context,
					contributor.nonce,
					'GET',
					route,
					params
				)
			).status
		).toBe( route === ROUTES.connectUrl ? 403 : 200 );
	}
	// The administrators' routes.
	const post = await call(
		contributor.context,
		contributor.nonce,
		'POST',
		ROUTES.adminConnections,
		{},
		{ access_token: fake.mintToken( ACCOUNTS[ 0 ] ) }
	);
	expect( post.status ).toBe( 403 );
	const remove = await call(
		contributor.context,
		contributor.nonce,
		'DELETE',
		`${ ROUTES.adminConnections }/${ id }`
	);
	expect( remove.status ).toBe( 403 );
	expect( ( await listed() ).map( ( c ) => c.token ) ).toContain( id );
	await Promise.all( [
		visitor.dispose(),
		subscriber.dispose(),
		contributor.context.dispose(),
	] );
} );

test( 'connections: username and id only; a revoked token marks its connection unhealthy, no longer listed, its last good gallery still served', async () => {
	const list = await call(
		admin.context,
		admin.nonce,
		'GET',
		ROUTES.connections
	);
	expect( list.status ).toBe( 200 );
	const connections = list.json as Array< Record< string, string > >;
	expect( connections.map( ( c ) => c.username ) ).toEqual( [
		'blockpack.test',
		'second_account',
	] );
	for ( const connection of connections ) {
		expect( Object.keys( connection ).sort() ).toEqual( [
			'token',
			'username',
		] );
		expect( connection.token ).toMatch( /^[1-9][0-9]*$/ );
	}
	expect( list.text ).not.toContain( 'IGAA' );

	const id = connections[ 1 ].token;
	const stored = await touchConnection( admin, id, { expire_cache: true } );
	fake.revoke( stored.token );
	const res = await gallery( id, 9 );
	expect( res.status ).toBe( 200 );
	expect( ( res.json as Gallery ).images ).toHaveLength( 1 );
	const after = await touchConnection( admin, id );
	expect( after.healthy ).toBe( false );
	expect( ( await listed() ).map( ( c ) => c.username ) ).toEqual( [
		'blockpack.test',
	] );
	// Connecting the account again makes the same connection healthy.
	const again = await connectToken( admin, fake.mintToken( ACCOUNTS[ 1 ] ) );
	expect( again.token ).toBe( id );
	expect( ( await listed() ).map( ( c ) => c.token ) ).toEqual( [
		connections[ 0 ].token,
		id,
	] );
} );

test( 'token refresh: due tokens refreshed, young or far ones kept, expired ones unhealthy, failures kept for the next day', async () => {
	const [ first, second ] = await listed();
	fake.refreshMinAgeSeconds = 0;
	const third = await connectToken(
		admin,
		fake.mintToken( {
			...ACCOUNTS[ 0 ],
			userId: '17841400000000003',
			username: 'third',
		} )
	);
	const fourth = await connectToken(
		admin,
		fake.mintToken( {
			...ACCOUNTS[ 0 ],
			userId: '17841400000000004',
			username: 'fourth',
		} )
	);
	const day = 86400;
	const due = await touchConnection( admin, first.token, {
		issued_ago: 2 * day,
		expires_in: 5 * day,
	} );
	await touchConnection( admin, second.token, {
		issued_ago: 2 * day,
		expires_in: 30 * day,
	} );
	await touchConnection( admin, third.token, {
		issued_ago: 3600,
		expires_in: 5 * day,
	} );
	await touchConnection( admin, fourth.token, {
		issued_ago: 61 * day,
		expires_in: -day,
	} );
	const refreshesBefore = fake.count( 'refresh' );
	const run = await admin.post( '/blockpack-test/v1/instagram-refresh' );
	expect( run.status() ).toBe( 200 );
	const answer = await run.json();
	// The plugin schedules the daily event itself.
	expect( answer.scheduled ).toBe( true );
	expect( answer.results ).toEqual( {
		[ first.token ]: 'refreshed',
		[ second.token ]: 'kept',
		[ third.token ]: 'kept',
		[ fourth.token ]: 'expired',
	} );
	expect( fake.count( 'refresh' ) ).toBe( refreshesBefore + 1 );
	const refreshed = await touchConnection( admin, first.token );
	expect( refreshed.token ).not.toBe( due.token );
	expect( refreshed.expires - Date.now() / 1000 ).toBeGreaterThan( 59 * day );
	expect( ( await listed() ).map( ( c ) => c.username ) ).toEqual( [
		'blockpack.test',
		'second_account',
		'third',
	] );
	// The refreshed token works.
	await touchConnection( admin, first.token, { expire_cache: true } );
	expect( ( await gallery( first.token, 3 ) ).status ).toBe( 200 );

	// Instagram failing: kept, said in settings, tried again the next day.
	await touchConnection( admin, first.token, {
		issued_ago: 2 * day,
		expires_in: 5 * day,
	} );
	fake.failWith = 500;
	const failing = await admin.post( '/blockpack-test/v1/instagram-refresh' );
	expect( failing.status() ).toBe( 200 );
	expect( ( await failing.json() ).results[ first.token ] ).toBe( 'failed' );
	const kept = await touchConnection( admin, first.token );
	expect( kept.healthy ).toBe( true );
	expect( kept.token ).toBe( refreshed.token );
	expect( kept.last_error ).toContain( 'could not be refreshed' );
	fake.failWith = null;
	fake.refreshMinAgeSeconds = 86400;
} );

/**
 * Publishes a post holding one gallery block and answers its address.
 *
 * @param attributes The block's attributes.
 */
async function publishGallery(
	attributes: Record< string, unknown >
): Promise< string > {
	const user = attributes.instagramUser as string | undefined;
	const link = user
		? `<a href="https://www.instagram.com/${ user }/" rel="noopener noreferrer" target="_blank">https://www.instagram.com/${ user }/</a>`
		: '';
	const res = await admin.post( '/wp/v2/posts', {
		title: 'Instagram gallery',
		status: 'publish',
		content: `<!-- wp:jetpack/instagram-gallery ${ JSON.stringify(
			attributes
		) } -->\n<div class="wp-block-jetpack-instagram-gallery">${ link }</div>\n<!-- /wp:jetpack/instagram-gallery -->`,
	} );
	expect( res.status() ).toBe( 201 );
	return ( ( await res.json() ) as { link: string } ).link;
}

/**
 * The page as a visitor gets it.
 *
 * @param link The post's address.
 */
async function visit( link: string ): Promise< string > {
	const visitor = await restAs( 'anonymous' );
	const res = await visitor.context.get( link );
	expect( res.status() ).toBe( 200 );
	const html = await res.text();
	await visitor.dispose();
	return html;
}

/**
 * The gallery blocks' markup on a page.
 *
 * @param html The page.
 */
const blockMarkup = ( html: string ) =>
	html.match(
		/<div [^>]*class="[^"]*wp-block-jetpack-instagram-gallery[\s\S]*?<\/div>/g
	) ?? [];

test( 'visitors: a lazy grid with alt text, the columns and spacing, square boxes; one fetch for a cold cache, none after', async () => {
	await pointPluginAtInstagram( admin, fake.port );
	const { token: id } = await connectToken(
		admin,
		fake.mintToken( ACCOUNTS[ 0 ] )
	);
	// Publishing renders the content once too (the REST answer's `content.rendered`).
	const before = fake.count( 'media' );
	const link = await publishGallery( {
		accessToken: id,
		instagramUser: 'blockpack.test',
		columns: 4,
		count: 5,
		spacing: 16,
		isStackedOnMobile: false,
		align: 'wide',
	} );
	const html = await visit( link );
	expect( fake.count( 'media' ) ).toBe( before + 1 );
	const grid = blockMarkup( html )[ 0 ] ?? '';
	expect( grid ).toBeTruthy();
	const open = grid.match( /^<div [^>]*>/ )![ 0 ];
	const classes = ( open.match( /class="([^"]*)"/ )?.[ 1 ] ?? '' )
		.split( ' ' )
		.sort();
	expect( classes ).toEqual( [
		'alignwide',
		'wp-block-jetpack-instagram-gallery',
		'wp-block-jetpack-instagram-gallery__grid',
		'wp-block-jetpack-instagram-gallery__grid-columns-4',
	] );
	expect( open ).toContain( '--latest-instagram-posts-spacing:16px' );
	const posts = grid.match( /<a [^>]*>.*?<\/a>/g ) ?? [];
	expect( posts ).toHaveLength( 5 );
	const expected = fake.postsOf( ACCOUNTS[ 0 ] );
	posts.forEach( ( post, index ) => {
		expect( post ).toContain(
			'class="wp-block-jetpack-instagram-gallery__grid-post"'
		);
		expect( post ).toContain( `href="${ expected[ index ].permalink }"` );
		expect( post ).toContain( 'target="_blank" rel="noopener noreferrer"' );
		expect( post ).toMatch(
			/<img src="[^"]+" alt="[^"]+" loading="lazy" decoding="async" width="640" height="640" \/>/
		);
	} );
	expect( posts[ 0 ] ).toContain(
		'alt="Post 1 of @blockpack.test bold #blockpack"'
	);
	expect( posts[ 1 ] ).toContain( `src="${ expected[ 1 ].thumbnail_url }"` );
	expect( posts[ 3 ] ).toContain( 'alt="Instagram post"' );
	expect( html ).not.toContain( 'IGAA' );
	// The block's style sheet is on the page (linked, or inlined as WordPress does with small
	// ones), with the square boxes.
	expect( html ).toMatch(
		/instagram-gallery\/style(-rtl)?\.css|\.wp-block-jetpack-instagram-gallery__grid-post\{aspect-ratio:1;/
	);

	// Cached: visitors cause no more requests.
	await visit( link );
	await visit( link );
	expect( fake.count( 'media' ) ).toBe( before + 1 );
} );

test( 'visitors: defaults; Instagram down after the hour: the last good grid, refreshed after the page is sent, at most once an hour', async () => {
	const [ connection ] = ( await listed() ).filter(
		( c ) => c.username === 'blockpack.test'
	);
	const link = await publishGallery( {
		accessToken: connection.token,
		instagramUser: 'blockpack.test',
	} );
	const first = await visit( link );
	const grid = blockMarkup( first )[ 0 ] ?? '';
	expect( grid ).toContain(
		'wp-block-jetpack-instagram-gallery__grid-columns-3'
	);
	expect( grid ).toContain( 'is-stacked-on-mobile' );
	expect( grid ).toContain( '--latest-instagram-posts-spacing:10px' );
	expect( grid.match( /<img /g ) ).toHaveLength( 9 );

	fake.failWith = 500;
	await touchConnection( admin, connection.token, { expire_cache: true } );
	const before = fake.count( 'media' );
	const down = await visit( link );
	expect( blockMarkup( down )[ 0 ] ).toBe( grid );
	// The refresh runs once the page has been sent.
	await expect.poll( () => fake.count( 'media' ) ).toBe( before + 1 );
	const again = await visit( link );
	expect( blockMarkup( again )[ 0 ] ).toBe( grid );
	expect( fake.count( 'media' ) ).toBe( before + 1 );
} );

test( 'visitors: nothing cached and Instagram down: only the saved profile link, never an error; no connection: the saved markup', async () => {
	const { token: id } = await connectToken(
		admin,
		fake.mintToken( {
			...ACCOUNTS[ 0 ],
			userId: '17841400000000009',
			username: 'never_fetched',
		} )
	);
	fake.failWith = 'reset';
	const before = fake.count( 'media' );
	const link = await publishGallery( {
		accessToken: id,
		instagramUser: 'never_fetched',
	} );
	const html = await visit( link );
	expect(
		fake.requests.filter( ( r ) => r.service === 'media' ).length
	).toBe( before + 1 );
	const [ block ] = blockMarkup( html );
	expect( block ).toBe(
		'<div class="wp-block-jetpack-instagram-gallery"><a href="https://www.instagram.com/never_fetched/" rel="noopener noreferrer" target="_blank">https://www.instagram.com/never_fetched/</a></div>'
	);
	// At most one request an hour from visitors, even when Instagram is back.
	fake.failWith = null;
	await visit( link );
	expect( fake.count( 'media' ) ).toBe( before + 1 );

	for ( const attributes of [
		{ instagramUser: 'someone' },
		{ accessToken: '424242', instagramUser: 'someone' },
		{ accessToken: 'abcd', instagramUser: 'someone' },
		{ accessToken: id, columns: 'x', count: -4 },
	] ) {
		const page = await visit( await publishGallery( attributes ) );
		const [ saved ] = blockMarkup( page );
		expect( saved ).toMatch(
			/^<div class="wp-block-jetpack-instagram-gallery">(<a [^>]+>[^<]+<\/a>)?<\/div>$/
		);
	}
} );
