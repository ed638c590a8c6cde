import type { PlayerOptions } from '@shared/videopress/url';

/** The attributes of `videopress/video` (block.json). */
export interface VideoPressAttributes
	extends PlayerOptions, Record< string, unknown > {
	guid?: string;
	id?: number;
	title?: string;
	caption?: string;
	align?: string;
	maxWidth?: string;
}
