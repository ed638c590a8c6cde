/**
 * The social icons widget (`jetpack_widget_social_icons`) over HTTP: the widget type is
 * registered for people who manage widgets only, its instance is readable (`instance.raw`,
 * which the block widgets editor needs to convert it into core social-link blocks), unsafe
 * URLs never survive, and a widget area holding it shows visitors escaped, labelled links.
 */
import { test, expect } from '@playwright/test';
import { restAs, type RestClient } from './utils';

const TYPE = '/wp/v2/widget-types/jetpack_widget_social_icons';
const SIDEBAR = 'blockpack-test-sidebar';
const FIELD = 'widget-jetpack_widget_social_icons[1]';

let admin: RestClient;
const created: string[] = [];

test.beforeAll( async () => {
	admin = await restAs( 'admin' );
} );
test.afterAll( async () => {
	for ( const id of created ) {
		await admin.delete( `/wp/v2/widgets/${ id }`, { force: 'true' } );
	}
	await admin.dispose();
} );

test.describe.configure( { mode: 'serial' } );

test( 'the widget type is registered under Jetpack’s id base', async () => {
	const res = await admin.get( TYPE );
	expect( res.status() ).toBe( 200 );
	const body = ( await res.json() ) as Record< string, unknown >;
	expect( body ).toMatchObject( {
		id: 'jetpack_widget_social_icons',
		name: 'Social Icons',
		is_multi: true,
	} );
} );

for ( const [ role, status ] of [
	[ 'subscriber', 403 ],
	[ 'anonymous', 401 ],
] as const ) {
	test( `${ role }: can neither read nor encode the widget type (${ status })`, async () => {
		const client = await restAs( role );
		try {
			expect( ( await client.get( TYPE ) ).status() ).toBe( status );
			const encode = await client.post( `${ TYPE }/encode`, {
				form_data: `${ FIELD }[title]=Hi`,
			} );
			expect( encode.status() ).toBe( status );
		} finally {
			await client.dispose();
		}
	} );
}

test( 'encoding the form gives instance.raw with a plain title, a known size and safe URLs only', async () => {
	const form = new URLSearchParams( {
		[ `${ FIELD }[title]` ]: '<b>Follow</b> us',
		[ `${ FIELD }[icon-size]` ]: 'gigantic',
		[ `${ FIELD }[new-tab]` ]: '1',
		[ `${ FIELD }[url-icons]` ]: [
			'https://www.facebook.com/blockpack',
			'javascript:alert(1)',
			'data:text/html,<script>alert(1)</script>',
			'',
			'hello@example.com',
			'github.com/blockpack',
		].join( '\n' ),
	} );
	const res = await admin.post( `${ TYPE }/encode`, {
		form_data: form.toString(),
	} );
	expect( res.status() ).toBe( 200 );
	const body = ( await res.json() ) as {
		form: string;
		preview: string;
		instance: { encoded: string; hash: string; raw: unknown };
	};
	expect( body.instance.encoded ).toBeTruthy();
	expect( body.instance.hash ).toBeTruthy();
	expect( body.instance.raw ).toEqual( {
		title: 'Follow us',
		'icon-size': 'medium',
		'new-tab': true,
		icons: [
			{ url: 'https://www.facebook.com/blockpack' },
			{ url: 'mailto:hello@example.com' },
			{ url: 'https://github.com/blockpack' },
		],
	} );
	expect( body.form ).toContain( 'Account URLs, one per line:' );
	expect( body.form ).toContain( 'Open link in a new tab' );
	expect( body.preview ).not.toContain( 'javascript:' );
	expect( body.preview ).not.toContain( '<script' );
	expect( body.preview ).toContain(
		'<span class="wp-block-social-link-label screen-reader-text">Facebook</span>'
	);
} );

test( 'a hostile instance (imported, never saved through the form) prints escaped links only', async () => {
	const res = await admin.post( '/blockpack-test/v1/render-widget', {
		id_base: 'jetpack_widget_social_icons',
		instance: {
			title: '<img src=x onerror=alert(1)>Links',
			'icon-size': 'large" onmouseover="alert(1)',
			'new-tab': true,
			icons: [
				{ url: 'javascript:alert(1)' },
				{ url: 'https://evil.example/"><script>alert(1)</script>' },
				{ url: 'https://facebook.com.evil.example/' },
				{ url: 'https://x.com/blockpack' },
			],
		},
	} );
	expect( res.status() ).toBe( 200 );
	const { html: preview } = ( await res.json() ) as { html: string };
	expect( preview ).not.toContain( '<img src=x' );
	expect( preview ).toContain( '&lt;img src=x onerror=alert(1)&gt;Links' );
	expect( preview ).not.toContain( 'javascript:' );
	expect( preview ).not.toContain( '<script>alert' );
	expect( preview ).not.toContain( 'onmouseover' );
	expect( preview ).toContain( 'has-normal-icon-size' );
	// The lookalike host is a plain link named after its host, not Facebook.
	expect( preview ).toMatch(
		/<li class="wp-social-link wp-social-link-chain wp-block-social-link"><a href="https:\/\/facebook\.com\.evil\.example\/" class="wp-block-social-link-anchor" target="_blank" rel="noopener">.*?<span class="wp-block-social-link-label screen-reader-text">facebook\.com\.evil\.example<\/span>/s
	);
	expect( preview ).toMatch(
		/<a href="https:\/\/x\.com\/blockpack" class="wp-block-social-link-anchor" target="_blank" rel="noopener">.*?<span class="wp-block-social-link-label screen-reader-text">X<\/span>/s
	);
} );

test( 'a widget area holding the widget shows visitors escaped, labelled links, with styles only there', async () => {
	const res = await admin.post( '/wp/v2/widgets', {
		id_base: 'jetpack_widget_social_icons',
		sidebar: SIDEBAR,
		instance: {
			raw: {
				title: 'Tom & "Jerry" <script>alert(1)</script>',
				'icon-size': 'small',
				'new-tab': false,
				icons: [
					{ url: 'https://www.instagram.com/blockpack' },
					{ url: 'https://blog.example/?a=1&b="2"' },
					{ url: 'javascript:alert(1)' },
					{ url: 'mailto:hi@example.com' },
				],
			},
		},
	} );
	expect( res.status() ).toBe( 201 );
	const widget = ( await res.json() ) as {
		id: string;
		instance: { raw: { icons: unknown[] } };
	};
	created.push( widget.id );
	expect( widget.instance.raw.icons ).toHaveLength( 3 );
	// A new widget can land among the inactive ones when the site's widget areas were just
	// remapped (a fresh install's `sidebar-1` on a theme without it): place it explicitly.
	const placed = await admin.post( `/wp/v2/widgets/${ widget.id }`, {
		sidebar: SIDEBAR,
	} );
	expect( placed.status() ).toBe( 200 );

	const visitor = await restAs( 'anonymous' );
	try {
		const page = await visitor.context.get( '/?blockpack-test-sidebar=1' );
		expect( page.status() ).toBe( 200 );
		const html = await page.text();
		const start = html.indexOf( `<section id="${ widget.id }"` );
		expect( start ).toBeGreaterThan( -1 );
		const aside = html.slice( start, html.indexOf( '</section>', start ) );
		expect( aside ).toContain(
			// Saved through update(): tags stripped; printed escaped (and texturized by core).
			'<h2 class="widget-title">Tom &#038; &#8220;Jerry&#8221;</h2>'
		);
		expect( aside ).toContain(
			'<ul class="wp-block-social-links has-small-icon-size blockpack-social-icons-widget">'
		);
		expect( aside ).not.toContain( 'javascript:' );
		expect( aside ).not.toContain( '<script' );
		expect( aside ).not.toContain( 'target="_blank"' );
		const links = [
			...aside.matchAll(
				/<li class="wp-social-link wp-social-link-([a-z]+) wp-block-social-link"><a href="([^"]*)" class="wp-block-social-link-anchor">.*?<span class="wp-block-social-link-label screen-reader-text">([^<]*)<\/span><\/a><\/li>/gs
			),
		].map( ( match ) => [ match[ 1 ], match[ 2 ], match[ 3 ] ] );
		expect( links ).toEqual( [
			[ 'instagram', 'https://www.instagram.com/blockpack', 'Instagram' ],
			[ 'chain', 'https://blog.example/?a=1&#038;b=2', 'blog.example' ],
			[ 'mail', 'mailto:hi@example.com', 'Mail' ],
		] );
		expect( html ).toMatch(
			/id=['"]wp-block-social-links-(css|inline-css)['"]/
		);

		const plain = await ( await visitor.context.get( '/' ) ).text();
		expect( plain ).not.toContain( 'blockpack-social-icons-widget' );
		expect( plain ).not.toMatch(
			/id=['"]wp-block-social-links-(css|inline-css)['"]/
		);
	} finally {
		await visitor.dispose();
	}
} );
