/** The GIF block's attributes (see block.json). */
export interface GifAttributes extends Record< string, unknown > {
	align: string;
	caption?: string | undefined;
	/** A GIPHY embed page, `https://giphy.com/embed/<id>`. */
	giphyUrl?: string | undefined;
	/** An image address saved by Jetpack's Tumblr version of the block; kept as is. */
	gifUrl?: string | undefined;
	searchText?: string | undefined;
	/** The GIF's height as a percentage of its width. */
	paddingTop: string;
	attributionUrl?: string | undefined;
	attributionName?: string | undefined;
}
