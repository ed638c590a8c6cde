/**
 * The Premium banner: texts, "Redirecting…" while pending, and the rules behind it (plan names,
 * upgrade addresses, paid blocks). The Stripe banner, which only the Donations block shows, is
 * tested with that block (extensions/blocks/donations/test/stripe-banner.test.tsx).
 */
import apiFetch from '@wordpress/api-fetch';
import { store as siteStore } from '@stores/site';
import { dispatch } from '@wordpress/data';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addAction, removeAllActions } from '@wordpress/hooks';
import PremiumBanner from '../premium-banner';
import { getPlanName, getUpgradeUrl, type SitePlanData } from '../site-plan';
import {
	addFrontendBannerAttribute,
	hasPaidBlocks,
	getPaidBlockInfo,
	withPremiumBanner,
} from '../paid-blocks';

jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: jest.fn(),
} ) );

const mockedFetch = apiFetch as unknown as jest.Mock;

beforeEach( () => {
	mockedFetch.mockReset();
	// The store asks once per page: each test asks again.
	dispatch( siteStore ).invalidateResolutionForStore();
	dispatch( siteStore ).receiveSitePlan( undefined );
	window.blockpackEditor = undefined;
} );

const SITE: SitePlanData = {
	plan: {
		product_slug: 'blockpack-self-hosted',
		product_name: 'Self-hosted',
	},
	plans: [
		{ product_slug: 'premium', product_name: 'Premium' },
		{
			product_slug: 'business',
			product_name: 'Business',
			upgrade_url: 'https://shop.example/business',
		},
	],
	upgrade_url: 'https://shop.example/upgrade',
};

describe( 'Premium banner', () => {
	it( 'names the plan by its short name from the plans list', async () => {
		mockedFetch.mockResolvedValue( {
			code: 'success',
			data: {
				...SITE,
				plans: [
					{
						product_slug: 'premium',
						product_name: 'WordPress.com Premium',
						product_name_short: 'Premium',
					},
				],
			},
		} );
		render( <PremiumBanner requiredPlan="premium" /> );
		expect(
			await screen.findByText(
				'Upgrade to Premium to use this block on your site.'
			)
		).toBeInTheDocument();
	} );

	it( 'names the plan, and reads "Redirecting…" while it leaves for the upgrade page', async () => {
		mockedFetch.mockResolvedValue( { code: 'success', data: SITE } );
		const onRedirect = jest.fn();
		render(
			<PremiumBanner requiredPlan="premium" onRedirect={ onRedirect } />
		);
		expect( screen.getByText( 'Premium Block' ) ).toBeInTheDocument();
		// While the plan data loads, no plan is named and Upgrade waits.
		expect(
			screen.queryByText( /Upgrade your plan/ )
		).not.toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Upgrade' } )
		).toHaveAttribute( 'aria-disabled', 'true' );
		expect(
			await screen.findByText(
				'Upgrade to Premium to use this block on your site.'
			)
		).toBeInTheDocument();
		expect( mockedFetch ).toHaveBeenCalledWith( {
			path: '/jetpack/v4/site',
		} );
		const button = screen.getByRole( 'button', { name: 'Upgrade' } );
		await waitFor( () => expect( button ).toBeEnabled() );
		await userEvent.click( button );
		expect( onRedirect ).toHaveBeenCalledTimes( 1 );
		expect( onRedirect.mock.calls[ 0 ][ 0 ] ).toMatch(
			/^https:\/\/shop\.example\/upgrade\?redirect_to=http%3A%2F%2Flocalhost%2F/
		);
		const pending = screen.getByRole( 'button', { name: 'Redirecting…' } );
		expect( pending ).toHaveAttribute( 'aria-disabled', 'true' );
		expect(
			screen.queryByRole( 'button', { name: 'Upgrade' } )
		).not.toBeInTheDocument();
		await userEvent.click( pending );
		expect( onRedirect ).toHaveBeenCalledTimes( 1 );
	} );

	it( 'fires blockpack.bannerImpression when shown and blockpack.upgradeClick once on Upgrade', async () => {
		mockedFetch.mockResolvedValue( { code: 'success', data: SITE } );
		const heard: Array< [ string, unknown ] > = [];
		const names = [
			'blockpack.bannerImpression',
			'blockpack.upgradeClick',
		];
		names.forEach( ( name ) =>
			addAction( name, 'test', ( payload: unknown ) =>
				heard.push( [ name, payload ] )
			)
		);
		try {
			render(
				<PremiumBanner
					requiredPlan="premium"
					block="jetpack/rating-star"
					onRedirect={ jest.fn() }
				/>
			);
			expect( heard ).toEqual( [
				[
					'blockpack.bannerImpression',
					{
						banner: 'premium',
						block: 'jetpack/rating-star',
						plan: 'premium',
						context: 'editor-canvas',
					},
				],
			] );
			const button = screen.getByRole( 'button', { name: 'Upgrade' } );
			await waitFor( () => expect( button ).toBeEnabled() );
			await userEvent.click( button );
			await userEvent.click(
				screen.getByRole( 'button', { name: 'Redirecting…' } )
			);
			expect( heard.slice( 1 ) ).toEqual( [
				[
					'blockpack.upgradeClick',
					{
						block: 'jetpack/rating-star',
						plan: 'premium',
						context: 'editor-canvas',
					},
				],
			] );
		} finally {
			names.forEach( ( name ) => removeAllActions( name, 'test' ) );
		}
	} );

	it( 'without a known plan or an upgrade address: generic text, Upgrade disabled', async () => {
		mockedFetch.mockResolvedValue( {
			code: 'success',
			data: { ...SITE, upgrade_url: 'javascript:alert(1)' },
		} );
		const onRedirect = jest.fn();
		render(
			<PremiumBanner requiredPlan="unknown" onRedirect={ onRedirect } />
		);
		expect(
			await screen.findByText(
				'Upgrade your plan to use this block on your site.'
			)
		).toBeInTheDocument();
		const button = screen.getByRole( 'button', { name: 'Upgrade' } );
		expect( button ).toHaveAttribute( 'aria-disabled', 'true' );
		await userEvent.click( button );
		expect( onRedirect ).not.toHaveBeenCalled();
	} );

	it( 'asks for the site data once for many banners, and survives a failed request', async () => {
		mockedFetch.mockRejectedValue( {
			code: 'rest_forbidden',
			message: 'No',
		} );
		render(
			<>
				<PremiumBanner />
				<PremiumBanner />
			</>
		);
		expect(
			await screen.findAllByText(
				'Upgrade your plan to use this block on your site.'
			)
		).toHaveLength( 2 );
		expect( mockedFetch ).toHaveBeenCalledTimes( 1 );
	} );
} );

describe( 'plan helpers', () => {
	it.each< [ string | undefined, string | undefined ] >( [
		[ 'premium', 'Premium' ],
		[ 'business', 'Business' ],
		[ 'unknown', undefined ],
		[ undefined, undefined ],
	] )( 'getPlanName(%s) is %s', ( slug, name ) => {
		expect( getPlanName( SITE, slug ) ).toBe( name );
		expect( getPlanName( undefined, slug ) ).toBeUndefined();
	} );

	it.each<
		[
			SitePlanData | undefined,
			string | undefined,
			string | undefined,
			string | null,
		]
	>( [
		[ SITE, 'premium', undefined, 'https://shop.example/upgrade' ],
		[ SITE, 'business', undefined, 'https://shop.example/business' ],
		[
			SITE,
			'business',
			'http://e.org/wp-admin/post.php?post=1&plan_upgraded=1',
			'https://shop.example/business?redirect_to=http%3A%2F%2Fe.org%2Fwp-admin%2Fpost.php%3Fpost%3D1',
		],
		[
			{ upgrade_url: '/wp-admin/upgrade.php' },
			undefined,
			undefined,
			'/wp-admin/upgrade.php',
		],
		[ { upgrade_url: '' }, 'premium', undefined, null ],
		[ { upgrade_url: 'javascript:alert(1)' }, undefined, undefined, null ],
		[ { upgrade_url: '//evil.example/' }, undefined, undefined, null ],
		[ { upgrade_url: 'data:text/html,x' }, undefined, undefined, null ],
		[ undefined, 'premium', undefined, null ],
	] )( 'getUpgradeUrl(%o, %s, %s) is %s', ( data, slug, back, url ) => {
		expect( getUpgradeUrl( data, slug, back ) ).toBe( url );
	} );
} );

describe( 'paid blocks', () => {
	const data: BlockpackEditorData = {
		blocks: {
			donations: {
				available: false,
				unavailable_reason: 'missing_plan',
				details: { required_plan: 'premium' },
			} as BlockpackBlockAvailabilityData,
			'simple-payments': {
				available: false,
				unavailable_reason: 'missing_plan',
			},
			markdown: { available: true },
			gif: { available: false, unavailable_reason: 'unknown' },
		},
	};

	it.each< [ string, { paid: boolean; requiredPlan?: string } ] >( [
		[ 'jetpack/donations', { paid: true, requiredPlan: 'premium' } ],
		[ 'jetpack/simple-payments', { paid: true, requiredPlan: undefined } ],
		[ 'jetpack/markdown', { paid: false } ],
		[ 'jetpack/gif', { paid: false } ],
		[ 'jetpack/not-listed', { paid: false } ],
		[ 'core/paragraph', { paid: false } ],
	] )( '%s', ( name, info ) => {
		expect( getPaidBlockInfo( name, data ) ).toEqual( info );
	} );

	it.each< [ string, BlockpackEditorData | undefined, boolean ] >( [
		[ 'a paid block among others', data, true ],
		[
			'every block available',
			{ blocks: { markdown: { available: true } } },
			false,
		],
		[
			'unavailable, but not for a plan',
			{
				blocks: {
					gif: { available: false, unavailable_reason: 'unknown' },
				},
			},
			false,
		],
		[ 'no blocks listed', { blocks: {} }, false ],
		[ 'no data', undefined, false ],
	] )( 'hasPaidBlocks: %s', ( _, given, expected ) => {
		expect( hasPaidBlocks( given ) ).toBe( expected );
	} );

	it( 'paid blocks carry shouldDisplayFrontendBanner (default true); others are untouched', () => {
		window.blockpackEditor = data;
		const settings = { attributes: { amount: { type: 'number' } } };
		expect(
			addFrontendBannerAttribute( settings, 'jetpack/donations' )
		).toEqual( {
			attributes: {
				amount: { type: 'number' },
				shouldDisplayFrontendBanner: { type: 'boolean', default: true },
			},
		} );
		expect(
			addFrontendBannerAttribute( settings, 'jetpack/markdown' )
		).toBe( settings );
	} );

	it( 'the Premium banner shows above a paid block only while it is selected', async () => {
		window.blockpackEditor = data;
		mockedFetch.mockResolvedValue( { code: 'success', data: SITE } );
		const Edit = ( { name }: { name: string } ) => (
			<p>{ `edit ${ name }` }</p>
		);
		const Wrapped = withPremiumBanner( Edit );
		const { rerender } = render(
			<Wrapped name="jetpack/donations" isSelected />
		);
		expect(
			await screen.findByText(
				'Upgrade to Premium to use this block on your site.'
			)
		).toBeInTheDocument();
		const banner = screen.getByRole( 'region', { name: 'Premium Block' } );
		expect( banner.nextElementSibling ).toBe(
			screen.getByText( 'edit jetpack/donations' )
		);
		rerender( <Wrapped name="jetpack/donations" isSelected={ false } /> );
		expect( screen.queryByText( 'Premium Block' ) ).not.toBeInTheDocument();
		rerender( <Wrapped name="jetpack/markdown" isSelected /> );
		expect( screen.queryByText( 'Premium Block' ) ).not.toBeInTheDocument();
		expect(
			screen.getByText( 'edit jetpack/markdown' )
		).toBeInTheDocument();
	} );
} );
