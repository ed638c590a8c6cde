/** One slide as saved (block.json `images` query). `id` reads back from `data-id` as a string. */
export interface SlideImage {
	alt?: string;
	caption?: string;
	id?: number | string;
	url?: string;
	/** `"<width> / <height>"` of the saved size; absent in content saved before Jetpack 12.x. */
	aspectRatio?: string;
}

export type SlideshowEffect = 'slide' | 'fade';

/** The Slideshow block's attributes (see block.json). */
export interface SlideshowAttributes extends Record< string, unknown > {
	align?: string;
	autoplay: boolean;
	delay: number;
	ids: number[];
	images: SlideImage[];
	effect: string;
	sizeSlug?: string;
	className?: string;
}

/** What the carousel needs to run: from the saved data attributes or the editor's attributes. */
export interface SlideshowSettings {
	autoplay: boolean;
	/** Seconds between slides. */
	delay: number;
	effect: SlideshowEffect;
}
