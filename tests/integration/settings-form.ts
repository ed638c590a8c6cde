/**
 * Settings → Blockpack's forms, posted as an administrator's browser posts them: each section
 * is a form of its own (its settings group in `option_page`, its own nonce) sent to options.php.
 */
import type { APIRequestContext } from '@playwright/test';

/** Settings → Blockpack. */
export const SETTINGS_PAGE = '/wp-admin/options-general.php?page=blockpack';

/**
 * Opens Settings → Blockpack and posts one section's form with the given fields (fields left
 * out are not sent, as a browser sends no empty checkbox).
 *
 * @param context The user's request context (logged in).
 * @param group   The section's settings group (`option_page`), such as `blockpack_map`.
 * @param fields  The form's fields.
 * @param extra   More fields to send as they are (such as `blockpack_return`).
 * @return The page before saving, and where options.php sent the browser (its Location).
 */
export async function submitSettingsForm(
	context: APIRequestContext,
	group: string,
	fields: Record< string, string >,
	extra: Record< string, string > = {}
): Promise< { before: string; location: string } > {
	const page = await context.get( SETTINGS_PAGE );
	if ( page.status() !== 200 ) {
		throw new Error( `Settings → Blockpack answered ${ page.status() }` );
	}
	const before = await page.text();
	const start = before.indexOf( `name='option_page' value='${ group }'` );
	const nonce = before
		.slice( start )
		.match( /name="_wpnonce" value="([0-9a-f]+)"/ )?.[ 1 ];
	if ( start < 0 || ! nonce ) {
		throw new Error( `The form of ${ group } was not found.` );
	}
	const res = await context.post( '/wp-admin/options.php', {
		form: {
			option_page: group,
			action: 'update',
			_wpnonce: nonce,
			_wp_http_referer: SETTINGS_PAGE,
			...extra,
			...fields,
		},
		maxRedirects: 0,
		failOnStatusCode: false,
	} );
	if ( res.status() !== 302 ) {
		throw new Error(
			`Saving ${ group } failed: ${ res.status() } ${ (
				await res.text()
			).slice( 0, 300 ) }`
		);
	}
	return { before, location: res.headers().location ?? '' };
}
