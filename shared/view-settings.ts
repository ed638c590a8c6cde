/**
 * The settings PHP printed for visitors' scripts (`Blockpack\add_view_settings()`,
 * php/view-settings.php): one section per block name in `window.blockpackView`, made by an
 * inline script before the view script. A view script acts only on these (the addresses it
 * sends to, a nonce), never on an element or a data attribute of the page, which a
 * contributor's Custom HTML can forge or name after a global (DOM clobbering).
 */

export type ViewSettings = Readonly< Record< string, unknown > >;

/**
 * Whether a value is an object made by a script's literal (not an element, an array or null).
 *
 * @param value The value.
 */
function isPlainObject( value: unknown ): value is Record< string, unknown > {
	if ( ! value || typeof value !== 'object' ) {
		return false;
	}
	const prototype = Object.getPrototypeOf( value ) as unknown;
	return prototype === Object.prototype || prototype === null;
}

/**
 * The settings PHP printed for a block's view script; empty when none were printed.
 *
 * @param blockName The block's name, such as `jetpack/contact-form`.
 * @return The settings.
 */
export function viewSettings( blockName: string ): ViewSettings {
	const all = ( window as unknown as { blockpackView?: unknown } )
		.blockpackView;
	if ( ! isPlainObject( all ) ) {
		return {};
	}
	const section = Object.prototype.hasOwnProperty.call( all, blockName )
		? all[ blockName ]
		: undefined;
	return isPlainObject( section ) ? section : {};
}

/**
 * A string setting, or '' when it is missing or not a string.
 *
 * @param settings The settings.
 * @param key      The setting's name.
 * @return The value.
 */
export function settingString( settings: ViewSettings, key: string ): string {
	const value = Object.prototype.hasOwnProperty.call( settings, key )
		? settings[ key ]
		: undefined;
	return typeof value === 'string' ? value : '';
}

/**
 * An object setting (one item of a section, such as one video's), or {} when it is missing or
 * not an object made by a script's literal.
 *
 * @param settings The settings.
 * @param key      The setting's name.
 * @return The value.
 */
export function settingObject(
	settings: ViewSettings,
	key: string
): ViewSettings {
	const value = Object.prototype.hasOwnProperty.call( settings, key )
		? settings[ key ]
		: undefined;
	return isPlainObject( value ) ? value : {};
}
