/**
 * What PHP printed for a view script is read from `window.blockpackView` only, and only when it
 * is the plain object PHP's inline script made: an element that content named `blockpackView`
 * (DOM clobbering) gives nothing.
 */
import { settingObject, settingString, viewSettings } from '../view-settings';

declare global {
	interface Window {
		blockpackView?: unknown;
	}
}

afterEach( () => {
	delete window.blockpackView;
	document.body.innerHTML = '';
} );

test( 'reads the section PHP printed for a block', () => {
	window.blockpackView = {
		'jetpack/contact-form': { submitUrl: '/wp-json/x', restNonce: 7 },
	};
	const settings = viewSettings( 'jetpack/contact-form' );
	expect( settingString( settings, 'submitUrl' ) ).toBe( '/wp-json/x' );
	// A value of the wrong type is read as missing.
	expect( settingString( settings, 'restNonce' ) ).toBe( '' );
	expect( viewSettings( 'jetpack/donations' ) ).toEqual( {} );
} );

test.each( [
	[ 'nothing printed', undefined ],
	[ 'a string', 'jetpack/contact-form' ],
	[ 'an array', [ { submitUrl: '/evil' } ] ],
] )( 'gives empty settings for %s', ( _title, value ) => {
	window.blockpackView = value;
	expect( viewSettings( 'jetpack/contact-form' ) ).toEqual( {} );
} );

test( 'an element content named blockpackView (DOM clobbering) is never read as settings', () => {
	document.body.innerHTML =
		'<div id="blockpackView" data-jetpack-contact-form="x"><a id="blockpackView" name="jetpack/contact-form" href="https://evil.example/"></a></div>';
	const clobbered = document.createElement( 'form' );
	( clobbered as unknown as Record< string, unknown > )[
		'jetpack/contact-form'
	] = { submitUrl: 'https://evil.example/' };
	window.blockpackView = clobbered;
	expect(
		settingString( viewSettings( 'jetpack/contact-form' ), 'submitUrl' )
	).toBe( '' );
} );

test( 'a section that is not a plain object gives empty settings', () => {
	const element = document.createElement( 'div' );
	( element as unknown as Record< string, unknown > ).submitUrl =
		'https://evil.example/';
	window.blockpackView = { 'jetpack/contact-form': element };
	expect(
		settingString( viewSettings( 'jetpack/contact-form' ), 'submitUrl' )
	).toBe( '' );
} );

test.each( [
	[
		'an item object',
		{ 'blockpack-video-1': { useAverageColor: false } },
		{
			useAverageColor: false,
		},
	],
	[ 'a string', { 'blockpack-video-1': 'x' }, {} ],
	[ 'an array', { 'blockpack-video-1': [ 1 ] }, {} ],
	[ 'nothing', {}, {} ],
] )( 'settingObject reads %s', ( _title, section, expected ) => {
	window.blockpackView = { 'core/video': section };
	expect(
		settingObject( viewSettings( 'core/video' ), 'blockpack-video-1' )
	).toEqual( expected );
} );
