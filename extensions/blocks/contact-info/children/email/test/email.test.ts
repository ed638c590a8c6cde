import { emailParts, isValidEmail } from '../email';

describe( 'isValidEmail', () => {
	test.each`
		word                                     | expected   | why
		${ 'hello@yourjetpack.blog' }            | ${ true }  | ${ 'a plain address' }
		${ 'first.last+tag@mail.example.co.uk' } | ${ true }  | ${ 'dots, plus and sub-domains' }
		${ "o'brien@example.org" }               | ${ true }  | ${ 'an apostrophe is allowed before the @' }
		${ 'a@b.c' }                             | ${ false } | ${ 'a one-letter top-level domain' }
		${ 'no-at-sign.example.com' }            | ${ false } | ${ 'no @' }
		${ '@example.com' }                      | ${ false } | ${ 'nothing before the @' }
		${ 'user@' }                             | ${ false } | ${ 'nothing after the @' }
		${ 'user@localhost' }                    | ${ false } | ${ 'no top-level domain' }
		${ 'two@@example.com' }                  | ${ false } | ${ 'two @ signs' }
		${ 'dots..twice@example.com' }           | ${ false } | ${ 'two dots in a row' }
		${ '.lead@example.com' }                 | ${ false } | ${ 'a leading dot' }
		${ 'user@-example.com' }                 | ${ false } | ${ 'a domain starting with a hyphen' }
		${ 'javascript:alert(1)@example.com' }   | ${ false } | ${ 'a javascript: URL' }
		${ '"quoted"@example.com' }              | ${ false } | ${ 'double quotes' }
		${ '<script>@example.com' }              | ${ false } | ${ 'markup' }
		${ 'a@example.com"onmouseover="x' }      | ${ false } | ${ 'an attribute breakout' }
		${ `${ 'x'.repeat( 65 ) }@example.com` } | ${ false } | ${ 'a local part over 64 characters' }
		${ `a@${ 'x'.repeat( 64 ) }.com` }       | ${ false } | ${ 'a domain label over 63 characters' }
	`( '$word → $expected ($why)', ( { word, expected } ) => {
		expect( isValidEmail( word ) ).toBe( expected );
	} );
} );

describe( 'emailParts', () => {
	test.each`
		text                                      | expected
		${ 'hello@yourjetpack.blog' }             | ${ [ { type: 'email', address: 'hello@yourjetpack.blog', trailing: '' } ] }
		${ 'Write to hi@example.com.' }           | ${ [ { type: 'text', text: 'Write' }, { type: 'text', text: ' ' }, { type: 'text', text: 'to' }, { type: 'text', text: ' ' }, { type: 'email', address: 'hi@example.com', trailing: '.' } ] }
		${ 'a@example.com, b@example.org!)' }     | ${ [ { type: 'email', address: 'a@example.com', trailing: ',' }, { type: 'text', text: ' ' }, { type: 'email', address: 'b@example.org', trailing: '!)' } ] }
		${ 'mail  me' }                           | ${ [ { type: 'text', text: 'mail' }, { type: 'text', text: '  ' }, { type: 'text', text: 'me' } ] }
		${ 'javascript:alert(1)//@example.com' }  | ${ [ { type: 'text', text: 'javascript:alert(1)//@example.com' } ] }
		${ '<script>alert(1)</script>@evil.com' } | ${ [ { type: 'text', text: '<script>alert(1)</script>@evil.com' } ] }
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
