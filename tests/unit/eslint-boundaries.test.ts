/**
 * The boundaries rule (tools/eslint/boundaries.cjs), run through the project's ESLint config
 * (eslint.config.js) on sample code placed in real folders: a cross-block import, a
 * store-internals import and an import up the layers (the editor entry from below it, a block
 * from shared/ or stores/, a shared module that reaches a store from a store) are errors;
 * imports within a block, from a parent block, from shared/, a store's index, and a store's
 * import of a shared module that reaches no store are not. ESLint runs in a child process (it loads its config with
 * import(), which Jest's module system does not allow), once for every sample.
 */
import { execFileSync } from 'child_process';
import path from 'path';

const ROOT = path.resolve( __dirname, '../..' );

/** [ file, import line, the refused target ] */
const REFUSED_BLOCK: Array< [ string, string, string ] > = [
	[
		'extensions/blocks/donations/edit.tsx',
		"import x from '../simple-payments/price';",
		'extensions/blocks/simple-payments/price',
	],
	[
		'extensions/blocks/gif/edit/index.tsx',
		"import x from '../../calendly/parse';",
		'extensions/blocks/calendly/parse',
	],
	[
		'extensions/blocks/eventbrite/edit.tsx',
		"export { default as x } from '../pinterest/edit';",
		'extensions/blocks/pinterest/edit',
	],
	[
		'extensions/blocks/contact-form/fields/email/edit.tsx',
		"import x from '../text/edit';",
		'extensions/blocks/contact-form/fields/text/edit',
	],
	[
		'extensions/blocks/contact-form/edit.tsx',
		"const x = import( '../opentable/embed' );",
		'extensions/blocks/opentable/embed',
	],
];

/** [ file, import line ] */
const REFUSED_STORE: Array< [ string, string ] > = [
	[
		'extensions/blocks/donations/edit.tsx',
		"import x from '../../../stores/membership-products/utils';",
	],
	[
		'extensions/blocks/donations/edit.tsx',
		"import x from '@stores/membership-products/selectors';",
	],
	[
		'shared/banners/site-plan.ts',
		// Split, so that /work/alias-codemod.mjs does not take it for this file's import.
		'import x from ' + "'../../stores/membership-products/reducer';",
	],
];

/** [ file, import line, the start of the message ] */
const REFUSED_LAYER: Array< [ string, string, string ] > = [
	[
		'extensions/blocks/gif/edit/index.tsx',
		"import x from '../../../../src/blocks';",
		'Do not import the editor entry (src/blocks)',
	],
	[
		'shared/banners/site-plan.ts',
		"import x from '../../extensions/blocks/donations/rules';",
		'shared/ lies below the blocks: do not import extensions/blocks/donations/rules',
	],
	[
		'stores/site/selectors.ts',
		"import x from '../../extensions/blocks/business-hours/week';",
		'stores/ lies below the blocks: do not import extensions/blocks/business-hours/week',
	],
	// premium-banner reads the site store itself.
	[
		'stores/membership-products/actions.ts',
		"import x from '@shared/banners/premium-banner';",
		'A store imports only shared modules that reach no store; shared/banners/premium-banner reaches stores/site',
	],
	// Through an import within shared/: the index of editor-notices reads the site store.
	[
		'stores/related-posts/actions.ts',
		'import x from ' + "'../../shared/editor-notices';",
		'A store imports only shared modules that reach no store; shared/editor-notices reaches stores/site',
	],
];

/** [ file, import line ] */
const ALLOWED: Array< [ string, string ] > = [
	[ 'extensions/blocks/donations/edit.tsx', "import x from './rules';" ],
	[ 'extensions/blocks/gif/edit/index.tsx', "import x from '../giphy';" ],
	[
		'extensions/blocks/contact-form/fields/email/edit.tsx',
		"import x from '../../edit/form-settings';",
	],
	[
		'extensions/blocks/contact-info/children/phone/edit.tsx',
		"import x from '../../simple-input';",
	],
	[
		'extensions/blocks/contact-form/index.ts',
		"import x from './fields/email/block.json';",
	],
	// A file beside the children (not a child block) belongs to the parent.
	[
		'extensions/blocks/contact-info/children/address/edit.tsx',
		"import x from '../simple-input';",
	],
	[
		'extensions/blocks/donations/edit.tsx',
		"import x from '../../../shared/currencies';",
	],
	[
		'extensions/blocks/donations/edit.tsx',
		"import x from '@shared/currencies';",
	],
	[
		'extensions/blocks/donations/edit.tsx',
		"import x from '../../../stores/membership-products';",
	],
	[
		'extensions/blocks/donations/edit.tsx',
		"import x from '@stores/membership-products/index';",
	],
	[ 'stores/membership-products/actions.ts', "import x from './utils';" ],
	// Shared modules that reach no store.
	[
		'stores/membership-products/actions.ts',
		"import x from '@shared/error-message';",
	],
	[
		'stores/membership-products/utils.ts',
		'import x from ' + "'../../shared/return-flags';",
	],
	[ 'shared/banners/premium-banner.tsx', "import x from '@stores/site';" ],
	[ 'src/blocks.ts', "import x from '../extensions/blocks/gif';" ],
	[
		'extensions/blocks/gif/edit/index.tsx',
		"import x from '@wordpress/data';",
	],
	// Tests may register other blocks.
	[
		'extensions/blocks/contact-form/test/variations.test.ts',
		"import x from '../../button';",
	],
];

const LINT = `
const { ESLint } = require( 'eslint' );
const path = require( 'path' );
const [ root, json ] = process.argv.slice( 1 );
const eslint = new ESLint( {
	cwd: root,
	overrideConfigFile: path.join( root, 'eslint.config.js' ),
} );
( async () => {
	const answers = [];
	for ( const [ file, source ] of JSON.parse( json ) ) {
		const [ result ] = await eslint.lintText( source + '\\nexport default x;\\n', {
			filePath: path.join( root, file ),
		} );
		answers.push(
			result.messages
				.filter( ( message ) => message.ruleId === 'blockpack/boundaries' )
				.map( ( message ) => message.message )
		);
	}
	process.stdout.write( JSON.stringify( answers ) );
} )();
`;

const samples = [
	...REFUSED_BLOCK.map( ( [ file, source ] ) => [ file, source ] ),
	...REFUSED_STORE,
	...REFUSED_LAYER.map( ( [ file, source ] ) => [ file, source ] ),
	...ALLOWED,
];
const answers: string[][] = JSON.parse(
	execFileSync( 'node', [ '-e', LINT, ROOT, JSON.stringify( samples ) ], {
		cwd: ROOT,
		encoding: 'utf8',
	} )
);

/**
 * The `blockpack/boundaries` messages for one sample.
 *
 * @param file   The file, relative to the repository.
 * @param source The import line.
 * @return The messages.
 */
function boundaryErrors( file: string, source: string ): string[] {
	return answers[
		samples.findIndex( ( [ f, s ] ) => f === file && s === source )
	];
}

describe( 'blockpack/boundaries', () => {
	test.each( REFUSED_BLOCK )(
		'%s: %s is refused',
		( file, source, target ) => {
			const errors = boundaryErrors( file, source );
			expect( errors ).toHaveLength( 1 );
			expect( errors[ 0 ] ).toContain(
				`Do not import another block’s folder (${ target } from`
			);
		}
	);

	test.each( REFUSED_STORE )(
		'%s: %s (store internals) is refused',
		( file, source ) => {
			expect( boundaryErrors( file, source ) ).toEqual( [
				expect.stringContaining(
					'Import the store through its index (stores/membership-products)'
				),
			] );
		}
	);

	test.each( REFUSED_LAYER )(
		'%s: %s (up the layers) is refused',
		( file, source, message ) => {
			expect( boundaryErrors( file, source ) ).toEqual( [
				expect.stringContaining( message ),
			] );
		}
	);

	test.each( ALLOWED )( '%s: %s is allowed', ( file, source ) => {
		expect( boundaryErrors( file, source ) ).toEqual( [] );
	} );
} );
