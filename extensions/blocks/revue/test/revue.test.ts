/**
 * The Revue block's rules: the username prompt takes a trimmed username and refuses an empty
 * one; the first version's button attributes move to an inner `jetpack/button` with nothing
 * lost; the fallback link is written as Jetpack wrote it.
 */
import { getBlockType } from '@wordpress/blocks';
import '../../../../src/blocks';
import { migrateV1 } from '../deprecated';
import { canAddForm, cleanUsername, profileUrl } from '../username';

describe( 'the username prompt', () => {
	it.each( [
		[ '', false, '' ],
		[ '   ', false, '' ],
		[ '\t\n ', false, '' ],
		[ 'example', true, 'example' ],
		[ '  example ', true, 'example' ],
		[ ' my letter ', true, 'my letter' ],
		[ undefined, false, '' ],
	] )( '%p: Add Form %p, saved as %p', ( typed, enabled, saved ) => {
		expect( canAddForm( typed ) ).toBe( enabled );
		expect( cleanUsername( typed ) ).toBe( saved );
	} );
} );

describe( 'the fallback link', () => {
	it( 'points at the profile, "undefined" without a username as Jetpack wrote it', () => {
		expect( profileUrl( 'example' ) ).toBe(
			'https://www.getrevue.co/profile/example'
		);
		expect( profileUrl( undefined ) ).toBe(
			'https://www.getrevue.co/profile/undefined'
		);
	} );
} );

describe( 'migrating the first version', () => {
	it( 'moves the text and every colour to an inner button, keeping the form’s settings', () => {
		const [ attributes, inner ] = migrateV1( {
			revueUsername: 'example',
			firstNameShow: false,
			emailLabel: 'Your email',
			text: 'Sign me up',
			backgroundColor: 'vivid-red',
			textColor: 'white',
			customBackgroundColor: '#123456',
			customTextColor: '#fedcba',
			borderRadius: 0,
			gradient: 'cool-to-warm-spectrum',
			customGradient: 'linear-gradient(#000,#fff)',
		} );
		expect( attributes ).toEqual( {
			revueUsername: 'example',
			firstNameShow: false,
			emailLabel: 'Your email',
		} );
		expect( inner ).toHaveLength( 1 );
		expect( inner[ 0 ].name ).toBe( 'jetpack/button' );
		expect( inner[ 0 ].attributes ).toMatchObject( {
			element: 'button',
			text: 'Sign me up',
			backgroundColor: 'vivid-red',
			textColor: 'white',
			customBackgroundColor: '#123456',
			customTextColor: '#fedcba',
			borderRadius: 0,
			gradient: 'cool-to-warm-spectrum',
			customGradient: 'linear-gradient(#000,#fff)',
		} );
	} );

	it.each( [ [ undefined ], [ '' ] ] )(
		'writes "Subscribe" on a button whose text was %p',
		( text ) => {
			const [ attributes, inner ] = migrateV1( {
				revueUsername: 'example',
				text,
			} );
			expect( attributes ).toEqual( { revueUsername: 'example' } );
			expect( inner[ 0 ].attributes ).toMatchObject( {
				element: 'button',
				text: 'Subscribe',
			} );
			expect( inner[ 0 ].attributes.backgroundColor ).toBeUndefined();
		}
	);

	it( 'is the block’s one deprecation, and the block is hidden from the inserter', () => {
		const type = getBlockType( 'jetpack/revue' );
		expect( type?.deprecated ).toHaveLength( 1 );
		expect( type?.supports?.inserter ).toBe( false );
	} );
} );
