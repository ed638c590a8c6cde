/**
 * The browser every Playwright config here uses: Debian's Chromium with the flags this offline
 * machine needs (tools/lib/chromium.json, shared with the bench), one window size and language,
 * and traces and screenshots kept for failures.
 */
import type { PlaywrightTestOptions, LaunchOptions } from '@playwright/test';
import chromiumLaunch from '../tools/lib/chromium.json';

export const BROWSER_USE: Pick<
	PlaywrightTestOptions,
	'viewport' | 'locale'
> & {
	headless: boolean;
	trace: 'retain-on-failure';
	screenshot: 'only-on-failure';
	launchOptions: LaunchOptions;
} = {
	headless: true,
	viewport: { width: 1280, height: 900 },
	locale: 'en-US',
	trace: 'retain-on-failure',
	screenshot: 'only-on-failure',
	launchOptions: {
		...chromiumLaunch,
		executablePath:
			process.env.CHROMIUM_PATH || chromiumLaunch.executablePath,
	},
};
