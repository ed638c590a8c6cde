import { noticeText } from '../notice';

describe( 'noticeText', () => {
	it.each( [
		[
			'after-visits',
			1,
			'This block will only appear to people who have visited this page more than once.',
		],
		[
			'after-visits',
			3,
			'This block will only appear to people who have visited this page more than 3 times.',
		],
		[
			'after-visits',
			30,
			'This block will only appear to people who have visited this page more than 30 times.',
		],
		[
			'before-visits',
			1,
			'This block will only appear to people who are visiting this page for the first time.',
		],
		[
			'before-visits',
			3,
			'This block will only appear to people who have visited this page at most 3 times.',
		],
		[
			'before-visits',
			2,
			'This block will only appear to people who have visited this page at most 2 times.',
		],
	] )( '%s, threshold %p', ( criteria, threshold, expected ) => {
		expect( noticeText( criteria, threshold ) ).toBe( expected );
	} );
} );
