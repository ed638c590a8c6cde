/**
 * Helpers of the `jetpack/membership-products` store: the status request's `source`, the
 * connect link's way back to the editor, and reading the answers.
 */
import { __ } from '@wordpress/i18n';
import { addQueryArgs, getQueryArg, removeQueryArgs } from '@wordpress/url';
import { RETURN_FLAGS } from '@shared/return-flags';
import { DONATION_INTERVALS } from './constants';
import type { DonationPlan, Interval } from './types';

/**
 * The connect link with the editor's address to come back to after the keys are saved
 * (without the flags of an earlier return).
 *
 * @param connectUrl The settings page's address from the server ('' or null: none).
 * @param returnTo   The editor's address.
 * @return The link, or null when there is none.
 */
export function withReturnAddress(
	connectUrl: string | null | undefined,
	returnTo: string | undefined
): string | null {
	if ( ! connectUrl ) {
		return null;
	}
	if ( ! returnTo ) {
		return connectUrl;
	}
	return addQueryArgs( connectUrl, {
		redirect_to: removeQueryArgs( returnTo, ...RETURN_FLAGS ),
	} );
}

/**
 * The `source` the status request names: `gutenberg-wpcom` when the editor was opened from
 * WordPress.com (its `origin` query), `gutenberg` otherwise.
 *
 * @param href The editor's address.
 * @return The source.
 */
export function statusSource(
	href: string | undefined
): 'gutenberg' | 'gutenberg-wpcom' {
	return href && getQueryArg( href, 'origin' ) === 'https://wordpress.com'
		? 'gutenberg-wpcom'
		: 'gutenberg';
}

/**
 * The plan ids by interval in a list of plans (what `POST /memberships/products` answers, in
 * any order; the first of an interval is taken), or null when it is not a list or lacks an
 * interval.
 *
 * @param plans The answer.
 * @return The ids, or null.
 */
export function donationPlanIds(
	plans: unknown
): Record< Interval, number > | null {
	if ( ! Array.isArray( plans ) ) {
		return null;
	}
	const ids: Partial< Record< Interval, number > > = {};
	for ( const plan of plans as Array< Record< string, unknown > | null > ) {
		const interval = plan?.interval as Interval;
		if (
			DONATION_INTERVALS.includes( interval ) &&
			typeof plan?.id === 'number'
		) {
			// The first of an interval, as the server answers it when asked to create them.
			ids[ interval ] ??= plan.id;
		}
	}
	return DONATION_INTERVALS.every(
		( interval ) => ids[ interval ] !== undefined
	)
		? ( ids as Record< Interval, number > )
		: null;
}

/** The editor's address, if there is a window. */
export const currentHref = (): string | undefined =>
	typeof window === 'undefined' ? undefined : window.location.href;

/** The donations block's message when the server's answer says nothing better. */
export const donationErrorFallback = (): string =>
	__( 'Could not load data from the hosting provider.', 'blockpack' );

/**
 * The donation plans the status lists (`products`): each with a numeric id, a known interval
 * and a currency; anything else is left out.
 *
 * @param products The status's `products`.
 * @return The plans, in the order given (oldest first).
 */
export function donationPlansOf( products: unknown ): DonationPlan[] {
	if ( ! Array.isArray( products ) ) {
		return [];
	}
	return ( products as Array< Record< string, unknown > | null > ).flatMap(
		( plan ) =>
			typeof plan?.id === 'number' &&
			DONATION_INTERVALS.includes( plan.interval as Interval ) &&
			typeof plan.currency === 'string'
				? [
						{
							id: plan.id,
							interval: plan.interval as Interval,
							currency: plan.currency,
						},
					]
				: []
	);
}
