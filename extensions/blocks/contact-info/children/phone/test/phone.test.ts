import { phoneParts } from '../phone';

describe( 'phoneParts', () => {
	test.each`
		text                               | prefix                  | number                   | href
		${ '123-456-7890' }                | ${ '' }                 | ${ '123-456-7890' }      | ${ 'tel:1234567890' }
		${ '+1 (555) 123-4567' }           | ${ '' }                 | ${ '+1 (555) 123-4567' } | ${ 'tel:+15551234567' }
		${ 'Call us: +44 20 7946 0958' }   | ${ 'Call us: ' }        | ${ '+44 20 7946 0958' }  | ${ 'tel:+442079460958' }
		${ 'Office (555) 010-9999' }       | ${ 'Office ' }          | ${ '(555) 010-9999' }    | ${ 'tel:5550109999' }
		${ 'Tel:0800 123' }                | ${ 'Tel:' }             | ${ '0800 123' }          | ${ 'tel:0800123' }
		${ '555.123.4567' }                | ${ '' }                 | ${ '555.123.4567' }      | ${ 'tel:5551234567' }
		${ '1-800-FLOWERS' }               | ${ '' }                 | ${ '1-800-FLOWERS' }     | ${ 'tel:1800' }
		${ 'ext +1 555 x+9' }              | ${ 'ext ' }             | ${ '+1 555 x+9' }        | ${ 'tel:+15559' }
		${ 'javascript:alert(1)' }         | ${ 'javascript:alert' } | ${ '(1)' }               | ${ 'tel:1' }
		${ '"><script>alert(1)</script>' } | ${ '"><script>alert' }  | ${ '(1)</script>' }      | ${ 'tel:1' }
	`( '$text → $href', ( { text, prefix, number, href } ) => {
		expect( phoneParts( text ) ).toEqual( { prefix, number, href } );
	} );

	test.each( [ 'Call us', '', '+-()', 'javascript:void' ] )(
		'%p has no number: shown as plain text',
		( text ) => {
			expect( phoneParts( text ) ).toBeNull();
		}
	);

	test.each( [
		'+1 (555) 123-4567',
		'javascript:alert(1)',
		'<img src=x onerror=alert(1)> 42',
		'"; DROP 12',
	] )(
		'the link of %p is tel: with digits and a leading + only',
		( text ) => {
			expect( phoneParts( text )?.href ).toMatch( /^tel:\+?\d+$/ );
		}
	);
} );
