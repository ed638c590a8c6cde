/**
 * The reducer of the `blockpack/plugin-integrations` store.
 */
import type { Action, State } from './types';

/**
 * The store's reducer.
 *
 * @param state  Current state.
 * @param action Action.
 * @return The next state.
 */
export default function reducer( state: State = {}, action: Action ): State {
	switch ( action.type ) {
		case 'RECEIVE_CRM_STATUS':
			return { ...state, crmStatus: action.crmStatus };
		case 'RECEIVE_PLUGINS':
			return { ...state, plugins: action.plugins };
		case 'PLUGIN_ACTIVATED': {
			// The list read, with the plugin active (nothing when no list was read).
			if ( ! state.plugins ) {
				return state;
			}
			const file = `${ action.path }.php`;
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
		}
		case 'CRM_FORMS_EXTENSION_ENABLED':
			return state.crmStatus && typeof state.crmStatus === 'object'
				? {
						...state,
						crmStatus: {
							...state.crmStatus,
							jp_form_ext_enabled: true,
						},
					}
				: state;
	}
	return state;
}
