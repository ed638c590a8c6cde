#!/usr/bin/env node
/**
 * Writes languages/blockpack.pot: JS/TS strings through @wordpress/babel-plugin-makepot, then
 * the PHP strings (gettext calls with the `blockpack` domain) and each block.json's title,
 * description and keywords.
 */
import {
	readdirSync,
	readFileSync,
	statSync,
	writeFileSync,
	mkdirSync,
	existsSync,
	rmSync,
} from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT } from './lib/wordpress.mjs';

const require = createRequire( import.meta.url );
const babel = require( '@babel/core' );
// BLOCKPACK_POT_OUT: another file to write (the unit test writes to a temporary one).
const OUT = process.env.BLOCKPACK_POT_OUT
	? path.resolve( process.env.BLOCKPACK_POT_OUT )
	: path.join( ROOT, 'languages/blockpack.pot' );
const SKIP = [
	'node_modules',
	'.cache',
	'.git',
	'artifacts',
	'build',
	'test',
	'tests',
	'tools',
	'languages',
];

function files( dir, test ) {
	return readdirSync( dir ).flatMap( ( name ) => {
		if ( SKIP.includes( name ) ) {
			return [];
		}
		const full = path.join( dir, name );
		if ( statSync( full ).isDirectory() ) {
			return files( full, test );
		}
		return test( name ) ? [ full ] : [];
	} );
}

mkdirSync( path.dirname( OUT ), { recursive: true } );
const jsPot = `${ OUT }.js-strings`;
mkdirSync( path.dirname( jsPot ), { recursive: true } );
writeFileSync( jsPot, '' );
const sources = [ 'src', 'shared', 'stores', 'extensions' ]
	.map( ( d ) => path.join( ROOT, d ) )
	.filter( existsSync )
	.flatMap( ( d ) =>
		files( d, ( n ) => /\.(t|j)sx?$/.test( n ) && ! /\.d\.ts$/.test( n ) )
	);
// One plugin entry for every file: Babel then keeps one instance of the plugin, which collects
// the strings of all files and writes them all each time. A new options object per file made a
// new instance per file, so each write held only that file's strings (the .pot lost nearly all
// of the editor's strings).
const makepot = [
	require.resolve( '@wordpress/babel-plugin-makepot' ),
	{ output: jsPot },
];
const presets = [ require.resolve( '@wordpress/babel-preset-default' ) ];
for ( const file of sources ) {
	babel.transformFileSync( file, {
		babelrc: false,
		configFile: false,
		presets,
		plugins: [ makepot ],
		filename: file,
	} );
}
const js = readFileSync( jsPot, 'utf8' );
rmSync( jsPot );

const entries = new Map();
const add = ( msgid, ref, plural ) => {
	const key = msgid + ( plural ? `\u0000${ plural }` : '' );
	const entry = entries.get( key ) || { msgid, plural, refs: [] };
	entry.refs.push( ref );
	entries.set( key, entry );
};
const unquote = ( s ) => s.slice( 1, -1 ).replace( /\\(['"\\])/g, '$1' );
const str = `('(?:[^'\\\\]|\\\\.)*'|"(?:[^"\\\\]|\\\\.)*")`;
const single = new RegExp(
	`\\b(?:__|_e|esc_html__|esc_html_e|esc_attr__|esc_attr_e)\\(\\s*${ str }\\s*,\\s*'blockpack'`,
	'g'
);
const plural = new RegExp(
	`\\b_n\\(\\s*${ str }\\s*,\\s*${ str }\\s*,[^;]*?'blockpack'`,
	'g'
);
for ( const file of files( ROOT, ( n ) => n.endsWith( '.php' ) ) ) {
	const text = readFileSync( file, 'utf8' );
	const rel = path.relative( ROOT, file );
	for ( const m of text.matchAll( single ) ) {
		add(
			unquote( m[ 1 ] ),
			`${ rel }:${ text.slice( 0, m.index ).split( '\n' ).length }`
		);
	}
	for ( const m of text.matchAll( plural ) ) {
		add(
			unquote( m[ 1 ] ),
			`${ rel }:${ text.slice( 0, m.index ).split( '\n' ).length }`,
			unquote( m[ 2 ] )
		);
	}
}
for ( const file of files(
	path.join( ROOT, 'extensions' ),
	( n ) => n === 'block.json'
) ) {
	const meta = JSON.parse( readFileSync( file, 'utf8' ) );
	const rel = path.relative( ROOT, file );
	[ meta.title, meta.description, ...( meta.keywords || [] ) ]
		.filter( Boolean )
		.forEach( ( s ) => add( s, rel ) );
}
// The babel plugin writes its own header; keep only its entries.
const jsEntries = js
	.split( /\n\n/ )
	.filter(
		( block ) => ! /^msgid ""\nmsgstr ""/m.test( block ) && block.trim()
	)
	.join( '\n\n' );
// A string used in both JS and PHP is listed once (a .pot may not repeat a msgid).
for ( const m of jsEntries.matchAll( /^msgid "((?:[^"\\]|\\.)*)"$/gm ) ) {
	entries.delete( m[ 1 ].replace( /\\(["\\])/g, '$1' ) );
}
const esc = ( s ) =>
	s.replace( /\\/g, '\\\\' ).replace( /"/g, '\\"' ).replace( /\n/g, '\\n' );
const php = [ ...entries.values() ]
	.map(
		( e ) =>
			`#: ${ e.refs.join( ' ' ) }\nmsgid "${ esc( e.msgid ) }"\n` +
			( e.plural
				? `msgid_plural "${ esc( e.plural ) }"\nmsgstr[0] ""\nmsgstr[1] ""\n`
				: 'msgstr ""\n' )
	)
	.join( '\n' );
const header = `# Copyright (C) ${ new Date().getFullYear() } The Blockpack contributors
# This file is distributed under the GPL-2.0-or-later.
msgid ""
msgstr ""
"Project-Id-Version: Blockpack\\n"
"MIME-Version: 1.0\\n"
"Content-Type: text/plain; charset=UTF-8\\n"
"Content-Transfer-Encoding: 8bit\\n"
"X-Domain: blockpack\\n"
`;
writeFileSync( OUT, `${ header }\n${ jsEntries }\n\n${ php }` );
const count = ( `${ jsEntries }\n${ php }`.match( /^msgid /gm ) || [] ).length;
process.stdout.write(
	`Wrote ${ path.relative( ROOT, OUT ) } (${ count } strings)\n`
);
