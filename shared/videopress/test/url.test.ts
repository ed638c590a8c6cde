import { optionsFromSavedUrl, videoPressUrl, type UrlShape } from '../url';

const all = {
	autoplay: true,
	controls: false,
	loop: true,
	muted: true,
	playsinline: true,
	poster: 'https://example.com/p.jpg',
	preload: 'auto',
	seekbarColor: '#111111',
	seekbarPlayedColor: '#222222',
	seekbarLoadingColor: '#333333',
	useAverageColor: true,
};
const base = 'https://videopress.com/v/AbCd1234';
const basic =
	'autoPlay=true&controls=false&loop=true&muted=true&persistVolume=false';
const colors = 'sbc=%23111111&sbpc=%23222222&sblc=%23333333';
const poster =
	'posterUrl=https%3A%2F%2Fexample.com%2Fp.jpg&preloadContent=auto';

describe( 'videoPressUrl: each save shape writes its own options, in its order', () => {
	test.each< [ UrlShape, string ] >( [
		[ 1, base ],
		[ 2, `${ base }?${ basic }&${ poster }` ],
		[
			3,
			`${ base }?resizeToParent=true&${ basic }&playsinline=true&${ poster }&${ colors }`,
		],
		[
			4,
			`${ base }?resizeToParent=true&cover=true&${ basic }&playsinline=true&${ poster }&${ colors }`,
		],
		[
			5,
			`${ base }?resizeToParent=true&cover=true&${ basic }&playsinline=true&${ poster }&${ colors }&useAverageColor=true`,
		],
	] )( 'shape %i', ( shape, expected ) => {
		expect( videoPressUrl( 'AbCd1234', all, shape ) ).toBe( expected );
	} );

	test.each( [
		[
			{ controls: true, preload: 'metadata' },
			`${ base }?resizeToParent=true&cover=true&preloadContent=metadata`,
		],
		[
			{ controls: true, preload: 'none' },
			`${ base }?resizeToParent=true&cover=true`,
		],
		[
			{ controls: true, preload: 'metadata', useAverageColor: true },
			`${ base }?resizeToParent=true&cover=true&preloadContent=metadata&useAverageColor=true`,
		],
	] )( 'defaults are left out: %o', ( options, expected ) => {
		expect( videoPressUrl( 'AbCd1234', options ) ).toBe( expected );
	} );

	test( 'no guid, no address', () => {
		expect( videoPressUrl( undefined, all ) ).toBeNull();
		expect( videoPressUrl( '', all ) ).toBeNull();
	} );
} );

describe( 'optionsFromSavedUrl: what the saved address states', () => {
	test.each( [
		[
			'current shape, defaults',
			'<div>\nhttps://videopress.com/v/AbCd1234?resizeToParent=true&amp;cover=true&amp;preloadContent=metadata&amp;useAverageColor=true\n</div>',
			{
				autoplay: undefined,
				controls: true,
				loop: undefined,
				muted: undefined,
				poster: undefined,
				preload: 'metadata',
			},
		],
		[
			'every option, escaped as saved',
			`<div>\n${ videoPressUrl( 'AbCd1234', all )?.replace( /&/g, '&amp;' ) }\n</div>`,
			{
				autoplay: true,
				controls: false,
				loop: true,
				muted: true,
				poster: 'https://example.com/p.jpg',
				preload: 'auto',
			},
		],
		[
			'no preload option: none',
			'https://videopress.com/v/AbCd1234?resizeToParent=true',
			{
				autoplay: undefined,
				controls: true,
				loop: undefined,
				muted: undefined,
				poster: undefined,
				preload: 'none',
			},
		],
		[ 'no address', '<figure><video src="x.mp4"></video></figure>', null ],
	] )( '%s', ( _name, html, expected ) => {
		expect( optionsFromSavedUrl( html ) ).toEqual( expected );
	} );
} );
