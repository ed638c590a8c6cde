import {
	invalidRecipients,
	recipientErrorMessage,
	splitRecipients,
	validateRecipients,
} from '../recipients';

describe( 'one address (the rule of shared/validation/email)', () => {
	test.each( [
		[ 'owner@example.com', true ],
		[ 'first.last+tag@mail.example.co.uk', true ],
		[ "o'brien@example.ie", true ],
		[ 'owner@localhost', false ],
		[ 'owner@', false ],
		[ '@example.com', false ],
		[ 'owner', false ],
		[ 'own er@example.com', false ],
		[ 'owner@@example.com', false ],
		[ 'owner@exa_mple.com', false ],
		[ '.owner@example.com', false ],
		[ 'ow..ner@example.com', false ],
		[ 'owner@-example.com', false ],
		[ 'owner@example..com', false ],
		[ 'a..b@x.io', false ],
		[ 'josé@example.com', false ],
	] )( '%s → %s', ( email, valid ) => {
		expect( invalidRecipients( email ) ).toEqual( valid ? [] : [ email ] );
	} );
} );

describe( 'splitRecipients', () => {
	test.each( [
		[ '', [] ],
		[ 'a@example.com', [ 'a@example.com' ] ],
		[
			' a@example.com , b@example.com ',
			[ 'a@example.com', 'b@example.com' ],
		],
		[
			'a@example.com,,  ,b@example.com,',
			[ 'a@example.com', 'b@example.com' ],
		],
	] )( '%j → %j', ( value, expected ) => {
		expect( splitRecipients( value ) ).toEqual( expected );
	} );
} );

describe( 'validateRecipients: each comma-separated address is checked on its own', () => {
	test.each( [
		[ '', null ],
		[ 'owner@example.com', null ],
		[ 'owner@example.com, sales@example.com', null ],
		[ 'nope', 'nope is not a valid email address.' ],
		[ 'owner@example.com, nope', 'nope is not a valid email address.' ],
		[
			'nope, owner@example.com, bad@',
			'nope and bad@ are not a valid email address.',
		],
		[
			'one, two@, owner@example.com, @three',
			'one, two@, @three are not a valid email address.',
		],
		[ 'a, b, c, d', 'a, b, c, d are not a valid email address.' ],
	] )( '%j → %j', ( value, message ) => {
		expect( validateRecipients( value ) ).toBe( message );
	} );

	test( 'invalid addresses keep the order they were typed in', () => {
		expect( invalidRecipients( 'z, owner@example.com, a' ) ).toEqual( [
			'z',
			'a',
		] );
	} );

	test( 'no invalid address, no message', () => {
		expect( recipientErrorMessage( [] ) ).toBeNull();
	} );
} );
