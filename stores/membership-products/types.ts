/**
 * Types of the `jetpack/membership-products` store.
 */

/** A donation plan's interval. */
export type Interval = 'one-time' | '1 month' | '1 year';

/** The answer of `GET /wpcom/v2/memberships/status`, as far as the store reads it. */
export interface StatusResponse {
	connected_account_id?: string;
	products?: unknown;
	connect_url?: string;
	should_upgrade_to_access_memberships?: boolean;
	errors?: Record< string, string[] >;
}

/** What the Stripe banner reads: the site's memberships status (`type=all`). */
export interface MembershipStatus {
	/** Where an administrator connects Stripe, with the way back to the editor; or null. */
	connectUrl: string | null;
	/** Whether memberships need an upgrade (never on a self-hosted site). */
	shouldUpgrade: boolean;
	/** Why the status could not be read, or null. */
	error: string | null;
}

/** A stored donation plan, as the donation status lists it. */
export interface DonationPlan {
	id: number;
	interval: Interval;
	currency: string;
}

/** The donation status (`type=donation`): whether plans can be created, and those that exist. */
export type DonationStatus =
	| {
			status: 'ready';
			connected: boolean;
			connectUrl: string;
			shouldUpgrade: boolean;
			/** The site's donation plans, oldest first. */
			plans: DonationPlan[];
	  }
	| { status: 'error'; message: string };

/** The donation plans of one currency, as `createDonationPlans` left them. */
export type DonationPlansEntry =
	| { status: 'creating' }
	| { status: 'ready'; planIds: Record< Interval, number > }
	| { status: 'error'; message: string };

/**
 * What the donations block gets for a currency: the plan ids a block of that currency takes
 * (`planIds`) and every stored plan id of each interval (`known`: a block keeps any of them);
 * `missing` when the site is connected but has no plans in the currency yet (they are created
 * at the author's first change), then `creating`; `needs-setup` while Stripe is not connected or an upgrade is
 * needed; or an error.
 */
export type DonationPlans =
	| {
			status: 'ready';
			planIds: Record< Interval, number >;
			known: Record< Interval, number[] >;
	  }
	| { status: 'missing' }
	| { status: 'creating' }
	| { status: 'needs-setup' }
	| { status: 'error'; message: string };

export interface State {
	status: MembershipStatus | null;
	donationStatus: DonationStatus | null;
	donationPlans: Record< string, DonationPlansEntry >;
}

export type Action =
	| { type: 'RECEIVE_STATUS'; status: MembershipStatus }
	| { type: 'RECEIVE_DONATION_STATUS'; donationStatus: DonationStatus }
	| {
			type: 'RECEIVE_DONATION_PLANS';
			currency: string;
			plans: DonationPlansEntry;
	  };
