/**
 * Types of the `jetpack/membership-products` store.
 */

/** A donation plan's interval. */
export type Interval = 'one-time' | '1 month' | '1 year';

/** The answer of `GET /wpcom/v2/memberships/status`, as far as the store reads it. */
export interface StatusResponse {
	connected_account_id?: string;
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

/** The donation status (`type=donation`): whether plans can be created. */
export type DonationStatus =
	| {
			status: 'ready';
			connected: boolean;
			connectUrl: string;
			shouldUpgrade: boolean;
	  }
	| { status: 'error'; message: string };

/** The donation plans of one currency, as `createDonationPlans` left them. */
export type DonationPlansEntry =
	| { status: 'creating' }
	| { status: 'ready'; planIds: Record< Interval, number > }
	| { status: 'error'; message: string };

/** What the donations block gets: its plan ids (-1 while a connection or upgrade is needed). */
export type DonationPlans =
	| { status: 'ready'; planIds: Record< Interval, number > }
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
