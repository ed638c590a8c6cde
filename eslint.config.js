/**
 * ESLint (flat config): @wordpress/scripts' config, the `@shared/…` and `@stores/…` import
 * aliases (tsconfig.json `paths`), and Blockpack's boundaries rule (tools/eslint/boundaries.cjs):
 * imports go only down the layers of CONTRIBUTING.md, and a block imports neither another
 * block's folder nor a store's internals (tests excepted).
 */
const path = require( 'path' );
const wpScripts = require( '@wordpress/scripts/config/eslint.config.cjs' );
const boundaries = require( './tools/eslint/boundaries.cjs' );

module.exports = [
	...wpScripts,
	{
		settings: {
			'import/resolver': {
				[ require.resolve( 'eslint-import-resolver-typescript' ) ]: {
					project: path.join( __dirname, 'tsconfig.json' ),
					extensions: [ '.js', '.jsx', '.ts', '.tsx' ],
				},
			},
		},
	},
	{
		files: [ '**/*.{js,jsx,ts,tsx,mjs,cjs}' ],
		// Tests may register other blocks (a form's inner buttons, a block's transforms).
		ignores: [ '**/test/**', '**/*.test.*', 'tests/**' ],
		plugins: { blockpack: { rules: { boundaries } } },
		rules: { 'blockpack/boundaries': 'error' },
	},
];
