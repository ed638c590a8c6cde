/**
 * Actions of the `blockpack/plugin-integrations` store: what the resolvers receive, and the
 * explicit writes (enable the CRM's form extension, install or activate a plugin), each run
 * only when a user asks. They show no notice: each resolves to why it failed ('' when the
 * server said nothing), or null on success, for the panel to say.
 */
import apiFetch from '@wordpress/api-fetch';
import { errorMessage } from '@shared/error-message';
import type { Action } from './types';

interface ThunkArgs {
	dispatch: ( action: Action ) => unknown;
}

/**
 * @param crmStatus What the CRM route answered (null: it failed; undefined: forget it).
 */
export const receiveCrmStatus = ( crmStatus: unknown ): Action => ( {
	type: 'RECEIVE_CRM_STATUS',
	crmStatus,
} );

/**
 * @param plugins The installed plugins (null: the list failed; undefined: forget it).
 */
export const receivePlugins = (
	plugins: Record< string, unknown > | null | undefined
): Action => ( {
	type: 'RECEIVE_PLUGINS',
	plugins,
} );

/**
 * Forgets the CRM status, so that it is read again (after a plugin changed).
 *
 * @return A thunk.
 */
export const refreshCrmStatus =
	() =>
	( {
		dispatch,
	}: {
		dispatch: ( ( action: Action ) => unknown ) & {
			invalidateResolution: ( name: string, args: unknown[] ) => void;
		};
	} ): void => {
		dispatch.invalidateResolution( 'getCrmStatus', [] );
		dispatch( receiveCrmStatus( undefined ) );
	};

/**
 * @param path The plugin's main file without `.php`, now active.
 */
export const pluginActivated = ( path: string ): Action => ( {
	type: 'PLUGIN_ACTIVATED',
	path,
} );

/**
 * Runs a write; resolves to null, or to why it failed.
 *
 * @param request The write.
 * @return The error's message ('' when none), or null.
 */
async function attempt( request: () => Promise< unknown > ) {
	try {
		await request();
		return null;
	} catch ( error ) {
		return errorMessage( error );
	}
}

/**
 * Enables the CRM's form extension (`POST /jetpack/v4/jetpack_crm`); on success the CRM status
 * says so.
 *
 * @return A thunk resolving to null, or to why it failed (the error's message or code).
 */
export const enableCrmFormsExtension =
	() =>
	async ( { dispatch }: ThunkArgs ): Promise< string | null > => {
		let result: unknown;
		const failed = await attempt( async () => {
			result = await apiFetch( {
				path: '/jetpack/v4/jetpack_crm',
				method: 'POST',
				data: { extension: 'jetpackforms' },
			} );
		} );
		if ( failed !== null ) {
			return failed;
		}
		const code = ( result as { code?: unknown } | null )?.code;
		if ( code !== 'success' ) {
			return typeof code === 'string' ? code : '';
		}
		dispatch( { type: 'CRM_FORMS_EXTENSION_ENABLED' } );
		return null;
	};

/**
 * Installs a plugin from the plugin directory and activates it (`POST /jetpack/v4/plugins`).
 *
 * @param slug The plugin's directory slug.
 * @param path The plugin's main file without `.php` (marked active on success).
 * @return A thunk resolving to null, or to why it failed.
 */
export const installAndActivatePlugin =
	( slug: string, path: string ) =>
	async ( { dispatch }: ThunkArgs ): Promise< string | null > => {
		const failed = await attempt( () =>
			apiFetch( {
				path: '/jetpack/v4/plugins',
				method: 'POST',
				data: { slug, status: 'active', source: 'block-editor' },
			} )
		);
		if ( failed === null ) {
			dispatch( pluginActivated( path ) );
		}
		return failed;
	};

/**
 * Activates an installed plugin (`POST /jetpack/v4/plugins/<path>`).
 *
 * @param path The plugin's main file without `.php`.
 * @return A thunk resolving to null, or to why it failed.
 */
export const activatePlugin =
	( path: string ) =>
	async ( { dispatch }: ThunkArgs ): Promise< string | null > => {
		const failed = await attempt( () =>
			apiFetch( {
				path: `/jetpack/v4/plugins/${ path }`,
				method: 'POST',
				data: { status: 'active', source: 'block-editor' },
			} )
		);
		if ( failed === null ) {
			dispatch( pluginActivated( path ) );
		}
		return failed;
	};
