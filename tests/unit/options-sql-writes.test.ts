/**
 * Option rows changed with SQL, reviewed one by one. With a persistent object cache (Redis, shared
 * by several web servers), WordPress caches option rows: `alloptions` (the autoloaded ones),
 * `notoptions` (names found missing) and each other option under its name in the `options`
 * group. A row changed with SQL is not changed in that cache, so a get_option() of it on another
 * server (or later) answers the old value. The plugin changes rows with SQL on purpose (atomic
 * counters, compare-and-swap time slots, idempotency claims): such rows must be read only with
 * SQL (from the primary database: Blockpack\Database\read_primary_var()), never through the
 * options API.
 *
 * A static scan of the production PHP (plugin.php, php/, extensions/; not tests) finds every SQL
 * write to the options table: a string with INSERT, UPDATE, DELETE or REPLACE in a statement that
 * names `$wpdb->options`, and `$wpdb->insert|update|delete|replace( $wpdb->options, … )`. Each is
 * known by its file and the PHP function around it (not its line), and must be in REVIEWED below
 * with the rows it writes and why the object cache cannot serve them stale. A second check fails
 * when one of those rows (a constant's value or a literal prefix) is read with get_option(),
 * get_transient() or their site/network forms anywhere.
 */
import { readdirSync, readFileSync } from 'fs';
import path from 'path';

const ROOT = path.resolve( __dirname, '../..' );
const SKIP = [ 'test', 'tests', 'node_modules', 'build', 'vendor' ];
const THIS_TEST = 'tests/unit/options-sql-writes.test.ts';

/** The rows of a write come from its callers (the Counters functions' first argument). */
const CALLERS = 'callers';

interface Reviewed {
	/** The PHP file, from the plugin's folder. */
	file: string;
	/** The function around the writes (`Class::method`, `outer/{closure}`). */
	fn: string;
	/** How many writes the function has. */
	writes: number;
	/** The rows written: constants (of the file's namespace) or literal name prefixes, or CALLERS. */
	rows: string[] | typeof CALLERS;
	/** Why the object cache cannot serve these rows stale. */
	reason: string;
}

const SQL_ONLY =
	'not autoloaded; read only with SQL (from the primary), never through get_option (checked below)';

const REVIEWED: Reviewed[] = [
	{
		file: 'php/counters.php',
		fn: 'increment',
		writes: 3,
		rows: CALLERS,
		reason: `counter rows (rate limits, Instagram's next id): the value comes back with the write itself; ${ SQL_ONLY }`,
	},
	{
		file: 'php/counters.php',
		fn: 'reserve_slot',
		writes: 2,
		rows: CALLERS,
		reason: `time-slot rows (the map's Nominatim slot, Instagram's fetch slots), compare-and-swap; ${ SQL_ONLY }`,
	},
	{
		file: 'php/counters.php',
		fn: 'delete_except',
		writes: 1,
		rows: CALLERS,
		reason: 'deletes counter rows of past windows; rows never read through get_option, so no cache entry exists to go stale',
	},
	{
		file: 'extensions/blocks/contact-form/php/guard.php',
		fn: 'once_claim',
		writes: 1,
		rows: [ 'ONCE_PREFIX' ],
		reason: `idempotency key claimed with INSERT IGNORE; ${ SQL_ONLY } (once_read)`,
	},
	{
		file: 'extensions/blocks/contact-form/php/guard.php',
		fn: 'once_move',
		writes: 1,
		rows: [ 'ONCE_PREFIX' ],
		reason: `idempotency key moved by compare-and-swap; ${ SQL_ONLY } (once_read)`,
	},
	{
		file: 'extensions/blocks/contact-form/php/guard.php',
		fn: 'once_release',
		writes: 1,
		rows: [ 'ONCE_PREFIX' ],
		reason: `idempotency key freed only as this request left it; ${ SQL_ONLY } (once_read)`,
	},
	{
		file: 'extensions/blocks/contact-form/php/guard.php',
		fn: 'cleanup_guards',
		writes: 1,
		rows: [ 'ONCE_PREFIX' ],
		reason: 'daily housekeeping of idempotency keys; rows never read through get_option, so no cache entry exists',
	},
	{
		file: 'php/popup-page.php',
		fn: 'create_state',
		writes: 1,
		rows: CALLERS,
		reason: `single-use authorization state of a connect popup (Instagram's STATE_PREFIX, Google Photos' GOOGLE_STATE_PREFIX); ${ SQL_ONLY } (consume_state)`,
	},
	{
		file: 'php/popup-page.php',
		fn: 'consume_state',
		writes: 1,
		rows: CALLERS,
		reason: `the DELETE only one request wins; ${ SQL_ONLY }`,
	},
	{
		file: 'php/popup-page.php',
		fn: 'delete_stale_states',
		writes: 1,
		rows: CALLERS,
		reason: 'housekeeping of states created with SQL (create_state) and never read through get_option',
	},
	{
		file: 'extensions/blocks/instagram-gallery/php/connections.php',
		fn: 'claim_account',
		writes: 1,
		rows: [ 'ACCOUNT_PREFIX' ],
		reason: `an account's claim row, written with INSERT IGNORE; ${ SQL_ONLY } (account_connection_id)`,
	},
	{
		file: 'extensions/blocks/instagram-gallery/php/connections.php',
		fn: 'remove_connection',
		writes: 1,
		rows: [ 'ACCOUNT_PREFIX' ],
		reason: 'deletes the claim row claim_account() created with SQL (never with add_option/update_option) and account_connection_id() reads with SQL; the connection row itself goes with delete_option()',
	},
	{
		file: 'extensions/blocks/donations/php/webhook.php',
		fn: 'claim_session',
		writes: 1,
		rows: [ 'blockpack_donation_' ],
		reason: 'a Checkout session claimed once with INSERT IGNORE; the row is never read, only its insertion counts',
	},
	{
		file: 'extensions/blocks/related-posts/php/cache.php',
		fn: 'bump_generation',
		writes: 1,
		rows: [ 'GENERATION_OPTION' ],
		reason: `the generation, incremented in the database; ${ SQL_ONLY } (generation())`,
	},
];

/** The Counters functions whose first argument names the rows they write. */
const COUNTER_FUNCTIONS =
	/(?<![\w$>:])(?:\\?Blockpack\\)?Counters\\(increment|reserve_slot|is_over_limit|delete_past_windows|delete_except)\s*\(/g;

/** Reads through the options API (the name is the first argument; the second for get_network_option). */
const OPTION_READS =
	/(?<![\w$>:\\])\\?(get_option|get_transient|get_site_option|get_site_transient|get_network_option)\s*\(/g;

interface PhpString {
	start: number;
	end: number;
	value: string;
}

interface Scope {
	start: number;
	end: number;
	name: string;
	kind: 'function' | 'class';
}

interface PhpFile {
	file: string;
	source: string;
	/** The source with comments, inline HTML and the insides of strings blanked (same offsets). */
	code: string;
	strings: PhpString[];
	namespace: string;
	scopes: Scope[];
	constants: Map< string, string >;
}

/**
 * Every production PHP file: plugin.php and the PHP under php/ and extensions/ (tests, builds and
 * dependencies left out).
 *
 * @param dir The folder, from the plugin's folder.
 */
function phpFiles( dir: string ): string[] {
	return readdirSync( path.join( ROOT, dir ), {
		withFileTypes: true,
	} ).flatMap( ( entry ) => {
		const rel = `${ dir }/${ entry.name }`;
		if ( entry.isDirectory() ) {
			return SKIP.includes( entry.name ) ? [] : phpFiles( rel );
		}
		return entry.name.endsWith( '.php' ) ? [ rel ] : [];
	} );
}

/**
 * Splits PHP source into code and strings: comments, inline HTML and the insides of strings are
 * blanked (newlines kept), so that offsets stay the source's.
 *
 * @param source The PHP source.
 */
function lex( source: string ): { code: string; strings: PhpString[] } {
	const code = source.split( '' );
	const strings: PhpString[] = [];
	const blank = ( from: number, to: number ) => {
		for ( let k = from; k < to; k++ ) {
			if ( code[ k ] !== '\n' ) {
				code[ k ] = ' ';
			}
		}
	};
	let i = 0;
	let inPhp = false;
	while ( i < source.length ) {
		if ( ! inPhp ) {
			const open = source.indexOf( '<?php', i );
			blank( i, open < 0 ? source.length : open + 5 );
			if ( open < 0 ) {
				break;
			}
			i = open + 5;
			inPhp = true;
			continue;
		}
		const two = source.slice( i, i + 2 );
		const c = source[ i ];
		if ( two === '?>' ) {
			inPhp = false;
			i += 2;
			continue;
		}
		if ( two === '//' || ( c === '#' && source[ i + 1 ] !== '[' ) ) {
			let j = i;
			while (
				j < source.length &&
				source[ j ] !== '\n' &&
				source.slice( j, j + 2 ) !== '?>'
			) {
				j++;
			}
			blank( i, j );
			i = j;
			continue;
		}
		if ( two === '/*' ) {
			const close = source.indexOf( '*/', i + 2 );
			const end = close < 0 ? source.length : close + 2;
			blank( i, end );
			i = end;
			continue;
		}
		if ( c === "'" || c === '"' ) {
			let j = i + 1;
			while ( j < source.length && source[ j ] !== c ) {
				j += source[ j ] === '\\' ? 2 : 1;
			}
			const raw = source.slice( i + 1, j );
			strings.push( {
				start: i,
				end: j + 1,
				value: c === "'" ? raw.replace( /\\([\\'])/g, '$1' ) : raw,
			} );
			blank( i + 1, j );
			i = j + 1;
			continue;
		}
		const heredoc = /^<<<[ \t]*(["']?)(\w+)\1\r?\n/.exec(
			source.slice( i, i + 200 )
		);
		if ( heredoc ) {
			const body = i + heredoc[ 0 ].length;
			const close = new RegExp( `\\n[ \\t]*${ heredoc[ 2 ] }\\b`, 'g' );
			close.lastIndex = body - 1;
			const found = close.exec( source );
			const end = found ? found.index + found[ 0 ].length : source.length;
			strings.push( {
				start: i,
				end,
				value: source.slice( body, found ? found.index : end ),
			} );
			blank( i, end );
			i = end;
			continue;
		}
		i++;
	}
	return { code: code.join( '' ), strings };
}

/**
 * The offset of the bracket closing the one at `open`, in blanked code.
 *
 * @param code The blanked code.
 * @param open The offset of `(` or `{`.
 */
function closing( code: string, open: number ): number {
	const pair: Record< string, string > = { '(': ')', '{': '}' };
	const close = pair[ code[ open ] ];
	let depth = 0;
	for ( let k = open; k < code.length; k++ ) {
		if ( code[ k ] === code[ open ] ) {
			depth++;
		} else if ( code[ k ] === close && --depth === 0 ) {
			return k;
		}
	}
	return code.length;
}

/**
 * The bodies of the functions (named and closures) and classes of a file.
 *
 * @param code The blanked code.
 */
function scopes( code: string ): Scope[] {
	const found: Scope[] = [];
	for ( const match of code.matchAll( /\bfunction\b\s*&?\s*(\w*)\s*\(/g ) ) {
		let k = closing( code, match.index! + match[ 0 ].length - 1 ) + 1;
		let depth = 0;
		while (
			k < code.length &&
			! ( depth === 0 && /[{;]/.test( code[ k ] ) )
		) {
			if ( code[ k ] === '(' ) {
				depth++;
			} else if ( code[ k ] === ')' ) {
				depth--;
			}
			k++;
		}
		if ( code[ k ] === '{' ) {
			found.push( {
				start: k,
				end: closing( code, k ),
				name: match[ 1 ] || '{closure}',
				kind: 'function',
			} );
		}
	}
	for ( const match of code.matchAll(
		/(?<![\w$>:])(?:class|trait|interface)\s+(\w+)[^{;]*\{/g
	) ) {
		const open = match.index! + match[ 0 ].length - 1;
		found.push( {
			start: open,
			end: closing( code, open ),
			name: match[ 1 ],
			kind: 'class',
		} );
	}
	return found;
}

/**
 * Reads a production PHP file.
 *
 * @param file The file, from the plugin's folder.
 */
function readPhp( file: string ): PhpFile {
	const source = readFileSync( path.join( ROOT, file ), 'utf8' );
	const { code, strings } = lex( source );
	const namespace =
		/^\s*namespace\s+([\w\\]+)\s*;/m.exec( code )?.[ 1 ] ?? '';
	const constants = new Map< string, string >();
	for ( const match of code.matchAll(
		/(?<![\w$>:])const\s+(\w+)\s*=\s*['"]/g
	) ) {
		const at = match.index! + match[ 0 ].length - 1;
		const literal = strings.find( ( s ) => s.start === at );
		if ( literal ) {
			constants.set( match[ 1 ], literal.value );
		}
	}
	return {
		file,
		source,
		code,
		strings,
		namespace,
		scopes: scopes( code ),
		constants,
	};
}

/**
 * The name of the function around an offset: `Class::method`, `outer/{closure}`, or `(file)`
 * for code outside any function.
 *
 * @param php The file.
 * @param at  The offset.
 */
function enclosing( php: PhpFile, at: number ): string {
	const around = php.scopes
		.filter( ( scope ) => scope.start < at && at < scope.end )
		.sort( ( a, b ) => a.start - b.start );
	const functions = around.filter( ( scope ) => scope.kind === 'function' );
	if ( ! functions.length ) {
		return '(file)';
	}
	const owner = around.find(
		( scope ) =>
			scope.kind === 'class' && scope.start < functions[ 0 ].start
	);
	return (
		( owner ? `${ owner.name }::` : '' ) +
		functions.map( ( scope ) => scope.name ).join( '/' )
	);
}

interface Write {
	file: string;
	fn: string;
	line: number;
	/** Constants of the file's namespace named in the statement, by their names. */
	constants: string[];
}

/**
 * The SQL writes to the options table of a file, one per statement.
 *
 * @param php The file.
 */
function writesOf( php: PhpFile ): Write[] {
	const writes: Write[] = [];
	let start = 0;
	for ( let end = 0; end <= php.code.length; end++ ) {
		if ( end < php.code.length && ! /[;{}]/.test( php.code[ end ] ) ) {
			continue;
		}
		const code = php.code.slice( start, end );
		const strings = php.strings
			.filter( ( s ) => s.start >= start && s.start < end )
			.map( ( s ) => s.value );
		const namesTable =
			/\$wpdb->options\b|\$wpdb->prefix\s*\.\s*['"]options/.test(
				code
			) ||
			strings.some( ( s ) =>
				/\$wpdb->options\b|\$wpdb->prefix\}?options/.test( s )
			);
		const sqlWrite = strings.some( ( s ) =>
			/\b(INSERT|DELETE|REPLACE)\b|(?<!\bFOR\s+)\bUPDATE\b/i.test( s )
		);
		const apiWrite =
			/\$wpdb->(insert|update|delete|replace)\s*\(\s*\$wpdb->options\b/.test(
				code
			);
		if ( namesTable && ( sqlWrite || apiWrite ) ) {
			const at = start + code.search( /\S/ );
			writes.push( {
				file: php.file,
				fn: enclosing( php, at ),
				line: php.source.slice( 0, at ).split( '\n' ).length,
				constants: [
					...code.matchAll(
						/(?<![\w$>:\\])([A-Z][A-Z0-9_]+)\b(?!\s*\()/g
					),
				]
					.map( ( match ) => match[ 1 ] )
					.filter( ( name ) => php.constants.has( name ) ),
			} );
		}
		start = end + 1;
	}
	return writes;
}

/**
 * The text of a call's argument: the first, or the one at `index`.
 *
 * @param php   The file.
 * @param open  The offset of the call's `(`.
 * @param index Which argument.
 * @return Its offset and its source text.
 */
function argument( php: PhpFile, open: number, index = 0 ) {
	const end = closing( php.code, open );
	let depth = 0;
	let from = open + 1;
	let current = 0;
	for ( let k = open + 1; k <= end; k++ ) {
		const c = php.code[ k ];
		if ( '([{'.includes( c ) ) {
			depth++;
		} else if ( depth > 0 && ')]}'.includes( c ) ) {
			depth--;
		} else if ( depth === 0 && ( c === ',' || k === end ) ) {
			if ( current === index ) {
				const lead = Math.max(
					php.code.slice( from, k ).search( /\S/ ),
					0
				);
				return {
					at: from + lead,
					text: php.source
						.slice( from, k )
						.trim()
						.replace( /\s+/g, ' ' ),
				};
			}
			current++;
			from = k + 1;
		}
	}
	return { at: open + 1, text: '' };
}

/**
 * What an option name given at an offset starts with: a literal's value, or a constant's (of the
 * file's namespace, or named with its namespace).
 *
 * @param php   The file.
 * @param files Every file, by path (for constants of other namespaces).
 * @param at    The offset of the name's expression.
 * @return The prefix, or null when it is neither.
 */
function leadingName(
	php: PhpFile,
	files: PhpFile[],
	at: number
): string | null {
	const literal = php.strings.find( ( s ) => s.start === at );
	if ( literal ) {
		return literal.value;
	}
	const constant = /^\\?((?:\w+\\)*)([A-Z][A-Z0-9_]*)\b(?!\s*[(:])/.exec(
		php.code.slice( at, at + 200 )
	);
	if ( ! constant ) {
		return null;
	}
	const namespace = constant[ 1 ]
		? constant[ 1 ].replace( /\\$/, '' )
		: php.namespace;
	const owner = files.find(
		( other ) =>
			other.namespace === namespace &&
			other.constants.has( constant[ 2 ] )
	);
	return owner ? owner.constants.get( constant[ 2 ] )! : null;
}

/**
 * A constant's value in a file's namespace, or a literal as it is.
 *
 * @param php   The file.
 * @param files Every file.
 * @param row   A constant's name or a literal prefix.
 */
function rowValue(
	php: PhpFile,
	files: PhpFile[],
	row: string
): string | null {
	if ( ! /^[A-Z][A-Z0-9_]*$/.test( row ) ) {
		return php.strings.some( ( s ) => s.value.startsWith( row ) )
			? row
			: null;
	}
	const owner = files.find(
		( other ) =>
			other.namespace === php.namespace && other.constants.has( row )
	);
	return owner ? owner.constants.get( row )! : null;
}

const files = [
	'plugin.php',
	...phpFiles( 'php' ),
	...phpFiles( 'extensions' ),
].map( readPhp );
const writes = files.flatMap( writesOf );
const key = ( entry: { file: string; fn: string } ) =>
	`${ entry.file } ${ entry.fn }`;

describe( 'SQL writes to the options table', () => {
	test( 'the scan finds the writes it should (it is not blind)', () => {
		expect( writes.length ).toBeGreaterThanOrEqual( 15 );
		expect( writes.map( key ) ).toContain(
			'extensions/blocks/donations/php/webhook.php claim_session'
		);
		// An API write is found, and a string write whose SQL is built before the call.
		expect( writes.map( key ) ).toContain(
			'php/popup-page.php delete_stale_states'
		);
		expect( writes.map( key ) ).toContain(
			'php/counters.php delete_except'
		);
	} );

	const found = new Map< string, Write[] >();
	for ( const write of writes ) {
		found.set( key( write ), [
			...( found.get( key( write ) ) ?? [] ),
			write,
		] );
	}

	test.each( [ ...found.keys() ] )(
		'the writes in %s are reviewed',
		( name ) => {
			const here = found.get( name )!;
			const reviewed = REVIEWED.find(
				( entry ) => key( entry ) === name
			);
			const where = here
				.map( ( write ) => `${ write.file }:${ write.line }` )
				.join( ', ' );
			if ( ! reviewed ) {
				throw new Error(
					`${ where } (function ${ here[ 0 ].fn }) changes option rows with SQL, and no review lists it.\n` +
						'With a persistent object cache, WordPress keeps option rows in the cache (alloptions, notoptions, ' +
						'each option in the `options` group); a row changed with SQL and then read with get_option() or ' +
						'get_transient() on another server is stale there. Either use the options API (add_option, ' +
						'update_option, delete_option), or keep the rows out of it: read them only with SQL, from the primary ' +
						'(Blockpack\\Database\\read_primary_var()), never with get_option(), then add ' +
						`{ file, fn: '${ here[ 0 ].fn }', writes: ${ here.length }, rows, reason } to REVIEWED in ${ THIS_TEST }.`
				);
			}
			if ( reviewed.writes !== here.length ) {
				throw new Error(
					`${ name }: ${ here.length } SQL writes to the options table now (${ where }), ${ reviewed.writes } reviewed. ` +
						`Check the new ones as the reason says, then update \`writes\` in ${ THIS_TEST }.`
				);
			}
			const rows = reviewed.rows === CALLERS ? [] : reviewed.rows;
			const unnamed = here
				.flatMap( ( write ) => write.constants )
				.filter( ( constant ) => ! rows.includes( constant ) );
			if ( reviewed.rows !== CALLERS && unnamed.length ) {
				throw new Error(
					`${ name } writes rows named by ${ unnamed.join(
						', '
					) }, which its review does not list in \`rows\` (${ THIS_TEST }).`
				);
			}
		}
	);

	test( 'every review still matches writes in the code', () => {
		expect(
			REVIEWED.filter( ( entry ) => ! found.has( key( entry ) ) ).map(
				key
			)
		).toEqual( [] );
	} );

	test( 'no row written with SQL is read through the options API', () => {
		const rows = new Map< string, string >();
		const unknown: string[] = [];
		for ( const entry of REVIEWED ) {
			const php = files.find( ( file ) => file.file === entry.file );
			for ( const row of entry.rows === CALLERS ? [] : entry.rows ) {
				const value = php ? rowValue( php, files, row ) : null;
				if ( value ) {
					rows.set( value, `${ row } (${ entry.file })` );
				} else {
					unknown.push( `${ row } in ${ entry.file }` );
				}
			}
		}
		// The Counters functions' rows, from their callers' first argument.
		for ( const php of files.filter(
			( file ) => file.file !== 'php/counters.php'
		) ) {
			for ( const call of php.code.matchAll( COUNTER_FUNCTIONS ) ) {
				const open = call.index! + call[ 0 ].length - 1;
				const arg = argument( php, open );
				const value = leadingName( php, files, arg.at );
				const line = php.source.slice( 0, open ).split( '\n' ).length;
				if ( value ) {
					rows.set(
						value,
						`${ arg.text } (${ php.file }:${ line })`
					);
				} else {
					unknown.push(
						`Counters\\${ call[ 1 ] }( ${ arg.text } ) in ${ php.file }:${ line }: name its rows with a constant or a literal prefix`
					);
				}
			}
		}
		expect( unknown ).toEqual( [] );
		expect( rows.size ).toBeGreaterThanOrEqual( 10 );

		const reads: string[] = [];
		for ( const php of files ) {
			for ( const call of php.code.matchAll( OPTION_READS ) ) {
				const open = call.index! + call[ 0 ].length - 1;
				const arg = argument(
					php,
					open,
					call[ 1 ] === 'get_network_option' ? 1 : 0
				);
				const name = leadingName( php, files, arg.at );
				const row = name
					? [ ...rows.keys() ].find( ( prefix ) =>
							name.startsWith( prefix )
						)
					: undefined;
				if ( row ) {
					reads.push(
						`${ php.file }:${
							php.source.slice( 0, open ).split( '\n' ).length
						} ${ call[ 1 ] }( ${ arg.text } ) reads rows changed with SQL (${ rows.get(
							row
						) }): the object cache can answer them stale. Read them with SQL from the primary (Blockpack\\Database\\read_primary_var()).`
					);
				}
			}
		}
		expect( reads ).toEqual( [] );
	} );
} );
