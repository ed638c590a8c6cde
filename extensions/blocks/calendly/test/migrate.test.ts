/**
 * The old version's button attributes move to an inner button.
 */
import {
	registerBlockType,
	unregisterBlockType,
	type BlockConfiguration,
} from '@wordpress/blocks';
import buttonMetadata from '../../button/block.json';
import { migrateV1 } from '../deprecated';

beforeAll( () => {
	// The JSON's string types are wider than the block API's literal types.
	const metadata = buttonMetadata as unknown as BlockConfiguration;
	registerBlockType( 'jetpack/button', {
		...metadata,
		edit: () => null,
		save: () => null,
	} );
} );
afterAll( () => unregisterBlockType( 'jetpack/button' ) );

describe( 'migrateV1', () => {
	test.each( [
		[
			'text defaults to "Schedule time with me"',
			{ url: 'https://calendly.com/jane', style: 'link' },
			{ text: 'Schedule time with me' },
		],
		[
			'submit-button names',
			{
				url: 'https://calendly.com/jane',
				submitButtonText: 'Book',
				submitButtonTextColor: 'vivid-red',
				submitButtonBackgroundColor: 'black',
			},
			{ text: 'Book', textColor: 'vivid-red', backgroundColor: 'black' },
		],
		[
			'button-colour names and custom colours',
			{
				url: 'https://calendly.com/jane',
				textButtonColor: 'white',
				backgroundButtonColor: 'blue',
				customTextButtonColor: '#111111',
				customBackgroundButtonColor: '#222222',
			},
			{
				textColor: 'white',
				backgroundColor: 'blue',
				customTextColor: '#111111',
				customBackgroundColor: '#222222',
			},
		],
	] )( '%s', ( _, old, expected ) => {
		const [ attributes, [ button ] ] = migrateV1( old );
		expect( button.name ).toBe( 'jetpack/button' );
		expect( button.attributes ).toMatchObject( {
			element: 'a',
			uniqueId: 'calendly-widget-id',
			url: 'https://calendly.com/jane',
			...expected,
		} );
		expect( Object.keys( attributes ) ).not.toEqual(
			expect.arrayContaining( [ 'submitButtonText' ] )
		);
		expect( attributes.url ).toBe( 'https://calendly.com/jane' );
	} );
} );
