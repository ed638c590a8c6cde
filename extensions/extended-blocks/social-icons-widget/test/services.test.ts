import { guessService, hostMatches, parseSocialUrl } from '../services';
import SERVICE_HOSTS from '../services.json';

/**
 * The service guessed for a stored URL, or null when the URL is dropped.
 *
 * @param raw The stored value.
 */
function guess( raw: unknown ): string | null {
	const url = parseSocialUrl( raw );
	return url ? guessService( url ) : null;
}

describe( 'guessService: known hosts', () => {
	test.each( [
		[ 'https://facebook.com/blockpack', 'facebook' ],
		[ 'https://www.facebook.com/blockpack', 'facebook' ],
		[ 'https://m.facebook.com/blockpack', 'facebook' ],
		[ 'https://fb.me/blockpack', 'facebook' ],
		[ 'https://x.com/blockpack', 'x' ],
		[ 'https://twitter.com/blockpack', 'twitter' ],
		[ 'https://mobile.twitter.com/blockpack', 'twitter' ],
		[ 'https://www.instagram.com/blockpack/', 'instagram' ],
		[ 'https://www.linkedin.com/in/blockpack', 'linkedin' ],
		[ 'https://uk.linkedin.com/in/blockpack', 'linkedin' ],
		[ 'https://www.youtube.com/@blockpack', 'youtube' ],
		[ 'https://youtu.be/dQw4w9WgXcQ', 'youtube' ],
		[ 'https://github.com/blockpack', 'github' ],
		[ 'mailto:hello@example.com', 'mail' ],
		[ 'MAILTO:hello@example.com', 'mail' ],
		[ 'hello@example.com', 'mail' ],
		[ 'skype:blockpack?call', 'skype' ],
		[ 'https://500px.com/p/blockpack', 'fivehundredpx' ],
		[ 'https://www.amazon.co.uk/shop/blockpack', 'amazon' ],
		[ 'https://blockpack.bandcamp.com', 'bandcamp' ],
		[ 'https://bsky.app/profile/blockpack.dev', 'bluesky' ],
		[ 'https://www.pinterest.fr/blockpack/', 'pinterest' ],
		[ 'https://pin.it/abc', 'pinterest' ],
		[ 'https://t.me/blockpack', 'telegram' ],
		[ 'https://www.threads.net/@blockpack', 'threads' ],
		[ 'https://www.tiktok.com/@blockpack', 'tiktok' ],
		[ 'https://blockpack.tumblr.com', 'tumblr' ],
		[ 'https://www.twitch.tv/blockpack', 'twitch' ],
		[ 'https://vimeo.com/blockpack', 'vimeo' ],
		[ 'https://vk.com/blockpack', 'vk' ],
		[ 'https://blockpack.wordpress.com', 'wordpress' ],
		[ 'https://wa.me/15551234567', 'whatsapp' ],
		[ 'https://www.yelp.com/biz/blockpack', 'yelp' ],
		[ 'https://mastodon.social/@blockpack', 'mastodon' ],
		[ 'https://open.spotify.com/artist/1', 'spotify' ],
		[ 'https://www.reddit.com/user/blockpack', 'reddit' ],
		[ 'https://soundcloud.com/blockpack', 'soundcloud' ],
		[ 'https://www.goodreads.com/blockpack', 'goodreads' ],
		[ 'https://en.gravatar.com/blockpack', 'gravatar' ],
		[ 'https://www.last.fm/user/blockpack', 'lastfm' ],
		[ 'http://facebook.com/blockpack', 'facebook' ],
		[ 'HTTPS://WWW.FACEBOOK.COM/Blockpack', 'facebook' ],
		[ 'https://facebook.com./blockpack', 'facebook' ],
		[ '  https://github.com/blockpack  ', 'github' ],
		[ 'facebook.com/blockpack', 'facebook' ],
		[ 'www.instagram.com/blockpack', 'instagram' ],
		[ '//github.com/blockpack', 'github' ],
		[ 'https://github.com:443/blockpack', 'github' ],
	] )( '%s → %s', ( raw, service ) => {
		expect( guess( raw ) ).toBe( service );
	} );
} );

describe( 'guessService: lookalike and unknown hosts give chain', () => {
	test.each( [
		[ 'https://example.com/me' ],
		[ 'https://facebook.com.evil.example/me' ],
		[ 'https://notfacebook.com/me' ],
		[ 'https://facebookcom.example/me' ],
		[ 'https://evil.example/facebook.com' ],
		[ 'https://evil.example/?u=https://twitter.com' ],
		[ 'https://evil.example/#github.com' ],
		[ 'https://facebook.com@evil.example/me' ],
		[ 'https://www.facebook.com:pass@evil.example/' ],
		[ 'https://xn--fcebook-8va.com/me' ],
		[ 'https://fаcebook.com/me' ], // Cyrillic "а".
		[ 'https://ex.com/me' ],
		[ 'https://youtu.be.example/me' ],
		[ 'https://github.company.example/me' ],
		[ 'https://x.com.example/me' ],
		[ 'https://box.com/me' ],
		[ 'https://localhost/me' ],
		[ 'https://127.0.0.1/me' ],
	] )( '%s → chain', ( raw ) => {
		expect( guess( raw ) ).toBe( 'chain' );
	} );
} );

describe( 'parseSocialUrl: unsafe or empty values are dropped', () => {
	test.each( [
		[ 'javascript:alert(1)' ],
		[ 'JavaScript:alert(document.cookie)' ],
		[ ' javascript:alert(1)' ],
		[ 'java\tscript:alert(1)' ],
		[ 'java\nscript:alert(1)' ],
		[ 'data:text/html,<script>alert(1)</script>' ],
		[ 'vbscript:msgbox(1)' ],
		[ 'file:///etc/passwd' ],
		[ 'ftp://example.com/file' ],
		[ '"><script>alert(1)</script>' ],
		[ '<script>alert(1)</script>' ],
		[ 'mailto:' ],
		[ 'https://' ],
		[ 'not a url' ],
		[ '' ],
		[ '   ' ],
		[ undefined ],
		[ null ],
		[ 42 ],
		[ { url: 'https://x.com' } ],
	] )( '%p is dropped', ( raw ) => {
		expect( parseSocialUrl( raw ) ).toBeNull();
	} );

	test( 'quotes and angle brackets inside a link are percent-encoded', () => {
		const url = parseSocialUrl(
			'https://github.com/a"onmouseover="alert(1)<b>'
		);
		expect( url?.href ).toBe(
			'https://github.com/a%22onmouseover=%22alert(1)%3Cb%3E'
		);
	} );
} );

describe( 'hostMatches', () => {
	test.each< [ string, string, boolean ] >( [
		[ 'facebook.com', 'facebook.com', true ],
		[ 'www.facebook.com', 'facebook.com', true ],
		[ 'a.b.facebook.com', 'facebook.com', true ],
		[ 'FACEBOOK.COM', 'facebook.com', true ],
		[ 'facebook.com.', 'facebook.com', true ],
		[ 'notfacebook.com', 'facebook.com', false ],
		[ 'facebook.com.evil.example', 'facebook.com', false ],
		[ 'facebook.co', 'facebook.com', false ],
		[ '', 'facebook.com', false ],
	] )( '%s on %s → %s', ( host, domain, expected ) => {
		expect( hostMatches( host, domain ) ).toBe( expected );
	} );
} );

test( 'every host in the table is a plain lower-case domain and maps to itself', () => {
	for ( const [ service, domains ] of Object.entries( SERVICE_HOSTS ) ) {
		for ( const domain of domains ) {
			expect( domain ).toMatch( /^[a-z0-9-]+(\.[a-z0-9-]+)+$/ );
			expect( guess( `https://${ domain }/someone` ) ).toBe( service );
		}
	}
} );
