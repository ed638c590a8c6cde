/**
 * How the build asks for its lazy chunks (webpack.config.js): each chunk's address carries its
 * content hash as a `ver` query (a page cache or a CDN never mixes builds), and a chunk fails
 * after 120,000 ms, as mapbox-gl's stylesheet does (extensions/blocks/map/load-mapbox.ts). That
 * the built addresses carry it is checked in the browser (tests/e2e/specs/lazy-edit.spec.ts).
 */
import { STYLESHEET_TIMEOUT } from '../../extensions/blocks/map/load-mapbox';

const config = require( '../../webpack.config.js' ) as {
	output: { chunkFilename: string; chunkLoadTimeout: number };
};

describe( 'lazy chunks', () => {
	it( 'carry their content hash as a version query', () => {
		expect( config.output.chunkFilename ).toBe(
			'[name].js?ver=[contenthash]'
		);
	} );

	it( 'fail after 120,000 ms, as the map’s stylesheet does', () => {
		expect( config.output.chunkLoadTimeout ).toBe( 120_000 );
		expect( STYLESHEET_TIMEOUT ).toBe( config.output.chunkLoadTimeout );
	} );
} );
