import { isFile } from '../edit';
import { formatSize } from '../upload/uploader';

describe( 'formatSize: sizes for people, one decimal', () => {
	test.each( [
		[ 999, '1 kB' ],
		[ 12_600_000, '12.6 MB' ],
		[ 13_107_200, '13.1 MB' ],
		[ 5_368_709_120, '5.4 GB' ],
	] )( '%i bytes → %s', ( bytes, expected ) => {
		expect( formatSize( bytes ).replace( /\s/g, ' ' ) ).toBe( expected );
	} );
} );

describe( "isFile: a file from the canvas iframe's realm is still a file", () => {
	const foreign = {
		name: 'a.mp4',
		size: 3,
		slice: () => null,
		type: 'video/mp4',
	};
	test.each( [
		[ 'a File', new File( [ 'abc' ], 'a.mp4' ), true ],
		[ 'a file of another window', foreign, true ],
		[ 'null', null, false ],
		[
			'a media library item',
			{ id: 3, url: 'https://example.com/a.mp4' },
			false,
		],
		[ 'a string', 'a.mp4', false ],
	] )( '%s', ( _name, value, expected ) => {
		expect( isFile( value ) ).toBe( expected );
	} );
} );
