/**
 * mapbox-gl's stylesheet: one `<link>` per document, from build/, resolved when it loads; a
 * failed or timed-out load (120,000 ms) rejects with CSS_CHUNK_LOAD_FAILED, leaves no link
 * behind, and a later call tries again.
 */
(
	globalThis as unknown as { __webpack_public_path__: string }
 ).__webpack_public_path__ = '/wp-content/plugins/blockpack/build/';

import { addStylesheet, STYLESHEET, STYLESHEET_TIMEOUT } from '../load-mapbox';

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
		await expect( first ).rejects.toMatchObject( {
			message: expect.stringMatching(
				/^Loading CSS chunk mapbox-gl failed\.\n\(.*mapbox-gl\.css\?ver=/
			),
			code: 'CSS_CHUNK_LOAD_FAILED',
			type: 'error',
		} );
		expect( links( doc ) ).toHaveLength( 0 );
		const again = addStylesheet( doc );
		expect( again ).not.toBe( first );
		expect( links( doc ) ).toHaveLength( 1 );
		links( doc )[ 0 ].dispatchEvent( new Event( 'load' ) );
		await expect( again ).resolves.toBeUndefined();
	} );

	it( 'gives up after 120,000 ms without an answer, then tries again', async () => {
		jest.useFakeTimers();
		try {
			const doc = document.implementation.createHTMLDocument( 'slow' );
			const first = addStylesheet( doc );
			const settled = jest.fn();
			first.catch( settled );
			expect( STYLESHEET_TIMEOUT ).toBe( 120_000 );
			jest.advanceTimersByTime( 119_999 );
			await Promise.resolve();
			expect( settled ).not.toHaveBeenCalled();
			expect( links( doc ) ).toHaveLength( 1 );
			jest.advanceTimersByTime( 1 );
			await expect( first ).rejects.toMatchObject( {
				code: 'CSS_CHUNK_LOAD_FAILED',
				type: 'timeout',
			} );
			expect( links( doc ) ).toHaveLength( 0 );
			const again = addStylesheet( doc );
			links( doc )[ 0 ].dispatchEvent( new Event( 'load' ) );
			await expect( again ).resolves.toBeUndefined();
			// A load that came in time: its timer is gone.
			expect( jest.getTimerCount() ).toBe( 0 );
		} finally {
			jest.useRealTimers();
		}
	} );
} );
