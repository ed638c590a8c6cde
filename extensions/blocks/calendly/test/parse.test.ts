/**
 * The Calendly rules and parser, on real-looking and hostile input.
 */
import {
	getAttributeFixes,
	getIframeSrc,
	isValidColor,
	isValidUrl,
	normalizeUrl,
	parseEmbedCode,
} from '../parse';
import metadata from '../block.json';

const INLINE_CODE = `<!-- Calendly inline widget begin -->
<div class="calendly-inline-widget" data-url="https://calendly.com/jane-doe/30min?hide_event_type_details=1&background_color=1a1a1a&text_color=ffffff&primary_color=00a2ff" style="min-width:320px;height:630px;"></div>
<script type="text/javascript" src="https://assets.calendly.com/assets/external/widget.js" async></script>
<!-- Calendly inline widget end -->`;

const POPUP_CODE = `<!-- Calendly link widget begin -->
<link href="https://assets.calendly.com/assets/external/widget.css" rel="stylesheet">
<script src="https://assets.calendly.com/assets/external/widget.js" type="text/javascript" async></script>
<a href="" onclick="Calendly.initPopupWidget({url: 'https://calendly.com/jane-doe?primary_color=ff0000'});return false;">Schedule time with me</a>
<!-- Calendly link widget end -->`;

const BADGE_CODE = `<script type="text/javascript">window.onload = function() { Calendly.initBadgeWidget({ url: 'https://calendly.com/jane-doe', text: 'Schedule time with me', color: '#0069ff', textColor: '#ffffff', branding: true }); }</script>`;

describe( 'the inserter example', () => {
	test( "uses Jetpack's demo calendar, a valid address", () => {
		expect( metadata.example.attributes ).toEqual( {
			style: 'inline',
			url: 'https://calendly.com/wpcom/jetpack-block-example',
		} );
		expect( parseEmbedCode( metadata.example.attributes.url ) ).toEqual( {
			url: 'https://calendly.com/wpcom/jetpack-block-example',
		} );
	} );
} );

describe( 'parseEmbedCode', () => {
	test.each( [
		[
			'a plain address',
			'https://calendly.com/jane-doe',
			{ url: 'https://calendly.com/jane-doe' },
		],
		[
			'an address without scheme',
			'calendly.com/jane-doe/30min',
			{ url: 'https://calendly.com/jane-doe/30min' },
		],
		[
			'http becomes https',
			'http://calendly.com/jane-doe',
			{ url: 'https://calendly.com/jane-doe' },
		],
		[
			'surrounding spaces',
			'  https://calendly.com/jane-doe  ',
			{ url: 'https://calendly.com/jane-doe' },
		],
		[
			'query colours and hide-details, hash dropped',
			'https://calendly.com/jane-doe?background_color=abcdef&primary_color=123456&text_color=ABCDEF&hide_event_type_details=1#x',
			{
				url: 'https://calendly.com/jane-doe',
				backgroundColor: 'abcdef',
				primaryColor: '123456',
				textColor: 'ABCDEF',
				hideEventTypeDetails: true,
			},
		],
		[
			'hide-details 0',
			'https://calendly.com/jane-doe?hide_event_type_details=0',
			{
				url: 'https://calendly.com/jane-doe',
				hideEventTypeDetails: false,
			},
		],
		[
			'colours that are not exactly six hex digits are ignored',
			'https://calendly.com/jane-doe?background_color=fff&primary_color=1234567&text_color=zzzzzz',
			{ url: 'https://calendly.com/jane-doe' },
		],
		[
			'the inline embed code',
			INLINE_CODE,
			{
				url: 'https://calendly.com/jane-doe/30min',
				style: 'inline',
				hideEventTypeDetails: true,
				backgroundColor: '1a1a1a',
				textColor: 'ffffff',
				primaryColor: '00a2ff',
			},
		],
		[
			'the inline code with &amp; entities',
			'<div data-url="https://calendly.com/jane-doe?text_color=010203&amp;primary_color=040506"></div>',
			{
				url: 'https://calendly.com/jane-doe',
				style: 'inline',
				textColor: '010203',
				primaryColor: '040506',
			},
		],
		[
			'the popup code',
			POPUP_CODE,
			{
				url: 'https://calendly.com/jane-doe',
				style: 'link',
				primaryColor: 'ff0000',
			},
		],
		[
			'the badge code',
			BADGE_CODE,
			{ url: 'https://calendly.com/jane-doe', style: 'link' },
		],
		[
			'quotes end the address',
			'https://calendly.com/jane"onmouseover="alert(1)',
			{ url: 'https://calendly.com/jane' },
		],
		[
			'a javascript: prefix is dropped, the address is rebuilt as https',
			'javascript://calendly.com/%0Aalert(1)',
			{ url: 'https://calendly.com/%0Aalert(1)' },
		],
		[
			'angle brackets end the address',
			'https://calendly.com/jane<script>alert(1)</script>',
			{ url: 'https://calendly.com/jane' },
		],
		[
			'an address in the middle of a sentence',
			'Book a call with me: calendly.com/jane-doe/30min — thanks!',
			{ url: 'https://calendly.com/jane-doe/30min' },
		],
		[
			'an embed snippet in the middle of other text',
			`Here is my calendar, paste it anywhere:\n${ INLINE_CODE }\nSee you soon.`,
			{
				url: 'https://calendly.com/jane-doe/30min',
				style: 'inline',
				hideEventTypeDetails: true,
				backgroundColor: '1a1a1a',
				textColor: 'ffffff',
				primaryColor: '00a2ff',
			},
		],
		[
			'the host after an equals sign',
			'https://evil.example/?u=calendly.com/jane',
			{ url: 'https://calendly.com/jane' },
		],
		[
			'a later occurrence when an earlier one is not a valid address',
			'https://calendly.com:8443/old then https://calendly.com/jane-doe',
			{ url: 'https://calendly.com/jane-doe' },
		],
	] )( '%s', ( _, input, expected ) => {
		expect( parseEmbedCode( input ) ).toEqual( expected );
	} );

	test.each( [
		[ 'empty', '' ],
		[ 'not a string', 42 ],
		[ 'another host', 'https://example.com/jane' ],
		[ 'a look-alike host', 'https://calendly.com.evil.example/jane' ],
		[ 'a subdomain of another host', 'https://evilcalendly.com/jane' ],
		[ 'a subdomain of Calendly', 'https://assets.calendly.com/jane' ],
		[ 'a longer host', 'calendly.community/jane' ],
		[ 'credentials', 'https://user:pass@calendly.com/jane' ],
		[ 'a port', 'https://calendly.com:8443/jane' ],
		[
			'only the widget script',
			'<script src="https://assets.calendly.com/assets/external/widget.js"></script>',
		],
		[ 'a script without an address', '<script>alert("calendly")</script>' ],
		[ 'javascript: alone', 'javascript:alert(1)' ],
	] )( 'refuses %s', ( _, input ) => {
		expect( parseEmbedCode( input ) ).toBeUndefined();
	} );
} );

describe( 'rules', () => {
	test.each( [
		[ undefined, true ],
		[ '', true ],
		[ 'https://calendly.com/jane', true ],
		[ 'https://calendly.com/', true ],
		[ 'http://calendly.com/jane', false ],
		[ 'https://calendly.com.evil.example/jane', false ],
		[ 'https://calendly.com@evil.example/jane', false ],
		[ 'javascript:alert(1)//https://calendly.com/', false ],
		[ 'https://example.com/?https://calendly.com/', false ],
		[ 42, false ],
	] )( 'isValidUrl( %p ) is %p', ( url, expected ) => {
		expect( isValidUrl( url ) ).toBe( expected );
	} );

	test.each( [
		[ 'ffffff', true ],
		[ '00A2FF', true ],
		[ '#4D5055', true ],
		[ 'fff', true ],
		[ '#fff', true ],
		[ 'ggg', false ],
		[ '12345', false ],
		[ '1234567', false ],
		[ 'red', false ],
		[ '"><script>', false ],
		[ '', false ],
		[ undefined, false ],
	] )( 'isValidColor( %p ) is %p', ( color, expected ) => {
		expect( isValidColor( color ) ).toBe( expected );
	} );

	test( 'normalizeUrl keeps origin and path only', () => {
		expect( normalizeUrl( 'https://calendly.com/jane/30min?x=1#y' ) ).toBe(
			'https://calendly.com/jane/30min'
		);
	} );

	test( 'valid attributes need no fix', () => {
		expect(
			getAttributeFixes( {
				url: 'https://calendly.com/jane',
				backgroundColor: 'ffffff',
				primaryColor: '00A2FF',
				textColor: '4D5055',
				style: 'inline',
			} )
		).toEqual( {} );
	} );

	test( 'invalid attributes are emptied or reset to their defaults', () => {
		const fixes = getAttributeFixes( {
			url: 'javascript:alert(1)',
			backgroundColor: 'red',
			primaryColor: '"><b>',
			textColor: '12',
			style: 'popup' as 'link',
		} );
		expect( fixes ).toEqual( {
			url: undefined,
			backgroundColor: 'ffffff',
			primaryColor: '00A2FF',
			textColor: '4D5055',
			style: 'inline',
		} );
		expect( 'url' in fixes ).toBe( true );
	} );
} );

describe( 'getIframeSrc', () => {
	const base = {
		url: 'https://calendly.com/jane',
		backgroundColor: 'ffffff',
		primaryColor: '00A2FF',
		textColor: '4D5055',
		hideEventTypeDetails: false,
	};

	test( 'adds the embed parameters', () => {
		expect( getIframeSrc( base, 'example.org' ) ).toBe(
			'https://calendly.com/jane?embed_domain=example.org&embed_type=Inline&hide_event_type_details=0&background_color=ffffff&primary_color=00A2FF&text_color=4D5055'
		);
	} );

	test( 'hide-details, hashes stripped, invalid colours fall back', () => {
		const src = new URL(
			getIframeSrc(
				{
					...base,
					hideEventTypeDetails: true,
					backgroundColor: '#123abc',
					textColor: 'javascript:',
				},
				'example.org'
			) as string
		);
		expect( src.searchParams.get( 'hide_event_type_details' ) ).toBe( '1' );
		expect( src.searchParams.get( 'background_color' ) ).toBe( '123abc' );
		expect( src.searchParams.get( 'text_color' ) ).toBe( '4D5055' );
	} );

	test.each( [ '', 'javascript:alert(1)', 'https://evil.example/' ] )(
		'no iframe for %p',
		( url ) => {
			expect(
				getIframeSrc( { ...base, url }, 'example.org' )
			).toBeUndefined();
		}
	);
} );
