import {
	hasAddress,
	legacyMapSearchUrl,
	mapSearchUrl,
	type AddressFields,
} from '../address';

const EMPTY: AddressFields = {
	address: '',
	addressLine2: '',
	addressLine3: '',
	city: '',
	region: '',
	postal: '',
	country: '',
};
const PHOTON: AddressFields = {
	...EMPTY,
	address: '987  Photon Drive',
	addressLine2: 'Apartment 5',
	city: 'Speedyville',
	region: 'CA',
	postal: '12345',
	country: 'USA',
};
const SEARCH = 'https://www.google.com/maps/search/';

describe( 'hasAddress', () => {
	test.each`
		fields                           | expected
		${ EMPTY }                       | ${ false }
		${ { ...EMPTY, country: 'NZ' } } | ${ true }
		${ { ...EMPTY, postal: '0' } }   | ${ true }
		${ PHOTON }                      | ${ true }
	`( '$fields → $expected', ( { fields, expected } ) => {
		expect( hasAddress( fields ) ).toBe( expected );
	} );
} );

describe( 'mapSearchUrl', () => {
	test.each`
		fields                                                    | expected
		${ PHOTON }                                               | ${ '987++Photon+Drive,Apartment+5,+Speedyville,+CA,+12345+USA' }
		${ { ...EMPTY, city: 'Paris', country: 'France' } }       | ${ '+Paris,+France' }
		${ { ...EMPTY, region: 'Otago', postal: '9016' } }        | ${ '+Otago,+9016' }
		${ { ...EMPTY, postal: '9016' } }                         | ${ '+9016' }
		${ { ...EMPTY, address: '1 Rue de l’Église & Fils' } }    | ${ '1+Rue+de+l%E2%80%99%C3%89glise+%26+Fils,' }
		${ { ...EMPTY, address: 'a/b?c#d' } }                     | ${ 'a%2Fb%3Fc%23d,' }
		${ { ...EMPTY, address: '"><script>alert(1)</script>' } } | ${ '%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E,' }
		${ { ...EMPTY, address: 'javascript:alert(1)' } }         | ${ 'javascript%3Aalert(1),' }
		${ EMPTY }                                                | ${ '' }
	`( '$fields.address $fields.city → $expected', ( { fields, expected } ) => {
		const url = mapSearchUrl( fields );
		expect( url ).toBe( SEARCH + expected );
		expect( url ).not.toMatch( /[\s"<>]/ );
	} );
} );

describe( 'legacyMapSearchUrl', () => {
	test( 'reproduces the link Jetpack saved (only the first space as +)', () => {
		expect( legacyMapSearchUrl( PHOTON ) ).toBe(
			SEARCH + '987+ Photon Drive,Apartment 5,+Speedyville,+CA,+12345+USA'
		);
	} );
} );
