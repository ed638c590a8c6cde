/**
 * mapbox-gl's stylesheet: one `<link>` per document, from build/, resolved when it loads; a
 * failed load rejects, leaves no link behind, and a later call tries again.
 */
(
	globalThis as unknown as { __webpack_public_path__: string }
 ).__webpack_public_path__ = '/wp-content/plugins/blockpack/build/';

import { addStylesheet, STYLESHEET } from '../load-mapbox';

const links = ( doc: Document ) =>
	Array.from( doc.head.querySelectorAll< HTMLLinkElement >( 'link' ) );

describe( 'addStylesheet', () => {
	it.each( [
		[ 'the page', () => document ],
		[
			'an iframe (the editor canvas)',
			() => document.implementation.createHTMLDocument( 'canvas' ),
		],
	] )( 'adds one link to %s, resolved on load', async ( _, make ) => {
		const doc = make();
		const first = addStylesheet( doc );
		const second = addStylesheet( doc );
		expect( second ).toBe( first );
		expect( links( doc ) ).toHaveLength( 1 );
		const [ link ] = links( doc );
		expect( link.rel ).toBe( 'stylesheet' );
		expect( link.getAttribute( 'href' ) ).toMatch(
			new RegExp(
				`^/wp-content/plugins/blockpack/build/${ STYLESHEET.replace(
					'.',
					'\\.'
				) }\\?ver=\\d+\\.\\d+\\.\\d+$`
			)
		);
		link.dispatchEvent( new Event( 'load' ) );
		await expect( first ).resolves.toBeUndefined();
	} );

	it( 'rejects when the file fails, removes the link, and tries again next time', async () => {
		const doc = document.implementation.createHTMLDocument( 'failing' );
		const first = addStylesheet( doc );
		links( doc )[ 0 ].dispatchEvent( new Event( 'error' ) );
		await expect( first ).rejects.toThrow(
			"The map's stylesheet could not be loaded"
		);
		expect( links( doc ) ).toHaveLength( 0 );
		const again = addStylesheet( doc );
		expect( again ).not.toBe( first );
		expect( links( doc ) ).toHaveLength( 1 );
		links( doc )[ 0 ].dispatchEvent( new Event( 'load' ) );
		await expect( again ).resolves.toBeUndefined();
	} );
} );
