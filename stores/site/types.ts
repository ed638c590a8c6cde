/**
 * Types of the `blockpack/site` store.
 */
export interface PlanSummary {
	product_slug: string;
	product_name: string;
	/** The plan's short name ("Premium"), which banners and notices show. */
	product_name_short?: string;
	/** Where to buy this plan, if it has its own address. */
	upgrade_url?: string;
}

/** What `GET /jetpack/v4/site` answers in `data` ({} when it cannot be read). */
export interface SitePlanData {
	plan?: PlanSummary & { is_free?: boolean };
	plans?: PlanSummary[];
	/** Where to upgrade when a plan has no address of its own ('' when nowhere). */
	upgrade_url?: string;
	/** Where the site's plan is shown ("View my plan"). */
	plan_url?: string;
	site_slug?: string;
}

/** The site's Mapbox token as `/wpcom/v2/service-api-keys/mapbox` answers it. */
export interface ServiceKey {
	/** The token; empty when none is set. */
	key: string;
	/** Where it comes from (`site`, `none`…). */
	source: string;
}

export interface State {
	/** The site's plan data; undefined until read. */
	sitePlan?: SitePlanData;
	/**
	 * What `GET /wpcom/v2/business-hours/localized-week` answered (null when it failed);
	 * undefined until read. The business hours block reads it (and falls back) itself.
	 */
	localizedWeek?: unknown;
	/** The site's Mapbox token (every map block reads it); undefined until read. */
	mapboxKey?: ServiceKey;
	/** Why the token could not be read; undefined unless reading it failed. */
	mapboxKeyError?: string;
}

export type Action =
	| { type: 'RECEIVE_SITE_PLAN'; sitePlan: SitePlanData | undefined }
	| { type: 'RECEIVE_LOCALIZED_WEEK'; localizedWeek: unknown }
	| { type: 'RECEIVE_MAPBOX_KEY'; mapboxKey: ServiceKey }
	| { type: 'RECEIVE_MAPBOX_KEY_ERROR'; mapboxKeyError: string };
