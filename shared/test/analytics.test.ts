/**
 * Analytics as hooks: each action reaches its listeners with a copy of its payload; nothing
 * happens without one; a listener that throws does not reach the caller. Where each action is
 * fired is tested with its banner (shared/banners/test/banners.test.tsx,
 * extensions/blocks/donations/test/stripe-banner.test.tsx).
 */
import { addAction, removeAllActions } from '@wordpress/hooks';
import { track, type AnalyticsActions } from '../analytics';

const NAMES = [
	'blockpack.bannerImpression',
	'blockpack.upgradeClick',
	'blockpack.stripeConnectClick',
] as const;

afterEach( () =>
	NAMES.forEach( ( name ) => {
		removeAllActions( name, 'test' );
		removeAllActions( name, 'test/throws' );
	} )
);

describe( 'track', () => {
	it.each<
		[ keyof AnalyticsActions, AnalyticsActions[ keyof AnalyticsActions ] ]
	>( [
		[
			'blockpack.bannerImpression',
			{
				banner: 'premium',
				block: 'jetpack/x',
				plan: 'business',
				context: 'editor-canvas',
			},
		],
		[
			'blockpack.upgradeClick',
			{ block: 'jetpack/x', plan: null, context: 'editor-canvas' },
		],
		[
			'blockpack.stripeConnectClick',
			{ block: 'jetpack/donations', context: 'editor-canvas' },
		],
	] )(
		'%s reaches its listener with its payload, and no other',
		( name, payload ) => {
			const heard: Record< string, unknown[] > = {};
			NAMES.forEach( ( each ) => {
				heard[ each ] = [];
				addAction( each, 'test', ( p: unknown ) =>
					heard[ each ].push( p )
				);
			} );
			track( name, payload as never );
			expect( heard[ name ] ).toEqual( [ payload ] );
			expect( heard[ name ][ 0 ] ).not.toBe( payload );
			NAMES.filter( ( each ) => each !== name ).forEach( ( each ) =>
				expect( heard[ each ] ).toEqual( [] )
			);
		}
	);

	it( 'does nothing without a listener, and a throwing listener stays its own fault', () => {
		const click = () =>
			track( 'blockpack.upgradeClick', {
				block: 'jetpack/x',
				plan: null,
				context: 'editor-canvas',
			} );
		expect( click ).not.toThrow();
		addAction( 'blockpack.upgradeClick', 'test/throws', () => {
			throw new Error( 'listener' );
		} );
		expect( click ).not.toThrow();
	} );
} );
