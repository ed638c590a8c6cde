/**
 * The preview's list is read again after each save of the post by the user (not after an
 * autosave), also when the block is out of view: the block editor then renders it in async
 * mode, where a useSelect value waits for idle time and a short save went unseen.
 */
import apiFetch from '@wordpress/api-fetch';
import { act, renderHook, waitFor } from '@testing-library/react';
import { store as relatedPostsStore } from '@stores/related-posts';
import {
	AUTOSAVE,
	IDLE,
	SAVE,
	savingEditor,
	type SaveState,
} from '@shared/test/saving-editor';
import { useRelatedPosts } from '../edit/use-related-posts';

jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: jest.fn(),
} ) );
const mockedApiFetch = apiFetch as unknown as jest.Mock;

/**
 * Renders the hook for post 5, in async mode or not.
 *
 * @param asyncMode Whether the block is rendered in async mode (out of view, not selected).
 * @return How to set the save state.
 */
function renderForPost( asyncMode: boolean ) {
	const { registry, wrapper, set } = savingEditor( asyncMode, {
		getCurrentPostId: () => 5,
		getCurrentPostType: () => 'post',
	} );
	registry.register( relatedPostsStore );
	renderHook( () => useRelatedPosts(), { wrapper } );
	return set;
}

beforeEach( () => {
	mockedApiFetch.mockReset();
	mockedApiFetch.mockResolvedValue( { posts: [] } );
} );

describe( 'useRelatedPosts reads the list again after a save', () => {
	// Each state in its own act(), with no idle time between them.
	test.each< [ string, boolean, SaveState[], number ] >( [
		[ 'a save', false, [ SAVE, IDLE ], 2 ],
		[ 'a save, out of view (async mode)', true, [ SAVE, IDLE ], 2 ],
		[ 'an autosave', false, [ AUTOSAVE, IDLE ], 1 ],
		[ 'an autosave, out of view', true, [ AUTOSAVE, IDLE ], 1 ],
		[ 'a save not over yet', true, [ SAVE ], 1 ],
	] )( '%s', async ( _, asyncMode, states, reads ) => {
		const set = renderForPost( asyncMode );
		await waitFor( () =>
			expect( mockedApiFetch ).toHaveBeenCalledTimes( 1 )
		);
		for ( const state of states ) {
			set( state );
		}
		await waitFor( () =>
			expect( mockedApiFetch ).toHaveBeenCalledTimes( reads )
		);
		// And no more.
		await act(
			() => new Promise( ( resolve ) => setTimeout( resolve, 20 ) )
		);
		expect( mockedApiFetch ).toHaveBeenCalledTimes( reads );
		expect( mockedApiFetch ).toHaveBeenLastCalledWith( {
			path: '/wpcom/v2/related-posts?post_id=5',
		} );
	} );
} );
