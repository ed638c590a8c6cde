/**
 * The payment button's attributes (defaults in block.json).
 */
export interface SimplePaymentsAttributes {
	currency: string;
	content: string;
	email: string;
	featuredMediaId: number;
	featuredMediaUrl?: string | null;
	featuredMediaTitle?: string | null;
	multiple: boolean;
	postLinkUrl?: string;
	postLinkText: string;
	price?: number;
	productId?: number;
	title: string;
	[ key: string ]: unknown;
}
