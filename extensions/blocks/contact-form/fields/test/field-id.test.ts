import {
	isFieldIdTaken,
	sanitizeFieldId,
	type FieldIdBlock,
} from '../field-id';

const block = (
	clientId: string,
	name: string,
	id: string,
	innerBlocks: FieldIdBlock[] = []
): FieldIdBlock => ( { clientId, name, attributes: { id }, innerBlocks } );

const form: FieldIdBlock[] = [
	block( 'a', 'jetpack/field-name', 'name' ),
	block( 'b', 'jetpack/field-email', 'email' ),
	block( 'c', 'core/group', 'group', [
		block( 'd', 'jetpack/field-text', 'nested' ),
	] ),
	block( 'e', 'core/heading', 'heading' ),
	block( 'f', 'jetpack/field-url', '' ),
];

describe( 'unique CSS id', () => {
	test.each( [
		[ 'my-field_1', 'my-field_1' ],
		[ 'my field', 'myfield' ],
		[ '#id.class"><script>', 'idclassscript' ],
		[ 'café', 'caf' ],
		[ '', '' ],
	] )( 'sanitizeFieldId( %j ) is %j', ( value, expected ) => {
		expect( sanitizeFieldId( value ) ).toBe( expected );
	} );

	test.each( [
		[ 'the same id on another field', 'b', 'name', true ],
		[ 'its own id', 'a', 'name', false ],
		[ 'a field nested in a group', 'a', 'nested', true ],
		[ 'an id on a block that is not a field', 'a', 'heading', false ],
		[ 'an id on a group', 'a', 'group', false ],
		[ 'an empty id', 'a', '', false ],
		[ 'an unused id', 'a', 'other', false ],
		[ 'a different case', 'b', 'Name', false ],
	] )( '%s: taken is %p', ( _title, clientId, id, expected ) => {
		expect( isFieldIdTaken( form, clientId, id ) ).toBe( expected );
	} );
} );
