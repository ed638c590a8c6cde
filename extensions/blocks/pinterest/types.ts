/** The Pinterest block's attributes (block.json). */
export interface PinterestAttributes extends Record< string, unknown > {
	url?: string;
}
