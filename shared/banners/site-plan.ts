/**
 * The site's plan, from our `GET /jetpack/v4/site`: which plan the site is on, the names of
 * the plans a block may need, and where to upgrade. A self-hosted site has every block, so by
 * default there is nothing to upgrade to.
 */
import apiFetch from '@wordpress/api-fetch';
import { useEffect, useState } from '@wordpress/element';
import { addQueryArgs, removeQueryArgs } from '@wordpress/url';
import { RETURN_FLAGS } from '../return-flags';

export interface PlanSummary {
	product_slug: string;
	product_name: string;
	/** The plan's short name ("Premium"), which banners and notices show. */
	product_name_short?: string;
	/** Where to buy this plan, if it has its own address. */
	upgrade_url?: string;
}

export interface SitePlanData {
	plan?: PlanSummary & { is_free?: boolean };
	plans?: PlanSummary[];
	/** Where to upgrade when a plan has no address of its own ('' when nowhere). */
	upgrade_url?: string;
	/** Where the site's plan is shown ("View my plan"). */
	plan_url?: string;
	site_slug?: string;
}

let request: Promise< SitePlanData > | null = null;

/**
 * The site's plan data, asked once per page.
 *
 * @return The data ({} when the request fails).
 */
export function fetchSitePlan(): Promise< SitePlanData > {
	if ( ! request ) {
		request = apiFetch< { code?: string; data?: SitePlanData } >( {
			path: '/jetpack/v4/site',
		} )
			.then( ( response ) =>
				response && typeof response.data === 'object' && response.data
					? response.data
					: {}
			)
			.catch( () => ( {} ) );
	}
	return request;
}

/**
 * Forgets the asked data (tests).
 */
export function resetSitePlan(): void {
	request = null;
}

/**
 * The site's plan data in a component (undefined while loading).
 */
export function useSitePlan(): SitePlanData | undefined {
	const [ data, setData ] = useState< SitePlanData | undefined >();
	useEffect( () => {
		let live = true;
		fetchSitePlan().then( ( answer ) => live && setData( answer ) );
		return () => {
			live = false;
		};
	}, [] );
	return data;
}

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
