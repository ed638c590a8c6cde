/**
 * Runs one bench step on its own (`node tools/bench/<step>.mjs [site URL]`) against a WordPress
 * that is already running: logs the admin in, runs the step, prints its report lines.
 */
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { logIn } from './log-in.mjs';

/**
 * @typedef {{ url: string, browser: import('@playwright/test').Browser, context: import('@playwright/test').BrowserContext, nonce: string }} StepArgs
 */

/**
 * When the calling module is the script node started, runs its step.
 *
 * @param {string}                                moduleUrl  The caller's `import.meta.url`.
 * @param {string}                                defaultUrl The site when none is given.
 * @param {( args: StepArgs ) => Promise<string>} step       Runs the step, returns its report lines.
 */
export async function runAlone( moduleUrl, defaultUrl, step ) {
	if (
		! process.argv[ 1 ] ||
		moduleUrl !== pathToFileURL( process.argv[ 1 ] ).href
	) {
		return;
	}
	const url = process.argv[ 2 ] || defaultUrl;
	const { CHROMIUM } = await import( '../lib/wordpress.mjs' );
	const browser = await chromium.launch( CHROMIUM );
	try {
		const context = await browser.newContext();
		const { nonce } = await logIn( context, url );
		process.stdout.write( await step( { url, browser, context, nonce } ) );
	} finally {
		await browser.close();
	}
}
