/**
 * Related Posts computed on the site: real posts, categories and tags created over REST, the
 * list read as the editor reads it (`GET /wpcom/v2/related-posts`), as a test probe reads the
 * cache (tests/mu-plugins/blockpack-test-related-posts.php), and as a visitor sees the post.
 * Proves the ranking (a rarer shared tag beats a common category, shared title words break
 * ties, then recency), the exclusions (the post itself, drafts, private and password-protected
 * posts), the cache (a second read computes nothing) and its refresh when a post changes.
 */
import { execFileSync } from 'child_process';
import { test, expect } from '@playwright/test';
import { restAs, type RestClient } from './utils';

let admin: RestClient;
let visitor: RestClient;
let subscriber: RestClient;
const run = Date.now().toString( 36 );
const word = `zq${ run }`;
const created: Array< { route: string; id: number } > = [];
const ids: Record< string, number > = {};
let postLink = '';
let lonelyLink = '';
let commonId = 0;
let mediaId = 0;

async function create( route: string, data: Record< string, unknown > ) {
	const res = await admin.post( route, data );
	expect( res.status(), await res.text() ).toBe( 201 );
	const body = ( await res.json() ) as { id: number; link?: string };
	created.push( { route, id: body.id } );
	return body;
}

function png(): Buffer {
	return execFileSync(
		'php',
		[
			'-r',
			'$i=imagecreatetruecolor(1200,800);imagefill($i,0,0,imagecolorallocate($i,40,120,200));ob_start();imagepng($i);fwrite(STDOUT,ob_get_clean());',
		],
		{ maxBuffer: 16 * 1024 * 1024 }
	);
}

const BLOCK = `<!-- wp:jetpack/related-posts {"postLayout":"list","postsToShow":6,"displayContext":true,"displayThumbnails":true,"displayAuthor":true} -->
<div class="wp-block-jetpack-related-posts"><!-- wp:heading {"level":3} -->
<h3 class="wp-block-heading">More to read</h3>
<!-- /wp:heading --></div>
<!-- /wp:jetpack/related-posts -->`;

async function probe( postId: number, cold = false ) {
	const res = await admin.get( '/blockpack-test/v1/related-posts/probe', {
		post_id: String( postId ),
		...( cold ? { cold: '1' } : {} ),
	} );
	expect( res.status(), await res.text() ).toBe( 200 );
	return ( await res.json() ) as {
		ids: number[];
		hit: boolean;
		queries: number;
		generation: number;
	};
}

async function editorList( client: RestClient, postId: number ) {
	return client.get( '/wpcom/v2/related-posts', {
		post_id: String( postId ),
	} );
}

test.beforeAll( async () => {
	admin = await restAs( 'admin' );
	visitor = await restAs( 'anonymous' );
	subscriber = await restAs( 'subscriber' );

	const common = await create( '/wp/v2/categories', {
		name: `Common ${ run }`,
	} );
	commonId = common.id;
	const other = await create( '/wp/v2/categories', {
		name: `Other ${ run }`,
	} );
	const rare = await create( '/wp/v2/tags', { name: `rare-${ run }` } );

	const upload = await admin.context.post(
		`/index.php?rest_route=${ encodeURIComponent( '/wp/v2/media' ) }`,
		{
			headers: {
				'X-WP-Nonce': admin.nonce,
				'Content-Type': 'image/png',
				'Content-Disposition': `attachment; filename="related-${ run }.png"`,
			},
			data: png(),
			failOnStatusCode: false,
		}
	);
	expect( upload.status() ).toBe( 201 );
	mediaId = ( ( await upload.json() ) as { id: number } ).id;
	created.push( { route: '/wp/v2/media', id: mediaId } );

	const post = ( key: string, data: Record< string, unknown > ) =>
		create( '/wp/v2/posts', {
			status: 'publish',
			content: 'Text.',
			...data,
		} ).then( ( body ) => {
			ids[ key ] = body.id;
			return body;
		} );
	// The rarer tag, no shared category, the oldest post of all.
	await post( 'A', {
		title: `Apples ${ run }`,
		categories: [ other.id ],
		tags: [ rare.id ],
		date: '2019-01-01T10:00:00',
		featured_media: mediaId,
	} );
	// The common category; B1 (oldest of them) also shares a title word.
	await post( 'B1', {
		title: `The ${ word } story`,
		categories: [ common.id ],
		date: '2020-01-01T10:00:00',
	} );
	await post( 'B2', {
		title: `Bananas ${ run }`,
		categories: [ common.id ],
		date: '2020-01-02T10:00:00',
	} );
	await post( 'B3', {
		title: `Cherries ${ run }`,
		categories: [ common.id ],
		date: '2020-01-03T10:00:00',
	} );
	await post( 'B4', {
		title: `Dates ${ run }`,
		categories: [ common.id ],
		date: '2020-01-04T10:00:00',
	} );
	// Never shown: they share the most, but visitors may not see them.
	await post( 'draft', {
		title: `${ word } draft`,
		status: 'draft',
		categories: [ common.id ],
		tags: [ rare.id ],
	} );
	await post( 'private', {
		title: `${ word } private`,
		status: 'private',
		categories: [ common.id ],
		tags: [ rare.id ],
	} );
	await post( 'password', {
		title: `${ word } locked`,
		password: 'secret',
		categories: [ common.id ],
		tags: [ rare.id ],
	} );
	// The post the list is for.
	const current = await post( 'C', {
		title: `${ word } current`,
		categories: [ common.id ],
		tags: [ rare.id ],
		content: BLOCK,
		date: '2021-01-01T10:00:00',
	} );
	postLink = current.link ?? '';
	// A post that shares nothing with any other.
	const alone = await create( '/wp/v2/categories', {
		name: `Alone ${ run }`,
	} );
	const lonely = await post( 'lonely', {
		title: `Qx${ run }`,
		categories: [ alone.id ],
		content: BLOCK,
	} );
	lonelyLink = lonely.link ?? '';
} );

test.afterAll( async () => {
	for ( const { route, id } of created.reverse() ) {
		await admin.delete( `${ route }/${ id }`, { force: 'true' } );
	}
	await admin.dispose();
	await visitor.dispose();
	await subscriber.dispose();
} );

test( 'ranking: rarer shared tag, then common category with title words, then newest; hidden posts never', async () => {
	const res = await editorList( admin, ids.C );
	expect( res.status() ).toBe( 200 );
	const { posts } = ( await res.json() ) as {
		posts: Array< {
			id: number;
			title: string;
			context: string;
			image: { srcset: string } | null;
		} >;
	};
	expect( posts.map( ( p ) => p.id ) ).toEqual( [
		ids.A,
		ids.B1,
		ids.B4,
		ids.B3,
		ids.B2,
	] );
	expect( posts[ 0 ].title ).toBe( `Apples ${ run }` );
	expect( posts[ 0 ].context ).toBe( `In Other ${ run }` );
	expect( posts[ 1 ].context ).toBe( `In Common ${ run }` );
	expect( posts[ 0 ].image?.srcset ).toMatch( /\d+w/ );
	for ( const hidden of [ 'C', 'draft', 'private', 'password' ] ) {
		expect( posts.map( ( p ) => p.id ) ).not.toContain( ids[ hidden ] );
	}
} );

test( 'the route: only users who can edit the post, JSON errors', async () => {
	const anonymous = await editorList( visitor, ids.C );
	expect( anonymous.status() ).toBe( 401 );
	const sub = await editorList( subscriber, ids.C );
	expect( sub.status() ).toBe( 403 );
	expect( ( ( await sub.json() ) as { code: string } ).code ).toBe(
		'rest_forbidden'
	);
	const missing = await editorList( admin, 999999999 );
	expect( missing.status() ).toBe( 404 );
	const bad = await admin.get( '/wpcom/v2/related-posts', { post_id: 'x' } );
	expect( bad.status() ).toBe( 400 );
} );

test( 'visitors see a labelled nav with a list: link, date, author, context, thumbnail with srcset', async () => {
	const res = await visitor.context.get( postLink );
	expect( res.status() ).toBe( 200 );
	const html = await res.text();
	const nav =
		/<nav [^>]*wp-block-jetpack-related-posts[^>]*>([\s\S]*?)<\/nav>/.exec(
			html
		);
	expect( nav ).not.toBeNull();
	const [ whole, inner ] = nav as RegExpExecArray;
	expect( whole ).toMatch( /aria-label="Related posts"/ );
	expect( whole ).not.toMatch( /role="menuitem"/ );
	expect( inner ).toContain( 'More to read</h3>' );
	expect( inner ).toMatch(
		/<ul class="jp-related-posts-i2__list" data-layout="list">/
	);
	const items = [
		...inner.matchAll(
			/<li class="jp-related-posts-i2__post"[\s\S]*?<\/li>/g
		),
	].map( ( m ) => m[ 0 ] );
	expect( items ).toHaveLength( 5 );
	// Five posts: two in the first row, three in the second.
	expect(
		items.map( ( i ) => /data-row-size="(\d)"/.exec( i )?.[ 1 ] )
	).toEqual( [ '2', '2', '3', '3', '3' ] );
	expect( items[ 0 ] ).toContain( `>Apples ${ run }</a>` );
	expect( items[ 0 ] ).toMatch( /<img [^>]*srcset="[^"]+ \d+w/ );
	expect( items[ 0 ] ).toMatch(
		/<time class="jp-related-posts-i2__post-date[^"]*" datetime="2019-01-01T10:00:00/
	);
	expect( items[ 0 ] ).toContain( `In Other ${ run }` );
	expect( items[ 0 ] ).toMatch( /jp-related-posts-i2__post-author[^>]*>By / );
	expect( inner ).not.toContain( 'draft' );
	expect( inner ).not.toContain( 'locked' );
} );

test( 'nothing renders when the post has no related posts', async () => {
	const res = await visitor.context.get( lonelyLink );
	expect( res.status() ).toBe( 200 );
	const html = await res.text();
	expect( html ).toContain( `Qx${ run }` );
	// No box at all (the block's stylesheet may still name its classes).
	expect( html ).not.toMatch(
		/<[a-z]+ [^>]*class="[^"]*wp-block-jetpack-related-posts/
	);
	expect( html ).not.toContain( 'class="jp-related-posts-i2__list"' );
} );

test( 'the list is cached per post and computed again after a post changes', async () => {
	const first = await probe( ids.C, true );
	expect( first.hit ).toBe( false );
	const second = await probe( ids.C );
	expect( second.hit ).toBe( true );
	expect( second.ids ).toEqual( first.ids );
	// A hit primes the posts it shows, and runs none of the ranking's queries.
	expect( second.queries ).toBeLessThan( first.queries );

	// B2 now shares the title word: it passes B1 (same words, newer).
	const edit = await admin.post( `/wp/v2/posts/${ ids.B2 }`, {
		title: `Bananas ${ word }`,
	} );
	expect( edit.status() ).toBe( 200 );
	const after = await probe( ids.C );
	expect( after.hit ).toBe( false );
	expect( after.generation ).toBeGreaterThan( second.generation );
	expect( after.ids ).toEqual( [ ids.A, ids.B2, ids.B1, ids.B4, ids.B3 ] );

	// A trashed post leaves the list.
	const trash = await admin.delete( `/wp/v2/posts/${ ids.A }` );
	expect( trash.status() ).toBe( 200 );
	const trashed = await probe( ids.C );
	expect( trashed.hit ).toBe( false );
	expect( trashed.ids ).toEqual( [ ids.B2, ids.B1, ids.B4, ids.B3 ] );
	expect( ( await probe( ids.C ) ).hit ).toBe( true );
} );

test( 'the old self-closing form: its attributes apply, its headline shows as a heading, escaped', async () => {
	const old = await create( '/wp/v2/posts', {
		status: 'publish',
		title: `Old form ${ run }`,
		categories: [ commonId ],
		content:
			'<!-- wp:jetpack/related-posts {"postLayout":"list","displayDate":false,"displayHeadline":true,"headline":"Old <b>headline</b>","postsToShow":2} /-->',
	} );
	const res = await visitor.context.get( old.link ?? '' );
	expect( res.status() ).toBe( 200 );
	const html = await res.text();
	const nav =
		/<nav [^>]*wp-block-jetpack-related-posts[^>]*>([\s\S]*?)<\/nav>/.exec(
			html
		);
	expect( nav ).not.toBeNull();
	const inner = ( nav as RegExpExecArray )[ 1 ];
	expect( inner ).toContain(
		'<h3 class="jp-related-posts-i2__headline">Old &lt;b&gt;headline&lt;/b&gt;</h3>'
	);
	expect( inner ).toContain( 'data-layout="list"' );
	expect( inner.match( /<li /g ) ).toHaveLength( 2 );
	expect( inner ).not.toContain( '<time' );
} );

test( 'the cache survives auto-drafts, drafts and autosaves (they change no published list); publishing empties it', async () => {
	await probe( ids.C );
	const before = await probe( ids.C );
	expect( before.hit ).toBe( true );
	const unchanged = async () => {
		const now = await probe( ids.C );
		expect( now.generation ).toBe( before.generation );
		expect( now.hit ).toBe( true );
		expect( now.ids ).toEqual( before.ids );
	};

	// Opening a new post in the editor stores an auto-draft.
	const editor = await admin.context.get( '/wp-admin/post-new.php' );
	expect( editor.status() ).toBe( 200 );
	const autoDraft = Number(
		/name=['"]post_ID['"] value=['"](\d+)['"]/.exec(
			await editor.text()
		)?.[ 1 ]
	);
	expect( autoDraft ).toBeGreaterThan( 0 );
	created.push( { route: '/wp/v2/posts', id: autoDraft } );
	await unchanged();

	// A draft sharing the most with C, then edited: still a draft.
	const draft = await create( '/wp/v2/posts', {
		status: 'draft',
		title: `${ word } pending`,
		content: 'Text.',
		categories: [ commonId ],
		tags: (
			( await (
				await admin.get( `/wp/v2/posts/${ ids.C }` )
			).json() ) as {
				tags: number[];
			}
		 ).tags,
	} );
	await unchanged();
	expect(
		(
			await admin.post( `/wp/v2/posts/${ draft.id }`, {
				title: `${ word } still pending`,
			} )
		).status()
	).toBe( 200 );
	await unchanged();

	// An autosave of a published post.
	const autosave = await admin.post( `/wp/v2/posts/${ ids.B3 }/autosaves`, {
		title: `Cherries ${ word } autosaved`,
		content: 'Autosaved text.',
	} );
	expect( autosave.status(), await autosave.text() ).toBe( 200 );
	await unchanged();

	// Publishing the draft: a list can change.
	expect(
		(
			await admin.post( `/wp/v2/posts/${ draft.id }`, {
				status: 'publish',
			} )
		).status()
	).toBe( 200 );
	const after = await probe( ids.C );
	expect( after.generation ).toBeGreaterThan( before.generation );
	expect( after.hit ).toBe( false );
	expect( after.ids[ 0 ] ).toBe( draft.id );
} );

test( 'posts that share only the default category (Uncategorized) are not related: nothing rather than unrelated posts; a shared tag still relates', async () => {
	const tag = await create( '/wp/v2/tags', { name: `boats-${ run }` } );
	// No categories: WordPress files each under the site's default category.
	const post = ( title: string, tags: number[] = [] ) =>
		create( '/wp/v2/posts', {
			status: 'publish',
			title,
			content: BLOCK,
			tags,
		} );
	const harbour = await post( `Harbour ${ word }h`, [ tag.id ] );
	const ferry = await post( `Ferry ${ word }f`, [ tag.id ] );
	const apples = await post( `Apple picking ${ word }p` );
	const categories = (
		( await (
			await admin.get( `/wp/v2/posts/${ apples.id }` )
		).json() ) as {
			categories: number[];
		}
	 ).categories;
	expect( categories ).toHaveLength( 1 );

	const applesList = await editorList( admin, apples.id );
	expect( applesList.status() ).toBe( 200 );
	expect(
		( ( await applesList.json() ) as { posts: unknown[] } ).posts
	).toEqual( [] );
	const html = await (
		await visitor.context.get( apples.link ?? '' )
	).text();
	expect( html ).toContain( `Apple picking ${ word }p` );
	expect( html ).not.toContain( 'class="jp-related-posts-i2__list"' );

	const harbourList = ( await (
		await editorList( admin, harbour.id )
	).json() ) as {
		posts: Array< { id: number } >;
	};
	expect( harbourList.posts.map( ( p ) => p.id ) ).toEqual( [ ferry.id ] );
} );
