import { getAttributesToSync } from '../passthrough';

describe( 'getAttributesToSync', () => {
	test.each<
		[
			string,
			Record< string, string > | undefined,
			Record< string, unknown > | null,
			Record< string, unknown >,
			Record< string, unknown > | null,
		]
	>( [
		[ 'no mapping', undefined, { url: 'https://a.test' }, {}, null ],
		[ 'no parent', { url: 'url' }, null, {}, null ],
		[
			'copies a parent value',
			{ url: 'url' },
			{ url: 'https://a.test' },
			{},
			{ url: 'https://a.test' },
		],
		[
			'maps to another name',
			{ url: 'link' },
			{ link: 'https://b.test' },
			{ url: 'https://a.test' },
			{ url: 'https://b.test' },
		],
		[
			'already in sync',
			{ url: 'url' },
			{ url: 'https://a.test' },
			{ url: 'https://a.test' },
			null,
		],
		[
			'only the changed ones',
			{ url: 'url', text: 'label' },
			{ url: 'u', label: 'Go' },
			{ url: 'u', text: 'Old' },
			{ text: 'Go' },
		],
		[
			'a cleared parent value clears the button',
			{ url: 'url' },
			{},
			{ url: 'https://a.test' },
			{ url: undefined },
		],
	] )( '%s', ( _name, passthrough, parent, attributes, expected ) => {
		expect(
			getAttributesToSync( passthrough, parent, attributes )
		).toEqual( expected );
	} );
} );
