import {
	getBlockTypes,
	switchToBlockType,
	createBlock,
} from '@wordpress/blocks';
import './grow-category';
import '../index';
import { transformTargets, transformedAttributes } from '../transforms';
import { fieldKind, type FieldAttributes } from '../types';

const TEXT = [
	'text',
	'name',
	'email',
	'url',
	'date',
	'telephone',
	'textarea',
];
const CHOICE = [ 'radio', 'select', 'checkbox-multiple' ];
const field = ( kind: string ) => `jetpack/field-${ kind }`;

describe( 'field transforms', () => {
	test( 'all twelve fields are registered', () => {
		const names = getBlockTypes().map( ( type ) => type.name );
		for ( const kind of [ ...TEXT, ...CHOICE, 'checkbox', 'consent' ] ) {
			expect( names ).toContain( field( kind ) );
		}
	} );

	test.each( [
		[ 'jetpack/field-email', 'email' ],
		[ 'jetpack/field-checkbox-multiple', 'checkbox-multiple' ],
		[ 'jetpack/field-number', null ],
		[ 'core/paragraph', null ],
	] )( 'fieldKind( %s ) is %p', ( name, expected ) => {
		expect( fieldKind( name ) ).toBe( expected );
	} );

	test.each( [
		...TEXT.map( ( kind ): [ string, string[] ] => [
			kind,
			TEXT.filter( ( other ) => other !== kind ).map( field ),
		] ),
		...CHOICE.map( ( kind ): [ string, string[] ] => [
			kind,
			CHOICE.filter( ( other ) => other !== kind ).map( field ),
		] ),
		[ 'checkbox', [] ],
		[ 'consent', [] ],
	] )( '%s becomes %j', ( kind, expected ) => {
		expect( transformTargets( field( kind ) ) ).toEqual( expected );
	} );

	test.each( [
		[
			'a changed label is kept',
			'jetpack/field-name',
			{ label: 'Full name', required: true, defaultValue: 'x' },
			{ label: 'Full name', required: true },
		],
		[
			'a default label gives way to the target’s',
			'jetpack/field-name',
			{ label: 'Name', required: true, width: 50 },
			{ required: true, width: 50 },
		],
		[
			'choice attributes are kept',
			'jetpack/field-radio',
			{
				label: 'Size',
				options: [ 'S', 'M' ],
				id: 'size',
				placeholder: 'p',
			},
			{
				label: 'Size',
				options: [ 'S', 'M' ],
				id: 'size',
				placeholder: 'p',
			},
		],
	] as Array< [ string, string, Partial< FieldAttributes >, object ] > )(
		'%s',
		( _title, from, attributes, expected ) => {
			expect( transformedAttributes( from, attributes ) ).toEqual(
				expected
			);
		}
	);

	test( 'switching a name field to an email field keeps what the author set', () => {
		const source = createBlock( 'jetpack/field-name', {
			label: 'Who are you?',
			required: true,
			placeholder: 'Ada',
			id: 'who',
			width: 50,
		} );
		const [ result ] =
			switchToBlockType( source, 'jetpack/field-email' ) ?? [];
		expect( result.name ).toBe( 'jetpack/field-email' );
		expect( result.attributes ).toMatchObject( {
			label: 'Who are you?',
			required: true,
			placeholder: 'Ada',
			id: 'who',
			width: 50,
		} );
	} );

	test( 'switching an untouched radio field to a drop-down takes the drop-down’s label', () => {
		const source = createBlock( 'jetpack/field-radio', {
			options: [ 'Yes', 'No' ],
		} );
		const [ result ] =
			switchToBlockType( source, 'jetpack/field-select' ) ?? [];
		expect( result.attributes ).toMatchObject( {
			label: 'Select one',
			options: [ 'Yes', 'No' ],
		} );
	} );

	test( 'a checkbox cannot become a text field', () => {
		const source = createBlock( 'jetpack/field-checkbox' );
		expect( switchToBlockType( source, 'jetpack/field-text' ) ).toBeNull();
	} );
} );
