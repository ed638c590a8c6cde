/**
 * Related Posts on two web servers: each post keeps its list in post meta with the generation
 * it was computed in (extensions/blocks/related-posts/php/cache.php), and a change through one
 * node must make the lists the other node serves stale. Lists are cached by reading them on
 * one node (the editor's route and a visitor's page), checked cached with the test probe
 * (tests/mu-plugins/blockpack-test-related-posts.php), then a post's tags change through the
 * other node's REST API, and the first reads after it (a page for one list, the route for the
 * other) must show the change.
 */
import { test, expect } from '@playwright/test';
import { restAs, watchPhpErrors, type RestClient } from '../integration/utils';
import { NODES, expectTwoNodesWithRedis, restOnNodes } from './utils';

/** Admin clients, node 1's first. */
let admins: RestClient[];
/** Logged-out visitors, node 1's first. */
let visitors: RestClient[];
const run = Date.now().toString( 36 );
/** Titles of one word each, shared with no other post: only the tag relates them. */
const TITLES = {
	C: `Compass${ run }`,
	D: `Lantern${ run }`,
	X: `Meadow${ run }`,
};
const ids: Record< keyof typeof TITLES, number > = { C: 0, D: 0, X: 0 };
/** The posts' pages (path and query: the same on either node). */
const paths: Record< number, string > = {};
let tag = 0;

/**
 * Ids in ascending order (lists of posts that tie are compared as sets).
 *
 * @param list Post ids.
 */
const ordered = ( list: number[] ) => [ ...list ].sort( ( a, b ) => a - b );

const BLOCK = `<!-- wp:jetpack/related-posts {"postLayout":"list","postsToShow":6} -->
<div class="wp-block-jetpack-related-posts"><!-- wp:heading {"level":3} -->
<h3 class="wp-block-heading">More to read</h3>
<!-- /wp:heading --></div>
<!-- /wp:jetpack/related-posts -->`;

/**
 * The ids of a post's list as the editor reads it, from a node.
 *
 * @param node   The node's index (0 for node 1).
 * @param postId The post.
 */
async function editorList( node: number, postId: number ) {
	const res = await admins[ node ].get( '/wpcom/v2/related-posts', {
		post_id: String( postId ),
	} );
	expect( res.status(), await res.text() ).toBe( 200 );
	const { posts } = ( await res.json() ) as {
		posts: Array< { id: number } >;
	};
	return ordered( posts.map( ( p ) => p.id ) );
}

/**
 * The titles a visitor's page of a post lists, from a node.
 *
 * @param node   The node's index (0 for node 1).
 * @param postId The post.
 */
async function pageList( node: number, postId: number ) {
	// No redirect followed: WordPress's canonical redirect would lead to the site's address,
	// which is node 1's.
	const res = await visitors[ node ].context.get( paths[ postId ], {
		maxRedirects: 0,
	} );
	expect( res.status(), paths[ postId ] ).toBe( 200 );
	const nav =
		/<nav [^>]*wp-block-jetpack-related-posts[^>]*>([\s\S]*?)<\/nav>/.exec(
			await res.text()
		);
	expect( nav, `post ${ postId } on node ${ node + 1 }` ).not.toBeNull();
	return [
		...( nav as RegExpExecArray )[ 1 ].matchAll(
			/<a class="jp-related-posts-i2__post-link" href="[^"]*">([^<]*)<\/a>/g
		),
	]
		.map( ( m ) => m[ 1 ] )
		.sort();
}

/**
 * Whether a post's list is cached for the current generation, as a node sees it.
 *
 * @param node   The node's index.
 * @param postId The post.
 */
async function cached( node: number, postId: number ) {
	const res = await admins[ node ].get(
		'/blockpack-test/v1/related-posts/probe',
		{ post_id: String( postId ) }
	);
	expect( res.status(), await res.text() ).toBe( 200 );
	return ( ( await res.json() ) as { hit: boolean } ).hit;
}

/**
 * Sets the tags of post X through a node.
 *
 * @param node The node's index.
 * @param tags The tags.
 */
async function tagX( node: number, tags: number[] ) {
	const res = await admins[ node ].post( `/wp/v2/posts/${ ids.X }`, {
		tags,
	} );
	expect( res.status(), await res.text() ).toBe( 200 );
	expect( ( ( await res.json() ) as { tags: number[] } ).tags ).toEqual(
		tags
	);
}

test.describe.configure( { mode: 'serial' } );

test.beforeAll( async ( { request } ) => {
	await expectTwoNodesWithRedis( request );
	admins = await restOnNodes( 'admin' );
	visitors = await Promise.all(
		NODES.map( ( node ) => restAs( 'anonymous', node ) )
	);
	const made = await admins[ 0 ].post( '/wp/v2/tags', {
		name: `shared-${ run }`,
	} );
	expect( made.status(), await made.text() ).toBe( 201 );
	tag = ( ( await made.json() ) as { id: number } ).id;
	// C and D share the tag (each is the other's list); X shares nothing yet.
	for ( const key of [ 'C', 'D', 'X' ] as const ) {
		const res = await admins[ 0 ].post( '/wp/v2/posts', {
			title: TITLES[ key ],
			status: 'publish',
			content: key === 'X' ? 'Text.' : BLOCK,
			tags: key === 'X' ? [] : [ tag ],
		} );
		expect( res.status(), await res.text() ).toBe( 201 );
		const { id, link } = ( await res.json() ) as {
			id: number;
			link: string;
		};
		ids[ key ] = id;
		paths[ id ] = new URL( link ).pathname + new URL( link ).search;
	}
} );

test.afterAll( async () => {
	for ( const id of Object.values( ids ).filter( Boolean ) ) {
		await admins[ 0 ].delete( `/wp/v2/posts/${ id }`, { force: 'true' } );
	}
	if ( tag ) {
		await admins[ 0 ].delete( `/wp/v2/tags/${ tag }`, { force: 'true' } );
	}
	await Promise.all(
		[ ...admins, ...visitors ].map( ( client ) => client.dispose() )
	);
} );

test( 'a tag added through node 1 changes the lists node 2 renders', async () => {
	const phpErrors = await watchPhpErrors();
	// Node 2 renders both lists: they are cached now.
	expect( await editorList( 1, ids.C ) ).toEqual( [ ids.D ] );
	expect( await pageList( 1, ids.D ) ).toEqual( [ TITLES.C ] );
	expect( await cached( 1, ids.C ) ).toBe( true );
	expect( await cached( 1, ids.D ) ).toBe( true );

	await tagX( 0, [ tag ] );

	// The first reads on node 2 after the change: a page for D, the route for C.
	expect( await pageList( 1, ids.D ) ).toEqual(
		[ TITLES.C, TITLES.X ].sort()
	);
	expect( await editorList( 1, ids.C ) ).toEqual(
		ordered( [ ids.D, ids.X ] )
	);
	// And the other way round.
	expect( await pageList( 1, ids.C ) ).toEqual(
		[ TITLES.D, TITLES.X ].sort()
	);
	expect( await editorList( 1, ids.D ) ).toEqual(
		ordered( [ ids.C, ids.X ] )
	);
	expect( phpErrors() ).toEqual( [] );
} );

test( 'a tag removed through node 2 changes the lists node 1 renders', async () => {
	const phpErrors = await watchPhpErrors();
	expect( await editorList( 0, ids.C ) ).toEqual(
		ordered( [ ids.D, ids.X ] )
	);
	expect( await pageList( 0, ids.D ) ).toEqual(
		[ TITLES.C, TITLES.X ].sort()
	);
	expect( await cached( 0, ids.C ) ).toBe( true );
	expect( await cached( 0, ids.D ) ).toBe( true );

	await tagX( 1, [] );

	expect( await pageList( 0, ids.D ) ).toEqual( [ TITLES.C ] );
	expect( await editorList( 0, ids.C ) ).toEqual( [ ids.D ] );
	expect( await pageList( 0, ids.C ) ).toEqual( [ TITLES.D ] );
	expect( await editorList( 0, ids.D ) ).toEqual( [ ids.C ] );
	expect( phpErrors() ).toEqual( [] );
} );
