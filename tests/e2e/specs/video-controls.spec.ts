/**
 * The control layer of a site-hosted video, as a visitor uses it
 * (extensions/extended-blocks/core-video/view.ts): it takes the place of the browser's controls
 * over the video's own box (the figure keeps the size it has without script), in the colours the
 * block saved (Match video off) or made from the video's frame (Match video on); Play plays, the
 * seek slider has a name and its position as text, keys seek, Mute mutes. The test video
 * (the theme's birds.mp4) is 1.04 s long.
 */
import type { Browser } from '@playwright/test';
import { expect, test, visitPost } from '../utils';
import { BIRDS } from '../video';

/**
 * A video block.
 *
 * @param attrs Its comment attributes.
 */
const video = ( attrs: Record< string, unknown > ) =>
	`<!-- wp:video ${ JSON.stringify(
		attrs
	) } -->\n<figure class="wp-block-video"><video controls src="${ BIRDS }"></video><figcaption class="wp-element-caption">Birds</figcaption></figure>\n<!-- /wp:video -->`;

/**
 * The figure's size as a visitor without script sees it.
 *
 * @param browser The browser.
 * @param baseURL The site.
 * @param postId  The post.
 */
async function figureWithoutScript(
	browser: Browser,
	baseURL: string,
	postId: number
) {
	const context = await browser.newContext( {
		baseURL,
		javaScriptEnabled: false,
		storageState: { cookies: [], origins: [] },
	} );
	const page = await context.newPage();
	await page.goto( `/?p=${ postId }` );
	await page.waitForFunction(
		() => ( document.querySelector( 'video' )?.clientHeight ?? 0 ) > 0
	);
	await expect( page.locator( 'video[controls]' ) ).toHaveCount( 1 );
	const box = await page.locator( 'figure.wp-block-video' ).boundingBox();
	await context.close();
	return box;
}

test.describe( 'Video controls', () => {
	test( 'a visitor plays, seeks and mutes with the layer, in the saved colours', async ( {
		baseURL,
		browser,
		requestUtils,
		visitor,
	} ) => {
		const post = await requestUtils.createPost( {
			title: 'A video with its colours',
			content: video( {
				seekbarColor: '#111111',
				seekbarLoadingColor: '#22aa22',
				seekbarPlayedColor: '#ff0000',
				useAverageColor: false,
			} ),
			status: 'publish',
			date_gmt: new Date().toISOString(),
		} );
		await visitPost( visitor, post.id );
		const controls = visitor.getByRole( 'group', {
			name: 'Video controls',
		} );
		await expect( controls ).toBeVisible();
		const player = visitor.locator( 'video' );
		await expect( player ).not.toHaveAttribute( 'controls', /.*/ );

		// The block's colours: Main the track, Loaded the buffered part, Progress the played part.
		await expect( visitor.locator( '.blockpack-video__bar' ) ).toHaveCSS(
			'background-color',
			'rgb(17, 17, 17)'
		);
		await expect( visitor.locator( '.blockpack-video__loaded' ) ).toHaveCSS(
			'background-color',
			'rgb(34, 170, 34)'
		);
		await expect( visitor.locator( '.blockpack-video__played' ) ).toHaveCSS(
			'background-color',
			'rgb(255, 0, 0)'
		);

		// Over the video's own box: the figure keeps its size without script.
		await visitor.waitForFunction(
			() => ( document.querySelector( 'video' )?.clientHeight ?? 0 ) > 0
		);
		const withScript = await visitor
			.locator( 'figure.wp-block-video' )
			.boundingBox();
		expect( withScript ).toEqual(
			await figureWithoutScript( browser, baseURL as string, post.id )
		);
		const videoBox = await player.boundingBox();
		const layerBox = await controls.boundingBox();
		expect( layerBox && videoBox ).toBeTruthy();
		if ( layerBox && videoBox ) {
			expect(
				Math.abs(
					layerBox.y + layerBox.height - videoBox.y - videoBox.height
				)
			).toBeLessThan( 1 );
		}

		// The slider: named, its position as text once the length is known.
		const seek = controls.getByRole( 'slider', { name: 'Seek' } );
		await expect( seek ).toHaveAttribute(
			'aria-valuetext',
			/^0:00 of 0:01$/
		);
		const time = () =>
			player.evaluate( ( v: HTMLVideoElement ) => v.currentTime );

		// Play plays.
		await controls.getByRole( 'button', { name: 'Play' } ).click();
		await expect.poll( time ).toBeGreaterThan( 0.3 );
		const pause = controls.getByRole( 'button', { name: 'Pause' } );
		await expect( pause ).toBeFocused();
		// The keyboard: Enter on the focused button pauses; Tab reaches the slider, keys seek.
		await visitor.keyboard.press( 'Enter' );
		await expect(
			controls.getByRole( 'button', { name: 'Play' } )
		).toBeFocused();
		await expect
			.poll( () =>
				player.evaluate( ( v: HTMLVideoElement ) => v.paused )
			)
			.toBe( true );
		await visitor.keyboard.press( 'Tab' );
		await expect( seek ).toBeFocused();
		await visitor.keyboard.press( 'End' );
		const duration = await player.evaluate(
			( v: HTMLVideoElement ) => v.duration
		);
		await expect.poll( time ).toBe( duration );
		await visitor.keyboard.press( 'Home' );
		await expect.poll( time ).toBe( 0 );
		// The arrows: a tenth of this short video (up to 5 s in a longer one).
		await visitor.keyboard.press( 'ArrowRight' );
		await expect.poll( time ).toBeCloseTo( duration / 10, 3 );
		await visitor.keyboard.press( 'ArrowRight' );
		await expect.poll( time ).toBeCloseTo( duration / 5, 3 );
		await visitor.keyboard.press( 'ArrowLeft' );
		await expect.poll( time ).toBeCloseTo( duration / 10, 3 );
		await expect( seek ).toHaveAttribute(
			'aria-valuetext',
			/^0:00 of 0:01$/
		);

		// Mute.
		await controls.getByRole( 'button', { name: 'Mute' } ).click();
		await expect(
			controls.getByRole( 'button', { name: 'Unmute' } )
		).toBeVisible();
		expect(
			await player.evaluate( ( v: HTMLVideoElement ) => v.muted )
		).toBe( true );
		await expect(
			controls.getByRole( 'button', { name: 'Full screen' } )
		).toHaveCount( 1 );
	} );

	test( 'Match video: the colours come from the video’s frame', async ( {
		requestUtils,
		visitor,
	} ) => {
		const post = await requestUtils.createPost( {
			title: 'A video matched',
			content: video( { seekbarPlayedColor: '#ff0000' } ),
			status: 'publish',
			date_gmt: new Date().toISOString(),
		} );
		await visitPost( visitor, post.id );
		// Headless Chromium gives a blank frame until the video plays; the layer reads the next.
		await visitor
			.getByRole( 'group', { name: 'Video controls' } )
			.getByRole( 'button', { name: 'Play' } )
			.click();
		const bar = visitor.locator( '.blockpack-video__bar' );
		// Neither the neutral track (#5c5c5c) nor the saved colour once the frame is read.
		await expect
			.poll( () =>
				bar.evaluate( ( el ) => getComputedStyle( el ).backgroundColor )
			)
			.not.toBe( 'rgb(92, 92, 92)' );
		await expect(
			visitor.locator( '.blockpack-video__played' )
		).not.toHaveCSS( 'background-color', 'rgb(255, 0, 0)' );
	} );
} );
