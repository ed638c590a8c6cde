import { createRegistry } from '@wordpress/data';
import * as actions from '../actions';
import reducer from '../reducer';
import * as selectors from '../selectors';
import type { Action, State } from '../types';

const run = ( list: Action[] ): State =>
	list.reduce< State >(
		( state, action ) => reducer( state, action ),
		reducer( undefined, { type: '@@INIT' } as unknown as Action )
	);

describe( 'jetpack/media-source: the reducer', () => {
	test.each< [ string, Action[], State ] >( [
		[ 'nothing yet', [], { sources: {}, default: null } ],
		[
			'a source with what it says',
			[
				actions.registerMediaSource( 'a', {
					duration: 12,
					domId: 'video-a',
				} ),
			],
			{
				sources: { a: { id: 'a', duration: 12, domId: 'video-a' } },
				default: null,
			},
		],
		[
			'registered again: merged',
			[
				actions.registerMediaSource( 'a', { state: 'is-playing' } ),
				actions.registerMediaSource( 'a', { currentTime: 3 } ),
			],
			{
				sources: {
					a: { id: 'a', state: 'is-playing', currentTime: 3 },
				},
				default: null,
			},
		],
		[
			'play, pause, toggle twice',
			[
				actions.registerMediaSource( 'a' ),
				actions.playMediaSource( 'a' ),
				actions.pauseMediaSource( 'a' ),
				actions.toggleMediaSource( 'a' ),
			],
			{ sources: { a: { id: 'a', state: 'is-playing' } }, default: null },
		],
		[
			'toggle with no state: plays',
			[
				actions.registerMediaSource( 'a' ),
				actions.toggleMediaSource( 'a' ),
			],
			{ sources: { a: { id: 'a', state: 'is-playing' } }, default: null },
		],
		[
			'error and time',
			[
				actions.registerMediaSource( 'a' ),
				actions.errorMediaSource( 'a' ),
				actions.setMediaSourceCurrentTime( 'a', 7.5 ),
			],
			{
				sources: {
					a: { id: 'a', state: 'is-error', currentTime: 7.5 },
				},
				default: null,
			},
		],
		[
			'actions on an unknown source change nothing',
			[
				actions.playMediaSource( 'x' ),
				actions.updateMediaSourceData( 'x', { duration: 1 } ),
			],
			{ sources: {}, default: null },
		],
		[
			'the default unregistered: no default',
			[
				actions.registerMediaSource( 'a' ),
				actions.registerMediaSource( 'b' ),
				actions.setDefaultMediaSource( 'b' ),
				actions.unregisterMediaSource( 'b' ),
			],
			{ sources: { a: { id: 'a' } }, default: null },
		],
	] )( '%s', ( _name, list, expected ) => {
		expect( run( list ) ).toEqual( expected );
	} );
} );

describe( 'jetpack/media-source: the default source', () => {
	test.each< [ string, Action[], string | undefined ] >( [
		[ 'none registered', [], undefined ],
		[
			'the first registered',
			[
				actions.registerMediaSource( 'a' ),
				actions.registerMediaSource( 'b' ),
			],
			'a',
		],
		[
			'the one set',
			[
				actions.registerMediaSource( 'a' ),
				actions.registerMediaSource( 'b' ),
				actions.setDefaultMediaSource( 'b' ),
			],
			'b',
		],
	] )( '%s', ( _name, list, expected ) => {
		expect( selectors.getDefaultMediaSource( run( list ) )?.id ).toBe(
			expected
		);
	} );

	test( 'selectors without an id read the default; a source with no state is not ready', () => {
		const state = run( [
			actions.registerMediaSource( 'a', { duration: 9, domId: 'v' } ),
			actions.registerMediaSource( 'b' ),
			actions.setMediaSourceCurrentTime( 'a', 4 ),
		] );
		expect( selectors.getMediaPlayerState( state ) ).toBe(
			selectors.STATE_NOT_READY
		);
		expect( selectors.getMediaSourceCurrentTime( state ) ).toBe( 4 );
		expect( selectors.getMediaSourceDuration( state ) ).toBe( 9 );
		expect( selectors.getMediaSourceDomReference( state ) ).toBe( 'v' );
		expect( selectors.getMediaPlayerState( state, 'b' ) ).toBe(
			selectors.STATE_NOT_READY
		);
	} );

	test( 'registered under its name', async () => {
		const { store } = await import( '../index' );
		const registry = createRegistry();
		registry.register( store );
		registry.dispatch( store ).registerMediaSource( 'a', { duration: 2 } );
		expect(
			registry.select( 'jetpack/media-source' ).getMediaSourceById( 'a' )
		).toEqual( {
			id: 'a',
			duration: 2,
		} );
	} );
} );
