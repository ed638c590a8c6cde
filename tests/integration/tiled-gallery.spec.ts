/**
 * Tiled Gallery without an image service: real attachments uploaded over REST, the gallery
 * rendered by WordPress (do_blocks, and a published post as a visitor sees it). Each image
 * becomes the attachment's own file with a srcset of WordPress's sizes, a `sizes` that follows
 * its column's share, and width/height; image-service (Photon) addresses are gone; core's
 * srcset filter (an image CDN) still applies.
 */
import { execFileSync } from 'child_process';
import { test, expect } from '@playwright/test';
import { restAs, type RestClient } from './utils';

type Media = {
	id: number;
	source_url: string;
	link: string;
	media_details: {
		width: number;
		height: number;
		sizes: Record< string, { source_url: string; width: number } >;
	};
};

/**
 * A JPEG of the given size (a gradient, made with PHP's GD).
 *
 * @param width  Width.
 * @param height Height.
 */
function jpeg( width: number, height: number ): Buffer {
	return execFileSync(
		'php',
		[
			'-r',
			`$w=(int)$argv[1];$h=(int)$argv[2];$i=imagecreatetruecolor($w,$h);
			for($x=0;$x<$w;$x+=8){imagefilledrectangle($i,$x,0,$x+7,$h,imagecolorallocate($i,$x%256,($x*3)%256,120));}
			ob_start();imagejpeg($i,null,70);fwrite(STDOUT,ob_get_clean());`,
			'--',
			String( width ),
			String( height ),
		],
		{ maxBuffer: 32 * 1024 * 1024 }
	);
}

let admin: RestClient;
let visitor: RestClient;
const media: Media[] = [];

async function upload( name: string, width: number, height: number ) {
	const res = await admin.context.post(
		`/index.php?rest_route=${ encodeURIComponent( '/wp/v2/media' ) }`,
		{
			headers: {
				'X-WP-Nonce': admin.nonce,
				'Content-Type': 'image/jpeg',
				'Content-Disposition': `attachment; filename="${ name }.jpg"`,
			},
			data: jpeg( width, height ),
			failOnStatusCode: false,
		}
	);
	expect( res.status() ).toBe( 201 );
	return ( await res.json() ) as Media;
}

/**
 * Photon's address for a file, as Jetpack saved it in `src`.
 * @param url
 * @param query
 */
const photon = ( url: string, query = '?ssl=1' ) =>
	url.replace( /^https?:\/\//, 'https://i0.wp.com/' ) + query;

function item( m: Media, src = photon( m.source_url ) ) {
	const { width, height } = m.media_details;
	return `<figure class="tiled-gallery__item"><img alt="" data-height="${ height }" data-id="${ m.id }" data-link="${ m.link }" data-url="${ m.source_url }" data-width="${ width }" src="${ src }"/></figure>`;
}

/**
 * A mosaic of one row (landscape, portrait, landscape), optionally without widths.
 * @param root0
 * @param root0.widths
 * @param root0.attrs
 */
function mosaic( { widths = true, attrs = '' } = {} ) {
	const basis = [ '40.90444', '18.19112', '40.90444' ];
	const cols = media
		.slice( 0, 3 )
		.map(
			( m, i ) =>
				`<div class="tiled-gallery__col"${
					widths ? ` style="flex-basis:${ basis[ i ] }%"` : ''
				}>${ item( m ) }</div>`
		)
		.join( '' );
	return `<!-- wp:jetpack/tiled-gallery {"ids":[${ media
		.slice( 0, 3 )
		.map( ( m ) => m.id )
		.join( ',' ) }]${ attrs }} -->
<div class="wp-block-jetpack-tiled-gallery aligncenter is-style-rectangular"><div><div class="tiled-gallery__gallery"><div class="tiled-gallery__row">${ cols }</div></div></div></div>
<!-- /wp:jetpack/tiled-gallery -->`;
}

function square() {
	const rows = `<div class="tiled-gallery__row columns-1"><div class="tiled-gallery__col">${ item(
		media[ 0 ]
	) }</div></div><div class="tiled-gallery__row columns-2"><div class="tiled-gallery__col">${ item(
		media[ 1 ],
		photon( media[ 1 ].source_url, '?resize=1067%2C1067&ssl=1' )
	) }</div><div class="tiled-gallery__col">${ item( media[ 2 ] ) }</div></div>`;
	return `<!-- wp:jetpack/tiled-gallery {"className":"is-style-square","ids":[]} -->
<div class="wp-block-jetpack-tiled-gallery aligncenter is-style-square"><div><div class="tiled-gallery__gallery">${ rows }</div></div></div>
<!-- /wp:jetpack/tiled-gallery -->`;
}

async function render(
	content: string,
	headers: Record< string, string > = {}
) {
	const res = await admin.context.post(
		`/index.php?rest_route=${ encodeURIComponent( '/blockpack-test/v1/render' ) }`,
		{
			headers: { 'X-WP-Nonce': admin.nonce, ...headers },
			data: { content },
			failOnStatusCode: false,
		}
	);
	expect( res.status() ).toBe( 200 );
	return ( ( await res.json() ) as { html: string } ).html;
}

/**
 * Each img's attributes, in order.
 * @param html
 */
function images( html: string ): Array< Record< string, string > > {
	return [ ...html.matchAll( /<img\b([^>]*)>/g ) ].map( ( [ , attrs ] ) =>
		Object.fromEntries(
			[ ...attrs.matchAll( /([a-z-]+)="([^"]*)"/g ) ].map(
				( [ , k, v ] ) => [ k, v.replace( /&amp;/g, '&' ) ]
			)
		)
	);
}

test.beforeAll( async () => {
	admin = await restAs( 'admin' );
	visitor = await restAs( 'anonymous' );
	media.push( await upload( 'tiled-landscape', 1600, 1067 ) );
	media.push( await upload( 'tiled-portrait', 1067, 1600 ) );
	media.push( await upload( 'tiled-wide', 1600, 1200 ) );
} );

test.afterAll( async () => {
	for ( const m of media ) {
		await admin.delete( `/wp/v2/media/${ m.id }`, { force: 'true' } );
	}
	await admin.dispose();
	await visitor.dispose();
} );

test( 'images become the site’s own files with a srcset of WordPress’s sizes', async () => {
	const imgs = images( await render( mosaic() ) );
	expect( imgs ).toHaveLength( 3 );
	imgs.forEach( ( img, i ) => {
		const m = media[ i ];
		const large = m.media_details.sizes.large;
		expect( img.src ).toBe( large.source_url );
		expect( img.src ).not.toContain( 'wp.com' );
		expect( img.src ).not.toContain( '?' );
		// Every candidate is a file WordPress made, with its width; no query-argument resize.
		const candidates = img.srcset
			.split( ', ' )
			.map( ( c ) => c.split( ' ' ) );
		expect( candidates.length ).toBeGreaterThanOrEqual( 3 );
		for ( const [ url, w ] of candidates ) {
			expect( url ).not.toMatch( /[?]|wp\.com/ );
			expect(
				url.startsWith( m.source_url.replace( /\.jpg$/, '' ) )
			).toBe( true );
			expect( w ).toMatch( /^\d+w$/ );
		}
		expect( img.srcset ).toContain(
			`${ m.media_details.sizes.medium.source_url } ${ m.media_details.sizes.medium.width }w`
		);
		// No layout shift: the browser knows the ratio before the file arrives.
		expect( Number( img.width ) / Number( img.height ) ).toBeCloseTo(
			m.media_details.width / m.media_details.height,
			1
		);
		// Saved data stays as it was.
		expect( img[ 'data-id' ] ).toBe( String( m.id ) );
	} );
	// `sizes` follows each column's share of the gallery.
	expect(
		imgs.map( ( img ) => img.sizes.match( / (\d+(?:\.\d+)?)vw/ )?.[ 1 ] )
	).toEqual( [ '40.9', '18.19', '40.9' ] );
} );

test( 'square tiles: sizes count the crop; Photon resize addresses are gone', async () => {
	const imgs = images( await render( square() ) );
	expect( imgs.map( ( img ) => img.src ) ).toEqual(
		media.map( ( m ) => m.media_details.sizes.large.source_url )
	);
	// One tile per row: the whole width, times the landscape ratio (CSS crops it to a square).
	expect( imgs[ 0 ].sizes ).toMatch( / 149\.9\dvw, / );
	// Half the width for the portrait image (it fills the tile's width).
	expect( imgs[ 1 ].sizes ).toMatch( / 50vw, / );
	expect( imgs[ 2 ].sizes ).toMatch( / 66\.6\dvw, / );
	imgs.forEach( ( img ) =>
		expect( JSON.stringify( img ) ).not.toContain( 'resize' )
	);
} );

test( 'columns saved without widths get them from the images, gutters counted', async () => {
	const html = await render( mosaic( { widths: false } ) );
	const bases = [ ...html.matchAll( /flex-basis:([0-9.]+)%/g ) ].map( ( m ) =>
		Number( m[ 1 ] )
	);
	expect( bases ).toHaveLength( 3 );
	// Single-image columns: widths in the ratio of the images.
	const ratios = media
		.slice( 0, 3 )
		.map( ( m ) => m.media_details.width / m.media_details.height );
	expect( bases[ 0 ] / bases[ 1 ] ).toBeCloseTo(
		ratios[ 0 ] / ratios[ 1 ],
		3
	);
	expect( bases[ 2 ] / bases[ 1 ] ).toBeCloseTo(
		ratios[ 2 ] / ratios[ 1 ],
		3
	);
	expect( bases.reduce( ( a, b ) => a + b, 0 ) ).toBeCloseTo( 100, 3 );
} );

test( 'columns whose saved widths do not fit the row (widths of another shape) get the row’s widths from the images', async () => {
	// As the editor saves widths recorded for one column on a row of three: the first column
	// has 100%, the others none.
	const html = await render(
		mosaic( { widths: false } ).replace(
			'<div class="tiled-gallery__col">',
			'<div class="tiled-gallery__col" style="flex-basis:100.00000%">'
		)
	);
	const bases = [ ...html.matchAll( /flex-basis:([0-9.]+)%/g ) ].map( ( m ) =>
		Number( m[ 1 ] )
	);
	expect( bases ).toHaveLength( 3 );
	expect( bases[ 0 ] ).toBeLessThan( 50 );
	expect( bases.reduce( ( a, b ) => a + b, 0 ) ).toBeCloseTo( 100, 3 );
} );

test.describe( 'a data-url that is not http(s) or a path on the site never becomes the src', () => {
	const cases: Array< [ string, string, string ] > = [
		// [ why, data-url as saved (HTML), the src visitors get ]
		[
			'javascript:',
			'javascript:alert(1)',
			'https://elsewhere.example/a.jpg',
		],
		[
			'mixed case',
			'JaVaScRiPt:alert(1)',
			'https://elsewhere.example/a.jpg',
		],
		[
			'a leading space',
			' javascript:alert(1)',
			'https://elsewhere.example/a.jpg',
		],
		[
			'a tab entity inside',
			'java&#9;script:alert(1)',
			'https://elsewhere.example/a.jpg',
		],
		[
			'a newline entity before',
			'&#10;javascript:alert(1)',
			'https://elsewhere.example/a.jpg',
		],
		[
			'an entity colon',
			'javascript&#58;alert(1)',
			'https://elsewhere.example/a.jpg',
		],
		[
			'a named entity colon',
			'javascript&colon;alert(1)',
			'https://elsewhere.example/a.jpg',
		],
		[
			'a hex entity letter',
			'&#x6A;avascript:alert(1)',
			'https://elsewhere.example/a.jpg',
		],
		[
			'vbscript:',
			'VBScript:msgbox(1)',
			'https://elsewhere.example/a.jpg',
		],
		[
			'data: HTML',
			'data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;',
			'https://elsewhere.example/a.jpg',
		],
		[
			'data: SVG',
			'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
			'https://elsewhere.example/a.jpg',
		],
		[
			'https (kept)',
			'https://elsewhere.example/b.jpg',
			'https://elsewhere.example/b.jpg',
		],
		[
			'a path on the site (kept)',
			'/wp-content/uploads/b.jpg',
			'/wp-content/uploads/b.jpg',
		],
	];
	for ( const [ why, dataUrl, src ] of cases ) {
		test( why, async () => {
			const html = await render(
				`<!-- wp:jetpack/tiled-gallery -->
<div class="wp-block-jetpack-tiled-gallery aligncenter is-style-rectangular"><div><div class="tiled-gallery__gallery"><div class="tiled-gallery__row"><div class="tiled-gallery__col" style="flex-basis:100.00000%"><figure class="tiled-gallery__item"><img alt="" data-height="300" data-url="${ dataUrl }" data-width="400" src="https://i2.wp.com/elsewhere.example/a.jpg?w=400&amp;ssl=1"/></figure></div></div></div></div></div>
<!-- /wp:jetpack/tiled-gallery -->`
			);
			const [ img ] = images( html );
			expect( img.src ).toBe( src );
		} );
	}
} );

test( 'an image CDN filter on core’s srcset still applies', async () => {
	const imgs = images(
		await render( mosaic(), { 'X-Blockpack-Test-Cdn': '1' } )
	);
	for ( const img of imgs ) {
		for ( const candidate of img.srcset.split( ', ' ) ) {
			expect( candidate ).toMatch(
				/^https:\/\/cdn\.example\.test\/\S+ \d+w$/
			);
		}
	}
} );

test( 'images that are not attachments lose the image service, keep their size', async () => {
	const html = await render(
		`<!-- wp:jetpack/tiled-gallery {"imageCrop":false} -->
<div class="wp-block-jetpack-tiled-gallery aligncenter is-style-rectangular"><div><div class="tiled-gallery__gallery"><div class="tiled-gallery__row"><div class="tiled-gallery__col"><figure class="tiled-gallery__item"><img alt="" data-height="300" data-url="https://elsewhere.example/a.jpg" data-width="400" src="https://i2.wp.com/elsewhere.example/a.jpg?w=400&amp;ssl=1"/></figure></div></div></div></div></div>
<!-- /wp:jetpack/tiled-gallery -->`
	);
	const [ img ] = images( html );
	expect( img.src ).toBe( 'https://elsewhere.example/a.jpg' );
	expect( [ img.width, img.height ] ).toEqual( [ '400', '300' ] );
	expect( html ).toMatch( /class="[^"]*\bis-not-cropped\b/ );
} );

test( 'a visitor gets the rewritten gallery, its stylesheet and no Blockpack script', async () => {
	const res = await admin.post( '/wp/v2/posts', {
		title: 'Tiled gallery visitors',
		status: 'publish',
		content: mosaic(),
	} );
	expect( res.status() ).toBe( 201 );
	const post = ( await res.json() ) as { id: number; link: string };
	try {
		const page = await visitor.context.get( post.link );
		expect( page.status() ).toBe( 200 );
		const html = await page.text();
		const imgs = images( html ).filter( ( img ) => img[ 'data-id' ] );
		expect( imgs.map( ( img ) => img.src ) ).toEqual(
			media
				.slice( 0, 3 )
				.map( ( m ) => m.media_details.sizes.large.source_url )
		);
		imgs.forEach( ( img ) => expect( img.srcset ).toBeTruthy() );
		expect( html ).not.toContain( 'wp.com/' );
		expect( html ).toContain( 'blocks/tiled-gallery/style' );
		expect( html ).not.toMatch( /<script[^>]+src="[^"]*blockpack[^"]*"/ );
	} finally {
		await admin.delete( `/wp/v2/posts/${ post.id }`, { force: 'true' } );
	}
} );
