/**
 * A local ESLint rule, `blockpack/boundaries`: the layers of CONTRIBUTING.md, top first
 * (src/, the editor entry; extensions/blocks/; shared/; stores/), each importing only downwards;
 * a block imports neither another block's folder nor a store's internals.
 *
 * - Layers: nothing imports `src/`; `shared/` and `stores/` import no block; `shared/` imports
 *   stores (through their index); a store imports from `shared/` only modules that reach no
 *   store, by any chain of imports within `shared/` (`error-message`, `return-flags`): pure
 *   helpers, never a component or hook that reads a store, so that no store depends on
 *   itself or on another through shared code.
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
const EXTENSIONS = [ '.ts', '.tsx', '.js', '.jsx', '.json' ];
/** The import paths in a module's text: `from '…'`, `import '…'`, `import( '…' )`, `require( '…' )`. */
const IMPORTS =
	/(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*)['"]([^'"]+)['"]/g;

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
 * The file an import path resolves to (with its extension, or a folder's index).
 *
 * @param {string} rel A path relative to the repository, as imported.
 * @return {string|null} The file relative to the repository, or null when none.
 */
function fileOf( rel ) {
	const candidates = [
		rel,
		...EXTENSIONS.map( ( ext ) => rel + ext ),
		...EXTENSIONS.map( ( ext ) => `${ rel }/index${ ext }` ),
	];
	return (
		candidates.find( ( candidate ) => {
			try {
				return fs.statSync( path.join( ROOT, candidate ) ).isFile();
			} catch {
				return false;
			}
		} ) ?? null
	);
}

/** A shared module's answer, by its file: the store it reaches, or null. */
const reachedStores = new Map();

/**
 * The first store a `shared/` module reaches through its imports within `shared/`, if any.
 *
 * @param {string} file A file under `shared/`, relative to the repository.
 * @return {string|null} Such as `stores/site`, or null.
 */
function storeReachedFrom( file ) {
	if ( reachedStores.has( file ) ) {
		return reachedStores.get( file );
	}
	reachedStores.set( file, null ); // An import cycle ends here.
	let found = null;
	const text = fs.readFileSync( path.join( ROOT, file ), 'utf8' );
	for ( const [ , source ] of text.matchAll( IMPORTS ) ) {
		const target = targetOf( source, path.join( ROOT, file ) );
		if ( ! target ) {
			continue;
		}
		const store = /^stores\/([^/]+)/.exec( target );
		if ( store ) {
			found = `stores/${ store[ 1 ] }`;
			break;
		}
		const next = target.startsWith( 'shared/' ) ? fileOf( target ) : null;
		found = next ? storeReachedFrom( next ) : null;
		if ( found ) {
			break;
		}
	}
	reachedStores.set( file, found );
	return found;
}

/**
 * Why an import crosses a layer the wrong way, or null when it does not.
 *
 * @param {string} importer The importing file, relative to the repository.
 * @param {string} target   The imported path, relative to the repository.
 * @return {{messageId: string, data: Object}|null} The report.
 */
function layerProblem( importer, target ) {
	const [ from ] = importer.split( '/' );
	const [ to ] = target.split( '/' );
	if ( to === 'src' && from !== 'src' ) {
		return { messageId: 'entry', data: { target } };
	}
	if (
		( from === 'shared' || from === 'stores' ) &&
		target.startsWith( 'extensions/blocks/' )
	) {
		return { messageId: 'upwards', data: { layer: from, target } };
	}
	if ( from === 'stores' && to === 'shared' ) {
		const file = fileOf( target );
		const store = file ? storeReachedFrom( file ) : null;
		if ( store ) {
			return { messageId: 'storeShared', data: { target, store } };
		}
	}
	return null;
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
				"Forbids importing upwards across layers, another block's folder or a store's internals",
		},
		schema: [],
		messages: {
			block: 'Do not import another block’s folder ({{target}} from {{block}}): move what both need to shared/.',
			store: 'Import the store through its index ({{store}}), not its internals ({{target}}).',
			entry: 'Do not import the editor entry ({{target}}): src/ imports the blocks, not the reverse.',
			upwards:
				'{{layer}}/ lies below the blocks: do not import {{target}} from it.',
			storeShared:
				'A store imports only shared modules that reach no store; {{target}} reaches {{store}}.',
		},
	},
	create( context ) {
		const filename = context.filename ?? context.getFilename();
		const importer = path
			.relative( ROOT, filename )
			.split( path.sep )
			.join( '/' );
		const importerBlock = blockOf( importer, true );
		// Read again for each file: shared modules change between runs of an editor's ESLint.
		reachedStores.clear();

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
			const layer = layerProblem( importer, target );
			if ( layer ) {
				context.report( { node, ...layer } );
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
