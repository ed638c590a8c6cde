/**
 * Picking in Google Photos (picker/google-flow.ts) against a scripted session: the window opened
 * blank and sent to Google's address, the polls at the interval each answer gives, and how the
 * flow ends (picked, the window closed before Done, the session's timeout, an aborted modal, a
 * session that could not be created).
 */
import {
	pickInGoogle,
	SESSION_EXPIRED,
	type GoogleApi,
} from '../picker/google-flow';

interface Script {
	/** The poll answers, in order: `set` once the user is done; each may change the interval. */
	polls: Array< {
		set: boolean;
		interval?: number;
		closeBefore?: boolean;
		fails?: boolean;
	} >;
	/** Whether listing the picked items fails. */
	listFails?: boolean;
	/** The session's timeout, ms. */
	timeout?: number;
	/** Whether creating the session fails. */
	createFails?: boolean;
	/** Whether the browser blocked the window. */
	blocked?: boolean;
	/** Aborts the flow before this poll. */
	abortAt?: number;
}

/**
 * Runs the flow against a script.
 *
 * @param script The script.
 */
async function run( script: Script ) {
	const calls: string[] = [];
	const sleeps: number[] = [];
	let clock = 0;
	const popup = {
		closed: false,
		location: { href: '' },
		close: jest.fn( () => {
			popup.closed = true;
		} ),
	};
	const win = {
		screenX: 0,
		screenY: 0,
		outerWidth: 1280,
		outerHeight: 900,
		open: jest.fn( () => ( script.blocked ? null : popup ) ),
	} as unknown as Window;
	const controller = new AbortController();
	let poll = 0;
	const api: GoogleApi = {
		createSession: async ( number ) => {
			calls.push( `create ${ number }` );
			if ( script.createFails ) {
				throw Object.assign( new Error( 'Not connected' ), {
					code: 'authorization_required',
				} );
			}
			return {
				id: 's1',
				picker_uri: 'https://photos.test/picker/s1/autoclose',
				poll_interval: 1000,
				timeout: script.timeout ?? 60_000,
				media_items_set: false,
			};
		},
		readSession: async ( id ) => {
			const answer = script.polls[ poll++ ];
			calls.push( `read ${ id }` );
			if ( answer.fails ) {
				throw Object.assign( new Error( 'Internal server error' ), {
					code: 'external_media_unavailable',
				} );
			}
			return {
				media_items_set: answer.set,
				poll_interval: answer.interval ?? 0,
			};
		},
		listSession: async ( id ) => {
			calls.push( `list ${ id }` );
			if ( script.listFails ) {
				throw Object.assign( new Error( 'Internal server error' ), {
					code: 'external_media_unavailable',
				} );
			}
			return {
				media: [
					{ ID: `${ id }:a`, URL: '' },
					{ ID: `${ id }:b`, URL: '' },
				],
			};
		},
		deleteSession: async ( id ) => {
			calls.push( `delete ${ id }` );
			return { deleted: true };
		},
	};
	const sleep = async ( ms: number ) => {
		sleeps.push( ms );
		clock += ms;
		const next = script.polls[ poll ];
		if ( next?.closeBefore ) {
			popup.closed = true;
		}
		if ( script.abortAt === poll ) {
			controller.abort();
		}
	};
	const outcome = pickInGoogle( {
		number: 3,
		api,
		win,
		sleep,
		now: () => clock,
		signal: controller.signal,
	} ).then(
		( value ) => ( { value } ),
		( error ) => ( { error } )
	);
	return { result: await outcome, calls, sleeps, popup, win };
}

describe( 'pickInGoogle', () => {
	it.each< [ string, Script, unknown, string[], number[] ] >( [
		[
			'picked after three polls, each at the interval Google gave',
			{
				polls: [
					{ set: false, interval: 2000 },
					{ set: false, interval: 500 },
					{ set: true },
				],
			},
			{
				value: {
					kind: 'picked',
					session: 's1',
					ids: [ 's1:a', 's1:b' ],
				},
			},
			[ 'create 3', 'read s1', 'read s1', 'read s1', 'list s1' ],
			[ 1000, 2000, 500 ],
		],
		[
			'the window closed before Done: nothing picked, the session deleted',
			{ polls: [ { set: false }, { set: false, closeBefore: true } ] },
			{ value: { kind: 'closed' } },
			[ 'create 3', 'read s1', 'read s1', 'delete s1' ],
			[ 1000, 1000 ],
		],
		[
			'Done pressed as the window closed itself (autoclose): picked',
			{ polls: [ { set: true, closeBefore: true } ] },
			{
				value: {
					kind: 'picked',
					session: 's1',
					ids: [ 's1:a', 's1:b' ],
				},
			},
			[ 'create 3', 'read s1', 'list s1' ],
			[ 1000 ],
		],
		[
			'the session outlives its timeout: SESSION_EXPIRED, the session deleted',
			{
				timeout: 2500,
				polls: [ { set: false }, { set: false }, { set: false } ],
			},
			{ error: expect.objectContaining( { code: SESSION_EXPIRED } ) },
			[ 'create 3', 'read s1', 'read s1', 'read s1', 'delete s1' ],
			[ 1000, 1000, 1000 ],
		],
		[
			'the modal closed while waiting: closed, the session deleted',
			{ polls: [ { set: false }, { set: false } ], abortAt: 1 },
			{ value: { kind: 'closed' } },
			[ 'create 3', 'read s1', 'delete s1' ],
			[ 1000, 1000 ],
		],
		[
			'the session cannot be created (not connected): its error, no poll',
			{ polls: [], createFails: true },
			{
				error: expect.objectContaining( {
					code: 'authorization_required',
				} ),
			},
			[ 'create 3' ],
			[],
		],
		[
			'the browser blocked the window: the first poll ends the flow',
			{ polls: [ { set: false } ], blocked: true },
			{ value: { kind: 'closed' } },
			[ 'create 3', 'read s1', 'delete s1' ],
			[ 1000 ],
		],
		[
			'a poll fails: its error, the window closed, the session deleted',
			{ polls: [ { set: false }, { set: false, fails: true } ] },
			{
				error: expect.objectContaining( {
					code: 'external_media_unavailable',
				} ),
			},
			[ 'create 3', 'read s1', 'read s1', 'delete s1' ],
			[ 1000, 1000 ],
		],
		[
			'the picked items cannot be listed: its error, the session deleted',
			{ polls: [ { set: true } ], listFails: true },
			{
				error: expect.objectContaining( {
					code: 'external_media_unavailable',
				} ),
			},
			[ 'create 3', 'read s1', 'list s1', 'delete s1' ],
			[ 1000 ],
		],
	] )( '%s', async ( _, script, expected, calls, sleeps ) => {
		const run1 = await run( script );
		expect( run1.result ).toEqual( expected );
		expect( run1.calls ).toEqual( calls );
		expect( run1.sleeps ).toEqual( sleeps );
	} );

	it( 'opens a 780×700 window at once, centred, and sends it to Google’s address', async () => {
		const { popup, win } = await run( { polls: [ { set: true } ] } );
		expect( win.open ).toHaveBeenCalledWith(
			'',
			'blockpack-google-photos-picker',
			'toolbar=0,location=0,menubar=0,width=780,height=700,top=100,left=250'
		);
		expect( popup.location.href ).toBe(
			'https://photos.test/picker/s1/autoclose'
		);
		expect( popup.close ).toHaveBeenCalled();
	} );

	it( 'closes the window when a poll fails', async () => {
		const { popup } = await run( {
			polls: [ { set: false, fails: true } ],
		} );
		expect( popup.close ).toHaveBeenCalled();
		expect( popup.closed ).toBe( true );
	} );

	it( 'closes the window when the session cannot be created', async () => {
		const { popup } = await run( { polls: [], createFails: true } );
		expect( popup.close ).toHaveBeenCalled();
		expect( popup.location.href ).toBe( '' );
	} );
} );
