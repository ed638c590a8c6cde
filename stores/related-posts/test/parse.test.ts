/**
 * Reading the route's answer: well-formed posts kept, anything else dropped or defaulted.
 */
import { parseRelatedPosts } from '../parse';

const good = {
	id: 7,
	title: 'T',
	url: 'https://example.org/t',
	date: 'May 1, 2024',
	dateTime: '2024-05-01T10:00:00+00:00',
	author: 'Ann',
	context: 'In News',
	image: { src: 'https://example.org/i.png', srcset: 'x 300w', alt: '' },
};

describe( 'parseRelatedPosts', () => {
	test.each( [
		[ 'a failed request', null, null ],
		[ 'no list', { posts: 'x' }, null ],
		[ 'an empty list', { posts: [] }, [] ],
		[ 'a good post', { posts: [ good ] }, [ good ] ],
		[
			'malformed entries dropped',
			{ posts: [ null, 3, { id: '7', url: 'u' }, { id: 8 }, good ] },
			[ good ],
		],
		[
			'missing texts and image defaulted',
			{
				posts: [
					{
						id: 9,
						url: 'https://example.org/n',
						title: 5,
						image: { src: '' },
					},
				],
			},
			[
				{
					id: 9,
					title: '',
					url: 'https://example.org/n',
					date: '',
					dateTime: '',
					author: '',
					context: '',
					image: null,
				},
			],
		],
	] )( '%s', ( _, answer, expected ) => {
		expect( parseRelatedPosts( answer ) ).toEqual( expected );
	} );
} );
