/**
 * The Donations block's Stripe banner: its text, its link, when it is hidden, and that it reads
 * the memberships store.
 */
import apiFetch from '@wordpress/api-fetch';
import { createRegistry, RegistryProvider } from '@wordpress/data';
import { act, render, screen } from '@testing-library/react';
import { addAction, removeAllActions } from '@wordpress/hooks';
import userEvent from '@testing-library/user-event';
import { store } from '@stores/membership-products';
import StripeBanner, { StripeBannerView } from '../stripe-banner';

jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: jest.fn(),
} ) );

const mockedFetch = apiFetch as unknown as jest.Mock;

const STRIPE_TITLE = 'Connect to Stripe to use this block on your site';
const STRIPE_TEXT =
	'This block will be hidden from your visitors until you connect to Stripe.';

beforeEach( () => {
	mockedFetch.mockReset();
} );

describe( 'Stripe banner', () => {
	it( 'asks to connect, linking to the connect URL', () => {
		render(
			<StripeBannerView
				connectUrl="/wp-admin/options-general.php?page=blockpack"
				shouldUpgrade={ false }
			/>
		);
		expect(
			screen.getByRole( 'region', { name: STRIPE_TITLE } )
		).toBeInTheDocument();
		expect( screen.getByText( STRIPE_TITLE ) ).toBeInTheDocument();
		expect( screen.getByText( STRIPE_TEXT ) ).toBeInTheDocument();
		const link = screen.getByRole( 'link', { name: 'Connect' } );
		expect( link ).toHaveAttribute(
			'href',
			'/wp-admin/options-general.php?page=blockpack'
		);
		expect( link ).toHaveAttribute( 'target', '_top' );
	} );

	it( 'fires blockpack.bannerImpression when shown and blockpack.stripeConnectClick on Connect', async () => {
		const heard: Array< [ string, unknown ] > = [];
		const names = [
			'blockpack.bannerImpression',
			'blockpack.stripeConnectClick',
		];
		names.forEach( ( name ) =>
			addAction( name, 'test', ( payload: unknown ) =>
				heard.push( [ name, payload ] )
			)
		);
		try {
			const { unmount } = render(
				<StripeBannerView connectUrl="#connect" shouldUpgrade />
			);
			unmount();
			expect( heard ).toEqual( [] );
			render(
				<StripeBannerView
					connectUrl="#connect"
					shouldUpgrade={ false }
				/>
			);
			await userEvent.click(
				screen.getByRole( 'link', { name: 'Connect' } )
			);
			expect( heard ).toEqual( [
				[
					'blockpack.bannerImpression',
					{
						banner: 'stripe',
						block: 'jetpack/donations',
						plan: null,
						context: 'editor-canvas',
					},
				],
				[
					'blockpack.stripeConnectClick',
					{ block: 'jetpack/donations', context: 'editor-canvas' },
				],
			] );
		} finally {
			names.forEach( ( name ) => removeAllActions( name, 'test' ) );
		}
	} );

	it.each< [ string, string | null, boolean ] >( [
		[ 'an upgrade is needed', '/connect', true ],
		[ 'there is no connect URL', null, false ],
		[ 'the connect URL is empty', '', false ],
	] )( 'is hidden when %s', ( _, connectUrl, shouldUpgrade ) => {
		const { container } = render(
			<StripeBannerView
				connectUrl={ connectUrl }
				shouldUpgrade={ shouldUpgrade }
			/>
		);
		expect( container ).toBeEmptyDOMElement();
	} );

	it( 'reads the memberships store', () => {
		const registry = createRegistry();
		registry.register( store );
		// As if the status were already asked: no request here.
		registry.dispatch( store ).finishResolution( 'getStatus', [] );
		registry.dispatch( store ).receiveStatus( {
			connectUrl: '/settings',
			shouldUpgrade: false,
			error: null,
		} );
		const { rerender } = render(
			<RegistryProvider value={ registry }>
				<StripeBanner />
			</RegistryProvider>
		);
		expect(
			screen.getByRole( 'link', { name: 'Connect' } )
		).toHaveAttribute( 'href', '/settings' );
		act( () => {
			registry.dispatch( store ).receiveStatus( {
				connectUrl: '/settings',
				shouldUpgrade: true,
				error: null,
			} );
		} );
		rerender(
			<RegistryProvider value={ registry }>
				<StripeBanner />
			</RegistryProvider>
		);
		expect( screen.queryByText( STRIPE_TITLE ) ).not.toBeInTheDocument();
		expect( mockedFetch ).not.toHaveBeenCalled();
	} );
} );
