/**
 * Playwright for the REST integration tests, the server-rendered fixtures and the end-to-end
 * specs, against a real WordPress on nginx, php-fpm and MariaDB started by
 * `tools/serve-wp.mjs --test` (or one already running at WP_BASE_URL), with Debian's Chromium.
 */
import path from 'path';
import { defineConfig } from '@playwright/test';
import { BROWSER_USE } from '../browser';

const ROOT = path.resolve( __dirname, '../..' );
const baseURL = process.env.WP_BASE_URL || 'http://127.0.0.1:9400';
// Read by @wordpress/e2e-test-utils-playwright when its modules load (workers inherit it).
process.env.WP_BASE_URL = baseURL;
// One login per server: test runs against servers on other ports must not share cookies.
process.env.STORAGE_STATE_PATH =
	process.env.STORAGE_STATE_PATH ||
	path.join(
		ROOT,
		`artifacts/storage-states/admin-${ new URL( baseURL ).port }.json`
	);

export default defineConfig( {
	testDir: '..',
	outputDir: path.join(
		ROOT,
		`artifacts/test-results-${ new URL( baseURL ).port }`
	),
	workers: 1,
	fullyParallel: false,
	forbidOnly: !! process.env.CI,
	retries: process.env.CI ? 1 : 0,
	timeout: 120_000,
	expect: { timeout: 15_000 },
	reporter: [ [ 'list' ] ],
	globalSetup: require.resolve( './global-setup.ts' ),
	use: {
		...BROWSER_USE,
		baseURL,
		storageState: process.env.STORAGE_STATE_PATH,
		actionTimeout: 15_000,
	},
	webServer: {
		command: `node tools/serve-wp.mjs --test --port=${ new URL( baseURL ).port || 80 }`,
		cwd: ROOT,
		url: `${ baseURL }/wp-login.php`,
		reuseExistingServer: true,
		timeout: 240_000,
		stdout: 'ignore',
		stderr: 'pipe',
	},
	projects: [
		{
			name: 'integration',
			testDir: path.join( ROOT, 'tests/integration' ),
			testMatch: '**/*.spec.ts',
			testIgnore: '**/server-rendered.spec.ts',
		},
		{
			name: 'server-rendered',
			testDir: path.join( ROOT, 'tests/integration' ),
			testMatch: '**/server-rendered.spec.ts',
		},
		{
			// Two web servers, one MariaDB, one Redis object cache (WP_NODE_URLS lists the
			// nodes; `node tools/serve-wp.mjs --test --nodes=2 --object-cache` starts them).
			name: 'scale-out',
			testDir: path.join( ROOT, 'tests/scale-out' ),
			testMatch: '**/*.spec.ts',
		},
		{
			// Measurements `npm run bench` runs (tools/bench/*.bench.ts), never `npm test`.
			name: 'bench',
			testDir: path.join( ROOT, 'tools/bench' ),
			testMatch: '**/*.bench.ts',
		},
		{
			name: 'e2e',
			testDir: path.join( ROOT, 'tests/e2e/specs' ),
			testMatch: '**/*.spec.ts',
		},
	],
} );
