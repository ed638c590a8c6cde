/**
 * The connect popup: its centred 700×700 features, which messages count (the site's origin,
 * from the popup, with a `keyring_id`), and the watch (message, close, blocked popup, cancel).
 */
import {
	CLOSE_GRACE_MS,
	CLOSE_POLL_MS,
	openConnectPopup,
	POPUP_NAME,
	popupFeatures,
	readPopupMessage,
} from '../popup';

const ORIGIN = 'http://example.test';

describe( 'popupFeatures', () => {
	it.each< [ string, Parameters< typeof popupFeatures >[ 0 ], string ] >( [
		[
			'centred on a 1400×1000 window at 100,50',
			{ left: 100, top: 50, width: 1400, height: 1000 },
			'width=700,height=700,top=200,left=450',
		],
		[
			'a window smaller than the popup: kept on screen',
			{ left: 0, top: 0, width: 500, height: 400 },
			'width=700,height=700,top=0,left=0',
		],
		[
			'a second screen on the left',
			{ left: -1920, top: 0, width: 1920, height: 1080 },
			'width=700,height=700,top=190,left=0',
		],
	] )( '%s', ( _, box, expected ) => {
		expect( popupFeatures( box ) ).toBe(
			`toolbar=0,location=0,menubar=0,${ expected }`
		);
	} );
} );

describe( 'readPopupMessage', () => {
	const popup = {};
	const other = {};
	it.each<
		[ string, { origin: string; source: unknown; data: unknown }, unknown ]
	>( [
		[
			'a numeric id',
			{ origin: ORIGIN, source: popup, data: { keyring_id: 42 } },
			{ kind: 'connected', id: '42' },
		],
		[
			'an id as digits',
			{ origin: ORIGIN, source: popup, data: { keyring_id: '7' } },
			{ kind: 'connected', id: '7' },
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

describe( 'openConnectPopup', () => {
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
			outerWidth: 1500,
			outerHeight: 900,
			location: { origin: ORIGIN },
			addEventListener: jest.fn( ( _: string, fn ) =>
				listeners.add( fn )
			),
			removeEventListener: jest.fn( ( _: string, fn ) =>
				listeners.delete( fn )
			),
		};
		const handlers = { onOutcome: jest.fn(), onClosed: jest.fn() };
		const connect = openConnectPopup( handlers, win as unknown as Window );
		const post = (
			data: unknown,
			origin = ORIGIN,
			source: unknown = popup
		) =>
			listeners.forEach( ( fn ) =>
				fn( { data, origin, source } as MessageEvent )
			);
		return { popup, win, handlers, connect, post, listeners };
	}

	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	it( 'opens a blank centred 700×700 popup at once, then goes to the address', () => {
		const { win, popup, connect } = setup();
		expect( win.open ).toHaveBeenCalledWith(
			'',
			POPUP_NAME,
			'toolbar=0,location=0,menubar=0,width=700,height=700,top=100,left=400'
		);
		connect.go( 'http://example.test/connect' );
		expect( popup.location.href ).toBe( 'http://example.test/connect' );
	} );

	it( 'reports the id once, ignores other origins, stops listening', () => {
		const { handlers, post, listeners } = setup();
		post( { keyring_id: 9 }, 'https://evil.test' );
		expect( handlers.onOutcome ).not.toHaveBeenCalled();
		post( { keyring_id: 5 } );
		post( { keyring_id: 6 } );
		expect( handlers.onOutcome ).toHaveBeenCalledTimes( 1 );
		expect( handlers.onOutcome ).toHaveBeenCalledWith( {
			kind: 'connected',
			id: '5',
		} );
		expect( listeners.size ).toBe( 0 );
		jest.advanceTimersByTime( 5000 );
		expect( handlers.onClosed ).not.toHaveBeenCalled();
	} );

	it( 'notices the popup closed without an answer', () => {
		const { handlers, popup, listeners } = setup();
		jest.advanceTimersByTime( CLOSE_POLL_MS * 3 );
		expect( handlers.onClosed ).not.toHaveBeenCalled();
		popup.closed = true;
		jest.advanceTimersByTime( CLOSE_POLL_MS + CLOSE_GRACE_MS );
		expect( handlers.onClosed ).toHaveBeenCalledTimes( 1 );
		expect( handlers.onOutcome ).not.toHaveBeenCalled();
		expect( listeners.size ).toBe( 0 );
	} );

	it( 'a message that arrives just after the popup closed itself still counts', () => {
		const { handlers, popup, post } = setup();
		popup.closed = true;
		jest.advanceTimersByTime( CLOSE_POLL_MS );
		post( { keyring_id: 3 } );
		jest.advanceTimersByTime( CLOSE_GRACE_MS );
		expect( handlers.onOutcome ).toHaveBeenCalledWith( {
			kind: 'connected',
			id: '3',
		} );
		expect( handlers.onClosed ).not.toHaveBeenCalled();
	} );

	it( 'a blocked popup ends the flow as closed', () => {
		const { handlers, connect } = setup( true );
		connect.go( 'http://example.test/connect' );
		jest.advanceTimersByTime( CLOSE_GRACE_MS );
		expect( handlers.onClosed ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'cancel closes the popup and reports nothing more', () => {
		const { handlers, popup, connect, post } = setup();
		connect.cancel();
		expect( popup.close ).toHaveBeenCalled();
		post( { keyring_id: 3 } );
		connect.go( 'http://example.test/connect' );
		jest.advanceTimersByTime( 5000 );
		expect( popup.location.href ).toBe( 'about:blank' );
		expect( handlers.onOutcome ).not.toHaveBeenCalled();
		expect( handlers.onClosed ).not.toHaveBeenCalled();
	} );
} );
