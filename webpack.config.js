/**
 * Extends @wordpress/scripts: one editor entry, plus, per block (and per extended core block), a
 * front-end stylesheet when the block has `style.scss` and a view script only when the block has
 * `view.ts`.
 *
 * The editor entry also compiles every block's `style.scss`, so that `build/editor.css` is the one
 * stylesheet the editor loads (its page and its canvas): the blocks' front-end styles first, as
 * the canvas loaded them when each block's `style.css` came before `editor.css`, then the
 * editor-only styles. php/class-editor.php keeps the per-block `style.css` files out of the
 * editor; visitors still get them, only on pages with the block.
 */
const path = require( 'path' );
const fs = require( 'fs' );
const CopyWebpackPlugin = require( 'copy-webpack-plugin' );
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );
const {
	BLOCKS_DIR: BLOCKS,
	EXTENDED_DIR: EXTENDED,
	blockFolders,
	manifestPhp,
	blockPhpPhp,
} = require( './tools/block-folders.cjs' );

/** How long a lazy chunk may take, in ms (webpack's `chunkLoadTimeout`). */
const CHUNK_LOAD_TIMEOUT = 120_000;

/**
 * Every block's `style.scss`, in folder order (a parent before its children).
 *
 * @return {string[]} Absolute paths.
 */
function blockStyles() {
	return blockFolders()
		.map( ( rel ) => path.join( BLOCKS, rel, 'style.scss' ) )
		.filter( ( file ) => fs.existsSync( file ) );
}

function blockEntries() {
	const entries = {};
	for ( const rel of blockFolders() ) {
		const dir = path.join( BLOCKS, rel );
		for ( const ext of [ 'ts', 'tsx' ] ) {
			if ( fs.existsSync( path.join( dir, `view.${ ext }` ) ) ) {
				entries[ `blocks/${ rel }/view` ] = path.join(
					dir,
					`view.${ ext }`
				);
			}
		}
		if ( fs.existsSync( path.join( dir, 'style.scss' ) ) ) {
			entries[ `blocks/${ rel }/style` ] = path.join( dir, 'style.scss' );
		}
	}
	// An extended core block's visitors' script and its stylesheet (core-video's control layer),
	// built beside its index.php, which registers and enqueues them where it renders (not in
	// build/editor.css: the editor shows core's player).
	for ( const slug of fs.readdirSync( EXTENDED ).sort() ) {
		const dir = path.join( EXTENDED, slug );
		if ( fs.existsSync( path.join( dir, 'view.ts' ) ) ) {
			entries[ `extended-blocks/${ slug }/view` ] = path.join(
				dir,
				'view.ts'
			);
		}
		if ( fs.existsSync( path.join( dir, 'style.scss' ) ) ) {
			entries[ `extended-blocks/${ slug }/style` ] = path.join(
				dir,
				'style.scss'
			);
		}
	}
	return entries;
}

/**
 * Writes build/blocks-manifest.php and build/blocks-php.php (see tools/block-folders.cjs) as
 * assets of the build, so that they are rewritten with it and never left over from another.
 */
class BlocksManifestPlugin {
	apply( compiler ) {
		const { Compilation, sources } = compiler.webpack;
		compiler.hooks.thisCompilation.tap(
			'BlocksManifestPlugin',
			( compilation ) => {
				compilation.hooks.processAssets.tap(
					{
						name: 'BlocksManifestPlugin',
						stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
					},
					() => {
						compilation.emitAsset(
							'blocks-manifest.php',
							new sources.RawSource( manifestPhp() )
						);
						compilation.emitAsset(
							'blocks-php.php',
							new sources.RawSource( blockPhpPhp() )
						);
					}
				);
			}
		);
	}
}

module.exports = {
	...defaultConfig,
	output: {
		...defaultConfig.output,
		// Our lazy chunks (the blocks' editors, swiper, mapbox-gl, markdown-it…) are asked for
		// with their content's hash as a version query, so a page cache or a CDN never serves
		// one build's chunk to another build's runtime (the file on disk has no query).
		chunkFilename: '[name].js?ver=[contenthash]',
		// A chunk that has not arrived after two minutes fails with webpack's ChunkLoadError
		// ('Loading chunk {n} failed.'); the block then offers to try again (shared/lazy-edit.tsx,
		// shared/load-failed.tsx).
		chunkLoadTimeout: CHUNK_LOAD_TIMEOUT,
	},
	entry: {
		// The blocks' front-end styles first: see the top of this file.
		editor: [
			...blockStyles(),
			path.resolve( __dirname, 'src/editor.ts' ),
		],
		...blockEntries(),
	},
	module: {
		...defaultConfig.module,
		rules: [
			...defaultConfig.module.rules,
			// The blocks' block.json as the editor needs it (tools/webpack/block-json-loader.cjs).
			{
				test: /[\\/]block\.json$/,
				include: BLOCKS,
				loader: path.resolve(
					__dirname,
					'tools/webpack/block-json-loader.cjs'
				),
			},
		],
	},
	// The import aliases of tsconfig.json (`paths`): `@shared/…` and `@stores/…`.
	resolve: {
		...defaultConfig.resolve,
		alias: {
			...defaultConfig.resolve?.alias,
			'@shared': path.resolve( __dirname, 'shared' ),
			'@stores': path.resolve( __dirname, 'stores' ),
		},
	},
	optimization: {
		...defaultConfig.optimization,
		// Per-block stylesheets are entries of their own; no shared CSS chunk.
		splitChunks: { cacheGroups: { default: false } },
	},
	plugins: [
		...defaultConfig.plugins.filter(
			( plugin ) =>
				! ( plugin instanceof CopyWebpackPlugin ) &&
				plugin.constructor.name !== 'PhpFilePathsPlugin'
		),
		// Each block's server side, beside its block.json: render.php, index.php, its php/ and the
		// JSON data its PHP reads (simple-payments/currencies.json);
		// the extended core blocks' index.php and the data it reads.
		new CopyWebpackPlugin( {
			patterns: [
				{
					from: '**/{*.json,*.php}',
					context: BLOCKS,
					to: 'blocks/[path][name][ext]',
					globOptions: { ignore: [ '**/test/**' ] },
				},
				// mapbox-gl's stylesheet, added as a <link> when a map is first drawn
				// (extensions/blocks/map/load-mapbox.ts).
				{
					from: require.resolve( 'mapbox-gl/dist/mapbox-gl.css' ),
					to: 'mapbox-gl.css',
				},
				{
					from: '*/{*.php,php/**/*.php,*.json}',
					context: EXTENDED,
					to: 'extended-blocks/[path][name][ext]',
					globOptions: { ignore: [ '**/test/**' ] },
				},
			],
		} ),
		new BlocksManifestPlugin(),
	],
};
