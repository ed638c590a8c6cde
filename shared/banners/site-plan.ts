/**
 * Reading the site's plan data (the `blockpack/site` store's `getSitePlan()`, from our
 * `GET /jetpack/v4/site`): the names of the plans a block may need, and where to upgrade. A
 * self-hosted site has every block, so by default there is nothing to upgrade to.
 */
import { addQueryArgs, removeQueryArgs } from '@wordpress/url';
import { RETURN_FLAGS } from '../return-flags';
import type { SitePlanData } from '@stores/site';

export type { PlanSummary, SitePlanData } from '@stores/site';

/**
 * The name of a plan, from the plans list: its `product_name_short`, or else its
 * `product_name`.
 *
 * @param data The site's plan data.
 * @param slug The plan's slug.
 * @return Its name, or undefined when unknown.
 */
export function getPlanName(
	data: SitePlanData | undefined,
	slug: string | undefined
): string | undefined {
	if ( ! data || ! slug ) {
		return undefined;
	}
	const plan = ( data.plans ?? [] ).find(
		( candidate ) => candidate.product_slug === slug
	);
	return plan?.product_name_short || plan?.product_name || undefined;
}

/**
 * Whether an address the site gives for its plan may be linked: any address (absolute,
 * relative to the admin such as `admin.php?page=jetpack#/my-plan`, or to the site), except one
 * with a scheme other than http(s) (`javascript:`, `data:`).
 *
 * @param url The address.
 * @return True when it may be linked.
 */
export function isLinkablePlanUrl( url: unknown ): url is string {
	if ( typeof url !== 'string' || url.trim() === '' ) {
		return false;
	}
	// Browsers ignore tabs and line breaks inside a scheme ("java\tscript:").
	const compact = url.replace( /[\u0000-\u0020]/g, '' );
	const scheme = /^([a-z][a-z0-9+.-]*):/i.exec( compact );
	return ! scheme || /^https?$/i.test( scheme[ 1 ] );
}

/**
 * Where the Upgrade button goes: the plan's own address or the site's, with the editor's
 * address to come back to (`redirect_to`). Only http(s) addresses are used.
 *
 * @param data     The site's plan data.
 * @param slug     The needed plan's slug.
 * @param returnTo The editor's address.
 * @return The address, or null when there is nowhere to upgrade.
 */
export function getUpgradeUrl(
	data: SitePlanData | undefined,
	slug: string | undefined,
	returnTo?: string
): string | null {
	if ( ! data ) {
		return null;
	}
	const own = ( data.plans ?? [] ).find(
		( candidate ) => candidate.product_slug === slug
	)?.upgrade_url;
	const url = own || data.upgrade_url || '';
	if ( ! /^https?:\/\//i.test( url ) && ! url.startsWith( '/' ) ) {
		return null;
	}
	if ( url.startsWith( '//' ) ) {
		return null;
	}
	return returnTo
		? addQueryArgs( url, {
				redirect_to: removeQueryArgs( returnTo, ...RETURN_FLAGS ),
			} )
		: url;
}
