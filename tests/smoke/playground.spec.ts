/**
 * Playground smoke: the zero-install WordPress (Playground) on the plugin's minimum PHP, started
 * by tools/playground-smoke.mjs. An administrator logs in, puts one of every Blockpack block
 * (the list is every build/blocks/**\/block.json) in a post, children inside a parent that allows them,
 * publishes it and reopens it: no block is invalid. A visitor then gets every block's markup and
 * no PHP error text. The runner fails on PHP errors of Blockpack's files in the server's log.
 *
 * Blocks that need a third party are set up as a site owner would, with our own routes: the
 * Donations Form gets its plans from a Stripe connection (the fake Stripe of tests/fakes/stripe,
 * which the test-only Stripe route points the plugin at), the Payment Button creates its
 * product when the post is first saved. Requests the browser makes to other hosts (embeds, widget scripts) are answered here
 * with empty pages: the test bed is offline.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import {
	test,
	expect,
	publish,
	waitForCanvas,
	editedPost,
	INVALID_BLOCK_WARNING,
} from '../e2e/utils';
import { restAs, type RestClient } from '../integration/utils';
import {
	startFakeStripe,
	pointPluginAt,
	connectPluginToFake,
	type FakeStripe,
} from '../fakes/stripe';
import { blockFolders } from '../../tools/block-folders.cjs';

const ROOT = path.resolve( __dirname, '../..' );

/** The PHP version the runner started WordPress with. */
const PHP_VERSION = process.env.BLOCKPACK_SMOKE_PHP || '7.4';

/** What the editor shows in place of a block that failed to render. */
const CRASHED_BLOCK_WARNING =
	'This block has encountered an error and cannot be previewed.';

/** Text that PHP prints for its errors when they are displayed. */
const PHP_ERROR_TEXT = [
	'Fatal error',
	'Warning:',
	'Notice:',
	'Deprecated:',
	'Parse error',
];

interface BlockMetadata {
	name: string;
	slug: string;
	parent?: string[];
	allowedBlocks?: string[];
}

/** How one block is put in the post and found by the visitor. */
interface Setup {
	/** Attributes enough for the block to show something to visitors. */
	attributes?: Record< string, unknown >;
	/** The block to put it in, when block.json names none. */
	parent?: string;
	/** The block's element on the published page (`.wp-block-jetpack-<slug>` otherwise). */
	selector?: string;
	/** Text the visitor finds in it. */
	text?: string;
}

const OPTIONS = { options: [ 'Tea', 'Coffee' ] };

/** Blocks that show visitors nothing in this post, by design: each is checked absent instead. */
const RENDERS_NOTHING: Record< string, string > = {
	'jetpack/instagram-gallery':
		'without an Instagram connection and user, nothing is saved or shown',
	'jetpack/mailchimp': 'renders only once the site is connected to Mailchimp',
	'jetpack/revue': 'Revue has closed: visitors see nothing of the form',
	'jetpack/wordads':
		'prints nothing until the site has ad code for its format',
};

const SETUP: Record< string, Setup > = {
	'jetpack/address': {
		attributes: {
			address: '1 Main St',
			city: 'Dunedin',
			region: 'Otago',
			postal: '9016',
			country: 'New Zealand',
		},
		text: 'Dunedin',
	},
	// The defaults: open Monday to Friday, 9 to 5.
	'jetpack/business-hours': { text: 'Monday' },
	// Jetpack's VideoPress block, Jetpack's other namespace: WordPress.com's player (its iframe
	// here, oEmbed being offline) and the caption.
	'videopress/video': {
		attributes: { guid: 'AbCd1234', caption: 'The harbour at dawn' },
		selector:
			'.wp-block-videopress-video iframe.blockpack-videopress-player',
	},
	// Other blocks place the button: here, the contact form's submit button.
	'jetpack/button': {
		parent: 'jetpack/contact-form',
		attributes: { element: 'button', text: 'Send it' },
		text: 'Send it',
	},
	'jetpack/calendly': {
		attributes: { url: 'https://calendly.com/blockpack-smoke/30min' },
	},
	'jetpack/contact-form': { attributes: { subject: 'Playground smoke' } },
	// Its plans come from the Stripe connection, through the editor (see the test).
	'jetpack/donations': { text: 'Make a one-time donation' },
	'jetpack/email': {
		attributes: { email: 'hello@example.com' },
		text: 'hello@example.com',
	},
	'jetpack/eventbrite': {
		attributes: {
			url: 'https://www.eventbrite.com/e/blockpack-smoke-tickets-123456789012',
			eventId: 123456789012,
		},
		text: 'Register on Eventbrite',
	},
	'jetpack/field-checkbox-multiple': { attributes: OPTIONS, text: 'Coffee' },
	'jetpack/field-radio': { attributes: OPTIONS, text: 'Coffee' },
	'jetpack/field-select': { attributes: OPTIONS, text: 'Coffee' },
	'jetpack/gif': {
		attributes: {
			giphyUrl: 'https://giphy.com/embed/JIX9t2j0ZTN9S',
			searchText: 'dancing cat',
			caption: 'A dancing cat',
		},
		text: 'A dancing cat',
	},
	'jetpack/google-calendar': {
		attributes: {
			url: 'https://calendar.google.com/calendar/embed?src=smoke%40example.org',
		},
	},
	// Nothing is saved without an image: one of WordPress's own images.
	'jetpack/tiled-gallery': {
		attributes: {
			images: [
				{
					url: '/wp-includes/images/w-logo-blue.png',
					alt: 'Smoke tile',
					width: 80,
					height: 80,
				},
			],
		},
		selector: '.wp-block-jetpack-tiled-gallery img[alt="Smoke tile"]',
	},
	// Nothing is saved without an image either: two slides, so the carousel has somewhere to go.
	'jetpack/slideshow': {
		attributes: {
			images: [
				{
					url: '/wp-includes/images/w-logo-blue.png',
					alt: 'Smoke slide one',
				},
				{
					url: '/wp-includes/images/wpspin-2x.gif',
					alt: 'Smoke slide two',
				},
			],
		},
		selector: '.wp-block-jetpack-slideshow img[alt="Smoke slide one"]',
	},
	'jetpack/markdown': {
		attributes: {
			source: '## Smoke\n\nWritten in *Markdown*.',
			content: '<h2>Smoke</h2>\n<p>Written in <em>Markdown</em>.</p>\n',
		},
		text: 'Written in Markdown.',
	},
	'jetpack/name': {
		attributes: { name: 'Acme & Sons' },
		text: 'Acme & Sons',
	},
	'jetpack/opentable': { attributes: { rid: [ '412810' ] } },
	'jetpack/phone': {
		attributes: { phone: '+1 555 123 4567' },
		text: '+1 555 123 4567',
	},
	'jetpack/pinterest': {
		attributes: { url: 'https://www.pinterest.com/blockpack/smoke/' },
	},
	'jetpack/rating-star': { attributes: { rating: 4 }, text: '4 out of 5' },
	// The editor creates the product when the post is saved (published with the post); visitors get
	// the product's PayPal form, whose wrapper has no block class.
	'jetpack/simple-payments': {
		attributes: {
			title: 'Smoke tea',
			content: 'Green tea',
			price: 12.5,
			currency: 'USD',
			email: 'shop@example.com',
		},
		selector: '.jetpack-simple-payments-wrapper',
		text: 'Smoke tea',
	},
};

interface TreeNode {
	name: string;
	attributes: Record< string, unknown >;
	innerBlocks: TreeNode[];
}

/** A block as the editor's store holds it. */
interface EditorBlock {
	name: string;
	isValid: boolean;
	attributes: Record< string, unknown >;
	innerBlocks: EditorBlock[];
}

/** The part of the editor's `wp` global used here. */
interface WpGlobal {
	blocks: {
		createBlock: (
			name: string,
			attributes: Record< string, unknown >,
			innerBlocks: unknown[]
		) => unknown;
		getBlockType: ( name: string ) => unknown;
	};
	data: {
		select: ( store: string ) => { getBlocks: () => EditorBlock[] };
		dispatch: (
			store: string
		) => Record< string, ( ...args: unknown[] ) => unknown >;
	};
}

/**
 * Every built block, from its block.json.
 */
function builtBlocks(): BlockMetadata[] {
	const dir = path.join( ROOT, 'build/blocks' );
	return blockFolders( dir ).map( ( folder: string ) => {
		const json = JSON.parse(
			readFileSync( path.join( dir, folder, 'block.json' ), 'utf8' )
		);
		return {
			name: json.name,
			slug: json.name.replace( 'jetpack/', '' ),
			parent: json.parent,
			allowedBlocks: json.allowedBlocks,
		};
	} );
}

/**
 * The post's blocks: each block once, a child inside its parent (the parent's allowedBlocks
 * must list it), the form's button last.
 *
 * @param blocks Every block.
 */
function blockTree( blocks: BlockMetadata[] ): TreeNode[] {
	const nodes = new Map(
		blocks.map( ( block ): [ string, TreeNode ] => [
			block.name,
			{
				name: block.name,
				attributes: SETUP[ block.name ]?.attributes ?? {},
				innerBlocks: [],
			},
		] )
	);
	const roots: TreeNode[] = [];
	for ( const block of blocks ) {
		const node = nodes.get( block.name )!;
		const parentName = SETUP[ block.name ]?.parent ?? block.parent?.[ 0 ];
		if ( ! parentName ) {
			roots.push( node );
			continue;
		}
		const parent = blocks.find( ( { name } ) => name === parentName );
		if ( ! parent ) {
			throw new Error(
				`${ block.name }: no parent block ${ parentName }`
			);
		}
		if (
			parent.allowedBlocks &&
			! parent.allowedBlocks.includes( block.name )
		) {
			throw new Error( `${ parentName } does not allow ${ block.name }` );
		}
		nodes.get( parentName )!.innerBlocks.push( node );
	}
	for ( const node of nodes.values() ) {
		node.innerBlocks.sort(
			( a, b ) =>
				Number( a.name === 'jetpack/button' ) -
				Number( b.name === 'jetpack/button' )
		);
	}
	return roots;
}

/**
 * Every Blockpack block of the post in the editor, children after their parent (core blocks
 * are walked through, not listed).
 *
 * @param page The editor page.
 */
async function editorBlocks( page: Page ): Promise< EditorBlock[] > {
	return page.evaluate( () => {
		const { wp } = window as unknown as { wp: WpGlobal };
		const flat: EditorBlock[] = [];
		const walk = ( list: EditorBlock[] ) => {
			for ( const block of list ) {
				// Core blocks that our blocks' templates add (Related Posts' heading) are WordPress's.
				if ( block.name.startsWith( 'core/' ) ) {
					walk( block.innerBlocks );
					continue;
				}
				flat.push( {
					name: block.name,
					isValid: block.isValid,
					// Plain values only (rich text becomes its HTML).
					attributes: JSON.parse(
						JSON.stringify( block.attributes )
					),
					innerBlocks: [],
				} );
				walk( block.innerBlocks );
			}
		};
		walk( wp.data.select( 'core/block-editor' ).getBlocks() );
		return flat;
	} );
}

/**
 * One attribute of the first block of a kind in the editor.
 *
 * @param page      The editor page.
 * @param name      The block's name.
 * @param attribute The attribute.
 */
async function attributeOf(
	page: Page,
	name: string,
	attribute: string
): Promise< unknown > {
	const block = ( await editorBlocks( page ) ).find(
		( candidate ) => candidate.name === name
	);
	return block?.attributes[ attribute ];
}

/**
 * Answers every request to another host than this machine with an empty page, script, style
 * or image: embeds and widget scripts of third parties, which the offline test bed cannot
 * reach (Calendly's editor, for one, forgets an address that does not load).
 *
 * @param context The browser context.
 */
async function answerThirdParties( context: BrowserContext ): Promise< void > {
	await context.route(
		( url ) => ! [ '127.0.0.1', 'localhost' ].includes( url.hostname ),
		( route ) => {
			const type = route.request().resourceType();
			if ( type === 'script' ) {
				return route.fulfill( {
					contentType: 'text/javascript',
					body: '',
				} );
			}
			if ( type === 'stylesheet' ) {
				return route.fulfill( { contentType: 'text/css', body: '' } );
			}
			if ( type === 'image' ) {
				return route.fulfill( {
					contentType: 'image/gif',
					body: Buffer.from(
						'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7',
						'base64'
					),
				} );
			}
			return route.fulfill( {
				contentType: 'text/html',
				body: '<!doctype html><title>Third party</title>',
			} );
		}
	);
}

let fake: FakeStripe;
let rest: RestClient;
/** A tag the smoke post shares with another published post, so that Related Posts lists it. */
let sharedTag: number;

test.beforeAll( async () => {
	fake = await startFakeStripe();
	rest = await restAs( 'admin' );
	await connectPluginToFake( rest, fake, 'whsec_blockpackSmoke0001' );
	// The administrator has seen the editor's Welcome Guide. Setting it in the page only
	// (admin.createNewPost() does) loses, now and then, to the preferences the editor loads for a
	// new user, and the guide's modal then hides the Publish button.
	const preferences = await rest.post( '/wp/v2/users/me', {
		meta: {
			persisted_preferences: {
				'core/edit-post': { welcomeGuide: false },
				_modified: new Date().toISOString(),
			},
		},
	} );
	expect( preferences.status() ).toBe( 200 );
	// Related Posts relates by shared terms other than the default category: one published
	// post with the tag the smoke post gets.
	const tag = await rest.post( '/wp/v2/tags', { name: 'Smoke tea' } );
	expect( tag.status() ).toBe( 201 );
	sharedTag = ( ( await tag.json() ) as { id: number } ).id;
	const related = await rest.post( '/wp/v2/posts', {
		title: 'Tea on the harbour',
		content:
			'<!-- wp:paragraph --><p>Green tea by the water.</p><!-- /wp:paragraph -->',
		status: 'publish',
		tags: [ sharedTag ],
	} );
	expect( related.status() ).toBe( 201 );
} );

test.afterAll( async () => {
	await pointPluginAt( rest, null );
	await rest.dispose();
	await fake.close();
} );

test( 'one of every block: published, reopened valid, rendered for a visitor without PHP errors', async ( {
	page,
	admin,
	editor,
	visitor,
} ) => {
	const blocks = builtBlocks();
	const tree = blockTree( blocks );
	const names = blocks.map( ( { name } ) => name );

	await test.step( `the server runs PHP ${ PHP_VERSION } and logs its errors for the runner`, async () => {
		const res = await rest.post( '/blockpack-test/v1/debug-log' );
		expect( res.status() ).toBe( 200 );
		const state = await res.json();
		expect( state.php_version ).toMatch(
			new RegExp( `^${ PHP_VERSION.replace( '.', '\\.' ) }\\.` )
		);
		expect( state.wp_debug ).toBe( true );
		expect( state.log_errors ).toBe( true );
		expect( state.error_log ).toBe( '/blockpack-debug-log/debug.log' );
	} );

	await answerThirdParties( page.context() );
	await answerThirdParties( visitor.context() );

	await test.step( 'the administrator logs in', async () => {
		await page.goto( '/wp-login.php' );
		await page.getByLabel( 'Username or Email Address' ).fill( 'admin' );
		await page.getByLabel( 'Password', { exact: true } ).fill( 'password' );
		await page.getByRole( 'button', { name: 'Log In' } ).click();
		await page.waitForURL( /\/wp-admin\/?$/ );
	} );

	await test.step( `${ names.length } blocks are put in a new post`, async () => {
		await admin.createNewPost();
		const unregistered = await page.evaluate(
			( list ) =>
				list.filter(
					( name ) =>
						! (
							window as unknown as { wp: WpGlobal }
						 ).wp.blocks.getBlockType( name )
				),
			names
		);
		expect( unregistered, 'blocks the editor does not know' ).toEqual( [] );
		await page.evaluate(
			( { nodes, tag } ) => {
				const { wp } = window as unknown as { wp: WpGlobal };
				const create = ( node: TreeNode ): unknown =>
					wp.blocks.createBlock(
						node.name,
						node.attributes,
						node.innerBlocks.map( create )
					);
				wp.data.dispatch( 'core/editor' ).editPost( {
					title: 'Every Blockpack block',
					tags: [ tag ],
				} );
				wp.data
					.dispatch( 'core/block-editor' )
					.insertBlocks( nodes.map( create ) );
			},
			{ nodes: tree, tag: sharedTag }
		);
		expect(
			( await editorBlocks( page ) ).map( ( { name } ) => name ).sort()
		).toEqual( [ ...names ].sort() );
		// Each block's editor loads through import() when the block is first shown
		// (shared/lazy-edit.tsx), and shows a placeholder until then. The Payment Button creates
		// its product only when its editor is there as the post's save starts, as a writer's
		// would be: on a loaded machine its chunk can come after the Donations Form's plans.
		await expect(
			editor.canvas.locator( '.blockpack-lazy-edit' ),
			'blocks whose editor is still loading'
		).toHaveCount( 0, { timeout: 180_000 } );

		// The Donations Form loads the Stripe connection, then gets its plans.
		await expect
			.poll(
				async () =>
					(
						( await attributeOf(
							page,
							'jetpack/donations',
							'oneTimeDonation'
						) ) as { planId?: number | null } | undefined
					 )?.planId ?? 0,
				{ timeout: 180_000 }
			)
			.toBeGreaterThan( 0 );
		// The Payment Button creates its product when the post is saved with valid details, then
		// saves the post again with the product's id.
		await page
			.getByRole( 'region', { name: 'Editor top bar' } )
			.getByRole( 'button', { name: 'Save draft' } )
			.click();
		await expect
			.poll(
				async () =>
					Number(
						( await attributeOf(
							page,
							'jetpack/simple-payments',
							'productId'
						) ) ?? 0
					),
				{ timeout: 180_000 }
			)
			.toBeGreaterThan( 0 );
		// The second save, with the product's id, has landed and nothing is left to save (Publish
		// does nothing while a save runs).
		// The editor's own id of the post: the address changes to post.php?post=… only once the
		// first save has landed, which the product's id may come before.
		const draftId = Number(
			await page.evaluate( () =>
				(
					window as unknown as {
						wp: {
							data: {
								select: ( store: string ) => {
									getCurrentPostId: () => number;
								};
							};
						};
					}
				 ).wp.data
					.select( 'core/editor' )
					.getCurrentPostId()
			)
		);
		expect( draftId ).toBeGreaterThan( 0 );
		await expect
			.poll(
				async () => {
					const res = await rest.get( `/wp/v2/posts/${ draftId }`, {
						context: 'edit',
					} );
					const raw = res.ok()
						? (
								( await res.json() ) as {
									content: { raw: string };
								}
							 ).content.raw
						: '';
					return (
						/"productId":[1-9]/.test( raw ) &&
						! ( await editedPost( page ) ).dirty
					);
				},
				{ timeout: 180_000 }
			)
			.toBe( true );
		await expect(
			page
				.getByRole( 'region', { name: 'Editor top bar' } )
				.getByRole( 'button', { name: 'Saved' } )
		).toBeVisible( { timeout: 180_000 } );
	} );

	const postId = await test.step( 'the post is published', async () => {
		await expect(
			page.getByRole( 'dialog', { name: 'Welcome to the block editor' } )
		).toHaveCount( 0 );
		const id = await publish( page );
		expect( id ).not.toBeNull();
		return Number( id );
	} );

	await test.step( 'the payment product is published with the post', async () => {
		const productId = Number(
			await attributeOf( page, 'jetpack/simple-payments', 'productId' )
		);
		await expect
			.poll(
				async () => {
					const res = await rest.get(
						`/wp/v2/jp_pay_product/${ productId }`,
						{ context: 'edit' }
					);
					return res.ok()
						? ( await res.json() ).status
						: res.status();
				},
				{ timeout: 120_000 }
			)
			.toBe( 'publish' );
	} );

	await test.step( 'the reopened post holds every block, none invalid', async () => {
		await page.reload();
		await waitForCanvas( page );
		await expect
			.poll( async () => ( await editorBlocks( page ) ).length, {
				timeout: 120_000,
			} )
			.toBe( names.length );
		for ( const name of names ) {
			await expect(
				editor.canvas.locator( `[data-type="${ name }"]` ).first(),
				`${ name } in the editor`
			).toBeAttached( { timeout: 120_000 } );
		}
		await expect(
			editor.canvas.getByText( INVALID_BLOCK_WARNING )
		).toHaveCount( 0 );
		await expect(
			editor.canvas.getByText( CRASHED_BLOCK_WARNING )
		).toHaveCount( 0 );
		const reopened = await editorBlocks( page );
		expect(
			reopened
				.filter( ( block ) => block.isValid === false )
				.map( ( { name } ) => name ),
			'invalid blocks'
		).toEqual( [] );
		expect(
			reopened.map( ( { name } ) => name ).sort(),
			'blocks after reopening'
		).toEqual( [ ...names ].sort() );
	} );

	await test.step( 'a visitor gets every block and no PHP error', async () => {
		const response = await visitor.goto( `/?p=${ postId }` );
		expect( response?.status() ).toBe( 200 );
		const html = ( await response?.text() ) ?? '';
		const errors = PHP_ERROR_TEXT.flatMap( ( needle ) => {
			const at = html.indexOf( needle );
			return at < 0
				? []
				: [ html.slice( Math.max( 0, at - 80 ), at + 200 ) ];
		} );
		expect( errors, 'PHP error text in the page' ).toEqual( [] );

		const missing: string[] = [];
		const shown: string[] = [];
		for ( const block of blocks ) {
			const selector =
				SETUP[ block.name ]?.selector ??
				`.wp-block-jetpack-${ block.slug }`;
			const count = await visitor.locator( selector ).count();
			if ( RENDERS_NOTHING[ block.name ] ) {
				if ( count > 0 ) {
					shown.push( `${ block.name } (${ selector })` );
				}
			} else if ( count === 0 ) {
				missing.push( `${ block.name } (${ selector })` );
			}
		}
		expect( missing, 'blocks missing from the published page' ).toEqual(
			[]
		);
		expect( shown, 'blocks that should show nothing here' ).toEqual( [] );
		for ( const block of blocks ) {
			const { selector, text } = SETUP[ block.name ] ?? {};
			if ( text ) {
				await expect(
					visitor
						.locator(
							selector ?? `.wp-block-jetpack-${ block.slug }`
						)
						.first(),
					`${ block.name } shows its content`
				).toContainText( text );
			}
		}
	} );
} );
