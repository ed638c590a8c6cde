/**
 * The editor's validators on the cases the server's copies must also pass (cases.json; the PHP
 * side is php-validation.test.ts).
 */
import { isValidEmail } from '../email';
import {
	hasHttpScheme,
	httpsUrlOnHost,
	isHttpOrRelativeUrl,
	isHttpUrl,
} from '../url';
import cases from './cases.json';

type Case = { input: string; valid: boolean; why: string };
const table = ( rows: Case[] ) =>
	rows.map(
		( row ) => [ JSON.stringify( row.input ), row.why, row ] as const
	);

describe( 'isValidEmail', () => {
	test.each( table( cases.email ) )( '%s (%s)', ( _input, _why, row ) => {
		expect( isValidEmail( row.input ) ).toBe( row.valid );
	} );
	it( 'refuses what is not a string', () => {
		expect( isValidEmail( undefined ) ).toBe( false );
		expect( isValidEmail( 42 ) ).toBe( false );
	} );
} );

describe( 'isHttpUrl', () => {
	test.each( table( cases.httpUrl ) )( '%s (%s)', ( _input, _why, row ) => {
		expect( isHttpUrl( row.input ) ).toBe( row.valid );
	} );
} );

describe( 'hasHttpScheme', () => {
	test.each( table( cases.httpScheme ) )(
		'%s (%s)',
		( _input, _why, row ) => {
			expect( hasHttpScheme( row.input ) ).toBe( row.valid );
		}
	);
} );

describe( 'isHttpOrRelativeUrl', () => {
	test.each( table( cases.httpOrRelativeUrl ) )(
		'%s (%s)',
		( _input, _why, row ) => {
			expect( isHttpOrRelativeUrl( row.input ) ).toBe( row.valid );
		}
	);
	it( 'refuses what is not a string', () => {
		expect( isHttpOrRelativeUrl( undefined ) ).toBe( false );
		expect( isHttpOrRelativeUrl( [ 'https://example.com' ] ) ).toBe(
			false
		);
	} );
} );

describe( 'httpsUrlOnHost', () => {
	test.each`
		url                                    | expected
		${ 'https://calendly.com/me' }         | ${ 'https://calendly.com/me' }
		${ 'http://calendly.com/me' }          | ${ undefined }
		${ 'https://evil.calendly.com/me' }    | ${ undefined }
		${ 'https://calendly.com.evil.com/' }  | ${ undefined }
		${ 'https://user:pw@calendly.com/me' } | ${ undefined }
		${ 'https://user@calendly.com/me' }    | ${ undefined }
		${ 'https://calendly.com:8443/me' }    | ${ undefined }
		${ 'not a url' }                       | ${ undefined }
		${ 42 }                                | ${ undefined }
	`( '$url → $expected', ( { url, expected } ) => {
		expect( httpsUrlOnHost( url, 'calendly.com' )?.href ).toBe( expected );
	} );
} );
