/**
 * Extends @wordpress/scripts: one editor entry, plus, per block, a front-end stylesheet when the
 * block has `style.scss` and a view script only when the block has `view.ts`.
 */
const path = require( 'path' );
const fs = require( 'fs' );
const CopyWebpackPlugin = require( 'copy-webpack-plugin' );
const defaultConfig = require( '@wordpress/scripts/config/webpack.config' );

const BLOCKS = path.resolve( __dirname, 'extensions/blocks' );

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
		editor: path.resolve( __dirname, 'src/editor.ts' ),
		...blockEntries(),
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
