/**
 * Text tracks of a site-hosted video, the pure part: what a WebVTT file must start with, the
 * upload form's defaults (as core's and Jetpack's: English, `en`, subtitles) and the one track
 * per language and kind the server keeps (php/tracks.php).
 */
import { __ } from '@wordpress/i18n';

/** A track as core/video's `tracks` attribute keeps it. */
export interface Track {
	src?: string;
	label?: string;
	srcLang?: string;
	kind?: string;
}

/** What the form sends. */
export interface TrackForm {
	label: string;
	srcLang: string;
	kind: string;
}

/** The kinds of text track HTML has, in the form's order. */
export const KINDS = [
	'subtitles',
	'captions',
	'descriptions',
	'chapters',
	'metadata',
] as const;

/** A language tag, as the server checks it (BCP 47's common shapes). */
export const LANGUAGE_TAG = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8}){0,3}$/;

/**
 * The form with its defaults: an empty label is "English", an empty language `en`, no kind
 * subtitles; the language lowercased, as the server keeps it.
 *
 * @param form What the user typed.
 * @return What to send.
 */
export function withDefaults( form: Partial< TrackForm > ): TrackForm {
	const label = ( form.label ?? '' ).trim();
	const srcLang = ( form.srcLang ?? '' ).trim().toLowerCase();
	return {
		label: label || __( 'English', 'blockpack' ),
		srcLang: srcLang || 'en',
		kind: form.kind || 'subtitles',
	};
}

/**
 * Whether the video has a track of this language and kind already.
 *
 * @param tracks  The block's tracks.
 * @param srcLang The language.
 * @param kind    The kind.
 */
export const hasTrack = (
	tracks: readonly Track[],
	srcLang: string,
	kind: string
): boolean =>
	tracks.some(
		( track ) =>
			( track.srcLang ?? '' ).toLowerCase() === srcLang.toLowerCase() &&
			( track.kind || 'subtitles' ) === kind
	);

/**
 * Why the form cannot be sent, or '' when it can: a `.vtt` file whose first line is `WEBVTT`
 * (a UTF-8 byte order mark before it is fine), a language tag, no second track of the same
 * language and kind.
 *
 * @param file   The chosen file's name and first bytes (as text), or null.
 * @param form   The form, with its defaults.
 * @param tracks The block's tracks.
 * @return The message, or ''.
 */
export function formError(
	file: { name: string; head: string } | null,
	form: TrackForm,
	tracks: readonly Track[]
): string {
	if ( ! file ) {
		return __( 'Choose a WebVTT file (.vtt) to upload.', 'blockpack' );
	}
	if ( ! /\.vtt$/i.test( file.name ) ) {
		return __(
			'Only WebVTT files (.vtt) can be used as tracks.',
			'blockpack'
		);
	}
	if ( ! isWebVttHead( file.head ) ) {
		return __(
			'This is not a WebVTT file: its first line must be WEBVTT.',
			'blockpack'
		);
	}
	if ( ! LANGUAGE_TAG.test( form.srcLang ) ) {
		return __(
			'The source language is a language tag, such as en or pt-BR.',
			'blockpack'
		);
	}
	if ( hasTrack( tracks, form.srcLang, form.kind ) ) {
		return __(
			'A track already exists for that language and kind.',
			'blockpack'
		);
	}
	return '';
}

/**
 * Whether a file's start is a WebVTT header: `WEBVTT` alone on the first line or followed by a
 * space or a tab, after an optional byte order mark.
 *
 * @param head The file's first characters.
 */
export const isWebVttHead = ( head: string ): boolean =>
	/^\uFEFF?WEBVTT(?:[ \t][^\r\n]*)?(?:\r\n|\r|\n|$)/.test( head );
