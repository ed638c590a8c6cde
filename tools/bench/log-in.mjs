/**
 * Logs the admin in through wp-login.php in a browser context and returns a REST nonce; the
 * context's requests then carry the admin's cookies. Used by every bench that needs the admin.
 *
 * @param {import('@playwright/test').BrowserContext} context The browser context.
 * @param {string}                                    url     The site.
 * @param {{ timeout?: number }}                      options How long to wait for the dashboard.
 * @return {Promise<{ page: import('@playwright/test').Page, nonce: string }>} The page (on the
 *         dashboard) and the nonce.
 */
export async function logIn( context, url, { timeout } = {} ) {
	const page = await context.newPage();
	await page.goto( `${ url }/wp-login.php` );
	await page.fill( '#user_login', 'admin' );
	await page.fill( '#user_pass', 'password' );
	await Promise.all( [
		page.waitForURL( /wp-admin/, timeout ? { timeout } : undefined ),
		page.click( '#wp-submit' ),
	] );
	const nonce = (
		await (
			await context.request.get(
				`${ url }/wp-admin/admin-ajax.php?action=rest-nonce`
			)
		).text()
	).trim();
	return { page, nonce };
}
