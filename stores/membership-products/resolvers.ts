/**
 * Resolvers of the `jetpack/membership-products` store. They only read
 * (`GET /wpcom/v2/memberships/status`): none creates a plan, none shows a notice.
 */
import apiFetch from '@wordpress/api-fetch';
import { __ } from '@wordpress/i18n';
import { addQueryArgs } from '@wordpress/url';
import { errorMessage, firstWpErrorMessage } from '@shared/error-message';
import {
	receiveDonationStatus,
	receiveStatus,
	type ThunkArgs,
} from './actions';
import {
	currentHref,
	donationErrorFallback,
	donationPlansOf,
	statusSource,
	withReturnAddress,
} from './utils';
import type { StatusResponse } from './types';

/**
 * The site's memberships status (`type=all`): the connect link (with the way back to the
 * editor) while Stripe is not connected. On error: no connect link, and the first error's
 * message (or "Unexpected API response").
 *
 * @return A thunk.
 */
export const getStatus =
	() =>
	async ( { dispatch }: Pick< ThunkArgs, 'dispatch' > ): Promise< void > => {
		const href = currentHref();
		const unexpected = __( 'Unexpected API response', 'blockpack' );
		try {
			const response = await apiFetch< StatusResponse | null >( {
				path: addQueryArgs( '/wpcom/v2/memberships/status', {
					source: statusSource( href ),
					type: 'all',
					is_editable: true,
				} ),
				method: 'GET',
			} );
			if ( ! response || typeof response !== 'object' ) {
				throw new Error( unexpected );
			}
			const wpError = firstWpErrorMessage( response );
			if ( wpError ) {
				throw new Error( wpError );
			}
			dispatch(
				receiveStatus( {
					connectUrl: withReturnAddress( response.connect_url, href ),
					shouldUpgrade:
						!! response.should_upgrade_to_access_memberships,
					error: null,
				} )
			);
		} catch ( error ) {
			dispatch(
				receiveStatus( {
					connectUrl: null,
					shouldUpgrade: false,
					error: errorMessage( error, unexpected ),
				} )
			);
		}
	};

/**
 * The donation status (`type=donation`): connected or not, upgrade needed or not, and the
 * site's donation plans. An answer carrying `errors` is an error (its first message).
 *
 * @return A thunk.
 */
export const getDonationStatus =
	() =>
	async ( { dispatch }: Pick< ThunkArgs, 'dispatch' > ): Promise< void > => {
		const source = statusSource( currentHref() );
		const failed = ( error: unknown ) =>
			dispatch(
				receiveDonationStatus( {
					status: 'error',
					message: errorMessage( error, donationErrorFallback() ),
				} )
			);
		try {
			const status = await apiFetch< StatusResponse | null >( {
				path: `/wpcom/v2/memberships/status?source=${ source }&type=donation&is_editable=false`,
			} );
			// A successful answer may still carry a WordPress error object: its message.
			if ( ! status || typeof status !== 'object' ) {
				failed( null );
				return;
			}
			if ( 'errors' in status ) {
				failed( { errors: status.errors } );
				return;
			}
			dispatch(
				receiveDonationStatus( {
					status: 'ready',
					connected: !! status.connected_account_id,
					connectUrl:
						typeof status.connect_url === 'string'
							? status.connect_url
							: '',
					shouldUpgrade:
						!! status.should_upgrade_to_access_memberships,
					plans: donationPlansOf( status.products ),
				} )
			);
		} catch ( error ) {
			failed( error );
		}
	};

/**
 * The donation plans of a currency need the donation status first (read only: the plans are
 * created by the `createDonationPlans` action).
 *
 * @return A thunk.
 */
export const getDonationPlans =
	() =>
	async ( {
		resolveSelect,
	}: Pick< ThunkArgs, 'resolveSelect' > ): Promise< void > => {
		await resolveSelect.getDonationStatus();
	};
