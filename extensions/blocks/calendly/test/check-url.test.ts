/**
 * The load check: opaque or successful answers pass, network failures and error statuses fail.
 */
import { checkUrlLoads } from '../check-url';

const answer = ( type: string, ok: boolean, status = 200 ) =>
	jest.fn().mockResolvedValue( { type, ok, status } as Response );

describe( 'checkUrlLoads', () => {
	test.each( [
		[ 'an opaque answer', answer( 'opaque', false, 0 ) ],
		[ 'a readable 200', answer( 'cors', true ) ],
	] )( 'passes on %s', async ( _, fetch ) => {
		await expect(
			checkUrlLoads( 'https://calendly.com/jane', fetch )
		).resolves.toBeUndefined();
		expect( fetch ).toHaveBeenCalledWith( 'https://calendly.com/jane', {
			mode: 'no-cors',
			credentials: 'omit',
		} );
	} );

	test.each( [
		[ 'a readable 404', answer( 'cors', false, 404 ) ],
		[
			'a network failure',
			jest.fn().mockRejectedValue( new TypeError( 'Failed to fetch' ) ),
		],
	] )( 'fails on %s', async ( _, fetch ) => {
		await expect(
			checkUrlLoads( 'https://calendly.com/jane', fetch )
		).rejects.toThrow();
	} );
} );
