/**
 * Extends @wordpress/scripts: one editor entry, plus, per block, a front-end stylesheet when the
 * block has `style.scss` and a view script only when the block has `view.ts`.
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

const BLOCKS = path.resolve( __dirname, 'extensions/blocks' );

/**
 * Every block's `style.scss`, in folder order.
 *
 * @return {string[]} Absolute paths.
 */
function blockStyles() {
	return fs
		.readdirSync( BLOCKS )
		.sort()
		.map( ( slug ) => path.join( BLOCKS, slug, 'style.scss' ) )
		.filter(
			( file ) =>
				fs.existsSync( file ) &&
				fs.existsSync( path.join( path.dirname( file ), 'block.json' ) )
		);
}

function blockEntries() {
	const entries = {};
	for ( const slug of fs.readdirSync( BLOCKS ) ) {
		const dir = path.join( BLOCKS, slug );
		if ( ! fs.existsSync( path.join( dir, 'block.json' ) ) ) {
			continue;
		}
		for ( const ext of [ 'ts', 'tsx' ] ) {
			if ( fs.existsSync( path.join( dir, `view.${ ext }` ) ) ) {
				entries[ `blocks/${ slug }/view` ] = path.join( dir, `view.${ ext }` );
			}
		}
		if ( fs.existsSync( path.join( dir, 'style.scss' ) ) ) {
			entries[ `blocks/${ slug }/style` ] = path.join( dir, 'style.scss' );
		}
	}
	return entries;
}

module.exports = {
	...defaultConfig,
	entry: {
		// The blocks' front-end styles first: see the top of this file.
		editor: [ ...blockStyles(), path.resolve( __dirname, 'src/editor.ts' ) ],
		...blockEntries(),
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
		new CopyWebpackPlugin( {
			patterns: [
				{
					from: '*/{block.json,render.php}',
					context: BLOCKS,
					to: 'blocks/[path][name][ext]',
				},
			],
		} ),
	],
};
