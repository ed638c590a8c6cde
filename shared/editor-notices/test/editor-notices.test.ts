/**
 * Editor notices from the editor page's query: exact texts, the plan's name or "a paid plan",
 * "View my plan", and the flags removed from the address afterwards.
 */
import apiFetch from '@wordpress/api-fetch';
import { store as siteStore } from '@stores/site';
import { dispatch, select } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';
import type { SitePlanData } from '../../banners/site-plan';
import { getEditorNotices, showEditorNotices, type EditorNotice } from '..';

jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: jest.fn(),
} ) );

const mockedFetch = apiFetch as unknown as jest.Mock;

const SUCCESS =
	'Congrats! Your site is now connected to Stripe. You can now start accepting funds!';
const CANCELLED = 'You cancelled connecting your site to Stripe.';
const PAID: SitePlanData = {
	plan: { product_slug: 'pro', product_name: 'Pro' },
	plan_url: '/wp-admin/options-general.php?page=blockpack',
};
const VIEW = [
	{
		label: 'View my plan',
		url: '/wp-admin/options-general.php?page=blockpack',
	},
];

describe( 'getEditorNotices', () => {
	it.each<
		[ string, SitePlanData | undefined, Array< Partial< EditorNotice > > ]
	>( [
		[ '', undefined, [] ],
		[ '?post=1&action=edit', undefined, [] ],
		[
			'?stripe_connect_success=1',
			undefined,
			[ { status: 'success', content: SUCCESS } ],
		],
		[
			'?stripe_connect_cancelled=1',
			undefined,
			[ { status: 'error', content: CANCELLED } ],
		],
		[
			'?plan_upgraded=1',
			PAID,
			[
				{
					status: 'success',
					content:
						'Congratulations! Your site is now on the Pro plan.',
					actions: VIEW,
				},
			],
		],
		[
			'?plan_upgraded=1',
			{
				plan: {
					product_slug: 'blockpack-self-hosted',
					product_name: 'Self-hosted',
				},
			},
			[
				{
					status: 'success',
					content:
						'Congratulations! Your site is now on a paid plan.',
					actions: undefined,
				},
			],
		],
		[
			'?plan_upgraded=1',
			undefined,
			[
				{
					content:
						'Congratulations! Your site is now on a paid plan.',
				},
			],
		],
		[
			'?plan_upgraded=1',
			{ ...PAID, plan_url: 'javascript:alert(1)' },
			[
				{
					content:
						'Congratulations! Your site is now on the Pro plan.',
					actions: undefined,
				},
			],
		],
		[
			// The name comes from the plans list's short name.
			'?plan_upgraded=1',
			{
				...PAID,
				plan: {
					product_slug: 'pro',
					product_name: 'WordPress.com Pro',
				},
				plans: [
					{
						product_slug: 'pro',
						product_name: 'WordPress.com Pro',
						product_name_short: 'Pro',
					},
				],
			},
			[
				{
					content:
						'Congratulations! Your site is now on the Pro plan.',
					actions: VIEW,
				},
			],
		],
		[
			// "View my plan" for any address the site gives, relative ones too.
			'?plan_upgraded=1',
			{ ...PAID, plan_url: 'admin.php?page=jetpack#/my-plan' },
			[
				{
					actions: [
						{
							label: 'View my plan',
							url: 'admin.php?page=jetpack#/my-plan',
						},
					],
				},
			],
		],
		[
			'?plan_upgraded=1',
			{ ...PAID, plan_url: 'https://wordpress.com/plans/my-plan/x.org' },
			[
				{
					actions: [
						{
							label: 'View my plan',
							url: 'https://wordpress.com/plans/my-plan/x.org',
						},
					],
				},
			],
		],
		[
			'?plan_upgraded=1',
			{ ...PAID, plan_url: ' java\tscript:alert(1)' },
			[ { actions: undefined } ],
		],
		[
			'?plan_upgraded=1',
			{ ...PAID, plan_url: 'data:text/html,x' },
			[ { actions: undefined } ],
		],
		[
			'?plan_upgraded=1&stripe_connect_success=1',
			PAID,
			[
				{
					content:
						'Congratulations! Your site is now on the Pro plan.',
				},
				{ content: SUCCESS },
			],
		],
	] )( '%s', ( search, plan, expected ) => {
		const notices = getEditorNotices( search, plan );
		expect( notices ).toHaveLength( expected.length );
		expected.forEach( ( notice, i ) =>
			expect( notices[ i ] ).toEqual( expect.objectContaining( notice ) )
		);
	} );
} );

describe( 'showEditorNotices', () => {
	beforeEach( () => {
		mockedFetch.mockReset();
		// The store asks once per page: each test asks again.
		dispatch( siteStore ).invalidateResolutionForStore();
		dispatch( siteStore ).receiveSitePlan( undefined );
	} );

	it( 'shows the notices and removes the flags from the address', async () => {
		mockedFetch.mockResolvedValue( { code: 'success', data: PAID } );
		window.history.replaceState(
			null,
			'',
			'/wp-admin/post.php?post=3&plan_upgraded=1&action=edit&stripe_connect_cancelled=1#top'
		);
		await showEditorNotices();
		const shown = select( noticesStore )
			.getNotices()
			.map( ( notice ) => [
				notice.status,
				notice.content,
				notice.actions,
			] );
		expect( shown ).toEqual( [
			[
				'success',
				'Congratulations! Your site is now on the Pro plan.',
				VIEW,
			],
			[ 'error', CANCELLED, [] ],
		] );
		expect(
			window.location.pathname +
				window.location.search +
				window.location.hash
		).toBe( '/wp-admin/post.php?post=3&action=edit#top' );
	} );

	it( 'does nothing (and asks nothing) without a flag', async () => {
		window.history.replaceState( null, '', '/wp-admin/post.php?post=3' );
		expect( await showEditorNotices() ).toEqual( [] );
		expect( mockedFetch ).not.toHaveBeenCalled();
		expect( window.location.search ).toBe( '?post=3' );
	} );
} );
