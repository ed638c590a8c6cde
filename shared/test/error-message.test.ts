import { errorMessage, firstWpErrorMessage } from '../error-message';

describe( 'errorMessage', () => {
	it.each( [
		[ 'plain', undefined, 'plain' ],
		[ '   ', 'Fallback', 'Fallback' ],
		[ { code: 'x', message: 'The message.' }, undefined, 'The message.' ],
		[ { code: 'only_code' }, undefined, 'only_code' ],
		[ { code: 'fetch_error', message: '' }, 'Fallback', 'Fallback' ],
		[ new Error( 'boom' ), undefined, 'boom' ],
		[ undefined, undefined, '' ],
		[ null, 'Unexpected API response', 'Unexpected API response' ],
		[
			{ errors: { first: [ 'First problem' ], second: [ 'Second' ] } },
			undefined,
			'First problem',
		],
		[ { errors: { first: [] } }, 'Fallback', 'Fallback' ],
		[ { message: '   ' }, 'Fallback', 'Fallback' ],
		[ { message: 42 }, 'Fallback', 'Fallback' ],
		[ { message: '', code: '' }, 'Fallback', 'Fallback' ],
	] )( '%p (fallback %p) → %p', ( error, fallback, message ) => {
		expect( errorMessage( error, fallback ) ).toBe( message );
	} );
} );

describe( 'firstWpErrorMessage', () => {
	it.each( [
		[ { errors: { a: [ 'One' ], b: [ 'Two' ] } }, 'One' ],
		[ { errors: { a: [ '' ] } }, undefined ],
		[ { errors: { a: 'One' } }, undefined ],
		[ { errors: null }, undefined ],
		[ {}, undefined ],
		[ null, undefined ],
	] )( '%p → %p', ( value, message ) => {
		expect( firstWpErrorMessage( value ) ).toBe( message );
	} );
} );
