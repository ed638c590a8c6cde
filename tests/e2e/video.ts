/**
 * What the Video block's e2e specs share: a video of the media library (WordPress's own
 * birds.mp4) and a draft post that shows it.
 */
import type { APIRequestContext } from '@playwright/test';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';
import { BIRDS } from '../integration/video-helpers';
import { testFile } from './utils';

export { BIRDS, sha1 } from '../integration/video-helpers';

/**
 * Uploads birds.mp4 to the media library and makes a draft post with a Video block of it.
 *
 * @param fixtures              The test's fixtures.
 * @param fixtures.request      Playwright's request context (reads the theme's file).
 * @param fixtures.requestUtils WordPress's request utilities.
 * @param title                 The post's title (the file is named after it).
 * @return The video (id, address) and the post's id.
 */
export async function libraryVideoPost(
	{
		request,
		requestUtils,
	}: { request: APIRequestContext; requestUtils: RequestUtils },
	title: string
) {
	const file = testFile(
		`${ title.toLowerCase().replace( /[^a-z0-9]+/g, '-' ) }.mp4`,
		Buffer.from( await ( await request.get( BIRDS ) ).body() )
	);
	const media = ( await requestUtils.uploadMedia( file ) ) as unknown as {
		id: number;
		source_url: string;
	};
	const post = await requestUtils.createPost( {
		title,
		content: `<!-- wp:video {"id":${ media.id }} -->\n<figure class="wp-block-video"><video controls src="${ media.source_url }"></video></figure>\n<!-- /wp:video -->`,
		status: 'draft',
		date_gmt: new Date().toISOString(),
	} );
	return { media, postId: post.id };
}
