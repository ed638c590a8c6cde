/**
 * The old social icons widget (`jetpack_widget_social_icons`), as a site moving from Jetpack has
 * it: in the block widgets editor its Legacy Widget block transforms into core Social Icons,
 * each icon's service guessed from its host (else a plain link), the title as a heading before
 * them, an unsafe URL dropped; saved, a visitor sees labelled links.
 */
import type { Page } from '@playwright/test';
import { test, expect } from '../utils';

const SIDEBAR = 'blockpack-test-sidebar';

/** The widgets the test area held before the test, restored afterwards. */
let before: string[] = [];

/**
 * The client id of the Legacy Widget block holding a widget, once the editor has loaded it.
 *
 * @param page     The widgets editor.
 * @param widgetId The widget's id.
 */
function legacyWidgetClientId(
	page: Page,
	widgetId: string
): Promise< string | null > {
	return page.evaluate( ( id ) => {
		const editor = window.wp.data.select( 'core/block-editor' );
		return (
			( editor.getClientIdsWithDescendants() as string[] ).find(
				( clientId ) =>
					editor.getBlockName( clientId ) === 'core/legacy-widget' &&
					// The widgets editor keeps a block's widget id here.
					editor.getBlockAttributes( clientId )
						?.__internalWidgetId === id
			) ?? null
		);
	}, widgetId );
}

test.describe( 'Social icons widget', () => {
	// The widgets editor loads every widget area and previews each legacy widget.
	test.describe.configure( { timeout: 240_000 } );

	test.beforeEach( async ( { requestUtils } ) => {
		const sidebar = ( await requestUtils.rest( {
			path: `/wp/v2/sidebars/${ SIDEBAR }`,
		} ) ) as { widgets: string[] };
		before = sidebar.widgets;
	} );

	test.afterEach( async ( { requestUtils } ) => {
		const sidebar = ( await requestUtils.rest( {
			path: `/wp/v2/sidebars/${ SIDEBAR }`,
		} ) ) as { widgets: string[] };
		for ( const id of sidebar.widgets.filter(
			( widget ) => ! before.includes( widget )
		) ) {
			await requestUtils.rest( {
				method: 'DELETE',
				path: `/wp/v2/widgets/${ id }`,
				params: { force: true },
			} );
		}
	} );

	test( 'the legacy widget converts into core social icons that visitors see as labelled links', async ( {
		admin,
		page,
		requestUtils,
		visitor,
	} ) => {
		const created = ( await requestUtils.rest( {
			method: 'POST',
			path: '/wp/v2/widgets',
			data: {
				id_base: 'jetpack_widget_social_icons',
				sidebar: SIDEBAR,
				instance: {
					raw: {
						title: 'Follow us',
						'icon-size': 'large',
						'new-tab': true,
						icons: [
							{ url: 'https://www.facebook.com/blockpack' },
							{ url: 'https://fb.me/blockpack' },
							{ url: 'https://facebook.com.evil.example/x' },
							{ url: 'mailto:hello@example.com' },
						],
					},
				},
			},
		} ) ) as { id: string };
		// Placed explicitly: see tests/integration/social-icons-widget.spec.ts.
		await requestUtils.rest( {
			method: 'POST',
			path: `/wp/v2/widgets/${ created.id }`,
			data: { sidebar: SIDEBAR },
		} );

		await admin.visitAdminPage( 'widgets.php' );
		await page.evaluate( () =>
			window.wp.data
				.dispatch( 'core/preferences' )
				.set( 'core/edit-widgets', 'welcomeGuide', false )
		);
		await expect
			.poll( () => legacyWidgetClientId( page, created.id ), {
				timeout: 60_000,
			} )
			.not.toBeNull();
		const clientId = await legacyWidgetClientId( page, created.id );
		await page.evaluate(
			( id ) =>
				window.wp.data
					.dispatch( 'core/block-editor' )
					.selectBlock( id ),
			clientId
		);

		await page
			.getByRole( 'toolbar', { name: 'Block tools' } )
			.getByRole( 'button', { name: /^(Social Icons|Legacy Widget)$/ } )
			.first()
			.click();
		await page.getByRole( 'menuitem', { name: 'Social Icons' } ).click();

		// The widget became a heading and the social links, in order: the transform selects
		// the blocks it made.
		const convertedBlocks = () =>
			page.evaluate( () => {
				const editor = window.wp.data.select( 'core/block-editor' );
				type Block = {
					name: string;
					attributes: Record< string, unknown >;
					innerBlocks: Block[];
				};
				return ( editor.getSelectedBlockClientIds() as string[] )
					.map( ( id ) => editor.getBlock( id ) as Block )
					.map( ( block ) => ( {
						name: block.name,
						attributes: block.attributes,
						links: block.innerBlocks.map( ( inner ) => [
							inner.attributes.service,
							inner.attributes.url,
						] ),
					} ) );
			} );
		await expect
			.poll( async () =>
				( await convertedBlocks() ).map( ( b ) => b.name )
			)
			.toEqual( [ 'core/heading', 'core/social-links' ] );
		const converted = await convertedBlocks();
		expect( converted ).toEqual( [
			{
				name: 'core/heading',
				attributes: expect.objectContaining( { content: 'Follow us' } ),
				links: [],
			},
			{
				name: 'core/social-links',
				attributes: expect.objectContaining( {
					size: 'has-large-icon-size',
					openInNewTab: true,
				} ),
				links: [
					[ 'facebook', 'https://www.facebook.com/blockpack' ],
					[ 'facebook', 'https://fb.me/blockpack' ],
					[ 'chain', 'https://facebook.com.evil.example/x' ],
					[ 'mail', 'mailto:hello@example.com' ],
				],
			},
		] );

		await page
			.getByRole( 'button', { name: 'Update', exact: true } )
			.click();
		await expect(
			page
				.getByRole( 'button', { name: 'Dismiss this notice' } )
				.filter( { hasText: 'Widgets saved.' } )
		).toBeVisible( { timeout: 90_000 } );

		// Saved as block widgets in place of the old widget. (The widgets editor saves the
		// whole area again, so the ids of the new block widgets are not predictable: on a fresh
		// install the area's default widgets are saved anew too.)
		const after = ( await requestUtils.rest( {
			path: `/wp/v2/sidebars/${ SIDEBAR }`,
		} ) ) as { widgets: string[] };
		expect( after.widgets ).not.toContain( created.id );
		const added = after.widgets.filter( ( id ) => ! before.includes( id ) );
		expect( added.length ).toBeGreaterThan( 0 );
		expect( added.every( ( id ) => id.startsWith( 'block-' ) ) ).toBe(
			true
		);

		await visitor.goto( '/?blockpack-test-sidebar=1' );
		const area = visitor.getByRole( 'complementary', {
			name: 'Blockpack test sidebar',
		} );
		await expect(
			area.getByRole( 'heading', { name: 'Follow us' } )
		).toBeVisible();
		const facebook = area.getByRole( 'link', { name: 'Facebook' } );
		await expect( facebook ).toHaveCount( 2 );
		await expect( facebook.first() ).toHaveAttribute(
			'href',
			'https://www.facebook.com/blockpack'
		);
		await expect( facebook.first() ).toHaveAttribute( 'target', '_blank' );
		await expect( facebook.first() ).toHaveAttribute( 'rel', /noopener/ );
		await expect(
			area.getByRole( 'link', { name: 'Link' } )
		).toHaveAttribute( 'href', 'https://facebook.com.evil.example/x' );
		await expect(
			area.getByRole( 'link', { name: 'Mail' } )
		).toHaveAttribute( 'href', 'mailto:hello@example.com' );
		await expect( area.locator( 'ul.wp-block-social-links' ) ).toHaveClass(
			/has-large-icon-size/
		);
		// The old widget is gone: its list is no longer printed.
		await expect( visitor.locator( `#${ created.id }` ) ).toHaveCount( 0 );
	} );
} );
