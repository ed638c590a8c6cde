/**
 * The reducer of the `blockpack/plugin-integrations` store.
 */
import { createReducer, receive } from '../create-store';
import type { Action, State } from './types';

export default createReducer< State, Action >(
	{},
	{
		RECEIVE_CRM_STATUS: receive( 'crmStatus' ),
		RECEIVE_PLUGINS: receive( 'plugins' ),
		PLUGIN_ACTIVATED: ( state, { path } ) => {
			// The list read, with the plugin active (nothing when no list was read).
			if ( ! state.plugins ) {
				return state;
			}
			const file = `${ path }.php`;
			const entry = state.plugins[ file ];
			return {
				...state,
				plugins: {
					...state.plugins,
					[ file ]: {
						...( entry && typeof entry === 'object' ? entry : {} ),
						active: true,
					},
				},
			};
		},
		CRM_FORMS_EXTENSION_ENABLED: ( state ) =>
			state.crmStatus && typeof state.crmStatus === 'object'
				? {
						...state,
						crmStatus: {
							...state.crmStatus,
							jp_form_ext_enabled: true,
						},
					}
				: state,
	}
);
