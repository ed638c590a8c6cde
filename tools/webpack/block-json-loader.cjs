/**
 * A webpack loader for the block.json files the editor's script imports: only what parsing,
 * validation and saving read on the client is bundled (name, title, category, parent, ancestor,
 * attributes, supports, contexts, apiVersion, allowedBlocks, selectors, styles). The rest
 * (description, keywords, example, file and script fields) reaches the editor from the server:
 * WordPress registers every block from its block.json and hands the editor those definitions
 * before any plugin script runs, and they win over a script's copy
 * (`unstable__bootstrapServerSideBlockDefinitions`). PHP reads the whole files, copied as they
 * are; jest imports them whole.
 */
const KEEP = [
	'name',
	'title',
	'category',
	'parent',
	'ancestor',
	'attributes',
	'supports',
	'usesContext',
	'providesContext',
	'apiVersion',
	'allowedBlocks',
	'selectors',
	'styles',
];

module.exports = function blockJsonLoader( source ) {
	const metadata = JSON.parse( source );
	const kept = {};
	for ( const key of KEEP ) {
		if ( key in metadata ) {
			kept[ key ] = metadata[ key ];
		}
	}
	return JSON.stringify( kept );
};
