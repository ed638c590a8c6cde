/**
 * The connection read from the route's answer or failure, and what the placeholder offers.
 */
import {
	connectionFromAnswer,
	connectionFromError,
	setupOffer,
	type Connection,
} from '../connection';

const URL =
	'http://example.test/wp-admin/options-general.php?page=blockpack#mailchimp';

describe( 'connectionFromAnswer', () => {
	test.each< [ string, unknown, Connection ] >( [
		[
			'connected',
			{ code: 'connected', connect_url: URL, can_connect: true },
			{
				status: 'connected',
				connectUrl: URL,
				canConnect: true,
				error: '',
			},
		],
		[
			'not connected, may connect',
			{ code: 'not_connected', connect_url: URL, can_connect: true },
			{
				status: 'not_connected',
				connectUrl: URL,
				canConnect: true,
				error: '',
			},
		],
		[
			'not connected, may not connect',
			{ code: 'not_connected', connect_url: URL, can_connect: false },
			{
				status: 'not_connected',
				connectUrl: URL,
				canConnect: false,
				error: '',
			},
		],
		[
			'an unknown code is not connected',
			{ code: 'maybe' },
			{
				status: 'not_connected',
				connectUrl: '',
				canConnect: undefined,
				error: '',
			},
		],
		[
			'nothing',
			null,
			{
				status: 'not_connected',
				connectUrl: '',
				canConnect: undefined,
				error: '',
			},
		],
		[
			'wrong types ignored',
			{ code: 'connected', connect_url: 5, can_connect: 'yes' },
			{
				status: 'connected',
				connectUrl: '',
				canConnect: undefined,
				error: '',
			},
		],
	] )( '%s', ( _, answer, expected ) => {
		expect( connectionFromAnswer( answer ) ).toEqual( expected );
	} );

	test( 'a failure is not connected, with the message', () => {
		expect( connectionFromError( 'Nope' ) ).toEqual( {
			status: 'not_connected',
			connectUrl: '',
			canConnect: undefined,
			error: 'Nope',
		} );
	} );
} );

describe( 'setupOffer', () => {
	test.each< [ string, Partial< Connection >, boolean, boolean ] >( [
		[
			'may connect, address known',
			{ canConnect: true, connectUrl: URL },
			true,
			false,
		],
		[
			'may connect, no address',
			{ canConnect: true, connectUrl: '' },
			false,
			false,
		],
		[
			'may not connect',
			{ canConnect: false, connectUrl: URL },
			false,
			true,
		],
		[
			'unknown (check failed)',
			{ canConnect: undefined, connectUrl: '' },
			false,
			false,
		],
	] )( '%s', ( _, partial, settingsLink, askAdministrator ) => {
		expect(
			setupOffer( {
				status: 'not_connected',
				connectUrl: '',
				error: '',
				...partial,
			} )
		).toEqual( { settingsLink, askAdministrator } );
	} );
} );
