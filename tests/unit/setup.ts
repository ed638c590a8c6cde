/**
 * Unit-test setup: the server data the editor normally starts with, every block available.
 */
import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// Text queries look at what the components render, not at the copies a11y.speak() leaves in its
// live regions at the end of <body> (they appear after a debounce, so a query racing it would
// find two elements).
configure( {
	defaultIgnore: 'script, style, .a11y-speak-region, .a11y-speak-intro-text',
} );

window.blockpackEditor = {
	blocks: new Proxy( {} as BlockpackEditorData[ 'blocks' ], {
		get: () => ( { available: true } ),
	} ),
	siteType: 'self-hosted',
	isPrivateSite: false,
};

// jsdom has no TextEncoder; @wordpress/core-data (through @wordpress/sync) needs one when it
// loads, as browsers have.
if ( typeof globalThis.TextEncoder === 'undefined' ) {
	const { TextEncoder, TextDecoder } = require( 'util' );
	Object.assign( globalThis, { TextEncoder, TextDecoder } );
}
