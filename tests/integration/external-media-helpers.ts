/**
 * What the external media specs share: the routes, Settings → Blockpack → External media saved
 * as an administrator saves it, and a copied attachment as the library keeps it.
 */
import {
	expect,
	type APIRequestContext,
	type APIResponse,
} from '@playwright/test';
import { SETTINGS_PAGE, submitSettingsForm } from './settings-form';
import type { RestClient } from './utils';
import { TOKEN, type FakeOpenverse } from '../fakes/openverse';

/**
 * The list route of a source.
 * @param service
 */
export const listRoute = ( service: string ) =>
	`/wpcom/v2/external-media/list/${ service }`;
/**
 * The copy route of a source.
 * @param service
 */
export const copyRoute = ( service: string ) =>
	`/wpcom/v2/external-media/copy/${ service }`;
/**
 * The connection route of a source.
 * @param service
 */
export const connectionRoute = ( service: string ) =>
	`/wpcom/v2/external-media/connection/${ service }`;

/**
 * Saves the External media section as an administrator would. Both sources stay on unless
 * `blockpack_external_media_<id>` is given ('' turns it off: the browser sends no empty box).
 *
 * @param context An administrator's request context (logged in).
 * @param fields  The form's fields.
 * @return The settings page as shown after saving (its notices included).
 */
export async function saveExternalMediaSettings(
	context: APIRequestContext,
	fields: Record< string, string >
): Promise< string > {
	const form: Record< string, string > = {
		blockpack_external_media_openverse: '1',
		blockpack_external_media_pexels: '1',
		blockpack_pexels_api_key: '',
		blockpack_openverse_client_id: '',
		blockpack_openverse_client_secret: '',
		blockpack_external_media_google_photos: '1',
		blockpack_google_client_id: '',
		blockpack_google_client_secret: '',
		...fields,
	};
	for ( const [ name, value ] of Object.entries( form ) ) {
		if ( name.startsWith( 'blockpack_external_media_' ) && value === '' ) {
			delete form[ name ];
		}
	}
	const { location } = await submitSettingsForm(
		context,
		'blockpack_external_media',
		form
	);
	return ( await context.get( location || SETTINGS_PAGE ) ).text();
}

/**
 * Removes the keys and the app, both sources on.
 *
 * @param context An administrator's request context (logged in).
 */
export async function resetExternalMediaSettings(
	context: APIRequestContext
): Promise< void > {
	await saveExternalMediaSettings( context, {
		blockpack_external_media_disconnect: '1',
	} );
}

/**
 * A copied attachment: its REST fields (edit context), its credit meta and its parent.
 *
 * @param admin An admin REST client.
 * @param id    The attachment's id.
 */
export async function attachment( admin: RestClient, id: number ) {
	const media = await (
		await admin.get( `/wp/v2/media/${ id }`, { context: 'edit' } )
	).json();
	const extra = await (
		await admin.get( '/blockpack-test/v1/external-media-meta', {
			id: String( id ),
		} )
	).json();
	return {
		caption: media.caption.raw as string,
		title: media.title.raw as string,
		alt: media.alt_text as string,
		sourceUrl: media.source_url as string,
		mime: media.mime_type as string,
		meta: extra.meta as Record< string, string >,
		parent: extra.parent as number,
	};
}

/**
 * The editor data's external media section for a logged-in context.
 *
 * @param context The user's request context.
 */
export async function editorExternalMedia( context: APIRequestContext ) {
	const html = await ( await context.get( '/wp-admin/post-new.php' ) ).text();
	const json = /window\.blockpackEditor = (\{.*?\});\n/.exec( html )?.[ 1 ];
	return JSON.parse( json ?? '{}' ).externalMedia;
}

/**
 * Deletes attachments for good.
 *
 * @param admin An admin REST client.
 * @param ids   Their ids.
 */
export async function deleteAttachments( admin: RestClient, ids: number[] ) {
	for ( const id of ids ) {
		await admin.delete( `/wp/v2/media/${ id }`, { force: 'true' } );
	}
}

/**
 * Expects a route's JSON error: its status and its code.
 *
 * @param res    The answer.
 * @param status The HTTP status.
 * @param code   The error's code.
 */
export async function expectError(
	res: APIResponse,
	status: number,
	code: string
) {
	expect( res.status() ).toBe( status );
	expect( ( await res.json() ).code ).toBe( code );
}

/**
 * Waits until a copied picture has the sub-sizes WordPress makes for it (the copy makes them
 * after its answer: php/copy.php), and answers its sizes.
 *
 * @param admin An admin REST client.
 * @param id    The attachment's id.
 * @param sizes The sizes to wait for.
 */
export async function waitForSizes(
	admin: RestClient,
	id: number,
	sizes: string[]
): Promise< string[] > {
	let made: string[] = [];
	await expect
		.poll(
			async () => {
				const media = await (
					await admin.get( `/wp/v2/media/${ id }` )
				).json();
				made = Object.keys( media.media_details?.sizes ?? {} );
				return sizes.filter( ( size ) => ! made.includes( size ) );
			},
			{ timeout: 30_000 }
		)
		.toEqual( [] );
	return made;
}

/**
 * Lists pages of Openverse's mountain search, each through its client (a node, or one client
 * for all), and expects the fake to have been asked for the app's token once, first, and then for
 * each page with that token.
 *
 * @param fake  The fake Openverse.
 * @param pages Each page: the client that asks, and the page handle.
 */
export async function expectOneTokenForPages(
	fake: FakeOpenverse,
	pages: Array< [ RestClient, string ] >
) {
	const asked = fake.requests.length;
	for ( const [ client, handle ] of pages ) {
		expect(
			(
				await client.get( listRoute( 'openverse' ), {
					search: 'mountain',
					page_handle: handle,
				} )
			).status()
		).toBe( 200 );
	}
	const calls = fake.requests.slice( asked );
	expect( calls.map( ( one ) => one.path ) ).toEqual( [
		'/v1/auth_tokens/token/',
		...pages.map( () => '/v1/images/' ),
	] );
	for ( const call of calls.slice( 1 ) ) {
		expect( call.authorization ).toBe( `Bearer ${ TOKEN }` );
	}
}
