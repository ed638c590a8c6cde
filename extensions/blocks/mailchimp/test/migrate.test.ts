/**
 * The oldest form (the button as attributes of the block) moves to the inner `jetpack/button`
 * with every value kept; content without the wrapper div opens as it was.
 */
import { parse, serialize, type Block } from '@wordpress/blocks';
import '../../button';
import '../index';
import { migrateButtonAttributes } from '../deprecated';
import {
	hasOldButtonAttributes,
	migratedButtonAttributes,
	withoutOldButtonAttributes,
} from '../migrate';

const BASE = { element: 'button', uniqueId: 'mailchimp-widget-id' };

describe( 'migratedButtonAttributes: each old attribute to its button attribute', () => {
	test.each<
		[ string, Record< string, unknown >, Record< string, unknown > ]
	>( [
		[
			'nothing old: the default text',
			{},
			{ ...BASE, text: 'Join my email list' },
		],
		[
			'text',
			{ submitButtonText: 'Subscribe' },
			{ ...BASE, text: 'Subscribe' },
		],
		[
			'empty text: the default text',
			{ submitButtonText: '' },
			{ ...BASE, text: 'Join my email list' },
		],
		[
			'named colours',
			{ textButtonColor: 'black', backgroundButtonColor: 'white' },
			{
				...BASE,
				text: 'Join my email list',
				textColor: 'black',
				backgroundColor: 'white',
			},
		],
		[
			'custom colours',
			{
				customTextButtonColor: '#000000',
				customBackgroundButtonColor: '#CCCCCC',
			},
			{
				...BASE,
				text: 'Join my email list',
				customTextColor: '#000000',
				customBackgroundColor: '#CCCCCC',
			},
		],
		[
			'classes',
			{ submitButtonClasses: 'rounded big' },
			{ ...BASE, text: 'Join my email list', className: 'rounded big' },
		],
		[
			'other attributes stay with the block',
			{ emailPlaceholder: 'Mail', submitButtonText: 'Go' },
			{ ...BASE, text: 'Go' },
		],
	] )( '%s', ( _, old, button ) => {
		expect( migratedButtonAttributes( old ) ).toEqual( button );
	} );

	test( "an existing button's own values win; old ones fill the rest", () => {
		expect(
			migratedButtonAttributes(
				{ submitButtonText: 'Old', textButtonColor: 'red' },
				{ text: 'Mine', backgroundColor: 'blue', className: '' }
			)
		).toEqual( {
			...BASE,
			text: 'Mine',
			textColor: 'red',
			backgroundColor: 'blue',
		} );
	} );
} );

describe( 'old attributes found and removed', () => {
	test.each< [ Record< string, unknown >, boolean ] >( [
		[ {}, false ],
		[ { emailPlaceholder: 'x' }, false ],
		[ { submitButtonText: '' }, false ],
		[ { submitButtonText: 'Go' }, true ],
		[ { customTextButtonColor: '#fff' }, true ],
		[ { submitButtonClasses: 'a' }, true ],
	] )( '%j → %p', ( attributes, found ) => {
		expect( hasOldButtonAttributes( attributes ) ).toBe( found );
	} );

	test( 'withoutOldButtonAttributes keeps the rest', () => {
		expect(
			withoutOldButtonAttributes( {
				submitButtonText: 'Go',
				backgroundButtonColor: 'a',
				textButtonColor: 'b',
				customBackgroundButtonColor: 'c',
				customTextButtonColor: 'd',
				submitButtonClasses: 'e',
				emailPlaceholder: 'Mail',
				interests: [ 'x' ],
			} )
		).toEqual( { emailPlaceholder: 'Mail', interests: [ 'x' ] } );
	} );
} );

describe( 'migrateButtonAttributes', () => {
	const button = ( attributes: Record< string, unknown > ) =>
		( {
			name: 'jetpack/button',
			attributes,
			innerBlocks: [],
			clientId: 'b',
			isValid: true,
		} ) as unknown as Block;

	test( 'no inner block: the button is created from the old attributes', () => {
		const [ attributes, inner ] = migrateButtonAttributes(
			{ submitButtonText: 'Go', interests: [ 'a', 'b', 'a' ] },
			[]
		);
		expect( attributes ).toEqual( { interests: [ 'a', 'b' ] } );
		expect( inner ).toHaveLength( 1 );
		expect( inner[ 0 ].name ).toBe( 'jetpack/button' );
		expect( inner[ 0 ].attributes ).toMatchObject( {
			...BASE,
			text: 'Go',
		} );
	} );

	test( 'an inner button is kept, old values fill what it lacks', () => {
		const [ , inner ] = migrateButtonAttributes(
			{ submitButtonText: 'Old', customTextButtonColor: '#fff' },
			[ button( { ...BASE, text: 'Mine' } ) ]
		);
		expect( inner ).toHaveLength( 1 );
		expect( inner[ 0 ].attributes ).toEqual( {
			...BASE,
			text: 'Mine',
			customTextColor: '#fff',
		} );
	} );
} );

describe( 'saved forms open valid with their values', () => {
	test.each< [ string, string, Record< string, unknown > ] >( [
		[
			'the button as attributes',
			'<!-- wp:jetpack/mailchimp {"submitButtonText":"Subscribe","submitButtonClasses":"rounded","customTextButtonColor":"#000000"} /-->',
			{
				text: 'Subscribe',
				className: 'rounded',
				customTextColor: '#000000',
			},
		],
		[
			'the inner button without the wrapper',
			'<!-- wp:jetpack/mailchimp -->\n<!-- wp:jetpack/button {"element":"button","uniqueId":"mailchimp-widget-id","text":"Hi"} /-->\n<!-- /wp:jetpack/mailchimp -->',
			{ text: 'Hi' },
		],
		[
			'the wrapper',
			'<!-- wp:jetpack/mailchimp -->\n<div class="wp-block-jetpack-mailchimp"><!-- wp:jetpack/button {"element":"button","uniqueId":"mailchimp-widget-id","text":"Hey"} /--></div>\n<!-- /wp:jetpack/mailchimp -->',
			{ text: 'Hey' },
		],
	] )( '%s', ( _, html, buttonAttributes ) => {
		const [ block ] = parse( html );
		expect( block.isValid ).toBe( true );
		expect( block.innerBlocks ).toHaveLength( 1 );
		expect( block.innerBlocks[ 0 ].attributes ).toMatchObject( {
			...BASE,
			...buttonAttributes,
		} );
		expect( block.attributes ).not.toHaveProperty( 'submitButtonText' );
		expect( serialize( [ block ] ) ).toContain(
			'<div class="wp-block-jetpack-mailchimp">'
		);
		// Gutenberg reports each migration with console.info.
		// eslint-disable-next-line no-console
		if ( jest.mocked( console.info ).mock.calls.length > 0 ) {
			(
				expect( console ) as unknown as { toHaveInformed: () => void }
			 ).toHaveInformed();
		}
	} );
} );
