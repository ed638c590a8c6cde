/**
 * The attributes Jetpack's VideoPress extension added to `core/video`, added here beside core's
 * own. Jetpack replaced core's attributes with its list, which broke ordinary videos (their
 * tracks and plays-inline were dropped, #23953): here core's definitions win where the names
 * meet, so a video without a guid parses, validates and saves exactly as core's.
 *
 * The player options of a guid video (autoplay, controls, loop, muted, poster, preload) were
 * comment attributes in Jetpack's list; core reads them from the `<video>` element, which a guid
 * video does not have, so `readGuidOptions()` (videopress.ts) reads them from the comment and
 * the player's address instead.
 */
import type { PlayerOptions } from '@shared/videopress/url';

export interface VideoAttributes
	extends PlayerOptions, Record< string, unknown > {
	guid?: string;
	id?: number;
	caption?: string;
	src?: string;
	className?: string;
	align?: string;
	maxWidth?: string;
	videoPressClassNames?: string;
	videoPressTracks?: unknown[];
	/** The VideoPress file's address that Jetpack's older saves kept in `src`. */
	videoPressSrc?: string;
	isVideoPressExample?: boolean;
	fileForImmediateUpload?: File | null;
}

const string = { type: 'string' } as const;
const boolean = { type: 'boolean' } as const;
const emptyString = { type: 'string', default: '' } as const;

/** The attributes added to core/video (core's own keep their definitions). */
export const ADDED_ATTRIBUTES = {
	guid: string,
	maxWidth: { type: 'string', default: '100%' },
	playsinline: boolean,
	seekbarColor: emptyString,
	seekbarPlayedColor: emptyString,
	seekbarLoadingColor: emptyString,
	useAverageColor: { type: 'boolean', default: true },
	videoPressTracks: { type: 'array', items: { type: 'object' }, default: [] },
	videoPressClassNames: string,
	videoPressSrc: string,
	isVideoPressExample: { type: 'boolean', default: false },
	// A file dropped or pasted, uploaded when the block mounts; never saved.
	fileForImmediateUpload: {
		type: 'object',
		default: null,
		role: 'local',
		__experimentalRole: 'local',
	},
};

/**
 * What Jetpack's older shapes read differently from the current definition (each deprecation
 * also knows every current attribute): the player options, and `src`, from the comment.
 */
const FROM_COMMENT = {
	autoplay: boolean,
	controls: { type: 'boolean', default: true },
	loop: boolean,
	muted: boolean,
	poster: string,
	preload: { type: 'string', default: 'metadata' },
	src: string,
};

/** Jetpack's first two saves (2018, 2019): five player options. */
export const V2_ATTRIBUTES = {
	...FROM_COMMENT,
	playsInline: boolean,
	align: string,
};

/** Jetpack's third and fourth saves (2020, 2021). */
export const V3_ATTRIBUTES = FROM_COMMENT;
