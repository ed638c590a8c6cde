/**
 * A poster's choices: the moment (past the first second whenever the video is longer), the size
 * (the video's, its longest side at most 1920), the file name and title, and which blocks get one.
 */
import { wantsPoster } from '../upload/make-poster';
import {
	posterFileName,
	posterSeekTime,
	posterSize,
	posterTitle,
} from '../upload/poster';

describe( 'posterSeekTime: past the first second whenever the video allows', () => {
	test.each( [
		[ 'a long video', 600, 1.5 ],
		[ 'exactly 3 s', 3, 1.5 ],
		[ '2.5 s: between 1 s and the end', 2.5, 1.75 ],
		[ '2 s', 2, 1.5 ],
		[ "birds.mp4's 1.044 s", 1.044, 1.022 ],
		[ 'exactly 1 s: halfway', 1, 0.5 ],
		[ 'half a second: halfway', 0.5, 0.25 ],
		[ 'unknown (NaN)', NaN, 1.5 ],
		[ 'a recording with no length (Infinity)', Infinity, 1.5 ],
		[ 'zero', 0, 1.5 ],
		[ 'negative', -4, 1.5 ],
	] )( '%s: %p s → %p s', ( _name, duration, expected ) => {
		const time = posterSeekTime( duration );
		expect( time ).toBeCloseTo( expected, 6 );
		if ( Number.isFinite( duration ) && duration > 1 ) {
			expect( time ).toBeGreaterThan( 1 );
			expect( time ).toBeLessThan( duration );
		}
	} );
} );

describe( 'posterSize: the video’s size, the longest side at most 1920, never scaled up', () => {
	test.each( [
		[ '720p stays', 1280, 720, undefined, { width: 1280, height: 720 } ],
		[ '1080p stays', 1920, 1080, undefined, { width: 1920, height: 1080 } ],
		[ '4K halves', 3840, 2160, undefined, { width: 1920, height: 1080 } ],
		[ 'portrait 4K', 2160, 3840, undefined, { width: 1080, height: 1920 } ],
		[
			'odd sizes round',
			2000,
			1125,
			undefined,
			{ width: 1920, height: 1080 },
		],
		[
			'a thin strip keeps a pixel',
			10000,
			2,
			undefined,
			{ width: 1920, height: 1 },
		],
		[ 'another cap', 1280, 720, 640, { width: 640, height: 360 } ],
		[ 'no picture (audio only)', 0, 0, undefined, null ],
		[ 'unknown', NaN, 720, undefined, null ],
	] )( '%s: %i×%i', ( _name, width, height, max, expected ) => {
		expect( posterSize( width, height, max ) ).toEqual( expected );
	} );
} );

describe( 'posterFileName: the video’s name and -poster.jpg', () => {
	test.each( [
		[
			'http://x.test/wp-content/uploads/2026/11/birds.mp4',
			'birds-poster.jpg',
		],
		[
			'https://x.test/u/My%20Holiday%20(1).webm?ver=2#t=3',
			'My-Holiday-1-poster.jpg',
		],
		[ 'Café crème.mov', 'Cafe-creme-poster.jpg' ],
		[ 'https://x.test/u/archive.tar.mp4', 'archive-tar-poster.jpg' ],
		[ 'https://x.test/u/%E0%A4.mp4', 'E0-A4-poster.jpg' ],
		[ 'https://x.test/u/日本.mp4', 'video-poster.jpg' ],
		[ 'https://x.test/u/', 'video-poster.jpg' ],
		[ '', 'video-poster.jpg' ],
	] )( '%s → %s', ( src, expected ) => {
		expect( posterFileName( src ) ).toBe( expected );
	} );
} );

describe( 'posterTitle: "<video title> poster"', () => {
	test.each( [
		[ 'Birds', 'http://x.test/birds.mp4', 'Birds poster' ],
		[ '  ', 'http://x.test/u/birds-2.mp4', 'birds-2 poster' ],
		[ '', 'http://x.test/u/', 'Video poster' ],
	] )( '%j, %s → %s', ( title, src, expected ) => {
		expect( posterTitle( title, src ) ).toBe( expected );
	} );
} );

describe( 'wantsPoster: a video of the media library without a poster or a guid', () => {
	const src = 'http://x.test/birds.mp4';
	test.each( [
		[ 'just uploaded', { id: 5, src }, true ],
		[
			'has a poster',
			{ id: 5, src, poster: 'http://x.test/p.jpg' },
			false,
		],
		[ 'VideoPress', { id: 5, src, guid: 'abcd1234' }, false ],
		[ 'an address, not the library', { src }, false ],
		[ 'no address yet', { id: 5 }, false ],
		[ 'id 0', { id: 0, src }, false ],
	] )( '%s', ( _name, attributes, expected ) => {
		expect( wantsPoster( attributes ) ).toBe( expected );
	} );
} );
