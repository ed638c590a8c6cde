/**
 * The provider URL patterns: which pasted links become which embed, and which become none.
 */
import { providerForUrl, PROVIDER_PATTERNS } from '../providers';

const LOOM_ID = '0123456789abcdef0123456789abcdef';

describe( 'providerForUrl', () => {
	test.each( [
		// Descript
		[ 'https://share.descript.com/view/AbC123xYz9', 'descript' ],
		[ 'https://share.descript.com/embed/AbC123xYz9/', 'descript' ],
		[ '  https://share.descript.com/view/abc  ', 'descript' ],
		// Facebook
		[
			'https://www.facebook.com/WordPress/posts/pfbid02abcDEF123',
			'facebook',
		],
		[ 'https://facebook.com/WordPress/videos/1234567890/', 'facebook' ],
		[ 'https://m.facebook.com/some.page/photos/a.1/2/', 'facebook' ],
		[
			'https://www.facebook.com/permalink.php?story_fbid=123&id=456',
			'facebook',
		],
		[ 'https://www.facebook.com/photo.php?fbid=123', 'facebook' ],
		[ 'https://www.facebook.com/watch/?v=1234567890', 'facebook' ],
		[ 'https://www.facebook.com/reel/1234567890', 'facebook' ],
		[ 'https://www.facebook.com/share/p/AbC12dEf/', 'facebook' ],
		[ 'http://www.facebook.com/WordPress/posts/10158', 'facebook' ],
		// Instagram
		[ 'https://www.instagram.com/p/C1a2B3c4D5e/', 'instagram' ],
		[ 'https://instagram.com/reel/C1a2B3c4D5e', 'instagram' ],
		[
			'https://www.instagram.com/tv/B_x-y/?utm_source=ig_web',
			'instagram',
		],
		[ 'https://www.instagram.com/someone/p/C1a2B3c4D5e/', 'instagram' ],
		[ 'https://instagr.am/p/C1a2B3c4D5e/', 'instagram' ],
		// Loom
		[ `https://www.loom.com/share/${ LOOM_ID }`, 'loom' ],
		[ `https://loom.com/share/${ LOOM_ID }?sid=abc-123`, 'loom' ],
		[ `https://www.loom.com/embed/${ LOOM_ID }`, 'loom' ],
		// SmartFrame
		[
			'https://example-agency.smartframe.io/p/harbour_1630927773870/7673dc41a775fb845cc26acf24f1fe4?t=rql1c6dbpv2',
			'smartframe',
		],
		[ 'https://news.smartframe.net/p/photo_1', 'smartframe' ],
	] )( '%s is %s', ( url, provider ) => {
		expect( providerForUrl( url ) ).toBe( provider );
	} );

	test.each( [
		// Not a content link of the provider.
		[ 'https://www.facebook.com/' ],
		[ 'https://www.facebook.com/WordPress' ],
		[ 'https://www.instagram.com/someone/' ],
		[ 'https://www.loom.com/share/' ],
		[ 'https://www.loom.com/share/not-a-loom-id' ],
		[ `https://www.loom.com/share/${ LOOM_ID }0` ],
		[ 'https://share.descript.com/view/' ],
		[ 'https://smartframe.io/p/photo_1' ],
		[ 'https://example.smartframe.io/gallery/1' ],
		[ '' ],
		[ 'not a url' ],
		// Wrong hosts.
		[ 'https://www.facebook.com.evil.example/WordPress/posts/1' ],
		[ 'https://evilfacebook.com/WordPress/posts/1' ],
		[ 'https://facebook.com@evil.example/WordPress/posts/1' ],
		[ 'https://www.instagram.com.evil.example/p/C1a2B3c4D5e/' ],
		[ `https://loom.com.evil.example/share/${ LOOM_ID }` ],
		[ 'https://share.descript.com.evil.example/view/abc' ],
		[ 'https://evil.example/?u=https://share.descript.com/view/abc' ],
		[ 'https://x.smartframe.io.evil.example/p/photo_1' ],
		[ 'ftp://www.facebook.com/WordPress/posts/1' ],
		// Hostile.
		[ 'javascript:alert(1)//https://www.facebook.com/WordPress/posts/1' ],
		[ 'JaVaScRiPt:alert(document.cookie)' ],
		[ 'https://www.facebook.com/WordPress/posts/1"onmouseover="alert(1)' ],
		[ "https://www.instagram.com/p/C1a2'onload='alert(1)/" ],
		[
			`https://www.loom.com/share/${ LOOM_ID }?a="><script>alert(1)</script>`,
		],
		[ 'https://share.descript.com/view/abc<script>alert(1)</script>' ],
		[ 'https://share.descript.com/view/abc def' ],
		[ 'https://example.smartframe.io/p/x"><img src=x onerror=alert(1)>' ],
		[ `<script>https://www.loom.com/share/${ LOOM_ID }</script>` ],
		[ `https://www.loom.com/share/${ LOOM_ID }\nhttps://evil.example/` ],
	] )( '%j matches no provider', ( url ) => {
		expect( providerForUrl( url ) ).toBeNull();
	} );
} );

describe( 'PROVIDER_PATTERNS', () => {
	test( 'every provider has patterns, anchored at both ends', () => {
		for ( const patterns of Object.values( PROVIDER_PATTERNS ) ) {
			expect( patterns.length ).toBeGreaterThan( 0 );
			for ( const pattern of patterns ) {
				expect( pattern.source.startsWith( '^' ) ).toBe( true );
				expect( pattern.source.endsWith( '$' ) ).toBe( true );
			}
		}
	} );
} );
