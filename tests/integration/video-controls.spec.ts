/**
 * The control layer of site-hosted videos (extensions/extended-blocks/core-video/php/controls.php
 * and view.ts), as a visitor's page has it: a page with a video that has controls gets the
 * script, its stylesheet and, printed before the script, each video's id (given to its
 * `<video>`) with the block's colours, and the labels once; a page without such a video (none, a
 * guid video, a video without controls) gets none of it. The built script stays within its
 * 4 KB gzip budget.
 */
import zlib from 'zlib';
import { test, expect } from '@playwright/test';
import {
	publishedHtml,
	restAs,
	watchPhpErrors,
	type RestClient,
} from './utils';
import { BIRDS } from './video-helpers';

let admin: RestClient;
let newPhpErrors: () => string[];
test.beforeAll( async () => {
	admin = await restAs( 'admin' );
	newPhpErrors = await watchPhpErrors();
} );
test.afterAll( async () => {
	expect( newPhpErrors() ).toEqual( [] );
	await admin.dispose();
} );

/**
 * A video block.
 *
 * @param attrs    Its comment attributes.
 * @param controls Whether the video shows controls.
 */
const video = ( attrs: Record< string, unknown >, controls = true ) =>
	`<!-- wp:video ${ JSON.stringify(
		attrs
	) } -->\n<figure class="wp-block-video"><video${
		controls ? ' controls' : ''
	} src="${ BIRDS }"></video></figure>\n<!-- /wp:video -->`;

/**
 * The videos' settings PHP printed for the script, by key.
 *
 * @param html The page.
 */
function printed( html: string ): Record< string, unknown > {
	const out: Record< string, unknown > = {};
	for ( const m of html.matchAll(
		/blockpackView\["core\/video"\]\["([^"]+)"\] = (\{[^\n<]*?\});/g
	) ) {
		out[ m[ 1 ] ] = JSON.parse( m[ 2 ] );
	}
	return out;
}

const SCRIPT =
	/<script[^>]* src="([^"]*\/build\/extended-blocks\/core-video\/view\.js[^"]*)" id="blockpack-video-controls-js"/;
const STYLE =
	/<link[^>]* id='blockpack-video-controls-css' href='([^']*\/build\/extended-blocks\/core-video\/style\.css[^']*)'|<style id='blockpack-video-controls-inline-css'/;

test( 'a page with a site-hosted video: the script, its stylesheet and the colours printed for it', async () => {
	const html = await publishedHtml(
		admin,
		video( {
			seekbarColor: '#111111',
			seekbarLoadingColor: '#22AA22',
			seekbarPlayedColor: '#ff0000',
			useAverageColor: false,
		} ) +
			'\n' +
			video( {} ) +
			'\n' +
			video( { seekbarColor: 'red' }, false )
	);
	const script = SCRIPT.exec( html );
	expect( script ).not.toBeNull();
	expect( html ).toMatch( STYLE );

	const ids = [ ...html.matchAll( /<video\b[^>]*>/g ) ].map(
		( m ) => /\sid="([^"]+)"/.exec( m[ 0 ] )?.[ 1 ] ?? null
	);
	expect( ids ).toHaveLength( 3 );
	expect( ids[ 0 ] ).toMatch( /^blockpack-video-\d+$/ );
	expect( ids[ 1 ] ).toMatch( /^blockpack-video-\d+$/ );
	expect( ids[ 1 ] ).not.toBe( ids[ 0 ] );
	// A video without controls keeps none: no layer for it.
	expect( ids[ 2 ] ).toBeNull();

	const settings = printed( html );
	expect( settings ).toEqual( {
		labels: {
			play: 'Play',
			pause: 'Pause',
			seek: 'Seek',
			position: '%1$s of %2$s',
			mute: 'Mute',
			unmute: 'Unmute',
			fullscreen: 'Full screen',
			exit: 'Exit full screen',
			controls: 'Video controls',
		},
		[ ids[ 0 ] as string ]: {
			colors: { main: '#111111', loaded: '#22aa22', played: '#ff0000' },
			useAverageColor: false,
		},
		[ ids[ 1 ] as string ]: {
			colors: { main: '', loaded: '', played: '' },
			useAverageColor: true,
		},
	} );
	// The settings come before the script; the labels are printed once.
	expect(
		html.indexOf( 'blockpackView["core/video"]["labels"]' )
	).toBeLessThan( html.indexOf( 'id="blockpack-video-controls-js"' ) );
	expect(
		html.match( /blockpackView\["core\/video"\]\["labels"\]/g )
	).toHaveLength( 1 );

	// The script a visitor downloads: within its budget.
	const visitor = await restAs( 'anonymous' );
	const body = Buffer.from(
		await (
			await visitor.context.get(
				( script as RegExpExecArray )[ 1 ].replace( /&#038;/g, '&' )
			)
		).body()
	);
	await visitor.dispose();
	expect( zlib.gzipSync( body, { level: 9 } ).length ).toBeLessThanOrEqual(
		4096
	);
} );

test( 'no script where no site-hosted video has controls: none, a guid video, one without controls', async () => {
	for ( const content of [
		'<!-- wp:paragraph --><p>No video.</p><!-- /wp:paragraph -->',
		'<!-- wp:video {"guid":"MdWJPEYE","videoPressClassNames":"wp-block-embed is-type-video is-provider-videopress"} -->\n<figure class="wp-block-video wp-block-embed is-type-video is-provider-videopress"><div class="wp-block-embed__wrapper">\nhttps://videopress.com/v/MdWJPEYE\n</div></figure>\n<!-- /wp:video -->',
		video( { seekbarPlayedColor: '#ff0000' }, false ),
	] ) {
		const html = await publishedHtml( admin, content );
		expect( html ).not.toContain( 'blockpack-video-controls' );
		expect( html ).not.toContain( 'core-video/view.js' );
		expect( html ).not.toContain( 'blockpackView["core/video"]' );
	}
} );
