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
