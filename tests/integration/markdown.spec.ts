/**
 * Markdown for visitors when a block was written with a source but no rendered HTML (over REST,
 * by a pattern or a template, never opened in the editor): the server renders a small, safe
 * subset of the source, so that the block is never empty; typed HTML and dangerous links stay
 * harmless; saved HTML is left exactly as it was.
 */
import { test, expect } from '@playwright/test';
import { restAs, type RestClient } from './utils';

let admin: RestClient;
let visitor: RestClient;
const created: number[] = [];

test.beforeAll( async () => {
	admin = await restAs( 'admin' );
	visitor = await restAs( 'anonymous' );
} );

test.afterAll( async () => {
	for ( const id of created ) {
		await admin.delete( `/wp/v2/posts/${ id }`, { force: 'true' } );
	}
	await visitor.dispose();
	await admin.dispose();
} );

/**
 * Publishes a post and returns the markup of its Markdown blocks as a visitor gets them.
 *
 * @param content The post's content.
 */
async function visitorBlocks( content: string ): Promise< string[] > {
	const res = await admin.post( '/wp/v2/posts', {
		status: 'publish',
		title: 'Markdown over REST',
		content,
	} );
	expect( res.status() ).toBe( 201 );
	const { id } = ( await res.json() ) as { id: number };
	created.push( id );
	const page = await visitor.context.get( `/?p=${ id }` );
	expect( page.status() ).toBe( 200 );
	const html = await page.text();
	const article =
		html.match( /<div class="entry-content[^"]*"[^>]*>([\s\S]*)/ )?.[ 1 ] ??
		html;
	// Our blocks hold no nested div.
	return Array.from(
		article.matchAll(
			/<div class="[^"]*wp-block-jetpack-markdown[^"]*"[^>]*>[\s\S]*?<\/div>/g
		),
		( match ) => match[ 0 ]
	);
}

/**
 * A block as raw markup.
 *
 * @param attributes The block's comment attributes.
 * @param inner      The saved markup, or null for a self-closing block.
 */
function block( attributes: Record< string, unknown >, inner: string | null ) {
	const comment = `<!-- wp:jetpack/markdown ${ JSON.stringify( attributes ) }`;
	return inner === null
		? `${ comment } /-->`
		: `${ comment } -->\n${ inner }\n<!-- /wp:jetpack/markdown -->`;
}

const SOURCE = [
	'## Opening hours',
	'',
	'We are open **every day** except _Sunday_.',
	'',
	'- coffee',
	'- `tea & cake`',
	'',
	'1. first',
	'2. second',
	'',
	'> Quoted',
	'',
	'Read [the guide](https://example.org/guide?a=1&b=2).',
	'',
	'```',
	'<b>code</b>',
	'```',
].join( '\n' );

test( 'a source saved without HTML reaches visitors rendered, in the saved wrapper or a new one', async () => {
	const [ empty, selfClosing ] = await visitorBlocks(
		block(
			{ source: SOURCE, align: 'wide' },
			'<div class="wp-block-jetpack-markdown alignwide" style="padding-top:1em"></div>'
		) +
			'\n\n' +
			block( { source: SOURCE, align: 'full', className: 'fancy' }, null )
	);
	expect( empty ).toMatch(
		/^<div class="wp-block-jetpack-markdown alignwide" style="padding-top:1em">/
	);
	expect( selfClosing ).toMatch(
		/^<div class="wp-block-jetpack-markdown alignfull fancy">/
	);
	for ( const html of [ empty, selfClosing ] ) {
		expect( html ).toContain( '<h2>Opening hours</h2>' );
		expect( html ).toContain(
			'<p>We are open <strong>every day</strong> except <em>Sunday</em>.</p>'
		);
		expect( html ).toContain(
			'<ul>\n<li>coffee</li>\n<li><code>tea &amp; cake</code></li>\n</ul>'
		);
		expect( html ).toContain(
			'<ol>\n<li>first</li>\n<li>second</li>\n</ol>'
		);
		expect( html ).toContain(
			'<blockquote>\n<p>Quoted</p>\n</blockquote>'
		);
		expect( html ).toContain(
			'<a href="https://example.org/guide?a=1&#038;b=2">the guide</a>'
		);
		expect( html ).toContain(
			'<pre><code>&lt;b&gt;code&lt;/b&gt;\n</code></pre>'
		);
	}
} );

test.describe( 'typed HTML and dangerous links stay harmless', () => {
	const CASES: Array< [ string, string ] > = [
		[
			'<script>alert(1)</script>',
			'&lt;script&gt;alert(1)&lt;/script&gt;',
		],
		[
			'<img src=x onerror="alert(1)">',
			'&lt;img src=x onerror=&quot;alert(1)&quot;&gt;',
		],
		[ '# <svg onload=alert(1)>', '<h1>&lt;svg onload=alert(1)&gt;</h1>' ],
		[ '[x](javascript:alert(1))', '<p>x</p>' ],
		[ '[x](JAVA\tSCRIPT:alert(1))', '<p>[x](JAVA\tSCRIPT:alert(1))</p>' ],
		[ '[x](data:text/html;base64,PHNjcmlwdD4=)', '<p>x</p>' ],
		[ '![x](javascript:alert(1))', '<p>x</p>' ],
		[
			'[x](https://e.test/"onmouseover="alert(1))',
			'<p><a href="https://e.test/onmouseover=alert(1)">x</a></p>',
		],
		[
			'[<b>x</b>](https://e.test/)',
			'<p><a href="https://e.test/">&lt;b&gt;x&lt;/b&gt;</a></p>',
		],
	];
	test( 'every case', async () => {
		const blocks = await visitorBlocks(
			CASES.map( ( [ source ] ) =>
				block(
					{ source },
					'<div class="wp-block-jetpack-markdown"></div>'
				)
			).join( '\n\n' )
		);
		expect( blocks ).toHaveLength( CASES.length );
		CASES.forEach( ( [ source, expected ], index ) => {
			expect( blocks[ index ], source ).toContain( expected );
			// Only the renderer's own tags, none with a handler or a script address.
			const tags = blocks[ index ].match( /<[a-z][^>]*>/gi ) ?? [];
			expect(
				tags.filter( ( tag ) =>
					/^<(script|img|svg|iframe)|\son\w+\s*=|javascript:|data:/i.test(
						tag
					)
				),
				source
			).toEqual( [] );
		} );
	} );
} );

test( 'saved HTML is never replaced, and an empty source stays empty', async () => {
	const saved =
		'<div class="wp-block-jetpack-markdown"><h2>From the editor</h2>\n</div>';
	const [ kept, emptySource, noSource ] = await visitorBlocks(
		[
			block( { source: '## Something else' }, saved ),
			block(
				{ source: '  \n' },
				'<div class="wp-block-jetpack-markdown"></div>'
			),
			block( {}, '<div class="wp-block-jetpack-markdown"></div>' ),
		].join( '\n\n' )
	);
	expect( kept ).toBe( saved );
	expect( emptySource ).toBe(
		'<div class="wp-block-jetpack-markdown"></div>'
	);
	expect( noSource ).toBe( '<div class="wp-block-jetpack-markdown"></div>' );
} );
