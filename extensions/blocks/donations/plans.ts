/**
 * The donation plans of a currency, as the editor loads them: the memberships status
 * (`type=donation`) tells whether Stripe is connected; when it is and no upgrade is needed, the
 * three plans (one-time, 1 month, 1 year) are created or found with `POST /memberships/products`.
 * Plan ids are -1 when a connection or an upgrade is needed. A status answer carrying `errors`
 * is an error (its first message).
 */
import { __ } from '@wordpress/i18n';
// eslint-disable-next-line blockpack/boundaries -- the store is being rewritten to export what blocks need from its index (issue 13).
import { firstWpErrorMessage } from '@stores/membership-products/utils';
// eslint-disable-next-line blockpack/boundaries -- the store is being rewritten to export what blocks need from its index (issue 13).
import type { StatusResponse } from '@stores/membership-products/types';
import type { Interval } from './types';

export type ApiFetch = ( options: {
	path: string;
	method?: string;
	data?: Record< string, unknown >;
} ) => Promise< unknown >;

export type PlansResult =
	| {
			status: 'ready';
			connectUrl: string;
			shouldUpgrade: boolean;
			planIds: Record< Interval, number >;
	  }
	| { status: 'error'; message: string };

const NEEDS_SETUP: Record< Interval, number > = {
	'one-time': -1,
	'1 month': -1,
	'1 year': -1,
};

/**
 * The message of a failed request, or the generic one.
 *
 * @param error What apiFetch threw.
 * @return The message.
 */
export function errorMessage( error: unknown ): string {
	if (
		error &&
		typeof error === 'object' &&
		'message' in error &&
		typeof ( error as { message: unknown } ).message === 'string' &&
		( error as { message: string } ).message.trim() !== ''
	) {
		return ( error as { message: string } ).message;
	}
	return __( 'Could not load data from the hosting provider.', 'blockpack' );
}

/**
 * Loads (or creates) the donation plans of a currency.
 *
 * @param apiFetch The REST client.
 * @param currency Currency code.
 * @param source   `gutenberg` or `gutenberg-wpcom`.
 * @return The plan ids, or an error message.
 */
export async function loadDonationPlans(
	apiFetch: ApiFetch,
	currency: string,
	source: 'gutenberg' | 'gutenberg-wpcom' = 'gutenberg'
): Promise< PlansResult > {
	try {
		const status = ( await apiFetch( {
			path: `/wpcom/v2/memberships/status?source=${ source }&type=donation&is_editable=false`,
		} ) ) as Record< string, unknown > | null;
		if ( ! status || typeof status !== 'object' ) {
			return { status: 'error', message: errorMessage( null ) };
		}
		// A successful answer may still carry a WordPress error object: its message.
		if ( 'errors' in status ) {
			return {
				status: 'error',
				message:
					firstWpErrorMessage( status as StatusResponse ) ??
					errorMessage( null ),
			};
		}
		const shouldUpgrade = !! status.should_upgrade_to_access_memberships;
		const connectUrl =
			typeof status.connect_url === 'string' ? status.connect_url : '';
		if ( shouldUpgrade || ! status.connected_account_id ) {
			return {
				status: 'ready',
				connectUrl,
				shouldUpgrade,
				planIds: { ...NEEDS_SETUP },
			};
		}
		const plans = await apiFetch( {
			path: '/wpcom/v2/memberships/products',
			method: 'POST',
			data: { type: 'donation', currency, is_editable: false },
		} );
		if ( ! Array.isArray( plans ) ) {
			return { status: 'error', message: errorMessage( null ) };
		}
		const planIds = { ...NEEDS_SETUP };
		for ( const plan of plans as Array< Record< string, unknown > > ) {
			const interval = plan?.interval as Interval;
			if ( interval in planIds && typeof plan.id === 'number' ) {
				planIds[ interval ] = plan.id;
			}
		}
		if ( Object.values( planIds ).some( ( id ) => id === -1 ) ) {
			return { status: 'error', message: errorMessage( null ) };
		}
		return { status: 'ready', connectUrl, shouldUpgrade, planIds };
	} catch ( error ) {
		return { status: 'error', message: errorMessage( error ) };
	}
}
