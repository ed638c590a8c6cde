/**
 * XSS sweep: for every block (every extensions/blocks/<name>/block.json, so that future blocks
 * are swept too), every string attribute, rich text included, gets every payload below, written
 * as raw block markup by a contributor over REST (a contributor lacks `unfiltered_html`, so
 * kses runs: the realistic attacker). The admin publishes the draft by a REST status change
 * only, opens it in the editor, and a visitor views it. Every payload calls the sentinel
 * `__xss(id)` (a function Playwright exposes in every frame): no call may happen, and no
 * href, src or action may hold a `javascript:` address (nor a `data:` one where it would run),
 * in the editor canvas or the visitor's page; no element may carry an event handler or a
 * script that holds a payload.
 */
import { readFileSync } from 'fs';
import path from 'path';
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect, waitForCanvas } from '../utils';
import { restAs } from '../../integration/utils';
import { createPostAs } from '../../integration/users';
import { blockFolders, BLOCKS_DIR } from '../../../tools/block-folders.cjs';

/** The payloads; `ID` becomes the sentinel's argument, unique per block, attribute and payload. */
const PAYLOADS: Array< [ string, string ] > = [
	[ 'img onerror', '"><img src=x onerror=__xss(ID)>' ],
	[ 'javascript: URL', 'javascript:__xss(ID)' ],
	[ 'javascript: URL, spaced and capitals', ' JaVaScRiPt:__xss(ID)' ],
	[ 'data: URL', 'data:text/html,<script>__xss(ID)</script>' ],
	[ 'closing script', '</script><script>__xss(ID)</script>' ],
	[ 'autofocus onfocus', '" autofocus onfocus=__xss(ID) x="' ],
	[ 'single-quoted onerror', "'><img src=x onerror=__xss(ID)>" ],
	[
		'SVG with script',
		'<svg onload=__xss(ID)><script>__xss(ID)</script></svg>',
	],
];

interface BlockJson {
	name: string;
	parent?: string[];
	ancestor?: string[];
	attributes?: Record< string, { type?: string | string[] } >;
}

interface Instance {
	name: string;
	parent?: string;
	attributes: Record< string, string >;
}

interface Tried {
	block: string;
	attribute: string;
	payload: string;
}

/**
 * Every block's block.json.
 */
function blockTypes(): BlockJson[] {
	return blockFolders()
		.map( ( dir: string ) => path.join( BLOCKS_DIR, dir, 'block.json' ) )
		.map( ( file: string ) => JSON.parse( readFileSync( file, 'utf8' ) ) );
}

/**
 * The blocks to write: for each block, one instance per payload, each string attribute getting
 * a different payload in each instance, so that every attribute gets every payload.
 */
function plan(): { instances: Instance[]; tried: Map< string, Tried > } {
	const tried = new Map< string, Tried >();
	const instances: Instance[] = [];
	for ( const block of blockTypes() ) {
		const strings = Object.entries( block.attributes ?? {} )
			.filter( ( [ , schema ] ) =>
				[ schema.type ].flat().includes( 'string' )
			)
			.map( ( [ name ] ) => name );
		PAYLOADS.forEach( ( _, i ) => {
			const attributes: Record< string, string > = {};
			strings.forEach( ( attribute, j ) => {
				const [ payload, template ] =
					PAYLOADS[ ( i + j ) % PAYLOADS.length ];
				const id = String( tried.size + 1 );
				tried.set( id, { block: block.name, attribute, payload } );
				attributes[ attribute ] = template.replace( /ID/g, id );
			} );
			instances.push( {
				name: block.name,
				parent: ( block.parent ?? block.ancestor )?.[ 0 ],
				attributes,
			} );
		} );
		// An address attribute may be used only when another is empty (a GIF's embed page when
		// it has no image): each also gets the address payloads alone.
		for ( const attribute of strings.filter( ( name ) =>
			/url|link|href|src|redirect|domain/i.test( name )
		) ) {
			for ( const [ payload, template ] of PAYLOADS.filter(
				( [ , text ] ) => /^\s*(javascript|data):/i.test( text )
			) ) {
				const id = String( tried.size + 1 );
				tried.set( id, {
					block: block.name,
					attribute,
					payload: `${ payload }, alone`,
				} );
				instances.push( {
					name: block.name,
					parent: ( block.parent ?? block.ancestor )?.[ 0 ],
					attributes: {
						[ attribute ]: template.replace( /ID/g, id ),
					},
				} );
			}
		}
	}
	return { instances, tried };
}

/**
 * Records the sentinel's calls in every frame of every page of a context.
 *
 * @param context The browser context.
 * @param hits    Where the calls go.
 */
async function watch( context: BrowserContext, hits: string[] ) {
	await context.exposeFunction( '__xss', ( id: unknown ) => {
		hits.push( String( id ) );
	} );
}

/**
 * Addresses that would run script, handlers and scripts holding a payload, in every frame of a
 * page.
 *
 * @param page  The page.
 * @param where A label for the findings.
 */
async function scan( page: Page, where: string ): Promise< string[] > {
	const findings: string[] = [];
	for ( const frame of page.frames() ) {
		const found = await frame
			.evaluate( () => {
				const out: string[] = [];
				const clean = ( value: string ) =>
					value.replace( /[\u0000-\u0020]/g, '' ).toLowerCase();
				for ( const element of Array.from(
					document.querySelectorAll( '*' )
				) ) {
					const tag = element.tagName.toLowerCase();
					for ( const attr of Array.from( element.attributes ) ) {
						const name = attr.name.toLowerCase();
						const value = clean( attr.value );
						if (
							[
								'href',
								'src',
								'action',
								'formaction',
								'xlink:href',
								'data',
							].includes( name )
						) {
							const dataRuns =
								value.startsWith( 'data:' ) &&
								! (
									[ 'img', 'source' ].includes( tag ) &&
									/^data:image\/(png|gif|jpe?g|webp)/.test(
										value
									)
								);
							if (
								value.startsWith( 'javascript:' ) ||
								value.startsWith( 'vbscript:' ) ||
								( dataRuns && value.includes( '__xss' ) )
							) {
								out.push(
									`<${ tag } ${ name }="${ attr.value.slice( 0, 80 ) }">`
								);
							}
						}
						if (
							( name.startsWith( 'on' ) || name === 'srcdoc' ) &&
							attr.value.includes( '__xss' )
						) {
							out.push(
								`<${ tag } ${ name }="${ attr.value.slice( 0, 80 ) }">`
							);
						}
					}
					if (
						tag === 'script' &&
						/^\s*__xss\(/.test( element.textContent ?? '' )
					) {
						out.push(
							`<script>${ ( element.textContent ?? '' ).slice( 0, 80 ) }</script>`
						);
					}
				}
				return out;
			} )
			.catch( () => [] as string[] );
		findings.push(
			...found.map(
				( f ) => `${ where } (${ frame.url().slice( 0, 60 ) }): ${ f }`
			)
		);
	}
	return findings;
}

test( 'no payload in any block attribute runs, in the editor or for visitors', async ( {
	admin,
	page,
	visitor,
} ) => {
	test.setTimeout( 420_000 );
	const { instances, tried } = plan();
	const hits: string[] = [];
	await watch( page.context(), hits );
	await watch( visitor.context(), hits );

	// The raw markup the blocks' own serializer writes, made in an editor page.
	await admin.createNewPost();
	const content = await page.evaluate( ( list ) => {
		const { createBlock, serialize } = (
			window as unknown as {
				wp: {
					blocks: {
						createBlock: (
							name: string,
							attributes?: Record< string, unknown >,
							inner?: unknown[]
						) => unknown;
						serialize: ( blocks: unknown[] ) => string;
					};
				};
			}
		 ).wp.blocks;
		return serialize(
			list.map( ( { name, parent, attributes } ) => {
				const block = createBlock( name, attributes );
				return parent ? createBlock( parent, {}, [ block ] ) : block;
			} )
		);
	}, instances );
	expect( content ).toContain( '__xss(' );

	const admins = await restAs( 'admin' );
	const { id, link } = await createPostAs( admins, 'contributor', {
		title: 'XSS sweep',
		content,
		status: 'pending',
	} );
	// kses ran on the contributor's markup: the payloads that survive are what the blocks get.
	const published = await admins.post( `/wp/v2/posts/${ id }`, {
		status: 'publish',
	} );
	expect( published.status() ).toBe( 200 );
	const stored = await admins.get( `/wp/v2/posts/${ id }`, {
		context: 'edit',
	} );
	const raw = ( ( await stored.json() ) as { content: { raw: string } } )
		.content.raw;
	expect( raw ).toContain( '__xss(' );

	// The admin opens it in the editor.
	await admin.visitAdminPage( 'post.php', `post=${ id }&action=edit` );
	// The canvas holds some three hundred blocks: give it longer than waitForCanvas() does.
	await waitForCanvas( page, 180_000 );
	const canvas = page.frame( { name: 'editor-canvas' } );
	expect( canvas ).not.toBeNull();
	// The sentinel is reachable where the blocks render.
	await canvas!.evaluate( () =>
		( window as unknown as { __xss: ( id: string ) => void } ).__xss(
			'control'
		)
	);
	await expect.poll( () => hits.includes( 'control' ) ).toBe( true );
	await expect(
		page
			.frame( { name: 'editor-canvas' } )!
			.locator( '.wp-block-jetpack-contact-form' )
			.first()
	).toBeAttached( { timeout: 60_000 } );
	// Let the blocks load what they load (embeds, previews).
	await page
		.waitForLoadState( 'networkidle', { timeout: 8000 } )
		.catch( () => undefined );
	await page.waitForTimeout( 2000 );
	const editorFindings = await scan( page, 'editor' );
	const editorHits = hits.filter( ( hit ) => hit !== 'control' );

	// A visitor views it.
	hits.splice( 0 );
	await visitor.goto( link );
	await visitor
		.waitForLoadState( 'networkidle', { timeout: 8000 } )
		.catch( () => undefined );
	await visitor.waitForTimeout( 1000 );
	await visitor.evaluate( () =>
		( window as unknown as { __xss: ( id: string ) => void } ).__xss(
			'control'
		)
	);
	await expect.poll( () => hits.includes( 'control' ) ).toBe( true );
	const visitorHits = hits.filter( ( hit ) => hit !== 'control' );
	const visitorFindings = await scan( visitor, 'visitor' );
	// The post's thousand blocks would slow down every later page that lists posts.
	await admins.context.delete(
		`/index.php?rest_route=/wp/v2/posts/${ id }&force=true`,
		{ headers: { 'X-WP-Nonce': admins.nonce } }
	);
	await admins.dispose();

	const describe = ( ids: string[] ) =>
		[ ...new Set( ids ) ].map( ( hit ) => {
			const t = tried.get( hit );
			return t
				? `${ t.block } ${ t.attribute }: ${ t.payload } (#${ hit })`
				: `unknown #${ hit }`;
		} );
	const blocks = new Set( [ ...tried.values() ].map( ( t ) => t.block ) );
	const attributes = new Set(
		[ ...tried.values() ].map( ( t ) => `${ t.block } ${ t.attribute }` )
	);
	const summary = `XSS sweep: ${ tried.size } payloads tried (${ PAYLOADS.length } payloads on each of ${
		attributes.size
	} string attributes of ${ blocks.size } blocks, plus the address payloads alone in address attributes); executions: ${
		editorHits.length
	} in the editor, ${ visitorHits.length } for visitors`;
	// eslint-disable-next-line no-console
	console.log( summary );
	test.info().annotations.push( { type: 'xss', description: summary } );

	expect( {
		editor: describe( editorHits ),
		visitor: describe( visitorHits ),
	} ).toEqual( { editor: [], visitor: [] } );
	const withIds = ( findings: string[] ) =>
		findings.map( ( f ) =>
			f.replace( /__xss\((\d+)\)/, ( m, n ) => {
				const t = tried.get( n );
				return t ? `${ m } [${ t.block } ${ t.attribute }]` : m;
			} )
		);
	expect( [
		...withIds( editorFindings ),
		...withIds( visitorFindings ),
	] ).toEqual( [] );
} );
