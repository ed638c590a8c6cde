/**
 * Playwright for the Playground smoke stage (tests/smoke/playground.spec.ts), against the
 * WordPress that tools/playground-smoke.mjs starts on PHP 7.4 and names in WP_BASE_URL; with
 * Debian's Chromium, as the end-to-end specs.
 */
import path from 'path';
import { defineConfig } from '@playwright/test';
import { BROWSER_USE } from '../browser';

const ROOT = path.resolve( __dirname, '../..' );
if ( ! process.env.WP_BASE_URL ) {
	throw new Error(
		'WP_BASE_URL is not set: run the smoke stage with `node tools/playground-smoke.mjs`, which starts WordPress for it.'
	);
}
const baseURL = process.env.WP_BASE_URL;
const port = new URL( baseURL ).port;
// The login that @wordpress/e2e-test-utils-playwright keeps for its REST helpers, per server.
process.env.STORAGE_STATE_PATH =
	process.env.STORAGE_STATE_PATH ||
	path.join( ROOT, `artifacts/storage-states/smoke-admin-${ port }.json` );

export default defineConfig( {
	testDir: __dirname,
	testMatch: '*.spec.ts',
	outputDir: path.join( ROOT, `artifacts/smoke-results-${ port }` ),
	workers: 1,
	fullyParallel: false,
	forbidOnly: !! process.env.CI,
	retries: 0,
	// Every Playground request costs about a second of PHP, and the post holds every block.
	timeout: 900_000,
	expect: { timeout: 30_000 },
	reporter: [ [ 'list' ] ],
	globalSetup: require.resolve( './global-setup.ts' ),
	use: {
		...BROWSER_USE,
		baseURL,
		actionTimeout: 30_000,
		navigationTimeout: 120_000,
	},
} );
