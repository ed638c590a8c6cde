/**
 * Unit-test setup: the server data the editor normally starts with, every block available.
 */
import '@testing-library/jest-dom';

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
