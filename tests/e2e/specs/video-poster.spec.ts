/**
 * A video uploaded in the real editor gets a poster made in the browser (no ffmpeg): a frame past
 * the first second of WordPress's own birds.mp4 (H.264, 1280×720, 1.04 s, which Debian's
 * Chromium decodes), uploaded to the media library as a JPEG of the video's size, made the video
 * attachment's image (`featured_media`) and the block's poster; Make poster from current frame
 * takes the frame the editor's player shows instead. The post reopens valid and visitors' video
 * has the poster. Our own routes are never faked.
 */
import type { Page } from '@playwright/test';
import { expect, publishAndReopen, test, visitPost } from '../utils';
import { BIRDS } from '../video';

const JPEG_IN_UPLOADS = /\/wp-content\/uploads\/.+\.jpg$/;

interface Media {
	id: number;
	source_url: string;
	mime_type: string;
	featured_media?: number;
	title: { raw: string };
	media_details: { width?: number; height?: number };
}

/**
 * The first Video block's attributes, as the editor holds them.
 *
 * @param page The editor.
 */
async function videoAttributes(
	page: Page
): Promise< { id?: number; src?: string; poster?: string } > {
	return page.evaluate( () => {
		const blocks = (
			window as unknown as {
				wp: {
					data: {
						select: ( store: string ) => {
							getBlocks: () => Array< {
								name: string;
								attributes: Record< string, unknown >;
							} >;
						};
					};
				};
			}
		 ).wp.data
			.select( 'core/block-editor' )
			.getBlocks()
			.filter( ( block ) => block.name === 'core/video' );
		return blocks[ 0 ]?.attributes ?? {};
	} );
}

test.describe( 'Video posters', () => {
	test( 'an uploaded video gets a poster past its first second, as its image and the block’s; a chosen frame replaces it; visitors see it', async ( {
		admin,
		editor,
		page,
		request,
		requestUtils,
		visitor,
	} ) => {
		test.slow();
		const birds = Buffer.from(
			await ( await request.get( BIRDS ) ).body()
		);
		const media = ( id: number ) =>
			requestUtils.rest< Media >( {
				path: `/wp/v2/media/${ id }`,
				params: { context: 'edit' },
			} );

		await admin.createNewPost();
		await editor.insertBlock( { name: 'core/video' } );
		await editor.canvas
			.locator( '[data-type="core/video"] input[type="file"]' )
			.last()
			.setInputFiles( {
				name: 'birds.mp4',
				mimeType: 'video/mp4',
				buffer: birds,
			} );

		// The upload ends; the poster follows, an uploads JPEG.
		const block = editor.canvas.locator( '[data-type="core/video"]' );
		await expect( block.locator( 'video' ) ).toHaveAttribute(
			'src',
			/\/wp-content\/uploads\/.*\.mp4$/,
			{ timeout: 60_000 }
		);
		await expect
			.poll( async () => ( await videoAttributes( page ) ).poster, {
				timeout: 60_000,
			} )
			.toMatch( JPEG_IN_UPLOADS );
		const { id, poster } = await videoAttributes( page );
		await expect( block.locator( 'video' ) ).toHaveAttribute(
			'poster',
			poster as string
		);

		// The video's image is that JPEG, of the video's size, named after it.
		const video = await media( id as number );
		expect( video.featured_media ).toBeGreaterThan( 0 );
		const image = await media( video.featured_media as number );
		expect( image.source_url ).toBe( poster );
		expect( image.mime_type ).toBe( 'image/jpeg' );
		expect( image.title.raw ).toBe( `${ video.title.raw } poster` );
		expect( image.media_details ).toMatchObject( {
			width: 1280,
			height: 720,
		} );
		const served = await request.get( poster as string );
		expect( served.headers()[ 'content-type' ] ).toBe( 'image/jpeg' );
		const bytes = Buffer.from( await served.body() );
		expect( [ ...bytes.subarray( 0, 3 ) ] ).toEqual( [ 0xff, 0xd8, 0xff ] );

		// The player paused at 0.2 s: Make poster from current frame takes that one.
		await editor.canvas
			.locator( '[data-type="core/video"] video' )
			.evaluate( async ( element: HTMLVideoElement ) => {
				element.currentTime = 0.2;
				await new Promise( ( resolve ) =>
					element.addEventListener( 'seeked', resolve, {
						once: true,
					} )
				);
			} );
		await editor.openDocumentSettingsSidebar();
		const settings = page.getByRole( 'region', {
			name: 'Editor settings',
		} );
		await settings.getByRole( 'button', { name: 'Poster frame' } ).click();
		await settings
			.getByRole( 'button', { name: 'Make poster from current frame' } )
			.click();
		await expect
			.poll( async () => ( await videoAttributes( page ) ).poster, {
				timeout: 60_000,
			} )
			.not.toBe( poster );
		const chosen = ( await videoAttributes( page ) ).poster as string;
		expect( chosen ).toMatch( JPEG_IN_UPLOADS );
		expect( ( await media( id as number ) ).featured_media ).not.toBe(
			image.id
		);
		const chosenImage = await media(
			( await media( id as number ) ).featured_media as number
		);
		expect( chosenImage.source_url ).toBe( chosen );

		// Saved, reopened valid; visitors' video has the poster.
		const { postId, content } = await publishAndReopen(
			{ editor, page },
			() => editor.canvas.locator( '[data-type="core/video"] video' )
		);
		expect( content ).toContain( ` poster="${ chosen }"` );
		await visitPost( visitor, postId );
		await expect(
			visitor.locator( 'figure.wp-block-video video' )
		).toHaveAttribute( 'poster', chosen );
	} );
} );
