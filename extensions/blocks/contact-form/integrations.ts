/**
 * The contact form's CRM and newsletter integrations: which state each sidebar panel shows,
 * decided from the site's data that the `blockpack/plugin-integrations` store reads (from
 * Blockpack's own PHP: its php/crm.php and php/plugins-routes.php).
 */

/** The CRM plugin (Jetpack CRM, slug `zero-bs-crm`). */
export const CRM_PLUGIN_SLUG = 'zero-bs-crm';
/** The CRM plugin's main file without `.php`, as the activation route takes it. */
export const CRM_PLUGIN_PATH = 'zero-bs-crm/ZeroBSCRM';

/** The email-marketing plugin (Creative Mail). */
export const NEWSLETTER_PLUGIN_SLUG = 'creative-mail-by-constant-contact';
/** The email-marketing plugin's main file without `.php`. */
export const NEWSLETTER_PLUGIN_PATH =
	'creative-mail-by-constant-contact/creative-mail-plugin';
/** The email-marketing plugin's page in wp-admin (relative to wp-admin, where the editor runs). */
export const NEWSLETTER_ADMIN_PAGE = 'admin.php?page=creativemail';
/** The email-marketing plugin's page in the plugin directory. */
export const NEWSLETTER_PLUGIN_INFO_URL =
	'https://wordpress.org/plugins/creative-mail-by-constant-contact/';

/** What `GET /jetpack/v4/jetpack_crm` answers. */
export interface CrmData {
	crm_installed: boolean;
	crm_active: boolean;
	crm_version: string;
	jp_form_ext_enabled: boolean;
	can_activate_extension: boolean;
	error?: string;
	message?: string;
}

/** What the CRM panel shows, decided by {@link crmViewFor}. */
export type CrmView =
	| 'invalid-version'
	| 'update-required'
	| 'not-installed'
	| 'installed'
	| 'enable-extension'
	| 'admin-must-enable'
	| 'stored-automatically'
	| 'toggle';

/** An installed plugin's state, decided by {@link pluginStateFor}. */
export type PluginState = 'not-installed' | 'installed' | 'active';

/** A version as three numbers. */
export type Version = [ number, number, number ];

/**
 * Reads the first `major[.minor[.patch]]` in a version string, as semver's `coerce` does
 * ("v4.10" → 4.10.0, "5.0.1-beta" → 5.0.1).
 *
 * @param value A version string from a plugin header.
 * @return The version, or null when the string holds none.
 */
export function coerceVersion( value: unknown ): Version | null {
	if ( typeof value !== 'string' ) {
		return null;
	}
	const match =
		/(?:^|[^\d])(\d{1,16})(?:\.(\d{1,16}))?(?:\.(\d{1,16}))?/.exec( value );
	if ( ! match ) {
		return null;
	}
	return [
		Number( match[ 1 ] ),
		Number( match[ 2 ] ?? 0 ),
		Number( match[ 3 ] ?? 0 ),
	];
}

/**
 * Compares two versions.
 *
 * @param a One version.
 * @param b The other.
 * @return Negative when a < b, 0 when equal, positive when a > b.
 */
export function compareVersions( a: Version, b: Version ): number {
	for ( let i = 0; i < 3; i++ ) {
		if ( a[ i ] !== b[ i ] ) {
			return a[ i ] - b[ i ];
		}
	}
	return 0;
}

/** The oldest CRM version the form hands contacts to (older ones can't use them). */
export const CRM_MIN_VERSION: Version = [ 4, 9, 1 ];
/** CRM versions that store form contacts on their own, without the toggle. */
export const CRM_AUTOMATIC_RANGE: [ Version, Version ] = [
	[ 3, 0, 19 ],
	[ 4, 0, 0 ],
];

/**
 * Whether a CRM version stores form contacts on its own (3.0.19 to 4.0.0).
 *
 * @param version The CRM's version.
 * @return Whether it does.
 */
export function isAutomaticVersion( version: Version ): boolean {
	return (
		compareVersions( version, CRM_AUTOMATIC_RANGE[ 0 ] ) >= 0 &&
		compareVersions( version, CRM_AUTOMATIC_RANGE[ 1 ] ) <= 0
	);
}

/**
 * Whether the panel also asks to update the CRM: any installed version below 4.9.1, including
 * the 3.0.19–4.0.0 range that stores contacts on its own (those get both messages).
 *
 * @param data The CRM data from the server.
 * @return Whether "Please update…" shows.
 */
export function crmUpdateSuggested( data: CrmData ): boolean {
	const version = coerceVersion( data.crm_version );
	return (
		data.crm_installed &&
		version !== null &&
		compareVersions( version, CRM_MIN_VERSION ) < 0
	);
}

/**
 * Which state the CRM panel shows (an invalid version, then a version too old, outside the
 * 3.0.19–4.0.0 range that stores contacts on its own; then not installed, inactive, the forms
 * extension off, and finally the automatic note or the `jetpackCRM` toggle) for the site's CRM data.
 *
 * @param data The CRM data from the server.
 * @return The panel's state.
 */
export function crmViewFor( data: CrmData ): CrmView {
	const version = coerceVersion( data.crm_version );
	if ( data.crm_installed && ! version ) {
		return 'invalid-version';
	}
	if (
		data.crm_installed &&
		version &&
		compareVersions( version, CRM_MIN_VERSION ) < 0 &&
		! isAutomaticVersion( version )
	) {
		return 'update-required';
	}
	if ( ! data.crm_active ) {
		return data.crm_installed ? 'installed' : 'not-installed';
	}
	if ( ! data.jp_form_ext_enabled ) {
		return data.can_activate_extension
			? 'enable-extension'
			: 'admin-must-enable';
	}
	if ( version && isAutomaticVersion( version ) ) {
		return 'stored-automatically';
	}
	return 'toggle';
}

/**
 * Checks the shape of the CRM data; an answer with `error` (or any other shape) counts as
 * "could not load", and the panel then shows nothing.
 *
 * @param value The parsed answer.
 * @return The data, or null.
 */
export function parseCrmData( value: unknown ): CrmData | null {
	if ( ! value || typeof value !== 'object' ) {
		return null;
	}
	const data = value as Record< string, unknown >;
	if ( data.error ) {
		return null;
	}
	const flags = [
		'crm_installed',
		'crm_active',
		'jp_form_ext_enabled',
		'can_activate_extension',
	] as const;
	if ( flags.some( ( key ) => typeof data[ key ] !== 'boolean' ) ) {
		return null;
	}
	if ( typeof data.crm_version !== 'string' ) {
		return null;
	}
	return {
		crm_installed: data.crm_installed as boolean,
		crm_active: data.crm_active as boolean,
		crm_version: data.crm_version,
		jp_form_ext_enabled: data.jp_form_ext_enabled as boolean,
		can_activate_extension: data.can_activate_extension as boolean,
	};
}

/**
 * A plugin's state in the list `GET /jetpack/v4/plugins` answers (keyed by main file).
 *
 * @param plugins The list.
 * @param path    The plugin's main file without `.php`.
 * @return Its state.
 */
export function pluginStateFor( plugins: unknown, path: string ): PluginState {
	if ( ! plugins || typeof plugins !== 'object' ) {
		return 'not-installed';
	}
	const entry = ( plugins as Record< string, unknown > )[ `${ path }.php` ];
	if ( ! entry || typeof entry !== 'object' ) {
		return 'not-installed';
	}
	return ( entry as { active?: unknown } ).active === true
		? 'active'
		: 'installed';
}

/**
 * Whether the integration panels apply to this kind of site: not on WordPress.com's simple
 * sites, where plugins can't be installed; self-hosted and Atomic sites manage their plugins.
 *
 * @param siteType The site type from the editor data.
 * @return Whether to show them.
 */
export function integrationPanelsVisible(
	siteType: BlockpackEditorData[ 'siteType' ]
): boolean {
	return siteType !== 'simple';
}
