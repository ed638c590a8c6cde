/**
 * The browser every Playwright config here uses: Debian's Chromium headless shell with the flags
 * this offline machine needs (tools/lib/chromium.json, shared with the bench), one window size
 * and language, and screenshots kept for failures.
 *
 * The headless shell, not the whole browser that the bench measures: the end-to-end specs take
 * about two thirds of the whole browser's time in it on this machine (the same four tests, run
 * in turn twice: 38 and 40 s against 55 and 60 s), and none of them tests the browser's own
 * window. `CHROMIUM_PATH=/usr/bin/chromium` runs them in the whole browser.
 *
 * Tests run JavaScript without V8's optimizing compilers (`testArgs` in chromium.json, not the
 * bench's flags): a test loads WordPress's editor, a few megabytes of script, about twice and then
 * leaves it, so the optimized code rarely pays back the compiling, which on this two-core machine
 * competes with the page and the server. Measured here, the same 17 end-to-end tests run in turn
 * twice: 173 and 182 s with the compilers against 161 and 158 s without (the browser's CPU time
 * 148 and 157 s against 123 and 119 s). The bench keeps the browser's defaults, as visitors have.
 *
 * A trace is recorded only when a test runs again after a failure (`npm test` retries once with
 * CI=true): recording one for every test made the end-to-end specs take a third longer on this
 * machine (92 s against 121 s for the same seven tests). To trace a run, pass `--trace on`.
 */
import type { PlaywrightTestOptions, LaunchOptions } from '@playwright/test';
import chromium from '../tools/lib/chromium.json';

export const BROWSER_USE: Pick<
	PlaywrightTestOptions,
	'viewport' | 'locale'
> & {
	headless: boolean;
	trace: 'on-first-retry';
	screenshot: 'only-on-failure';
	launchOptions: LaunchOptions;
} = {
	headless: true,
	viewport: { width: 1280, height: 900 },
	locale: 'en-US',
	trace: 'on-first-retry',
	screenshot: 'only-on-failure',
	launchOptions: {
		args: [ ...chromium.args, ...chromium.testArgs ],
		executablePath:
			process.env.CHROMIUM_PATH || chromium.testExecutablePath,
	},
};
