/**
 * Notices the editor shows when it is opened from a return address with a flag in its query:
 * `plan_upgraded` (after an upgrade), `stripe_connect_success` and `stripe_connect_cancelled`
 * (from Blockpack's Stripe settings, see php/memberships/settings.php).
 */
import { dispatch, resolveSelect } from '@wordpress/data';
import { __, sprintf } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';
import { RETURN_FLAGS } from '../return-flags';
import { store as siteStore } from '@stores/site';
import {
	getPlanName,
	isLinkablePlanUrl,
	type SitePlanData,
} from '../banners/site-plan';

/** The slug of the plan every self-hosted site is on (php/memberships/routes.php). */
const SELF_HOSTED_PLAN = 'blockpack-self-hosted';

export interface EditorNotice {
	id: string;
	status: 'success' | 'error';
	content: string;
	actions?: Array< { label: string; url: string } >;
}

/**
 * The notices a query asks for.
 *
 * @param search The page's query (`?a=1&b=2`).
 * @param plan   The site's plan data (needed for `plan_upgraded` only).
 * @return The notices, in the order of `RETURN_FLAGS`.
 */
export function getEditorNotices(
	search: string,
	plan?: SitePlanData
): EditorNotice[] {
	const query = new URLSearchParams( search );
	const notices: EditorNotice[] = [];
	if ( query.has( 'plan_upgraded' ) ) {
		// The name from the plans list (its short name), else the one the site's plan gives.
		const name =
			plan?.plan &&
			plan.plan.product_slug !== SELF_HOSTED_PLAN &&
			! plan.plan.is_free
				? getPlanName( plan, plan.plan.product_slug ) ||
					plan.plan.product_name_short ||
					plan.plan.product_name
				: '';
		const planUrl = plan?.plan_url;
		notices.push( {
			id: 'blockpack-plan-upgraded',
			status: 'success',
			content: name
				? sprintf(
						/* translators: %s: the name of the site's new plan. */
						__(
							'Congratulations! Your site is now on the %s plan.',
							'blockpack'
						),
						name
					)
				: __(
						'Congratulations! Your site is now on a paid plan.',
						'blockpack'
					),
			actions: isLinkablePlanUrl( planUrl )
				? [
						{
							label: __( 'View my plan', 'blockpack' ),
							url: planUrl,
						},
					]
				: undefined,
		} );
	}
	if ( query.has( 'stripe_connect_success' ) ) {
		notices.push( {
			id: 'blockpack-stripe-connect-success',
			status: 'success',
			content: __(
				'Congrats! Your site is now connected to Stripe. You can now start accepting funds!',
				'blockpack'
			),
		} );
	}
	if ( query.has( 'stripe_connect_cancelled' ) ) {
		notices.push( {
			id: 'blockpack-stripe-connect-cancelled',
			status: 'error',
			content: __(
				'You cancelled connecting your site to Stripe.',
				'blockpack'
			),
		} );
	}
	return notices;
}

/**
 * Shows the notices the current address asks for, then removes the flags from the address so
 * that a reload does not show them again.
 *
 * @param location The page's location (default `window.location`).
 * @return Resolves once the notices are shown.
 */
export async function showEditorNotices(
	location: Location = window.location
): Promise< EditorNotice[] > {
	const query = new URLSearchParams( location.search );
	if ( ! RETURN_FLAGS.some( ( flag ) => query.has( flag ) ) ) {
		return [];
	}
	const plan = query.has( 'plan_upgraded' )
		? await resolveSelect( siteStore ).getSitePlan()
		: undefined;
	const notices = getEditorNotices( location.search, plan );
	for ( const notice of notices ) {
		dispatch( noticesStore ).createNotice( notice.status, notice.content, {
			id: notice.id,
			isDismissible: true,
			actions: notice.actions,
		} );
	}
	RETURN_FLAGS.forEach( ( flag ) => query.delete( flag ) );
	const rest = query.toString();
	window.history.replaceState(
		window.history.state,
		'',
		location.pathname + ( rest ? `?${ rest }` : '' ) + location.hash
	);
	return notices;
}
