/**
 * Bench rows of the external media picker:
 * - its chunks at the editor's start (the menu loads with the first media button a block shows,
 *   the modal when a source is chosen): none may load at start;
 * - editor JS at start against its size before external media: not one byte more;
 * - the copy of 10 pictures against the fake Openverse (tools/bench/external-media-copy.bench.ts,
 *   run by Playwright's runner, which loads the tests' TypeScript fake): budget 2 s.
 */
import { spawnSync } from 'node:child_process';
import { ROOT } from '../lib/wordpress.mjs';

/** The picker's chunks: `external-media-menu.js` and `external-media.js`. */
const PICKER_CHUNK = /\/build\/external-media(?:-menu)?\.js/;

/**
 * build/editor.js, gzip -9, at a8af01d (the commit before external media's first), in bytes.
 * External media adds its `editor.MediaUpload` filter at start (it must be there before the
 * featured image's button renders), the request header and the analytics hooks; the Form's
 * presets, which only its editor's picker lists, left the start for the Form's editor chunk.
 */
export const EDITOR_START_BEFORE_BYTES = 39945;

/**
 * The row of editor JS at start against its size before external media.
 *
 * @param {number} gzip Editor JS at start now, gzip -9, in bytes.
 * @return {string} The row.
 */
export function formatStartAgainstBefore( gzip ) {
	const more = gzip - EDITOR_START_BEFORE_BYTES;
	return `  editor JS at start against before external media (${ EDITOR_START_BEFORE_BYTES } B gzip): ${
		more > 0 ? '+' : ''
	}${ more } B (must be 0 B more: ${ more > 0 ? 'FAIL' : 'PASS' })\n`;
}

/** Budget of the copy of 10 pictures, in ms. */
export const COPY_BUDGET_MS = 2000;

/**
 * The row of the picker's chunks at the editor's start.
 *
 * @param {string[]} urls The plugin scripts the editor loaded at start.
 * @return {string} The row.
 */
export function formatPickerAtStart( urls ) {
	const started = urls.filter( ( url ) => PICKER_CHUNK.test( url ) );
	return `  external media picker chunks loaded at editor start: ${
		started.length
	} (must be 0: ${ started.length ? 'FAIL' : 'PASS' })\n`;
}

/**
 * Runs the copy bench against a site and formats its row.
 *
 * @param {{ url: string }} site The site (its test mu-plugins loaded).
 * @return {string} The rows.
 */
export function benchExternalMediaCopy( { url } ) {
	const run = spawnSync(
		'npx',
		[
			'playwright',
			'test',
			'--config',
			'tests/e2e/playwright.config.ts',
			'--project=bench',
			'external-media-copy',
		],
		{
			cwd: ROOT,
			encoding: 'utf8',
			env: { ...process.env, WP_BASE_URL: url, CI: '' },
		}
	);
	const line = /^external-media-copy (\{.*\})$/m.exec( run.stdout ?? '' );
	if ( run.status !== 0 || ! line ) {
		return `\nExternal media copy of 10 pictures: FAILED TO RUN\n${ run.stdout }${ run.stderr }\n`;
	}
	const result = JSON.parse( line[ 1 ] );
	const ms = ( value ) => `${ Math.round( value ) } ms`;
	return (
		`\nExternal media: copy of 10 pictures (${ result.picture }, fake Openverse, median of ${ result.runs })\n` +
		`  one request: ${ ms( result.median ) } (${ ms( result.min ) }–${ ms(
			result.max
		) }); larger sizes made after the answer\n` +
		`  budget: copy of 10 <= 2 s: ${
			result.median <= COPY_BUDGET_MS ? 'PASS' : 'FAIL'
		}\n`
	);
}
