/**
 * The address check: it asks our resolver; an answer is `ok`, the resolver's refusal (an error
 * status, an unreachable address) is `broken`, a failure to reach our own route is `unknown`.
 */
import { checkCalendlyUrl } from '../check-url';

describe( 'checkCalendlyUrl', () => {
	test( 'asks the resolver and passes when it answers', async () => {
		const resolve = jest
			.fn()
			.mockResolvedValue( 'https://calendly.com/jane' );
		await expect(
			checkCalendlyUrl( 'https://calendly.com/jane', resolve )
		).resolves.toBe( 'ok' );
		expect( resolve ).toHaveBeenCalledWith( 'https://calendly.com/jane' );
	} );

	test.each( [
		[
			'an address that answers 404',
			{
				code: 'blockpack_resolve_failed',
				message: 'The address answered with the error 404.',
				data: { status: 400, target_status: 404 },
			},
			'broken',
		],
		[
			'an unreachable address',
			{
				code: 'blockpack_resolve_failed',
				message: 'The address could not be reached.',
			},
			'broken',
		],
		[
			'a blocked or offline request to our own route',
			{ code: 'fetch_error', message: 'You are probably offline.' },
			'unknown',
		],
		[ 'a thrown TypeError', new TypeError( 'Failed to fetch' ), 'unknown' ],
		[ 'a thrown null', null, 'unknown' ],
	] )( '%s', async ( _, error, expected ) => {
		const resolve = jest.fn().mockRejectedValue( error );
		await expect(
			checkCalendlyUrl( 'https://calendly.com/jane', resolve )
		).resolves.toBe( expected );
	} );
} );
