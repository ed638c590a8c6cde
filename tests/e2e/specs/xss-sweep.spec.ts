/**
 * XSS sweep: for every block (every extensions/blocks/<name>/block.json, so that future blocks
 * are swept too), every string attribute, rich text included, and every string inside an array
 * or object attribute (an image's url, alt or caption, a day's name, a map point's title…: the
 * shape comes from the attribute's default, its `items` or `query` schema, or the block's own
 * fixtures) gets every payload below, written
 * as raw block markup by a contributor over REST (a contributor lacks `unfiltered_html`, so
 * kses runs: the realistic attacker). The admin publishes the draft by a REST status change
 * only, opens it in the editor, and a visitor views it. Every payload calls the sentinel
 * `__xss(id)` (a function Playwright exposes in every frame): no call may happen, and no
 * href, src or action may hold a `javascript:` address (nor a `data:` one where it would run),
 * in the editor canvas or the visitor's page; no element may carry an event handler or a
 * script that holds a payload.
 */
import { existsSync, readdirSync, readFileSync } from 'fs';
import path from 'path';
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect, waitForCanvas, publishContributorPost } from '../utils';
import { restAs } from '../../integration/utils';
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

type Json =
	string | number | boolean | null | Json[] | { [ key: string ]: Json };

interface Schema {
	type?: string | string[];
	default?: Json;
	items?: { type?: string };
	query?: Record< string, unknown >;
}

interface BlockJson {
	name: string;
	parent?: string[];
	ancestor?: string[];
	attributes?: Record< string, Schema >;
}

interface Instance {
	name: string;
	parent?: string;
	attributes: Record< string, Json >;
}

interface Tried {
	block: string;
	attribute: string;
	payload: string;
}

/** Where a string goes: an attribute, and the keys down to the string inside it. */
interface Slot {
	attribute: string;
	path: Array< string | number >;
}

/**
 * Every block's block.json, with the folder it lives in.
 */
function blockTypes(): Array< { dir: string; block: BlockJson } > {
	return blockFolders().map( ( dir: string ) => ( {
		dir,
		block: JSON.parse(
			readFileSync( path.join( BLOCKS_DIR, dir, 'block.json' ), 'utf8' )
		),
	} ) );
}

/**
 * The strings in a JSON value, as paths.
 *
 * @param value The value.
 * @param at    The path so far.
 */
function stringPaths(
	value: Json,
	at: Array< string | number > = []
): Array< Array< string | number > > {
	if ( typeof value === 'string' ) {
		return [ at ];
	}
	if ( Array.isArray( value ) ) {
		return value.flatMap( ( item, i ) =>
			stringPaths( item, [ ...at, i ] )
		);
	}
	if ( value && typeof value === 'object' ) {
		return Object.entries( value ).flatMap( ( [ key, item ] ) =>
			stringPaths( item, [ ...at, key ] )
		);
	}
	return [];
}

/**
 * The attributes of every saved form of a block in its fixtures (`test/fixtures/*.json`).
 *
 * @param dir  The block's folder.
 * @param name The block's name.
 */
function fixtureAttributes(
	dir: string,
	name: string
): Array< Record< string, Json > > {
	const folder = path.join( BLOCKS_DIR, dir, 'test', 'fixtures' );
	if ( ! existsSync( folder ) ) {
		return [];
	}
	type Parsed = {
		name: string;
		attributes?: Record< string, Json >;
		innerBlocks?: Parsed[];
	};
	const walk = ( blocks: Parsed[] ): Array< Record< string, Json > > =>
		blocks.flatMap( ( b ) => [
			...( b.name === name && b.attributes ? [ b.attributes ] : [] ),
			...walk( b.innerBlocks ?? [] ),
		] );
	return readdirSync( folder )
		.filter(
			( file ) =>
				file.endsWith( '.json' ) && ! file.endsWith( '.parsed.json' )
		)
		.flatMap( ( file ) =>
			walk(
				JSON.parse( readFileSync( path.join( folder, file ), 'utf8' ) )
			)
		);
}

/**
 * A value of an array or object attribute that holds strings: its default, two strings for an
 * array of strings, one entry with a string for each key of a `query`, else the fixtures' value
 * with the most strings. Arrays keep at most two entries.
 *
 * @param schema   The attribute's schema.
 * @param fixtures The block's saved attributes.
 * @param name     The attribute.
 */
function sampleOf(
	schema: Schema,
	fixtures: Array< Record< string, Json > >,
	name: string
): Json | undefined {
	const trim = ( value: Json ): Json =>
		Array.isArray( value ) ? value.slice( 0, 2 ) : value;
	const candidates: Json[] = [];
	if ( schema.default !== undefined && schema.default !== null ) {
		candidates.push( schema.default );
	}
	if ( schema.items?.type === 'string' ) {
		candidates.push( [ 'one', 'two' ] );
	}
	if ( schema.query ) {
		candidates.push( [
			Object.fromEntries(
				Object.keys( schema.query ).map( ( key ) => [ key, key ] )
			),
		] );
	}
	candidates.push(
		...fixtures
			.map( ( attributes ) => attributes[ name ] )
			.filter( ( value ) => value !== undefined )
	);
	const best = candidates
		.map( trim )
		.sort(
			( a, b ) => stringPaths( b ).length - stringPaths( a ).length
		)[ 0 ];
	return best !== undefined && stringPaths( best ).length ? best : undefined;
}

/**
 * A copy of a value with the string at a path replaced.
 *
 * @param value The value.
 * @param at    The path.
 * @param text  The string.
 */
function withString(
	value: Json,
	at: Array< string | number >,
	text: string
): Json {
	if ( ! at.length ) {
		return text;
	}
	const [ key, ...rest ] = at;
	if ( Array.isArray( value ) ) {
		return value.map( ( item, i ) =>
			i === key ? withString( item, rest, text ) : item
		);
	}
	const object = value as Record< string, Json >;
	return { ...object, [ key ]: withString( object[ key ], rest, text ) };
}

/**
 * A slot's name in the report: `images[0].url`.
 *
 * @param slot The slot.
 */
function slotName( slot: Slot ): string {
	return (
		slot.attribute +
		slot.path
			.map( ( key ) =>
				typeof key === 'number' ? `[${ key }]` : `.${ key }`
			)
			.join( '' )
	);
}

/**
 * The blocks to write: for each block, one instance per payload, each string (an attribute, or
 * a string inside an array or object attribute) getting a different payload in each instance,
 * so that every string gets every payload.
 */
function plan(): { instances: Instance[]; tried: Map< string, Tried > } {
	const tried = new Map< string, Tried >();
	const instances: Instance[] = [];
	for ( const { dir, block } of blockTypes() ) {
		const fixtures = fixtureAttributes( dir, block.name );
		const samples: Record< string, Json > = {};
		const slots: Slot[] = [];
		for ( const [ name, schema ] of Object.entries(
			block.attributes ?? {}
		) ) {
			const types = [ schema.type ].flat();
			if ( types.includes( 'string' ) ) {
				slots.push( { attribute: name, path: [] } );
			} else if (
				types.includes( 'array' ) ||
				types.includes( 'object' )
			) {
				const sample = sampleOf( schema, fixtures, name );
				if ( sample !== undefined ) {
					samples[ name ] = sample;
					slots.push(
						...stringPaths( sample ).map( ( at ) => ( {
							attribute: name,
							path: at,
						} ) )
					);
				}
			}
		}
		const parent = ( block.parent ?? block.ancestor )?.[ 0 ];
		const fill = (
			chosen: Array< [ Slot, [ string, string ], string ] >
		): Record< string, Json > => {
			const attributes: Record< string, Json > = {};
			for ( const [ slot, [ payload, template ], label ] of chosen ) {
				const id = String( tried.size + 1 );
				tried.set( id, {
					block: block.name,
					attribute: slotName( slot ),
					payload: label || payload,
				} );
				const text = template.replace( /ID/g, id );
				attributes[ slot.attribute ] = slot.path.length
					? withString(
							attributes[ slot.attribute ] ??
								samples[ slot.attribute ],
							slot.path,
							text
						)
					: text;
			}
			return attributes;
		};
		PAYLOADS.forEach( ( _, i ) => {
			instances.push( {
				name: block.name,
				parent,
				attributes: fill(
					slots.map( ( slot, j ) => [
						slot,
						PAYLOADS[ ( i + j ) % PAYLOADS.length ],
						'',
					] )
				),
			} );
		} );
		// An address may be used only when another is empty (a GIF's embed page when it has no
		// image): each also gets the address payloads alone.
		for ( const slot of slots.filter( ( { attribute, path: at } ) =>
			/url|link|href|src|redirect|domain/i.test(
				String( at[ at.length - 1 ] ?? attribute )
			)
		) ) {
			for ( const entry of PAYLOADS.filter( ( [ , text ] ) =>
				/^\s*(javascript|data):/i.test( text )
			) ) {
				instances.push( {
					name: block.name,
					parent,
					attributes: fill( [
						[ slot, entry, `${ entry[ 0 ] }, alone` ],
					] ),
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
	// As JSON: Playwright's argument type does not follow a recursive JSON type.
	const content = await page.evaluate( ( json ) => {
		const list = JSON.parse( json ) as Array< {
			name: string;
			parent?: string;
			attributes: Record< string, unknown >;
		} >;
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
	}, JSON.stringify( instances ) );
	expect( content ).toContain( '__xss(' );

	const admins = await restAs( 'admin' );
	// kses runs on the contributor's markup: the payloads that survive are what the blocks get.
	const {
		postId: id,
		raw,
		link,
	} = await publishContributorPost( 'XSS sweep', content );
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
	await admins.delete( `/wp/v2/posts/${ id }`, { force: 'true' } );
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
	} strings, attributes or inside array and object attributes, of ${
		blocks.size
	} blocks, plus the address payloads alone in addresses); executions: ${
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
