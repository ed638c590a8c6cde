/**
 * The attribution mapbox-gl shows (it inserts it with innerHTML): text and http(s) links only.
 */
import { safeAttribution } from '../attribution';
import { buildMapStyle, type RasterStyle } from '../map-style';
import { DEFAULT_MAP_SOURCE } from '../source';

const OSM =
	'© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

describe( 'safeAttribution keeps text and http(s) links only', () => {
	it.each( [
		[ 'plain text', 'Tiles by Someone', 'Tiles by Someone' ],
		[ 'the default attribution, unchanged', OSM, OSM ],
		[
			'an http link',
			'<a href="http://tiles.example/">Tiles</a>',
			'<a href="http://tiles.example/">Tiles</a>',
		],
		[
			'a link loses every attribute but href',
			'<a href="https://tiles.example/" onclick="evil()" target="_blank" style="color:red">Tiles</a>',
			'<a href="https://tiles.example/">Tiles</a>',
		],
		[
			'a javascript: link becomes its text',
			'<a href="javascript:alert(1)">Click</a> me',
			'Click me',
		],
		[
			'a javascript: link in another case and with spaces becomes its text',
			'<a href=" JavaScript:alert(1)">Click</a>',
			'Click',
		],
		[
			'a data: link becomes its text',
			'<a href="data:text/html,<script>alert(1)</script>">Data</a>',
			'Data',
		],
		[
			'a relative link becomes its text',
			'<a href="/about">About</a>',
			'About',
		],
		[ 'a link without href becomes its text', '<a name="x">X</a>', 'X' ],
		[ 'an image is dropped', '<img src=x onerror=alert(1)>Map', 'Map' ],
		[
			'a script is dropped with its code as text',
			'A<script>alert(1)</script>B',
			'Aalert(1)B',
		],
		[
			'nested tags keep their text and links',
			'<b>Bold <i>and <a href="https://t.example/">linked</a></i></b>',
			'Bold and <a href="https://t.example/">linked</a>',
		],
		[
			'tags inside a link are reduced to text',
			'<a href="https://t.example/"><img src=x onerror=alert(1)><b>T</b></a>',
			'<a href="https://t.example/">T</a>',
		],
		[
			'entities stay text',
			'Tiles &amp; co &lt;img src=x onerror=alert(1)&gt; &quot;R&quot;',
			'Tiles &amp; co &lt;img src=x onerror=alert(1)&gt; "R"',
		],
		[
			'a quote in the address cannot leave the attribute',
			'<a href=\'https://t.example/"onmouseover="alert(1)\'>T</a>',
			'<a href="https://t.example/&quot;onmouseover=&quot;alert(1)">T</a>',
		],
		[
			'an ampersand in the address is escaped',
			'<a href="https://t.example/?a=1&amp;b=2">T</a>',
			'<a href="https://t.example/?a=1&amp;b=2">T</a>',
		],
		[
			'an svg with script is text',
			'<svg><script>x()</script></svg>ok',
			'x()ok',
		],
		[ 'nothing', '', '' ],
	] )( '%s', ( _name, html, expected ) => {
		expect( safeAttribution( html ) ).toBe( expected );
	} );
} );

describe( 'buildMapStyle hands mapbox-gl a safe attribution', () => {
	it( 'a source whose attribution holds script and a javascript: link', () => {
		const style = buildMapStyle(
			{
				...DEFAULT_MAP_SOURCE,
				tiles: [ 'https://t.example/{z}/{x}/{y}.png' ],
				attribution:
					'<img src=x onerror=alert(1)><a href="javascript:alert(2)">T</a> <a href="https://t.example/">S</a>',
			},
			'default',
			true
		);
		expect( typeof style ).toBe( 'object' );
		expect(
			( style as RasterStyle ).sources[ 'blockpack-tiles' ].attribution
		).toBe( 'T <a href="https://t.example/">S</a>' );
	} );
} );
