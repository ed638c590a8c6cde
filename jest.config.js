/**
 * Unit and fixture tests. Starts from @wordpress/scripts' config; the latest @wordpress/*
 * packages and some of their dependencies ship ES modules only, so those are transformed too.
 */
const base = require( '@wordpress/scripts/config/jest-unit.config' );

const ESM_PACKAGES = [
	'@wordpress',
	'uuid',
	'marked',
	'parsel-js',
	'@ariakit',
	'framer-motion',
	'motion-dom',
	'motion-utils',
	'colord',
	'is-plain-object',
	'change-case',
	'memize',
	'clsx',
	'markdown-it',
	'mdurl',
	'uc\\.micro',
	'linkify-it',
	'punycode\\.js',
	'entities',
].join( '|' );

module.exports = {
	...base,
	rootDir: __dirname,
	testMatch: [
		'<rootDir>/{extensions,shared,stores,src}/**/test/**/*.test.[jt]s?(x)',
		'<rootDir>/tests/fixtures/**/*.test.[jt]s?(x)',
		'<rootDir>/tests/unit/**/*.test.[jt]s?(x)',
	],
	transform: {
		'\\.[cm]?[jt]sx?$':
			require.resolve( '@wordpress/scripts/config/babel-transform' ),
	},
	transformIgnorePatterns: [
		`/node_modules/(?!(${ ESM_PACKAGES })/)`,
		// CommonJS needs no transform: most @wordpress/* packages ship it as `build/*.cjs` beside
		// their ES modules, and jest (which requires) loads those. Babel going over them anyway
		// was a quarter of the unit tests' time on a machine with no jest cache yet.
		'/node_modules/.+\\.cjs$',
	],
	moduleFileExtensions: [ 'ts', 'tsx', 'js', 'jsx', 'mjs', 'cjs', 'json' ],
	moduleNameMapper: {
		'\\.(css|scss)$': '<rootDir>/tests/unit/style-mock.js',
		// The import aliases of tsconfig.json (`paths`) and webpack.config.js (`resolve.alias`).
		'^@shared/(.*)$': '<rootDir>/shared/$1',
		'^@stores/(.*)$': '<rootDir>/stores/$1',
	},
	setupFilesAfterEnv: [ '<rootDir>/tests/unit/setup.ts' ],
	// npm test runs the unit tests beside the static checks, the Playground smoke and the
	// stages on nginx and php-fpm, on two cores and at a lower priority than the last two
	// (tools/test.mjs), so a test that types into a form may get a small share of a core: jest's
	// 5 s default timed such a test out (and its typing went on into the next test).
	testTimeout: 20_000,
};
