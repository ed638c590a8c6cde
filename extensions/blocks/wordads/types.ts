/**
 * The Ad block's attributes (block.json).
 */
export interface WordAdsAttributes extends Record< string, unknown > {
	align: string;
	format: string;
	hideMobile: boolean;
}
