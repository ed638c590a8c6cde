/**
 * The editor's pure rules: the gallery answer read (malformed → null), connections, the
 * settings' ranges, the columns' cap, the count notice and the outcome of a gallery result.
 */
import {
	columnsMax,
	countChange,
	countNotice,
	displaySettings,
	galleryOutcome,
	parseConnections,
	parseGallery,
	toConnectionId,
	type GalleryResult,
} from '../gallery';

const IMAGE = {
	link: 'https://www.instagram.com/p/abc/',
	title: 'A caption',
	url: 'https://cdn.example.com/a.jpg',
};

describe( 'parseGallery', () => {
	it.each< [ string, unknown, ReturnType< typeof parseGallery > ] >( [
		[ 'null', null, null ],
		[ 'a string ("ERROR")', 'ERROR', null ],
		[ 'no images key', { external_name: 'someone' }, null ],
		[ 'images as a string', { images: 'ERROR' }, null ],
		[ 'images as an object', { images: { 0: IMAGE } }, null ],
		[ 'an array answer', [ IMAGE ], null ],
		[
			'an empty list',
			{ external_name: 'someone', images: [] },
			{ externalName: 'someone', images: [] },
		],
		[
			'one post',
			{ external_name: 'some.one_2', images: [ IMAGE ] },
			{ externalName: 'some.one_2', images: [ IMAGE ] },
		],
		[
			'a name that is not a username is left out',
			{ external_name: 'a"><b>', images: [ IMAGE ] },
			{ images: [ IMAGE ] },
		],
		[
			'posts without an http(s) image are dropped; odd links and titles emptied',
			{
				images: [
					null,
					'x',
					{ url: 'javascript:alert(1)' },
					{ link: IMAGE.link },
					{ url: IMAGE.url, link: 'javascript:x', title: 5 },
				],
			},
			{ images: [ { url: IMAGE.url, link: '', title: '' } ] },
		],
	] )( '%s', ( _, answer, expected ) => {
		expect( parseGallery( answer ) ).toEqual( expected );
	} );
} );

describe( 'toConnectionId', () => {
	it.each< [ unknown, string | undefined ] >( [
		[ 12, '12' ],
		[ '12', '12' ],
		[ '0', undefined ],
		[ 0, undefined ],
		[ -3, undefined ],
		[ 1.5, undefined ],
		[ '12a', undefined ],
		[ ' 12', undefined ],
		[ null, undefined ],
		[ undefined, undefined ],
		[ {}, undefined ],
	] )( '%p → %p', ( value, expected ) => {
		expect( toConnectionId( value ) ).toBe( expected );
	} );
} );

describe( 'parseConnections', () => {
	it.each< [ string, unknown, ReturnType< typeof parseConnections > ] >( [
		[ 'not a list', { token: '1' }, [] ],
		[
			'valid entries, numeric tokens as strings',
			[
				{ token: '1', username: 'one' },
				{ token: 2, username: 'two' },
			],
			[
				{ token: '1', username: 'one' },
				{ token: '2', username: 'two' },
			],
		],
		[
			'bad entries and repeated ids are left out',
			[
				null,
				{ token: 'abc', username: 'x' },
				{ token: '3', username: '<b>' },
				{ token: '4', username: 'four' },
				{ token: '4', username: 'again' },
			],
			[ { token: '4', username: 'four' } ],
		],
	] )( '%s', ( _, answer, expected ) => {
		expect( parseConnections( answer ) ).toEqual( expected );
	} );
} );

describe( 'countNotice (Jetpack controls: only when fewer posts than shown)', () => {
	it.each< [ number, number, string | null ] >( [
		[ 9, 30, null ],
		[ 9, 9, null ],
		[ 1, 1, null ],
		[ 9, 1, 'There is currently only 1 post in your Instagram account.' ],
		[ 9, 3, 'There are currently only 3 posts in your Instagram account.' ],
		[
			30,
			29,
			'There are currently only 29 posts in your Instagram account.',
		],
		[ 9, 0, 'There are currently no posts in your Instagram account.' ],
		[ 1, 0, 'There are currently no posts in your Instagram account.' ],
	] )( 'count %p, %p available → %p', ( count, available, expected ) => {
		expect( countNotice( count, available ) ).toBe( expected );
	} );
} );

describe( 'columns capped by the number of posts', () => {
	it.each< [ number, number ] >( [
		[ 1, 1 ],
		[ 2, 2 ],
		[ 5, 5 ],
		[ 6, 6 ],
		[ 9, 6 ],
		[ 30, 6 ],
		[ 0, 1 ],
	] )( 'count %p → at most %p columns', ( count, max ) => {
		expect( columnsMax( count ) ).toBe( max );
	} );

	it.each< [ number, number, object ] >( [
		[ 9, 3, { count: 9 } ],
		[ 3, 3, { count: 3 } ],
		[ 2, 3, { count: 2, columns: 2 } ],
		[ 1, 6, { count: 1, columns: 1 } ],
		[ 30, 6, { count: 30 } ],
	] )(
		'count set to %p with %p columns → %p',
		( count, columns, expected ) => {
			expect( countChange( count, columns ) ).toEqual( expected );
		}
	);
} );

describe( 'displaySettings', () => {
	it.each< [ object, object ] >( [
		[
			{ count: 9, columns: 3, spacing: 10 },
			{ count: 9, columns: 3, spacing: 10 },
		],
		[
			{ count: 0, columns: 0, spacing: -5 },
			{ count: 1, columns: 1, spacing: 0 },
		],
		[
			{ count: 99, columns: 12, spacing: 80 },
			{ count: 30, columns: 6, spacing: 50 },
		],
		[
			{ count: 2.6, columns: 2.4, spacing: 3.5 },
			{ count: 3, columns: 2, spacing: 4 },
		],
		[
			{ count: NaN, columns: 'x', spacing: null },
			{ count: 9, columns: 3, spacing: 10 },
		],
	] )( '%p → %p', ( attributes, expected ) => {
		expect(
			displaySettings(
				attributes as Parameters< typeof displaySettings >[ 0 ]
			)
		).toEqual( expected );
	} );
} );

describe( 'galleryOutcome', () => {
	const ERROR = 'An error occurred. Please try again later.';
	// A failure shows the connect placeholder; the saved connection is not cleared by it.
	const KEPT = {};
	it.each< [ string, GalleryResult, string | undefined, object ] >( [
		[
			'posts: shown, the username set from external_name',
			{
				ok: true,
				gallery: { externalName: 'someone', images: [ IMAGE ] },
			},
			undefined,
			{
				images: [ IMAGE ],
				notice: null,
				attributes: { instagramUser: 'someone' },
			},
		],
		[
			'posts: the same username is not set again',
			{
				ok: true,
				gallery: { externalName: 'someone', images: [ IMAGE ] },
			},
			'someone',
			{ images: [ IMAGE ], notice: null, attributes: {} },
		],
		[
			'no posts: "No images were found…", the connection kept',
			{ ok: true, gallery: { externalName: 'someone', images: [] } },
			'someone',
			{
				images: [],
				notice: {
					message: 'No images were found in your Instagram account.',
				},
				attributes: {},
			},
		],
		[
			'malformed answer: the error, the placeholder again, the saved connection kept',
			{ ok: false, malformed: true, message: '' },
			'someone',
			{ images: [], notice: { message: ERROR }, attributes: KEPT },
		],
		[
			'failed request: the error with the server message, the placeholder again, the saved connection kept',
			{ ok: false, malformed: false, message: 'Connection not found.' },
			'someone',
			{
				images: [],
				notice: { message: ERROR, detail: 'Connection not found.' },
				attributes: KEPT,
			},
		],
		[
			'failed request without a message',
			{ ok: false, malformed: false, message: '' },
			undefined,
			{ images: [], notice: { message: ERROR }, attributes: KEPT },
		],
	] )( '%s', ( _, result, user, expected ) => {
		expect( galleryOutcome( result, user ) ).toEqual( expected );
	} );
} );
