/**
 * A local ESLint rule, `blockpack/boundaries`: a block imports neither another block's folder
 * nor a store's internals.
 *
 * - A block is `extensions/blocks/<slug>/`, or a child block under its parent:
 *   `extensions/blocks/<slug>/fields/<child>/`, `extensions/blocks/<slug>/children/<child>/`.
 *   A file may import from its own block, from a block it lies in (a child from its parent)
 *   and from a block that lies in its own (a parent from its children); any other block's
 *   folder is refused: what two blocks share belongs in `shared/`.
 * - A store is `stores/<name>/`; from outside it, only its index may be imported
 *   (`stores/<name>` or `stores/<name>/index`).
 *
 * Import paths are read relative to the file, or through the `@shared/…` and `@stores/…`
 * aliases (tsconfig.json `paths`).
 */
const fs = require( 'fs' );
const path = require( 'path' );

const ROOT = path.resolve( __dirname, '../..' );
const ALIASES = { '@shared/': 'shared/', '@stores/': 'stores/' };
const CHILD_FOLDERS = [ 'fields', 'children' ];

/**
 * The path of an import relative to the repository, or null for a package.
 *
 * @param {string} source   The import path.
 * @param {string} filename The importing file (absolute).
 * @return {string|null} A path with `/` separators.
 */
function targetOf( source, filename ) {
	for ( const [ alias, dir ] of Object.entries( ALIASES ) ) {
		if ( source.startsWith( alias ) ) {
			return dir + source.slice( alias.length );
		}
	}
	if ( ! source.startsWith( '.' ) ) {
		return null;
	}
	return path
		.relative( ROOT, path.resolve( path.dirname( filename ), source ) )
		.split( path.sep )
		.join( '/' );
}

/**
 * Whether an import path names a file (with or without its extension) rather than a folder.
 *
 * @param {string} rel A path relative to the repository.
 * @return {boolean} True for a file such as `…/children/simple-input` (simple-input.tsx).
 */
function isFilePath( rel ) {
	const abs = path.join( ROOT, rel );
	return [ '', '.ts', '.tsx', '.js', '.jsx', '.json' ].some( ( ext ) => {
		try {
			return fs.statSync( abs + ext ).isFile();
		} catch {
			return false;
		}
	} );
}

/**
 * The block folder a path lies in, or null outside `extensions/blocks/`.
 *
 * @param {string}  rel    A path relative to the repository.
 * @param {boolean} isFile Whether the last segment is a file (an importing file).
 * @return {string|null} Such as `contact-form` or `contact-form/fields/email`.
 */
function blockOf( rel, isFile ) {
	const segments = rel.split( '/' );
	if ( segments[ 0 ] !== 'extensions' || segments[ 1 ] !== 'blocks' ) {
		return null;
	}
	const inner = segments.slice( 2 );
	if ( inner.length === 0 ) {
		return null;
	}
	const folders = isFile ? inner.slice( 0, -1 ) : inner;
	if ( folders.length === 0 ) {
		return null;
	}
	if ( folders.length >= 3 && CHILD_FOLDERS.includes( folders[ 1 ] ) ) {
		return folders.slice( 0, 3 ).join( '/' );
	}
	return folders[ 0 ];
}

/**
 * Whether one block folder is the other or lies in it.
 *
 * @param {string} a A block folder.
 * @param {string} b Another.
 * @return {boolean} True when related.
 */
function related( a, b ) {
	return a === b || a.startsWith( b + '/' ) || b.startsWith( a + '/' );
}

module.exports = {
	meta: {
		type: 'problem',
		docs: {
			description:
				"Forbids importing another block's folder or a store's internals",
		},
		schema: [],
		messages: {
			block: 'Do not import another block’s folder ({{target}} from {{block}}): move what both need to shared/.',
			store: 'Import the store through its index ({{store}}), not its internals ({{target}}).',
		},
	},
	create( context ) {
		const filename = context.filename ?? context.getFilename();
		const importer = path
			.relative( ROOT, filename )
			.split( path.sep )
			.join( '/' );
		const importerBlock = blockOf( importer, true );

		function check( node, source ) {
			if ( typeof source !== 'string' ) {
				return;
			}
			const target = targetOf( source, filename );
			if ( ! target ) {
				return;
			}
			const store = /^stores\/([^/]+)\/(.+)$/.exec( target );
			if (
				store &&
				! /^index(?:\.[cm]?[jt]sx?)?$/.test( store[ 2 ] ) &&
				! importer.startsWith( `stores/${ store[ 1 ] }/` )
			) {
				context.report( {
					node,
					messageId: 'store',
					data: { store: `stores/${ store[ 1 ] }`, target },
				} );
				return;
			}
			const targetBlock = blockOf( target, isFilePath( target ) );
			if (
				importerBlock &&
				targetBlock &&
				! related( importerBlock, targetBlock )
			) {
				context.report( {
					node,
					messageId: 'block',
					data: {
						target,
						block: `extensions/blocks/${ importerBlock }`,
					},
				} );
			}
		}

		const fromSource = ( node ) =>
			node.source && check( node.source, node.source.value );
		return {
			ImportDeclaration: fromSource,
			ExportNamedDeclaration: fromSource,
			ExportAllDeclaration: fromSource,
			ImportExpression: ( node ) =>
				node.source.type === 'Literal' &&
				check( node.source, node.source.value ),
			CallExpression( node ) {
				const [ first ] = node.arguments;
				if (
					first &&
					first.type === 'Literal' &&
					node.callee.type === 'Identifier' &&
					node.callee.name === 'require'
				) {
					check( first, first.value );
				}
			},
		};
	},
};
