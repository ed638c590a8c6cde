/**
 * The connect popup: its centred 780×700 features, which messages count (the site's origin,
 * from the popup, with a `keyring_id`), and the watch (message, 100 ms close polling with its
 * grace, blocked popup, cancel), each settling the result once.
 */
import {
	CLOSE_GRACE_MS,
	CLOSE_POLL_MS,
	openPopup,
	popupFeatures,
	readPopupMessage,
	type PopupOutcome,
} from '..';

const ORIGIN = 'http://example.test';

describe( 'popupFeatures', () => {
	it.each< [ string, Parameters< typeof popupFeatures >[ 0 ], string ] >( [
		[
			'centred on a 1400×1000 window at 100,50',
			{ left: 100, top: 50, width: 1400, height: 1000 },
			'width=780,height=700,top=200,left=410',
		],
		[
			'centred on a window at the screen’s corner',
			{ left: 0, top: 0, width: 1780, height: 900 },
			'width=780,height=700,top=100,left=500',
		],
		[
			'an odd difference is rounded',
			{ left: 0, top: 0, width: 1001, height: 701 },
			'width=780,height=700,top=1,left=111',
		],
		[
			'a window smaller than the popup: kept on screen',
			{ left: 0, top: 0, width: 500, height: 400 },
			'width=780,height=700,top=0,left=0',
		],
		[
			'a second screen on the left',
			{ left: -1920, top: 0, width: 1920, height: 1080 },
			'width=780,height=700,top=190,left=0',
		],
	] )( '%s', ( _, box, expected ) => {
		expect( popupFeatures( box ) ).toBe(
			`toolbar=0,location=0,menubar=0,${ expected }`
		);
	} );

	it( 'another size', () => {
		expect(
			popupFeatures(
				{ left: 0, top: 0, width: 1000, height: 1000 },
				600,
				400
			)
		).toBe(
			'toolbar=0,location=0,menubar=0,width=600,height=400,top=300,left=200'
		);
	} );
} );

describe( 'readPopupMessage', () => {
	const popup = {};
	const other = {};
	const connected = (
		id: number,
		token: string | null = null,
		user: Record< string, unknown > | null = null
	) => ( {
		kind: 'connected',
		result: { keyring_id: id, id_token: token, user },
	} );
	it.each<
		[ string, { origin: string; source: unknown; data: unknown }, unknown ]
	>( [
		[
			'a numeric id',
			{ origin: ORIGIN, source: popup, data: { keyring_id: 42 } },
			connected( 42 ),
		],
		[
			'an id as digits',
			{ origin: ORIGIN, source: popup, data: { keyring_id: '7' } },
			connected( 7 ),
		],
		[
			'the id token and the user',
			{
				origin: ORIGIN,
				source: popup,
				data: {
					keyring_id: 3,
					id_token: 'eyJ.token',
					user: { name: 'Ada', email: 'ada@example.test' },
				},
			},
			connected( 3, 'eyJ.token', {
				name: 'Ada',
				email: 'ada@example.test',
			} ),
		],
		[
			'an id token that is not text, a user that is not an object: dropped',
			{
				origin: ORIGIN,
				source: popup,
				data: { keyring_id: 3, id_token: 12, user: [ 'Ada' ] },
			},
			connected( 3 ),
		],
		[
			'another origin is ignored',
			{
				origin: 'https://evil.test',
				source: popup,
				data: { keyring_id: 42 },
			},
			null,
		],
		[
			'a look-alike origin is ignored',
			{
				origin: `${ ORIGIN }.evil.test`,
				source: popup,
				data: { keyring_id: 42 },
			},
			null,
		],
		[
			'another window is ignored',
			{ origin: ORIGIN, source: other, data: { keyring_id: 42 } },
			null,
		],
		[
			'a message without keyring_id is ignored',
			{ origin: ORIGIN, source: popup, data: { type: 'other' } },
			null,
		],
		[
			'a string message is ignored',
			{ origin: ORIGIN, source: popup, data: 'keyring_id' },
			null,
		],
		[
			'a null message is ignored',
			{ origin: ORIGIN, source: popup, data: null },
			null,
		],
		[
			'a failure with its reason',
			{
				origin: ORIGIN,
				source: popup,
				data: { keyring_id: null, error: 'Access denied.' },
			},
			{ kind: 'failed', message: 'Access denied.' },
		],
		[
			'an id that is not a positive integer is a failure',
			{ origin: ORIGIN, source: popup, data: { keyring_id: 'abc' } },
			{ kind: 'failed', message: '' },
		],
		[
			'zero is a failure',
			{ origin: ORIGIN, source: popup, data: { keyring_id: 0 } },
			{ kind: 'failed', message: '' },
		],
		[
			'a fraction is a failure',
			{ origin: ORIGIN, source: popup, data: { keyring_id: 1.5 } },
			{ kind: 'failed', message: '' },
		],
	] )( '%s', ( _, event, expected ) => {
		expect(
			readPopupMessage( event as MessageEvent, ORIGIN, popup )
		).toEqual( expected );
	} );

	it( 'nothing counts without a popup', () => {
		expect(
			readPopupMessage(
				{ origin: ORIGIN, source: null, data: { keyring_id: 1 } },
				ORIGIN,
				null
			)
		).toBeNull();
	} );
} );

describe( 'openPopup', () => {
	interface FakePopup {
		closed: boolean;
		location: { href: string };
		close: jest.Mock;
	}

	function setup( blocked = false ) {
		const listeners = new Set< ( event: MessageEvent ) => void >();
		const popup: FakePopup = {
			closed: false,
			location: { href: 'about:blank' },
			close: jest.fn( () => {
				popup.closed = true;
			} ),
		};
		const win = {
			open: jest.fn( () => ( blocked ? null : popup ) ),
			screenX: 0,
			screenY: 0,
			outerWidth: 1580,
			outerHeight: 900,
			location: { origin: ORIGIN },
			addEventListener: jest.fn( ( _: string, fn ) =>
				listeners.add( fn )
			),
			removeEventListener: jest.fn( ( _: string, fn ) =>
				listeners.delete( fn )
			),
		};
		const opened = openPopup( 'a-flow', win as unknown as Window );
		const outcomes: PopupOutcome[] = [];
		opened.result.then( ( outcome ) => outcomes.push( outcome ) );
		const post = (
			data: unknown,
			origin = ORIGIN,
			source: unknown = popup
		) =>
			listeners.forEach( ( fn ) =>
				fn( { data, origin, source } as MessageEvent )
			);
		/**
		 * Runs the timers, then lets the result's callbacks run.
		 * @param ms
		 */
		const advance = async ( ms: number ) => {
			jest.advanceTimersByTime( ms );
			await Promise.resolve();
			await Promise.resolve();
		};
		return { popup, win, opened, outcomes, post, listeners, advance };
	}

	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	it( 'opens a blank centred 780×700 popup at once, then goes to the address', () => {
		const { win, popup, opened } = setup();
		expect( win.open ).toHaveBeenCalledWith(
			'',
			'a-flow',
			'toolbar=0,location=0,menubar=0,width=780,height=700,top=100,left=400'
		);
		opened.go( 'http://example.test/connect' );
		expect( popup.location.href ).toBe( 'http://example.test/connect' );
	} );

	it( 'resolves with the result once, ignores other origins and windows, stops listening', async () => {
		const { outcomes, post, listeners, advance } = setup();
		post( { keyring_id: 9 }, 'https://evil.test' );
		post( { keyring_id: 9 }, ORIGIN, {} );
		await advance( 0 );
		expect( outcomes ).toEqual( [] );
		post( { keyring_id: 5, id_token: 't', user: { name: 'Ada' } } );
		post( { keyring_id: 6 } );
		await advance( 5000 );
		expect( outcomes ).toEqual( [
			{
				kind: 'connected',
				result: { keyring_id: 5, id_token: 't', user: { name: 'Ada' } },
			},
		] );
		expect( listeners.size ).toBe( 0 );
	} );

	it( 'resolves with the failure the page posts', async () => {
		const { outcomes, post, advance } = setup();
		post( { keyring_id: null, error: 'Denied.' } );
		await advance( 0 );
		expect( outcomes ).toEqual( [
			{ kind: 'failed', message: 'Denied.' },
		] );
	} );

	it.each( [
		[ 'closed at once', 0 ],
		[ 'closed after a while', 3 * CLOSE_POLL_MS ],
		[ 'closed after a minute', 60_000 ],
	] )(
		'checks every 100 ms for the popup closed without an answer: %s',
		async ( _, after ) => {
			const { outcomes, popup, listeners, advance } = setup();
			await advance( after );
			expect( outcomes ).toEqual( [] );
			popup.closed = true;
			// Seen at the next check, then the grace period.
			await advance( CLOSE_POLL_MS );
			expect( outcomes ).toEqual( [] );
			await advance( CLOSE_GRACE_MS - 1 );
			expect( outcomes ).toEqual( [] );
			await advance( 1 );
			expect( outcomes ).toEqual( [ { kind: 'closed' } ] );
			expect( listeners.size ).toBe( 0 );
		}
	);

	it( 'the poll runs every 100 ms, not slower', async () => {
		const { outcomes, popup, advance } = setup();
		await advance( 50 );
		popup.closed = true;
		// The check at 100 ms sees it; the grace ends at 400 ms.
		await advance( 50 + CLOSE_GRACE_MS );
		expect( outcomes ).toEqual( [ { kind: 'closed' } ] );
	} );

	it.each( [
		[ 'at once', 0 ],
		[ 'late in the grace period', CLOSE_GRACE_MS - 1 ],
	] )(
		'a message that arrives after the popup closed itself still counts: %s',
		async ( _, delay ) => {
			const { outcomes, popup, post, advance } = setup();
			popup.closed = true;
			await advance( CLOSE_POLL_MS );
			await advance( delay );
			post( { keyring_id: 3 } );
			await advance( CLOSE_GRACE_MS );
			expect( outcomes ).toEqual( [
				{
					kind: 'connected',
					result: { keyring_id: 3, id_token: null, user: null },
				},
			] );
		}
	);

	it( 'a blocked popup ends the flow as closed', async () => {
		const { opened, outcomes, advance } = setup( true );
		opened.go( 'http://example.test/connect' );
		await advance( CLOSE_GRACE_MS );
		expect( outcomes ).toEqual( [ { kind: 'closed' } ] );
	} );

	it( 'cancel closes the popup, ends as closed, and nothing more counts', async () => {
		const { outcomes, popup, opened, post, advance } = setup();
		opened.cancel();
		expect( popup.close ).toHaveBeenCalled();
		post( { keyring_id: 3 } );
		opened.go( 'http://example.test/connect' );
		await advance( 5000 );
		expect( popup.location.href ).toBe( 'about:blank' );
		expect( outcomes ).toEqual( [ { kind: 'closed' } ] );
	} );
} );
