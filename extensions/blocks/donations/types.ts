/**
 * Attributes of the Donations block.
 */
export type Interval = 'one-time' | '1 month' | '1 year';

/** One interval's settings. */
export interface DonationTab {
	show: boolean;
	planId: number | null;
	amounts: number[];
	heading?: string;
	extraText?: string;
	buttonText?: string;
}

export interface DonationsAttributes extends Record< string, unknown > {
	currency: string;
	oneTimeDonation: DonationTab;
	monthlyDonation: DonationTab;
	annualDonation: DonationTab;
	showCustomAmount: boolean;
	chooseAmountText: string;
	customAmountText: string;
	fallbackLinkUrl?: string;
}
