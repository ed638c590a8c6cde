/**
 * Accessibility harness: axe-core on every block (read from
 * `extensions/blocks/*∕block.json`, so that a new block is checked without touching this file),
 * in two views, with 0 serious or critical violations:
 * - the editor placeholder: each block inserted in one editor session (a child inside its
 *   parent), axe scoped to the block's element in the canvas (`[data-type="jetpack/…"]`);
 * - the visitor view: one published post holding every block's fixture markup
 *   (`test/fixtures/jetpack__<slug>.html`, `videopress__video.html`, a child inside its parent), each in a group with an
 *   anchor, axe scoped to that group.
 * Third parties are offline (every request off the test server is aborted): their iframes are
 * blank, and are left out of the scan (`iframe` elements whose address is not the test
 * server's). Each run prints its figures (blocks × views, violations by impact).
 */
import fs from 'fs';
import path from 'path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';
import { test, expect, visitPost } from '../utils';
import { restAs } from '../../integration/utils';
import {
	connectMailchimp,
	disconnectMailchimp,
	pointPluginAt as pointPluginAtMailchimp,
	startFakeMailchimp,
} from '../../fakes/mailchimp';
import { blockFolders, BLOCKS_DIR } from '../../../tools/block-folders.cjs';

interface BlockJson {
	name: string;
	parent?: string[];
}

const blocks = blockFolders().map( ( dir: string ) => {
	const json = JSON.parse(
		fs.readFileSync( path.join( BLOCKS_DIR, dir, 'block.json' ), 'utf8' )
	) as BlockJson;
	// `videopress/video` keeps Jetpack's other namespace: its slug is `videopress-video`.
	return {
		dir,
		slug: json.name.replace( 'jetpack/', '' ).replace( '/', '-' ),
		fixture: json.name.replace( '/', '__' ),
		...json,
	};
} );

const SERIOUS = [ 'serious', 'critical' ];

/** What a scan found, for the report and the assertion. */
interface Finding {
	block: string;
	view: 'editor' | 'visitor';
	impact: string;
	rule: string;
	targets: string[];
	/** What axe measured (colours and ratio for contrast), to tell what to fix. */
	details: string;
}

/**
 * Every violation of one scan, each attributed to the block holding it.
 * @param results The scan.
 * @param view    Which view.
 * @param blockOf The block that holds an element, from the element's axe target.
 */
async function findings(
	results: AxeResults,
	view: Finding[ 'view' ],
	blockOf: ( target: string[] ) => Promise< string >
): Promise< Finding[] > {
	const out: Finding[] = [];
	for ( const violation of results.violations ) {
		for ( const node of violation.nodes ) {
			const targets = node.target.map( String );
			out.push( {
				block: await blockOf( targets ),
				view,
				impact: node.impact ?? violation.impact ?? 'unknown',
				rule: `${ violation.id }: ${ violation.help }`,
				targets,
				details: [ ...node.any, ...node.all, ...node.none ]
					.map( ( check ) => check.message )
					.join( ' ' ),
			} );
		}
	}
	return out;
}

/**
 * How many element checks passed: proof that the scan reached the blocks.
 * @param results
 */
function passedChecks( results: AxeResults ): number {
	return results.passes.reduce( ( n, rule ) => n + rule.nodes.length, 0 );
}

function summary(
	all: Finding[],
	scanned: number,
	view: string,
	results: AxeResults
): string {
	const byImpact: Record< string, number > = {};
	for ( const finding of all ) {
		byImpact[ finding.impact ] = ( byImpact[ finding.impact ] ?? 0 ) + 1;
	}
	return `axe ${ view }: ${ scanned } blocks, ${ passedChecks(
		results
	) } element checks passed in ${
		results.passes.length
	} rules, violations by impact ${ JSON.stringify( byImpact ) }`;
}

/**
 * Blocks whose fixture renders nothing for visitors without a setup this harness does not
 * make: their visitor view is covered by their own specs, not scanned here.
 */
const RENDER_NOTHING_WITHOUT_SETUP: Record< string, string > = {
	'jetpack/donations':
		'renders only once Stripe is connected and its plans exist',
	'jetpack/simple-payments': 'renders only for a product post that exists',
	'jetpack/revue': 'Revue has closed: visitors see nothing of the form',
	'jetpack/wordads': 'renders only once the site has ad code for its format',
};

/**
 * Third parties are offline: every request that is not for the test server is aborted.
 * @param page
 * @param baseURL
 */
async function offline( page: Page, baseURL: string ) {
	const own = new URL( baseURL ).origin;
	await page.route(
		( url ) => url.origin !== own && url.protocol.startsWith( 'http' ),
		( route ) => route.abort()
	);
}

/** Third parties' iframes, blank while offline: left out of the scan. */
const THIRD_PARTY_IFRAMES = 'iframe[src^="http"]';

test.describe( 'Accessibility (axe-core)', () => {
	test( 'every block placeholder in the editor has no serious or critical violation', async ( {
		admin,
		editor,
		page,
		baseURL,
	} ) => {
		test.setTimeout( 240_000 );
		await offline( page, baseURL! );
		await admin.createNewPost();
		for ( const block of blocks ) {
			const parent = block.parent?.[ 0 ];
			await editor.insertBlock(
				parent
					? { name: parent, innerBlocks: [ { name: block.name } ] }
					: { name: block.name }
			);
			const element = editor.canvas
				.locator( `[data-type="${ block.name }"]` )
				.first();
			await expect( element ).toBeVisible();
		}
		// Placeholders that ask the server first show a spinner until it answers.
		await expect(
			editor.canvas.locator( '.is-root-container .components-spinner' )
		).toHaveCount( 0, { timeout: 30_000 } );
		const results = await new AxeBuilder( { page } )
			.include( [ 'iframe[name="editor-canvas"]', '.is-root-container' ] )
			.exclude( [ 'iframe[name="editor-canvas"]', THIRD_PARTY_IFRAMES ] )
			// WordPress's own blocks inside ours (Related Posts' heading): core's editing
			// markup (a rich text that is also the block's `role="document"` wrapper) is not ours.
			.exclude( [
				'iframe[name="editor-canvas"]',
				'[data-type^="core/"]',
			] )
			.analyze();
		const all = await findings( results, 'editor', async ( target ) =>
			editor.canvas
				.locator( target[ target.length - 1 ] )
				.first()
				.evaluate(
					( el ) =>
						el
							.closest( '[data-type^="jetpack/"]' )
							?.getAttribute( 'data-type' ) ?? 'outside a block'
				)
				.catch( () => `unresolved ${ target.join( ' ' ) }` )
		);
		// eslint-disable-next-line no-console
		console.log(
			summary( all, blocks.length, 'editor placeholders', results )
		);
		expect( passedChecks( results ) ).toBeGreaterThan( blocks.length );
		// eslint-disable-next-line no-console
		console.log( JSON.stringify( all, null, 1 ) );
		expect(
			all.filter( ( finding ) => SERIOUS.includes( finding.impact ) )
		).toEqual( [] );
	} );

	test( 'every block as a visitor sees it has no serious or critical violation', async ( {
		requestUtils,
		visitor,
		baseURL,
	} ) => {
		test.setTimeout( 240_000 );
		const wrap = ( slug: string, markup: string ) =>
			`<!-- wp:group {"anchor":"a11y-${ slug }"} -->\n<div id="a11y-${ slug }" class="wp-block-group">${ markup }</div>\n<!-- /wp:group -->`;
		const inParent = ( parent: string, markup: string ) => {
			const slug = parent.replace( 'jetpack/', '' );
			return `<!-- wp:${ parent } -->\n<div class="wp-block-jetpack-${ slug }">${ markup }</div>\n<!-- /wp:${ parent } -->`;
		};
		const content = blocks
			.map( ( block ) => {
				const markup = fs.readFileSync(
					path.join(
						BLOCKS_DIR,
						block.dir,
						`test/fixtures/${ block.fixture }.html`
					),
					'utf8'
				);
				const parent = block.parent?.[ 0 ];
				return wrap(
					block.slug,
					parent ? inParent( parent, markup ) : markup
				);
			} )
			.join( '\n\n' );
		// Related Posts shows the site's posts that share a category with this one: one such
		// post (both are in the default category) makes it render its list.
		const companion = await requestUtils.createPost( {
			title: 'Accessibility companion',
			content: 'A post for Related Posts to show.',
			status: 'publish',
			date_gmt: new Date().toISOString(),
		} );
		// Mailchimp's form shows once the site is connected (to the fake Mailchimp: the key and
		// audience are checked as they are saved; showing the form asks Mailchimp nothing).
		const mailchimp = await startFakeMailchimp();
		const admin = await restAs( 'admin' );
		await pointPluginAtMailchimp( admin, mailchimp.port );
		await connectMailchimp( admin.context );
		const post = await requestUtils.createPost( {
			title: 'Accessibility of every block',
			content,
			status: 'publish',
			date_gmt: new Date().toISOString(),
		} );

		await offline( visitor, baseURL! );
		await visitPost( visitor, post.id );
		await disconnectMailchimp( admin.context );
		await pointPluginAtMailchimp( admin, 0 );
		await admin.dispose();
		await mailchimp.close();
		await requestUtils.rest( {
			method: 'DELETE',
			path: `/wp/v2/posts/${ companion.id }`,
			params: { force: true },
		} );
		const empty: string[] = [];
		for ( const block of blocks ) {
			const group = visitor.locator( `#a11y-${ block.slug }` );
			await expect( group ).toBeAttached();
			if ( ( await group.innerHTML() ).trim() === '' ) {
				empty.push( block.name );
			}
		}
		// One include per block: an array passed to include() is a path into frames.
		const builder = new AxeBuilder( { page: visitor } ).exclude(
			THIRD_PARTY_IFRAMES
		);
		for ( const block of blocks ) {
			builder.include( `#a11y-${ block.slug }` );
		}
		const results = await builder.analyze();
		const all = await findings( results, 'visitor', async ( target ) =>
			visitor
				.locator( target[ target.length - 1 ] )
				.first()
				.evaluate(
					( el ) =>
						el.closest( '[id^="a11y-"]' )?.id ?? 'outside a block'
				)
				.catch( () => `unresolved ${ target.join( ' ' ) }` )
		);
		// eslint-disable-next-line no-console
		console.log( summary( all, blocks.length, 'visitor view', results ) );
		expect( passedChecks( results ) ).toBeGreaterThan( blocks.length );
		expect( empty ).toEqual(
			Object.keys( RENDER_NOTHING_WITHOUT_SETUP ).sort()
		);
		// eslint-disable-next-line no-console
		console.log( JSON.stringify( all, null, 1 ) );
		expect(
			all.filter( ( finding ) => SERIOUS.includes( finding.impact ) )
		).toEqual( [] );
	} );
} );
