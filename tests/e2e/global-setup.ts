/**
 * Logs the admin in once, saves the cookies for every test, and clears posts left by a
 * previous run (the site lives in memory, but a developer's server may be reused).
 */
import { request, type FullConfig } from '@playwright/test';
import { RequestUtils } from '@wordpress/e2e-test-utils-playwright';

async function globalSetup( config: FullConfig ) {
	const { storageState, baseURL } = config.projects[ 0 ].use;
	const storageStatePath =
		typeof storageState === 'string' ? storageState : undefined;
	const requestContext = await request.newContext( { baseURL } );
	const requestUtils = new RequestUtils( requestContext, {
		storageStatePath,
	} );
	await requestUtils.setupRest();
	await Promise.all( [
		requestUtils.deleteAllPosts(),
		requestUtils.resetPreferences(),
	] );
	await requestContext.dispose();
}

export default globalSetup;
