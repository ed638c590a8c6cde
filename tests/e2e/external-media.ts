/**
 * What the external media e2e specs share: the test bed (both fakes, the plugin pointed at them,
 * Pexels' key saved; the attachments made removed after), the sources as the fakes answer them,
 * the picker's search, the blocks' image ids, and Select (the copy answered, the picker closed).
 */
import type { Locator, Page } from '@playwright/test';
import type { RequestUtils } from '@wordpress/e2e-test-utils-playwright';
import { expect, testFile } from './utils';
import { restAs, type RestClient } from '../integration/utils';
import {
	deleteAttachments,
	resetExternalMediaSettings,
	saveExternalMediaSettings,
} from '../integration/external-media-helpers';
import {
	pointPluginAtOpenverse,
	startFakeOpenverse,
	type FakeOpenverse,
} from '../fakes/openverse';
import {
	GOOD_KEY,
	JPEG,
	pointPluginAtPexels,
	startFakePexels,
	type FakePexels,
} from '../fakes/pexels';

/** The fakes, an administrator's REST client, and the attachments to remove. */
export interface ExternalMediaBed {
	admin: RestClient;
	openverse: FakeOpenverse;
	pexels: FakePexels;
	/** Attachments the test made: removed by close(). */
	created: number[];
	/** Uploads a small JPEG to the media library (removed by close()). */
	libraryImage: (
		requestUtils: RequestUtils,
		name: string
	) => Promise< { id: number; source_url: string } >;
	/** Removes what the tests made and points the plugin back at the services. */
	close: () => Promise< void >;
}

/**
 * Starts both fakes and points the plugin at them, with Pexels' key saved.
 */
export async function startExternalMediaBed(): Promise< ExternalMediaBed > {
	const admin = await restAs( 'admin' );
	const openverse = await startFakeOpenverse();
	const pexels = await startFakePexels();
	await pointPluginAtOpenverse( admin, openverse.port );
	await pointPluginAtPexels( admin, pexels.port );
	await saveExternalMediaSettings( admin.context, {
		blockpack_pexels_api_key: GOOD_KEY,
	} );
	const created: number[] = [];
	return {
		admin,
		openverse,
		pexels,
		created,
		libraryImage: async ( requestUtils, name ) => {
			const media = await requestUtils.uploadMedia(
				testFile( `${ name }.jpg`, JPEG )
			);
			created.push( media.id );
			return media;
		},
		close: async () => {
			await deleteAttachments( admin, created );
			await resetExternalMediaSettings( admin.context );
			await pointPluginAtOpenverse( admin, 0 );
			await pointPluginAtPexels( admin, 0 );
			await admin.dispose();
			await openverse.close();
			await pexels.close();
		},
	};
}

export const SOURCES = [
	{
		id: 'openverse',
		label: 'Openverse',
		// The fake finds pictures for this search only.
		search: 'mountain',
		// A grid item's accessible name: the picture's title, then its credit line.
		item: /^Mountain \d+ —/,
		credit: /Creator \d+/,
	},
	{
		id: 'pexels',
		label: 'Pexels Free Photos',
		search: 'ocean',
		item: /—.*Photographer \d+/,
		credit: /Photographer \d+/,
	},
];

export const UPLOADS = /\/wp-content\/uploads\//;

/**
 * In the open picker: searches the source's term (unless the seeded search is already it) and
 * waits for its pictures.
 *
 * @param page   The editor page.
 * @param source The source.
 * @return The picker dialog.
 */
export async function searchPicker(
	page: Page,
	source: ( typeof SOURCES )[ number ]
): Promise< Locator > {
	const dialog = page.getByRole( 'dialog', { name: 'Select media' } );
	await expect( dialog ).toBeVisible( { timeout: 30_000 } );
	const search = dialog.getByRole( 'textbox', { name: 'Search' } );
	await search.fill( source.search );
	const button = dialog.getByRole( 'button', {
		name: 'Search',
		exact: true,
	} );
	if ( await button.isEnabled() ) {
		await button.click();
	}
	await expect(
		dialog.getByRole( 'button', { name: source.item } ).first()
	).toBeVisible( { timeout: 30_000 } );
	return dialog;
}

/**
 * The ids of the blocks' images, in order, as the editor holds them.
 *
 * @param page The editor page.
 */
export async function imageIds( page: Page ): Promise< number[] > {
	return page.evaluate( () => {
		type Block = {
			name: string;
			attributes: { id?: number };
			innerBlocks: Block[];
		};
		const walk = ( blocks: Block[] ): number[] =>
			blocks.flatMap( ( block ) => [
				...( block.name === 'core/image' && block.attributes.id
					? [ block.attributes.id ]
					: [] ),
				...walk( block.innerBlocks ),
			] );
		return walk(
			(
				window as unknown as {
					wp: {
						data: {
							select: ( store: string ) => {
								getBlocks: () => Block[];
							};
						};
					};
				}
			 ).wp.data
				.select( 'core/block-editor' )
				.getBlocks()
		);
	} );
}

/**
 * Presses Select: the copy route answers 200 with no failed item, and the picker closes.
 *
 * @param page   The editor page.
 * @param dialog The picker.
 */
export async function insertPicked( page: Page, dialog: Locator ) {
	const copy = page.waitForResponse( /external-media\/copy\// );
	await dialog.getByRole( 'button', { name: 'Select', exact: true } ).click();
	const answer = await copy;
	const body = await answer.text();
	expect( answer.status(), body ).toBe( 200 );
	expect( body ).not.toContain( '"external_id"' );
	await expect(
		page.getByRole( 'dialog', { name: /Select media|Inserting media/ } )
	).toHaveCount( 0, { timeout: 30_000 } );
}
