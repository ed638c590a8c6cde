import {
	afterLastHyphen,
	attributesForGif,
	DEFAULT_PADDING_TOP,
	gifsFromResponse,
	giphyIdFromUrl,
	giphyRequestUrl,
	isEmbedUrl,
	isMediaUrl,
	isPaddingTop,
	paddingTopFor,
	thumbnailUrl,
	type GiphyGif,
} from '../giphy';

const gif = (
	id: string,
	width: unknown = '480',
	height: unknown = '270'
) => ( {
	id,
	title: `GIF ${ id }`,
	embed_url: `https://giphy.com/embed/${ id }`,
	images: {
		original: { width, height },
		downsized_still: {
			url: `https://media.giphy.com/media/${ id }/giphy_s.gif`,
		},
	},
} );

describe( 'afterLastHyphen', () => {
	it.each( [
		[ 'funny-cat-4ZFekt94LMhNK', '4ZFekt94LMhNK' ],
		[ '4ZFekt94LMhNK', '4ZFekt94LMhNK' ],
		[ 'ends-with-', '' ],
		[ '', '' ],
	] )( '%p → %p', ( input, expected ) => {
		expect( afterLastHyphen( input ) ).toBe( expected );
	} );
} );

describe( 'giphyIdFromUrl', () => {
	it.each( [
		// Embed form.
		[ 'https://giphy.com/embed/4ZFekt94LMhNK', '4ZFekt94LMhNK' ],
		[ 'http://giphy.com/embed/4ZFekt94LMhNK/', '4ZFekt94LMhNK' ],
		[ '  https://giphy.com/embed/abc123  ', 'abc123' ],
		// Gifs form: the id after the last hyphen.
		[ 'https://giphy.com/gifs/cat-funny-JIX9t2j0ZTN9S', 'JIX9t2j0ZTN9S' ],
		[ 'https://www.giphy.com/gifs/JIX9t2j0ZTN9S', 'JIX9t2j0ZTN9S' ],
		[
			'https://giphy.com/gifs/happy-dance-xT0xeJpnrWC4XWblEk?utm_source=x#y',
			'xT0xeJpnrWC4XWblEk',
		],
		[ 'HTTPS://GIPHY.COM/gifs/a-b-XyZ9', 'XyZ9' ],
		// Media forms.
		[
			'https://media.giphy.com/media/gt0hYzKlMpfOg/giphy.gif',
			'gt0hYzKlMpfOg',
		],
		[
			'https://media2.giphy.com/media/gt0hYzKlMpfOg/200w.webp',
			'gt0hYzKlMpfOg',
		],
		[
			'https://media0.giphy.com/media/v1.Y2lkPTc5/gt0hYzKlMpfOg/giphy.gif',
			'gt0hYzKlMpfOg',
		],
		[
			'https://i.giphy.com/media/gt0hYzKlMpfOg/giphy.gif',
			'gt0hYzKlMpfOg',
		],
		[ 'https://i.giphy.com/gt0hYzKlMpfOg.gif', 'gt0hYzKlMpfOg' ],
		[ 'https://i.giphy.com/gt0hYzKlMpfOg.webp', 'gt0hYzKlMpfOg' ],
	] )( '%p → %p', ( input, expected ) => {
		expect( giphyIdFromUrl( input ) ).toBe( expected );
	} );

	it.each( [
		// Not URLs: text searches.
		[ 'cats' ],
		[ 'giphy.com/embed/4ZFekt94LMhNK' ],
		[ '' ],
		// Other hosts, look-alikes and other pages.
		[ 'https://evilgiphy.com/embed/4ZFekt94LMhNK' ],
		[ 'https://giphy.com.evil.example/embed/4ZFekt94LMhNK' ],
		[ 'https://media.giphy.com.evil.example/media/abc/giphy.gif' ],
		[ 'https://giphy.com/search/cats' ],
		[ 'https://giphy.com/' ],
		[ 'https://giphy.com/embed/' ],
		[ 'https://giphy.com/gifs/a/b' ],
		[ 'https://media.giphy.com/other/abc/giphy.gif' ],
		[ 'https://user:pass@giphy.com/embed/abc' ],
		[ 'https://giphy.com:8443/embed/abc' ],
		[ 'ftp://giphy.com/embed/abc' ],
		// Hostile input.
		[ 'javascript:alert(1)//giphy.com/embed/abc' ],
		[ 'JaVaScRiPt:alert(document.cookie)' ],
		[ 'data:text/html,<script>alert(1)</script>' ],
		[ 'https://giphy.com/embed/abc"onload="alert(1)' ],
		[ "https://giphy.com/gifs/cat-abc'><script>alert(1)</script>" ],
		[ 'https://giphy.com/embed/<script>' ],
		[ 'https://giphy.com/gifs/cat-abc%22%3E' ],
		[ 'https://giphy.com/gifs/cat-' ],
	] )( '%p is not a GIPHY address', ( input ) => {
		expect( giphyIdFromUrl( input ) ).toBeNull();
	} );
} );

describe( 'giphyRequestUrl', () => {
	it.each( [
		[
			'https://giphy.com/gifs/cat-funny-JIX9t2j0ZTN9S',
			'KEY',
			'https://api.giphy.com/v1/gifs/JIX9t2j0ZTN9S?api_key=KEY',
		],
		[
			'https://giphy.com/embed/4ZFekt94LMhNK',
			'k1',
			'https://api.giphy.com/v1/gifs/4ZFekt94LMhNK?api_key=k1',
		],
		[
			'https://media.giphy.com/media/gt0hYzKlMpfOg/giphy.gif',
			'k1',
			'https://api.giphy.com/v1/gifs/gt0hYzKlMpfOg?api_key=k1',
		],
		[
			'cats',
			'KEY',
			'https://api.giphy.com/v1/gifs/search?api_key=KEY&q=cats&limit=10',
		],
		[
			'  happy dance  ',
			'KEY',
			'https://api.giphy.com/v1/gifs/search?api_key=KEY&q=happy%20dance&limit=10',
		],
		[
			'a&limit=500&api_key=stolen',
			'KEY',
			'https://api.giphy.com/v1/gifs/search?api_key=KEY&q=a%26limit%3D500%26api_key%3Dstolen&limit=10',
		],
		[
			'"><script>alert(1)</script>',
			'KEY',
			'https://api.giphy.com/v1/gifs/search?api_key=KEY&q=%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E&limit=10',
		],
		[
			'javascript:alert(1)',
			'KEY',
			'https://api.giphy.com/v1/gifs/search?api_key=KEY&q=javascript%3Aalert(1)&limit=10',
		],
		[
			'https://evil.example/gifs/cat-abc',
			'KEY',
			'https://api.giphy.com/v1/gifs/search?api_key=KEY&q=https%3A%2F%2Fevil.example%2Fgifs%2Fcat-abc&limit=10',
		],
		[
			'cats',
			'a&b',
			'https://api.giphy.com/v1/gifs/search?api_key=a%26b&q=cats&limit=10',
		],
	] )( '%p with key %p → %p', ( text, key, expected ) => {
		expect( giphyRequestUrl( text, key ) ).toBe( expected );
	} );

	it.each( [
		[ '', 'KEY' ],
		[ '   ', 'KEY' ],
		[ 'cats', '' ],
	] )( '%p with key %p asks nothing', ( text, key ) => {
		expect( giphyRequestUrl( text, key ) ).toBeNull();
	} );
} );

describe( 'paddingTopFor', () => {
	it.each( [
		[ '480', '270', '56%' ],
		[ 480, 480, '100%' ],
		[ '400', '300', '75%' ],
		[ '300', '400', '133%' ],
		[ '3', '1', '33%' ],
		[ '0', '100', DEFAULT_PADDING_TOP ],
		[ '100', '0', DEFAULT_PADDING_TOP ],
		[ '-5', '10', DEFAULT_PADDING_TOP ],
		[ 'abc', '10', DEFAULT_PADDING_TOP ],
		[ undefined, '10', DEFAULT_PADDING_TOP ],
		[ '10', '1e400', DEFAULT_PADDING_TOP ],
		[
			'10%;background:url(javascript:alert(1))',
			'10',
			DEFAULT_PADDING_TOP,
		],
	] )( 'width %p, height %p → %p', ( width, height, expected ) => {
		expect( paddingTopFor( width, height ) ).toBe( expected );
	} );
} );

describe( 'isPaddingTop', () => {
	it.each( [
		[ '56.2%', true ],
		[ '100%', true ],
		[ '40%', true ],
		[ '56.2', false ],
		[ '56px', false ],
		[ '', false ],
		[ '1%;background:url(javascript:alert(1))', false ],
		[ '1%" onload="x', false ],
		[ 56, false ],
	] )( '%p → %p', ( value, expected ) => {
		expect( isPaddingTop( value ) ).toBe( expected );
	} );
} );

describe( 'embed and media URLs', () => {
	it.each( [
		[ 'https://giphy.com/embed/abc123', true ],
		[ 'http://giphy.com/embed/abc123', false ],
		[ 'https://giphy.com/embed/abc123?x=1', false ],
		[ 'https://evil.example/embed/abc', false ],
		[ 'javascript:alert(1)', false ],
		[ 'https://giphy.com/embed/a"b', false ],
		[ undefined, false ],
	] )( 'isEmbedUrl( %p ) → %p', ( value, expected ) => {
		expect( isEmbedUrl( value ) ).toBe( expected );
	} );

	it.each( [
		[ 'https://media.giphy.com/media/abc/giphy_s.gif', true ],
		[ 'https://media3.giphy.com/media/abc/200_s.gif', true ],
		[ 'https://i.giphy.com/abc.gif', true ],
		[ 'http://media.giphy.com/media/abc/giphy_s.gif', false ],
		[ 'https://evil.example/abc.gif', false ],
		[ 'javascript:alert(1)', false ],
		[ 'not a url', false ],
		[ 42, false ],
	] )( 'isMediaUrl( %p ) → %p', ( value, expected ) => {
		expect( isMediaUrl( value ) ).toBe( expected );
	} );
} );

describe( 'gifsFromResponse', () => {
	it( 'reads a search (a list), keeping the order', () => {
		expect(
			gifsFromResponse( { data: [ gif( 'a1' ), gif( 'b2' ) ] } ).map(
				( g ) => g.id
			)
		).toEqual( [ 'a1', 'b2' ] );
	} );

	it( 'reads a lookup by id (one object)', () => {
		expect(
			gifsFromResponse( { data: gif( 'one' ) } ).map( ( g ) => g.id )
		).toEqual( [ 'one' ] );
	} );

	it( 'keeps at most ten', () => {
		const data = Array.from( { length: 25 }, ( _, i ) => gif( `g${ i }` ) );
		expect( gifsFromResponse( { data } ) ).toHaveLength( 10 );
	} );

	it.each( [
		[ 'no data', {} ],
		[ 'null', null ],
		[ 'a string', 'oops' ],
		[
			'an error answer',
			{ meta: { status: 401, msg: 'Unauthorized' }, data: [] },
		],
		[ 'an empty lookup', { data: {} } ],
	] )( 'finds nothing in %s', ( _, response ) => {
		expect( gifsFromResponse( response ) ).toEqual( [] );
	} );

	it( 'drops items with a hostile id or unusable sizes', () => {
		const response = {
			data: [
				gif( 'x"><script>alert(1)</script>' ),
				gif( '../../wp-admin' ),
				gif( 'nosize', '0', '0' ),
				gif( 'nan', 'wide', 'tall' ),
				{ id: 'noimages' },
				null,
				gif( 'good1' ),
			],
		};
		expect( gifsFromResponse( response ).map( ( g ) => g.id ) ).toEqual( [
			'good1',
		] );
	} );

	it( 'drops items whose embed page is missing or not a GIPHY embed page', () => {
		const withEmbed = ( id: string, embed: unknown ) => ( {
			...gif( id ),
			embed_url: embed,
		} );
		const response = {
			data: [
				withEmbed( 'none', undefined ),
				withEmbed( 'evil', 'https://evil.example/embed/evil' ),
				withEmbed( 'js', 'javascript:alert(1)' ),
				withEmbed( 'http', 'http://giphy.com/embed/http' ),
				withEmbed( 'good2', 'https://giphy.com/embed/good2' ),
			],
		};
		expect( gifsFromResponse( response ).map( ( g ) => g.id ) ).toEqual( [
			'good2',
		] );
	} );
} );

describe( 'thumbnailUrl', () => {
	it( 'uses the still frame on a GIPHY media host', () => {
		expect( thumbnailUrl( gif( 'a' ) as GiphyGif ) ).toBe(
			'https://media.giphy.com/media/a/giphy_s.gif'
		);
	} );

	it.each( [
		[ 'javascript:alert(1)' ],
		[ 'https://evil.example/a.gif' ],
		[ 'http://media.giphy.com/media/a/giphy_s.gif' ],
	] )( 'refuses %p', ( url ) => {
		const item = gif( 'a' ) as GiphyGif;
		item.images.downsized_still = { url };
		expect( thumbnailUrl( item ) ).toBeNull();
	} );

	it( 'falls back to the fixed-width still', () => {
		const item: GiphyGif = {
			id: 'a',
			embed_url: 'https://giphy.com/embed/a',
			images: {
				original: { width: 1, height: 1 },
				fixed_width_still: {
					url: 'https://media1.giphy.com/media/a/200w_s.gif',
				},
			},
		};
		expect( thumbnailUrl( item ) ).toBe(
			'https://media1.giphy.com/media/a/200w_s.gif'
		);
	} );
} );

describe( 'attributesForGif', () => {
	it( 'gives the embed page and the ratio, and clears a Tumblr GIF', () => {
		expect(
			attributesForGif( gif( 'abc', '400', '300' ) as GiphyGif )
		).toEqual( {
			giphyUrl: 'https://giphy.com/embed/abc',
			paddingTop: '75%',
			gifUrl: undefined,
			attributionUrl: undefined,
			attributionName: undefined,
		} );
	} );

	it( "uses the API's embed_url, not an address rebuilt from the id", () => {
		const item = {
			...gif( 'abc', '400', '300' ),
			embed_url: 'https://giphy.com/embed/xYz987',
		} as GiphyGif;
		expect( attributesForGif( item ).giphyUrl ).toBe(
			'https://giphy.com/embed/xYz987'
		);
	} );
} );
