/**
 * Slideshow (`jetpack/slideshow`): images uploaded from the placeholder (real uploads through
 * WordPress's media route; saving is locked while they run), autoplay and the fade effect set
 * in the sidebar, the post published and reopened without an invalid block; visitors get the
 * carousel (bullets, play/pause, only the active slide reachable, arrow keys only with focus
 * inside), the first slide in place before any script, and view.js only on pages with the block.
 */
import type { Page } from '@playwright/test';
import { solidPng as png } from '../../../tools/bench/solid-png.mjs';
import { test, expect, publishAndReopen, testFile, visitPost } from '../utils';

const VIEW_SCRIPT = /\/blocks\/slideshow\/view\.js/;

const FILES = [
	{
		name: 'slide-red.png',
		mimeType: 'image/png',
		buffer: png( 1200, 800, [ 200, 30, 30 ] ),
	},
	{
		name: 'slide-green.png',
		mimeType: 'image/png',
		buffer: png( 800, 800, [ 30, 160, 60 ] ),
	},
	{
		name: 'slide-blue.png',
		mimeType: 'image/png',
		buffer: png( 1600, 600, [ 30, 60, 200 ] ),
	},
];

/**
 * The id of the image in the active slide.
 *
 * @param page The visitor's page.
 * @return The id.
 */
const activeId = ( page: Page ) =>
	page
		.locator( '.wp-block-jetpack-slideshow .swiper-slide-active img' )
		.getAttribute( 'data-id' );

test.describe( 'Slideshow', () => {
	test( 'upload, autoplay and fade, publish and reopen; visitors get the carousel without layout shift', async ( {
		admin,
		editor,
		page,
		visitor,
		requestUtils,
	} ) => {
		test.setTimeout( 240_000 );
		// Autoplay runs in the editor only for an editor who has not asked for reduced motion
		// (the editor's page asks for it by default, see ../utils).
		await page.emulateMedia( { reducedMotion: 'no-preference' } );
		await admin.createNewPost();
		await editor.insertBlock( { name: 'jetpack/slideshow' } );
		const block = editor.canvas.getByRole( 'document', {
			name: 'Block: Slideshow',
		} );
		await expect(
			block.getByText(
				'Drag images, upload new ones or select files from your library.'
			)
		).toBeVisible();
		// The placeholder takes images only.
		await expect( block.locator( 'input[type="file"]' ) ).toHaveAttribute(
			'accept',
			'image/*'
		);

		// Hold the uploads (WordPress's own media route, answered for real afterwards): saving
		// is locked while they run.
		let release: () => void = () => {};
		const held = new Promise< void >(
			( resolve ) => ( release = resolve )
		);
		await page.route( /wp\/v2\/media/, async ( route ) => {
			if ( route.request().method() === 'POST' ) {
				await held;
			}
			await route.continue();
		} );
		await block.locator( 'input[type="file"]' ).setInputFiles( FILES );
		await expect
			.poll( () =>
				page.evaluate( () =>
					window.wp.data.select( 'core/editor' ).isPostSavingLocked()
				)
			)
			.toBe( true );
		release();
		await expect(
			block.locator( '.swiper-slide img[data-id]' )
		).toHaveCount( 3, {
			timeout: 60_000,
		} );
		await expect
			.poll( () =>
				page.evaluate( () =>
					window.wp.data.select( 'core/editor' ).isPostSavingLocked()
				)
			)
			.toBe( false );
		await page.unroute( /wp\/v2\/media/ );
		await expect(
			block.locator(
				'.wp-block-jetpack-slideshow_container.swiper-initialized'
			)
		).toBeVisible();

		// Sidebar: autoplay on, fade.
		await editor.openDocumentSettingsSidebar();
		const settings = page.getByRole( 'region', {
			name: 'Editor settings',
		} );
		await settings.getByRole( 'checkbox', { name: 'Autoplay' } ).check();
		await settings
			.getByRole( 'combobox', { name: 'Transition effect' } )
			.selectOption( 'fade' );
		await expect(
			settings.getByRole( 'button', { name: 'Image Settings' } )
		).toBeVisible();
		// The carousel is rebuilt with the new settings.
		await expect( block.locator( '.swiper-fade' ) ).toBeVisible();
		await expect(
			block.getByRole( 'button', { name: 'Pause Slideshow' } )
		).toBeVisible();

		const content = await editor.getEditedPostContent();
		expect( content ).toContain( 'data-autoplay="true"' );
		expect( content ).toContain( 'data-effect="fade"' );
		expect( content ).toMatch( /"ids":\[\d+,\d+,\d+\]/ );
		expect( content ).toContain( 'data-aspect-ratio="1024 / 683"' );
		expect( content ).toContain( '--aspect-ratio:calc(1024 / 683)' );
		expect( content ).not.toContain( 'blob:' );

		const { postId } = await publishAndReopen( { editor, page }, () =>
			editor.canvas.locator(
				'.wp-block-jetpack-slideshow .swiper-initialized'
			)
		);

		// Visitors: the carousel, with the script.
		const requested: string[] = [];
		visitor.on( 'request', ( request ) => requested.push( request.url() ) );
		await visitPost( visitor, postId );
		expect( requested.some( ( url ) => VIEW_SCRIPT.test( url ) ) ).toBe(
			true
		);
		const slideshow = visitor.locator( '.wp-block-jetpack-slideshow' );
		await expect(
			slideshow.locator(
				'.wp-block-jetpack-slideshow_container.swiper-initialized'
			)
		).toBeVisible();
		const firstId = await visitor
			.locator( '.swiper-slide img' )
			.first()
			.getAttribute( 'data-id' );
		expect( await activeId( visitor ) ).toBe( firstId );

		// Responsive images from WordPress's own sizes of each attachment (core's content filter
		// reads `wp-image-N`): no image service.
		await expect(
			slideshow.locator( '.swiper-slide img' ).first()
		).toHaveAttribute( 'srcset', /-300x200\.png 300w/ );

		// Autoplay (3 s) pauses while the pointer is over the slideshow, and resumes after.
		await slideshow.hover();
		const hovered = await activeId( visitor );
		await visitor.waitForTimeout( 4000 );
		expect( await activeId( visitor ) ).toBe( hovered );
		await visitor.mouse.move( 0, 0 );
		await expect
			.poll( () => activeId( visitor ), { timeout: 10_000 } )
			.not.toBe( hovered );
		// ...and while keyboard focus is inside it.
		await slideshow
			.getByRole( 'button', { name: /Go to slide/ } )
			.first()
			.focus();
		const focused = await activeId( visitor );
		await visitor.waitForTimeout( 4000 );
		expect( await activeId( visitor ) ).toBe( focused );

		// Play/pause, visible and labelled.
		const pause = slideshow.getByRole( 'button', {
			name: 'Pause Slideshow',
		} );
		await expect( pause ).toBeVisible();
		await pause.click();
		await expect(
			slideshow.getByRole( 'button', { name: 'Play Slideshow' } )
		).toBeVisible();

		// Only the active slide is reachable and read aloud.
		await expect( slideshow.locator( '.swiper-slide[inert]' ) ).toHaveCount(
			2
		);
		await expect(
			slideshow.locator( '.swiper-slide-active' )
		).toHaveAttribute( 'aria-hidden', 'false' );

		// Clickable bullets.
		const bullets = slideshow.getByRole( 'button', {
			name: /Go to slide/,
		} );
		await expect( bullets ).toHaveCount( 3 );
		await bullets.nth( 2 ).click();
		await expect
			.poll( () => activeId( visitor ) )
			.toBe(
				await visitor
					.locator( '.swiper-slide img[data-id]' )
					.evaluateAll(
						( imgs ) =>
							imgs
								.map( ( img ) => img.getAttribute( 'data-id' ) )
								.sort(
									( a, b ) => Number( a ) - Number( b )
								)[ 2 ]
					)
			);

		// Arrow keys move the slideshow only while focus is inside it.
		const before = await activeId( visitor );
		await visitor.locator( 'body' ).click( { position: { x: 2, y: 2 } } );
		await visitor.keyboard.press( 'ArrowRight' );
		await visitor.waitForTimeout( 500 );
		expect( await activeId( visitor ) ).toBe( before );
		await bullets.nth( 0 ).focus();
		await visitor.keyboard.press( 'ArrowRight' );
		await expect.poll( () => activeId( visitor ) ).not.toBe( before );

		// The frame and the first slide are in place before any script: same box without it.
		const box = async ( target: Page ) => {
			const img = target.locator( '.swiper-slide img' ).first();
			await expect( img ).toBeVisible();
			return img.boundingBox();
		};
		const fresh = await visitor.context().newPage();
		await fresh.setViewportSize( { width: 1280, height: 900 } );
		await fresh.goto( `/?p=${ postId }` );
		await expect( fresh.locator( '.swiper-initialized' ) ).toHaveCount( 1 );
		const withScript = await box( fresh );
		await fresh.route( VIEW_SCRIPT, ( route ) => route.abort() );
		await fresh.reload();
		const withoutScript = await box( fresh );
		await expect( fresh.locator( '.swiper-initialized' ) ).toHaveCount( 0 );
		expect( withoutScript?.height ).toBeGreaterThan( 100 );
		expect( withoutScript ).toEqual( withScript );
		await fresh.close();

		// A page without the block does not load the carousel.
		const plain = await requestUtils.rest< { id: number } >( {
			method: 'POST',
			path: '/wp/v2/posts',
			data: {
				title: 'No slideshow',
				content:
					'<!-- wp:paragraph --><p>Plain.</p><!-- /wp:paragraph -->',
				status: 'publish',
			},
		} );
		requested.length = 0;
		await visitPost( visitor, plain.id );
		await expect( visitor.getByText( 'Plain.' ) ).toBeVisible();
		expect( requested.some( ( url ) => VIEW_SCRIPT.test( url ) ) ).toBe(
			false
		);
		expect(
			requested.some( ( url ) =>
				/blocks\/slideshow\/style\.css/.test( url )
			)
		).toBe( false );
	} );

	test( 'reduced motion: autoplay is off in the editor and for visitors, and a message says so; in a Row it keeps to its room', async ( {
		admin,
		editor,
		page,
		visitor,
		requestUtils,
	} ) => {
		const media = await requestUtils.uploadMedia(
			testFile( 'reduced.png', png( 900, 600, [ 90, 90, 90 ] ) )
		);
		const other = await requestUtils.uploadMedia(
			testFile( 'reduced-2.png', png( 600, 600, [ 20, 20, 20 ] ) )
		);
		await page.emulateMedia( { reducedMotion: 'reduce' } );
		await admin.createNewPost();
		const slideshowAttributes = {
			autoplay: true,
			delay: 1,
			ids: [ media.id, other.id ],
			images: [ media, other ].map( ( item ) => ( {
				id: item.id,
				url: item.source_url,
				alt: '',
				caption: '',
				aspectRatio: ratioOf( item ),
			} ) ),
		};
		// In a Row (a flex group that does not wrap), beside a paragraph.
		await editor.insertBlock( {
			name: 'core/group',
			attributes: { layout: { type: 'flex', flexWrap: 'nowrap' } },
			innerBlocks: [
				{
					name: 'jetpack/slideshow',
					attributes: slideshowAttributes,
				},
				{ name: 'core/paragraph', attributes: { content: 'Beside.' } },
			],
		} );
		await editor.selectBlocks(
			editor.canvas.getByRole( 'document', { name: 'Block: Slideshow' } )
		);
		await editor.openDocumentSettingsSidebar();
		await expect(
			page
				.getByRole( 'region', { name: 'Editor settings' } )
				.getByText(
					'Autoplay is off because this device is set to reduce motion.'
				)
		).toBeVisible();
		const postId = await editor.publishPost();

		await visitor.emulateMedia( { reducedMotion: 'reduce' } );
		await visitPost( visitor, Number( postId ) );
		const slideshow = visitor.locator( '.wp-block-jetpack-slideshow' );
		await expect(
			slideshow.getByRole( 'button', { name: 'Play Slideshow' } )
		).toBeVisible();
		const first = await activeId( visitor );
		await visitor.waitForTimeout( 2500 );
		expect( await activeId( visitor ) ).toBe( first );

		// Inside the Row it takes the room given, not its slides' total width.
		const row = await visitor
			.locator( '.wp-block-group.is-layout-flex' )
			.filter( { has: slideshow } )
			.boundingBox();
		const own = await slideshow.boundingBox();
		expect( own?.width ).toBeGreaterThan( 100 );
		expect( ( own?.x ?? 0 ) + ( own?.width ?? 0 ) ).toBeLessThanOrEqual(
			( row?.x ?? 0 ) + ( row?.width ?? 0 ) + 1
		);
		await expect( visitor.getByText( 'Beside.' ) ).toBeInViewport();
	} );

	test( 'a slideshow of two slides loops forward from the last slide to the first instead of rewinding, and keeps only the active slide reachable', async ( {
		admin,
		editor,
		visitor,
		requestUtils,
	} ) => {
		const uploaded = [
			await requestUtils.uploadMedia(
				testFile( 'two-a.png', png( 900, 600, [ 200, 90, 20 ] ) )
			),
			await requestUtils.uploadMedia(
				testFile( 'two-b.png', png( 900, 600, [ 20, 90, 200 ] ) )
			),
		];
		await admin.createNewPost();
		await editor.insertBlock( {
			name: 'jetpack/slideshow',
			attributes: {
				ids: uploaded.map( ( item ) => item.id ),
				images: uploaded.map( ( item ) => ( {
					id: item.id,
					url: item.source_url,
					alt: '',
					caption: '',
					aspectRatio: ratioOf( item ),
				} ) ),
			},
		} );
		const postId = await editor.publishPost();
		await visitPost( visitor, Number( postId ) );
		const slideshow = visitor.locator( '.wp-block-jetpack-slideshow' );
		await expect( slideshow.locator( '.swiper-initialized' ) ).toHaveCount(
			1
		);
		const [ firstId, secondId ] = uploaded.map( ( item ) =>
			String( item.id )
		);
		expect( await activeId( visitor ) ).toBe( firstId );

		/**
		 * Clicks the next arrow and follows the incoming slide's left edge, relative to the
		 * frame, until the move has ended: moving forward, it comes in from the right.
		 */
		const next = () =>
			visitor.evaluate( async () => {
				const frame = document.querySelector(
					'.wp-block-jetpack-slideshow_container'
				) as HTMLElement;
				const button = frame.querySelector(
					'.wp-block-jetpack-slideshow_button-next'
				) as HTMLElement;
				const lefts: number[] = [];
				button.click();
				const start = performance.now();
				await new Promise< void >( ( resolve ) => {
					const tick = () => {
						const active = frame.querySelector(
							'.swiper-slide-active'
						) as HTMLElement;
						lefts.push(
							active.getBoundingClientRect().left -
								frame.getBoundingClientRect().left
						);
						if ( performance.now() - start < 800 ) {
							requestAnimationFrame( tick );
						} else {
							resolve();
						}
					};
					requestAnimationFrame( tick );
				} );
				return {
					lefts,
					width: frame.getBoundingClientRect().width,
					active: frame
						.querySelector( '.swiper-slide-active img' )
						?.getAttribute( 'data-id' ),
				};
			} );

		for ( const expected of [ secondId, firstId ] ) {
			const { lefts, width, active } = await next();
			expect( active ).toBe( expected );
			// The incoming slide starts to the right of the frame and comes in leftwards: never
			// from the left, as a rewind across the slides would.
			expect( Math.min( ...lefts ) ).toBeGreaterThan( -1 );
			expect( Math.max( ...lefts ) ).toBeGreaterThan( width / 4 );
			expect( Math.abs( lefts[ lefts.length - 1 ] ) ).toBeLessThan( 1 );
			// Only the active slide is reachable and read aloud; no copies of slides.
			await expect( slideshow.locator( '.swiper-slide' ) ).toHaveCount(
				2
			);
			await expect(
				slideshow.locator( '.swiper-slide[inert][aria-hidden="true"]' )
			).toHaveCount( 1 );
			await expect(
				slideshow.locator( '.swiper-slide-active' )
			).toHaveAttribute( 'aria-hidden', 'false' );
		}
	} );
	test( 'upload errors and a failed Swiper load show as editor notices', async ( {
		admin,
		editor,
		page,
		requestUtils,
	} ) => {
		const media = await requestUtils.uploadMedia(
			testFile( 'notice.png', png( 900, 600, [ 120, 10, 10 ] ) )
		);
		await admin.createNewPost();
		await editor.insertBlock( { name: 'jetpack/slideshow' } );
		const block = editor.canvas.getByRole( 'document', {
			name: 'Block: Slideshow',
		} );
		await block.locator( 'input[type="file"]' ).setInputFiles( {
			name: 'notes.txt',
			mimeType: 'text/plain',
			buffer: Buffer.from( 'not an image' ),
		} );
		await expect(
			page
				.locator( '.components-snackbar' )
				.filter( { hasText: 'notes.txt' } )
		).toBeVisible();

		// The carousel's chunk cannot load.
		await page.route( /\/build\/[^/]+\.js/, ( route ) =>
			/editor\.js/.test( route.request().url() )
				? route.continue()
				: route.abort()
		);
		await editor.insertBlock( {
			name: 'jetpack/slideshow',
			attributes: {
				ids: [ media.id ],
				images: [ { id: media.id, url: media.source_url, alt: '' } ],
			},
		} );
		await expect(
			page.locator( '.components-snackbar' ).filter( {
				hasText: 'The Swiper library could not be loaded.',
			} )
		).toBeVisible();
	} );
} );

/**
 * The saved ratio of an uploaded image.
 *
 * @param item The media route's answer.
 * @return `"<width> / <height>"`.
 */
function ratioOf( item: object ): string {
	const { width, height } = (
		item as { media_details: { width: number; height: number } }
	 ).media_details;
	return `${ width } / ${ height }`;
}
