/**
 * Types of the `blockpack/plugin-integrations` store.
 */

export interface State {
	/**
	 * What `GET /jetpack/v4/jetpack_crm` answered (the contact form reads it); null when the
	 * request failed, undefined until read.
	 */
	crmStatus?: unknown;
	/**
	 * The site's installed plugins keyed by main file (`GET /jetpack/v4/plugins`); null when
	 * the request failed, undefined until read.
	 */
	plugins?: Record< string, unknown > | null;
}

export type Action =
	| { type: 'RECEIVE_CRM_STATUS'; crmStatus: unknown }
	| {
			type: 'RECEIVE_PLUGINS';
			plugins: Record< string, unknown > | null | undefined;
	  }
	| { type: 'PLUGIN_ACTIVATED'; path: string }
	| { type: 'CRM_FORMS_EXTENSION_ENABLED' };
