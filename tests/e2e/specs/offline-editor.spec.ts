/**
 * Every block, with the network down: one post holding one of every block the plugin registers
 * (each block's own fixture, read from extensions/blocks/, so that a new block is included by
 * itself) is opened in the editor while every third-party request fails, and saved. Saved
 * attributes must be exactly those the post had: a failed check may show a notice, never change
 * what the author saved. No block may be invalid, and saving may not stay locked.
 */
import fs from 'fs';
import path from 'path';
import type { Page } from '@playwright/test';
import { test, expect, waitForCanvas } from '../utils';
import { blockFolders, BLOCKS_DIR } from '../../../tools/block-folders.cjs';

interface BlockJson {
	name: string;
	parent?: string[];
}

/** Every block folder with a block.json, by slug. */
function blockJsons(): Map< string, BlockJson > {
	const blocks = new Map< string, BlockJson >();
	for ( const slug of blockFolders() ) {
		const file = path.join( BLOCKS_DIR, slug, 'block.json' );
		blocks.set( slug, JSON.parse( fs.readFileSync( file, 'utf8' ) ) );
	}
	return blocks;
}

/**
 * A block's markup: its fixture, or the bare block when it has none.
 *
 * @param slug  The block's folder.
 * @param block Its block.json.
 */
function markup( slug: string, block: BlockJson ): string {
	const fixture = path.join(
		BLOCKS_DIR,
		slug,
		'test/fixtures',
		`${ block.name.replace( '/', '__' ) }.html`
	);
	return fs.existsSync( fixture )
		? fs.readFileSync( fixture, 'utf8' ).trim()
		: `<!-- wp:${ block.name } /-->`;
}

/**
 * One post's content with every block. A block that may only sit inside another (`parent`) is
 * put inside its parent's fixture, unless that fixture holds one already.
 */
function everyBlock(): { content: string; names: string[] } {
	const blocks = blockJsons();
	const children = new Map< string, string[] >();
	for ( const [ slug, block ] of blocks ) {
		const parent = block.parent?.[ 0 ];
		if ( parent ) {
			children.set( parent, [
				...( children.get( parent ) ?? [] ),
				markup( slug, block ),
			] );
		}
	}
	const parts: string[] = [];
	for ( const [ slug, block ] of blocks ) {
		if ( block.parent?.length ) {
			continue;
		}
		let html = markup( slug, block );
		const inside = ( children.get( block.name ) ?? [] ).filter(
			( child ) =>
				! html.includes(
					child.match( /^<!-- wp:\S+ /m )?.[ 0 ] ?? child
				)
		);
		if ( inside.length ) {
			const close = `</div>\n<!-- /wp:${ block.name } -->`;
			expect( html.endsWith( close ), `${ slug } fixture` ).toBe( true );
			html =
				html.slice( 0, -close.length ) +
				'\n\n' +
				inside.join( '\n\n' ) +
				close;
		}
		parts.push( html );
	}
	return {
		content: parts.join( '\n\n' ),
		names: Array.from( blocks.values(), ( block ) => block.name ),
	};
}

interface ParsedBlock {
	name: string;
	attributes: Record< string, unknown >;
	isValid?: boolean;
	innerBlocks: ParsedBlock[];
}

/**
 * Parses content with the editor's own parser (every block registered), as the editor does.
 *
 * @param page    The editor page.
 * @param content Post content.
 */
async function parse( page: Page, content: string ): Promise< ParsedBlock[] > {
	return page.evaluate( ( html ) => {
		const strip = ( blocks: ParsedBlock[] ): ParsedBlock[] =>
			blocks.map( ( { name, attributes, isValid, innerBlocks } ) => ( {
				name,
				attributes,
				isValid,
				innerBlocks: strip( innerBlocks ),
			} ) );
		return strip(
			(
				window as unknown as {
					wp: { blocks: { parse: ( c: string ) => ParsedBlock[] } };
				}
			 ).wp.blocks.parse( html )
		);
	}, content );
}

/**
 * Every block in a tree, flattened, with its path.
 *
 * @param blocks The tree.
 * @param prefix The path so far.
 */
function flatten(
	blocks: ParsedBlock[],
	prefix = ''
): Array< { path: string; block: ParsedBlock } > {
	return blocks.flatMap( ( block, index ) => {
		const where = `${ prefix }${ index }:${ block.name }`;
		return [
			{ path: where, block },
			...flatten( block.innerBlocks, `${ where } > ` ),
		];
	} );
}

test( 'a network failure while the editor loads changes no saved attribute of any block', async ( {
	admin,
	editor,
	page,
	requestUtils,
	baseURL,
} ) => {
	test.slow();
	const { content, names } = everyBlock();
	const post = ( await requestUtils.rest( {
		method: 'POST',
		path: '/wp/v2/posts',
		data: { title: 'Every block, offline', status: 'draft', content },
	} ) ) as { id: number };

	// Everything that is not the site itself fails, as with an ad blocker or no connection.
	const origin = new URL( baseURL as string ).origin;
	const failed: string[] = [];
	await page.route(
		( url ) => url.origin !== origin && /^https?:$/.test( url.protocol ),
		async ( route ) => {
			failed.push( new URL( route.request().url() ).host );
			await route.abort( 'internetdisconnected' );
		}
	);

	await admin.editPost( post.id );
	await waitForCanvas( page );

	// Every block the plugin registers is in the post, and the editor parsed each one valid.
	const original = await parse( page, content );
	const originalNames = new Set(
		flatten( original ).map( ( { block } ) => block.name )
	);
	expect( names.filter( ( name ) => ! originalNames.has( name ) ) ).toEqual(
		[]
	);
	expect(
		flatten( original )
			.filter( ( { block } ) => ! block.isValid )
			.map( ( { path: where } ) => where )
	).toEqual( [] );

	// The blocks have settled once their attributes and the failed requests stop changing.
	let last = '';
	let stableSince = Date.now();
	await expect
		.poll(
			async () => {
				const now = JSON.stringify( [
					await editor.getBlocks(),
					failed.length,
				] );
				if ( now !== last ) {
					last = now;
					stableSince = Date.now();
				}
				return Date.now() - stableSince;
			},
			{ timeout: 90_000, intervals: [ 1000 ] }
		)
		.toBeGreaterThanOrEqual( 6000 );
	expect( failed.length ).toBeGreaterThan( 0 );

	// The editor holds every block valid and lets the post be saved.
	const state = await page.evaluate( () => {
		const { select } = (
			window as unknown as {
				wp: {
					data: {
						select: (
							store: string
						) => Record<
							string,
							( ...args: unknown[] ) => unknown
						>;
					};
				};
			}
		 ).wp.data;
		const invalid: string[] = [];
		const walk = ( blocks: ParsedBlock[] ) =>
			blocks.forEach( ( block ) => {
				if ( ! block.isValid ) {
					invalid.push( block.name );
				}
				walk( block.innerBlocks );
			} );
		walk( select( 'core/block-editor' ).getBlocks() as ParsedBlock[] );
		return {
			invalid,
			locked: select( 'core/editor' ).isPostSavingLocked() as boolean,
		};
	} );
	expect( state ).toEqual( { invalid: [], locked: false } );
	await expect(
		editor.canvas.getByText(
			'This block contains unexpected or invalid content'
		)
	).toHaveCount( 0 );

	// A neutral edit (the title), then the editor's own save, which serializes every block.
	await page.evaluate( async () => {
		const { dispatch } = (
			window as unknown as {
				wp: {
					data: {
						dispatch: ( store: string ) => {
							editPost: ( edits: object ) => void;
							savePost: () => Promise< void >;
						};
					};
				};
			}
		 ).wp.data;
		dispatch( 'core/editor' ).editPost( {
			title: 'Every block, offline (saved)',
		} );
		await dispatch( 'core/editor' ).savePost();
	} );
	const saved = ( await requestUtils.rest( {
		path: `/wp/v2/posts/${ post.id }`,
		params: { context: 'edit' },
	} ) ) as {
		title: { raw: string };
		content: { raw: string };
	};
	expect( saved.title.raw ).toBe( 'Every block, offline (saved)' );

	// Block by block, the saved attributes are the original ones.
	const before = flatten( original );
	const after = flatten( await parse( page, saved.content.raw ) );
	expect( after.map( ( { path: where } ) => where ) ).toEqual(
		before.map( ( { path: where } ) => where )
	);
	// Each changed block with the attributes that changed, before → after.
	const changed = before.flatMap( ( { path: where, block }, index ) => {
		const now = after[ index ].block.attributes;
		const keys = Array.from(
			new Set( [
				...Object.keys( block.attributes ),
				...Object.keys( now ),
			] )
		).filter(
			( key ) =>
				JSON.stringify( block.attributes[ key ] ) !==
				JSON.stringify( now[ key ] )
		);
		return keys.length
			? [
					{
						block: where,
						changes: Object.fromEntries(
							keys.map( ( key ) => [
								key,
								[ block.attributes[ key ], now[ key ] ],
							] )
						),
					},
				]
			: [];
	} );
	expect( changed ).toEqual( [] );

	await requestUtils.rest( {
		method: 'DELETE',
		path: `/wp/v2/posts/${ post.id }`,
		params: { force: true },
	} );
} );
