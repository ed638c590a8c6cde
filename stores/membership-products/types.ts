/**
 * Types of the `jetpack/membership-products` store.
 */
import type { DataRegistry } from '@wordpress/data';

/** Loading (0), connected to Stripe (1), not connected (2). */
export type ApiState = 0 | 1 | 2;

/** A payment plan as `GET /wpcom/v2/memberships/status` lists it. */
export interface Product {
	id: number;
	title: string;
	price: number;
	currency: string;
	interval: string;
	type?: string;
	is_editable?: boolean;
	buyer_can_change_amount?: boolean;
}

/** A plan to create with `POST /wpcom/v2/memberships/product`. */
export interface NewProduct {
	title: string;
	price: number | string;
	currency: string;
	interval: string;
	buyer_can_change_amount?: boolean;
}

/** Which wording messages use: a product, or a payment plan. */
export type ProductType = 'product' | 'payment-plan';

/** The answer of `GET /wpcom/v2/memberships/status`. */
export interface StatusResponse {
	connected_account_id?: string;
	/** The Stripe account's default currency, upper case (connected sites only). */
	connected_account_default_currency?: string;
	connect_url?: string;
	products?: Product[];
	should_upgrade_to_access_memberships?: boolean;
	site_slug?: string;
	upgrade_url?: string;
	errors?: Record< string, string[] >;
}

export interface State {
	products: Product[];
	apiState: ApiState;
	connectUrl: string | null;
	shouldUpgrade: boolean;
	siteSlug: string;
	upgradeUrl: string;
	/** Whether the status has been asked for (the resolvers share one request). */
	statusRequested: boolean;
	/** Why the status could not be read, or null. */
	statusError: string | null;
}

export type Action =
	| { type: 'SET_PRODUCTS'; products: Product[] }
	| { type: 'SET_API_STATE'; apiState: ApiState }
	| { type: 'SET_CONNECT_URL'; connectUrl: string | null }
	| { type: 'SET_SHOULD_UPGRADE'; shouldUpgrade: boolean }
	| { type: 'SET_SITE_SLUG'; siteSlug: string }
	| { type: 'SET_UPGRADE_URL'; upgradeUrl: string }
	| { type: 'STATUS_REQUESTED' }
	| { type: 'SET_STATUS_ERROR'; message: string | null };

/** What the store's thunks (actions and resolvers) receive. */
export interface ThunkArgs {
	dispatch: ( action: Action ) => unknown;
	select: {
		getProducts: () => Product[];
		hasRequestedStatus: () => boolean;
	};
	registry: DataRegistry;
}
