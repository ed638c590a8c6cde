/**
 * Old VideoPress content keeps playing for visitors (php/videopress.php): a `core/video` block
 * with a guid (Jetpack's VideoPress extension) and a `videopress/video` block, both as Jetpack
 * saved them (../shared/jetpack-content/video/), get the WordPress.com player. The test bed
 * reaches no outside host, so WordPress's oEmbed fails as it does when WordPress.com cannot be
 * reached: the player is then the fallback iframe, with the options the block saved. An ordinary
 * video stays core's `<video>`, with no player added.
 */
import fs from 'fs';
import path from 'path';
import { test, expect } from '@playwright/test';
import {
	publishedHtml,
	restAs,
	watchPhpErrors,
	type RestClient,
} from './utils';

const CONTENT = path.resolve(
	__dirname,
	'../../../shared/jetpack-content/video'
);
const FIXTURES = path.resolve(
	__dirname,
	'../../extensions/extended-blocks/core-video/test/fixtures'
);

/**
 * A saved block: from Jetpack's content when present (a user's clone lacks it), else the copy
 * kept with the fixtures.
 *
 * @param file The file's name.
 */
function saved( file: string ): string {
	const own = path.join( CONTENT, file );
	return fs.readFileSync(
		fs.existsSync( own ) ? own : path.join( FIXTURES, file ),
		'utf8'
	);
}

/**
 * The players' addresses in a page.
 *
 * @param html The page.
 */
function players( html: string ): string[] {
	return [
		...html.matchAll(
			/<iframe class="blockpack-videopress-player"[^>]* src="([^"]+)"/g
		),
	].map( ( m ) => m[ 1 ].replace( /&#038;|&amp;/g, '&' ) );
}

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

test( 'a guid video plays from WordPress.com, with the options it saved', async () => {
	const html = await publishedHtml(
		admin,
		saved( 'core__video__videopress-freecad-1.html' )
	);
	expect( players( html ) ).toEqual( [
		'https://videopress.com/embed/MdWJPEYE?resizeToParent=true&cover=true&posterUrl=https%3A%2F%2Fvideos.files.wordpress.com%2FMdWJPEYE%2Fexpressioncompleter_mp4.scrubthumb.jpg&preloadContent=metadata&useAverageColor=true',
	] );
	// The player replaces the address line; the caption stays.
	expect( html ).not.toMatch( /^https:\/\/videopress\.com\/v\//m );
	expect( html ).toContain(
		'<figcaption>AutoCompleter demonstration using data from a spreadsheet.</figcaption>'
	);
	expect( html ).toContain( 'title="VideoPress video player"' );
} );

test( 'an older save shape plays with its own options', async () => {
	const html = await publishedHtml(
		admin,
		fs.readFileSync(
			path.join( FIXTURES, 'core__video__videopress-v2.html' ),
			'utf8'
		)
	);
	expect( players( html ) ).toEqual( [
		'https://videopress.com/embed/bd2G0c0g?autoPlay=true&controls=false&loop=true&muted=true&persistVolume=false&posterUrl=https%3A%2F%2Fexample.com%2Fposter.jpg&preloadContent=metadata',
	] );
} );

test( 'a videopress/video block plays from WordPress.com', async () => {
	for ( const file of [
		'videopress__video__self-closing-gutenberg-mobile-5671.html',
		'videopress__video__figure-wordpress-ios.html',
	] ) {
		const html = await publishedHtml( admin, saved( file ) );
		const [ player ] = players( html );
		expect( player ).toMatch(
			/^https:\/\/videopress\.com\/embed\/(AbcDe|AbCDe)\?resizeToParent=true&cover=true/
		);
		const figure =
			/<figure class="([^"]+)"[^>]*><div class="jetpack-videopress-player__wrapper">/.exec(
				html
			);
		expect( figure?.[ 1 ].split( ' ' ).sort() ).toEqual( [
			'jetpack-videopress-player',
			'wp-block-jetpack-videopress',
			'wp-block-videopress-video',
		] );
	}
	// The options it saved: loop and plays inline.
	const html = await publishedHtml(
		admin,
		saved( 'videopress__video__self-closing-gutenberg-mobile-5671.html' )
	);
	expect( players( html )[ 0 ] ).toContain( '&loop=true&playsinline=true&' );
} );

test( 'an ordinary video stays core’s, and a guid that is not one gets no player', async () => {
	const html = await publishedHtml(
		admin,
		saved( 'core__video.html' ) +
			'\n<!-- wp:videopress/video {"guid":"\\u0022\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e"} /-->'
	);
	expect( players( html ) ).toEqual( [] );
	// The control layer's id (php/controls.php) is its only change.
	expect( html ).toMatch(
		/<video id="blockpack-video-\d+" controls src="data:video\/mp4;base64,/
	);
	expect( html ).not.toContain( '<script>alert(1)' );
} );
