/**
 * Actions of the `jetpack/membership-products` store: what the resolvers receive, and
 * `createDonationPlans`, the one action that writes (the donations block dispatches it for
 * its currency). The store shows no notices: what went wrong is in its state, for the block
 * to show.
 */
import apiFetch from '@wordpress/api-fetch';
import { errorMessage } from '@shared/error-message';
import { donationErrorFallback, donationPlanIds } from './utils';
import type {
	Action,
	DonationPlansEntry,
	DonationStatus,
	MembershipStatus,
	State,
} from './types';
import type * as selectors from './selectors';

/** What the store's thunks receive (the selectors bound to its state). */
export interface ThunkArgs {
	dispatch: ( action: Action ) => unknown;
	select: {
		[ K in keyof typeof selectors ]: (
			...args: Parameters< ( typeof selectors )[ K ] > extends [
				State,
				...infer Rest,
			]
				? Rest
				: never
		) => ReturnType< ( typeof selectors )[ K ] >;
	};
	resolveSelect: {
		getDonationStatus: () => Promise< DonationStatus | null >;
	};
}

/**
 * @param status The site's memberships status.
 */
export const receiveStatus = ( status: MembershipStatus ): Action => ( {
	type: 'RECEIVE_STATUS',
	status,
} );

/**
 * @param donationStatus The donation status.
 */
export const receiveDonationStatus = (
	donationStatus: DonationStatus
): Action => ( {
	type: 'RECEIVE_DONATION_STATUS',
	donationStatus,
} );

/**
 * @param currency Currency code.
 * @param plans    Its donation plans.
 */
export const receiveDonationPlans = (
	currency: string,
	plans: DonationPlansEntry
): Action => ( {
	type: 'RECEIVE_DONATION_PLANS',
	currency,
	plans,
} );

/**
 * Creates (or finds: the server answers the existing ones) the three donation plans of a
 * currency with `POST /wpcom/v2/memberships/products`, once per currency, when Stripe is
 * connected, no upgrade is needed and the site has none in the currency. Never run by a read
 * nor when a post opens: the donations block dispatches it when the author inserts it or
 * changes it.
 *
 * @param currency Currency code.
 * @return A thunk.
 */
export const createDonationPlans =
	( currency: string ) =>
	async ( {
		dispatch,
		select,
		resolveSelect,
	}: ThunkArgs ): Promise< void > => {
		const status = await resolveSelect.getDonationStatus();
		if (
			status?.status !== 'ready' ||
			! status.connected ||
			status.shouldUpgrade
		) {
			return;
		}
		// Only a currency without plans (or whose creation failed): never twice at once.
		const failed =
			select.getDonationPlansEntry( currency )?.status === 'error';
		if (
			select.getDonationPlans( currency )?.status !== 'missing' &&
			! failed
		) {
			return;
		}
		dispatch( receiveDonationPlans( currency, { status: 'creating' } ) );
		try {
			const planIds = donationPlanIds(
				await apiFetch( {
					path: '/wpcom/v2/memberships/products',
					method: 'POST',
					data: { type: 'donation', currency, is_editable: false },
				} )
			);
			dispatch(
				receiveDonationPlans(
					currency,
					planIds
						? { status: 'ready', planIds }
						: { status: 'error', message: donationErrorFallback() }
				)
			);
		} catch ( error ) {
			dispatch(
				receiveDonationPlans( currency, {
					status: 'error',
					message: errorMessage( error, donationErrorFallback() ),
				} )
			);
		}
	};
