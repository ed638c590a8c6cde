import { emailParts } from '../email';

describe( 'emailParts', () => {
	test.each`
		text                                      | expected
		${ 'hello@yourjetpack.blog' }             | ${ [ { type: 'email', address: 'hello@yourjetpack.blog', trailing: '' } ] }
		${ 'Write to hi@example.com.' }           | ${ [ { type: 'text', text: 'Write' }, { type: 'text', text: ' ' }, { type: 'text', text: 'to' }, { type: 'text', text: ' ' }, { type: 'email', address: 'hi@example.com', trailing: '.' } ] }
		${ 'a@example.com, b@example.org!)' }     | ${ [ { type: 'email', address: 'a@example.com', trailing: ',' }, { type: 'text', text: ' ' }, { type: 'email', address: 'b@example.org', trailing: '!)' } ] }
		${ 'mail  me' }                           | ${ [ { type: 'text', text: 'mail' }, { type: 'text', text: '  ' }, { type: 'text', text: 'me' } ] }
		${ 'javascript:alert(1)//@example.com' }  | ${ [ { type: 'text', text: 'javascript:alert(1)//@example.com' } ] }
		${ '<script>alert(1)</script>@evil.com' } | ${ [ { type: 'text', text: '<script>alert(1)</script>@evil.com' } ] }
		${ 'a..b@x.io and .a@x.io' }              | ${ [ { type: 'text', text: 'a..b@x.io' }, { type: 'text', text: ' ' }, { type: 'text', text: 'and' }, { type: 'text', text: ' ' }, { type: 'text', text: '.a@x.io' } ] }
		${ '...' }                                | ${ [ { type: 'text', text: '...' } ] }
		${ '' }                                   | ${ [] }
	`( '$text', ( { text, expected } ) => {
		const parts = emailParts( text );
		expect( parts ).toEqual( expected );
		// Joined back, the parts give the text as typed.
		expect(
			parts
				.map( ( part ) =>
					part.type === 'email'
						? part.address + part.trailing
						: part.text
				)
				.join( '' )
		).toBe( text );
	} );
} );
