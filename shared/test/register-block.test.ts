import { getBlockType, unregisterBlockType } from '@wordpress/blocks';
import { registerBlockpackBlock, type BlockMetadata } from '../register-block';

const metadata: BlockMetadata = {
	apiVersion: 3,
	name: 'jetpack/test-block',
	title: 'Test Block',
	category: 'widgets',
	attributes: { text: { type: 'string', default: 'hi' } },
};
const settings = { edit: () => null, save: () => null };

afterEach( () => {
	if ( getBlockType( 'jetpack/test-block' ) ) {
		unregisterBlockType( 'jetpack/test-block' );
	}
} );

describe( 'registerBlockpackBlock', () => {
	it( 'registers an available block from its metadata', () => {
		registerBlockpackBlock( metadata, settings, { available: true } );
		expect( getBlockType( 'jetpack/test-block' ) ).toMatchObject( {
			title: 'Test Block',
			attributes: { text: { type: 'string', default: 'hi' } },
		} );
	} );
	it( 'marks a beta block in its title', () => {
		registerBlockpackBlock( metadata, settings, {
			available: true,
			beta: true,
		} );
		expect( getBlockType( 'jetpack/test-block' )?.title ).toBe(
			'Test Block (beta)'
		);
	} );
	it( 'registers an unavailable block whose reason allows a warning', () => {
		registerBlockpackBlock( metadata, settings, {
			available: false,
			unavailableReason: 'missing_plan',
		} );
		expect( getBlockType( 'jetpack/test-block' ) ).toBeDefined();
	} );
	it( 'does not register an unavailable block otherwise', () => {
		expect(
			registerBlockpackBlock( metadata, settings, {
				available: false,
				unavailableReason: 'missing_module',
			} )
		).toBe( false );
		expect( getBlockType( 'jetpack/test-block' ) ).toBeUndefined();
	} );
} );
