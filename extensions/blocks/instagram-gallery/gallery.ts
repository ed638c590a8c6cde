/**
 * Pure rules of the Latest Instagram Posts editor: reading the gallery route's answer, the
 * display settings within their ranges, the sidebar's count notice and the columns' cap.
 */
import { __, _n, sprintf } from '@wordpress/i18n';
import type {
	Gallery,
	GalleryImage,
	InstagramConnection,
	InstagramGalleryAttributes,
} from './types';

/** How many posts the editor fetches once (the most a block shows). */
export const MAX_IMAGE_COUNT = 30;
/** The most columns. */
export const MAX_COLUMNS = 6;
/** The most spacing, in px. */
export const MAX_SPACING = 50;

/** Instagram usernames: letters, digits, periods and underscores, at most 30. */
const USERNAME = /^[A-Za-z0-9._]{1,30}$/;
/** A connection id: a positive integer, as digits. */
const CONNECTION_ID = /^[1-9][0-9]{0,18}$/;

/**
 * Whether a value is an Instagram username (safe in the profile address).
 *
 * @param value Anything.
 */
export function isUsername( value: unknown ): value is string {
	return typeof value === 'string' && USERNAME.test( value );
}

/**
 * A connection id as the block stores it (digits as a string), from a number or a string;
 * undefined for anything else.
 *
 * @param value The id as an answer gave it.
 */
export function toConnectionId( value: unknown ): string | undefined {
	const text =
		typeof value === 'number' && Number.isSafeInteger( value )
			? String( value )
			: value;
	return typeof text === 'string' && CONNECTION_ID.test( text )
		? text
		: undefined;
}

/**
 * Whether an address may be shown as an image or followed: http(s) only.
 *
 * @param value Anything.
 */
function isWebAddress( value: unknown ): value is string {
	return typeof value === 'string' && /^https?:\/\/[^\s]+$/i.test( value );
}

/**
 * The usable posts of an `images` list: each needs an http(s) image address; a link that is not
 * http(s) becomes '' and a title that is not a string ''.
 *
 * @param list The answer's `images`.
 */
function toImages( list: unknown[] ): GalleryImage[] {
	return list.flatMap( ( entry ): GalleryImage[] => {
		const image = ( entry ?? {} ) as Record< string, unknown >;
		if ( ! isWebAddress( image.url ) ) {
			return [];
		}
		return [
			{
				url: image.url,
				link: isWebAddress( image.link ) ? image.link : '',
				title: typeof image.title === 'string' ? image.title : '',
			},
		];
	} );
}

/**
 * The gallery route's answer, or null when it is malformed (no `images` array: the editor then
 * says "An error occurred. Please try again later.").
 *
 * @param answer What the route answered.
 */
export function parseGallery( answer: unknown ): Gallery | null {
	if ( ! answer || typeof answer !== 'object' ) {
		return null;
	}
	const { images, external_name: name } = answer as Record< string, unknown >;
	if ( ! Array.isArray( images ) ) {
		return null;
	}
	return {
		...( isUsername( name ) ? { externalName: name } : {} ),
		images: toImages( images ),
	};
}

/**
 * The connections route's answer: entries with a connection id and a username, each id once.
 *
 * @param answer What the route answered.
 */
export function parseConnections( answer: unknown ): InstagramConnection[] {
	if ( ! Array.isArray( answer ) ) {
		return [];
	}
	const seen = new Set< string >();
	return answer.flatMap( ( entry ): InstagramConnection[] => {
		const { token, username } = ( entry ?? {} ) as Record<
			string,
			unknown
		>;
		const id = toConnectionId( token );
		if ( ! id || ! isUsername( username ) || seen.has( id ) ) {
			return [];
		}
		seen.add( id );
		return [ { token: id, username } ];
	} );
}

/**
 * A number within a range, whole; the fallback when it is not a finite number.
 *
 * @param value    The stored value.
 * @param min      The least.
 * @param max      The most.
 * @param fallback The block's default.
 */
function within(
	value: unknown,
	min: number,
	max: number,
	fallback: number
): number {
	if ( typeof value !== 'number' || ! Number.isFinite( value ) ) {
		return fallback;
	}
	return Math.min( max, Math.max( min, Math.round( value ) ) );
}

export interface DisplaySettings {
	count: number;
	columns: number;
	spacing: number;
}

/**
 * The display settings the editor draws: each stored value within its range, as visitors get
 * it (the stored attributes are left as they are until the author changes a control).
 *
 * @param attributes The block's attributes.
 */
export function displaySettings(
	attributes: Pick<
		InstagramGalleryAttributes,
		'count' | 'columns' | 'spacing'
	>
): DisplaySettings {
	const count = within( attributes.count, 1, MAX_IMAGE_COUNT, 9 );
	return {
		count,
		columns: within( attributes.columns, 1, MAX_COLUMNS, 3 ),
		spacing: within( attributes.spacing, 0, MAX_SPACING, 10 ),
	};
}

/**
 * The most columns for a number of posts: never more columns than posts, at most 6.
 *
 * @param count The number of posts shown.
 */
export function columnsMax( count: number ): number {
	return Math.max( 1, Math.min( MAX_COLUMNS, count ) );
}

/**
 * The attributes to set when the author changes the number of posts: the columns follow it down
 * when there would be more columns than posts.
 *
 * @param count   The new number of posts.
 * @param columns The stored number of columns.
 */
export function countChange(
	count: number,
	columns: number
): Partial< InstagramGalleryAttributes > {
	return columns > columnsMax( count )
		? { count, columns: columnsMax( count ) }
		: { count };
}

/**
 * The sidebar's notice when the account has fewer posts than the block shows (Jetpack's
 * controls): none when there are enough.
 *
 * @param count     The number of posts to show.
 * @param available How many posts the account has (up to 30 fetched).
 */
export function countNotice( count: number, available: number ): string | null {
	if ( available >= count ) {
		return null;
	}
	if ( available <= 0 ) {
		return __(
			'There are currently no posts in your Instagram account.',
			'blockpack'
		);
	}
	return sprintf(
		/* translators: %s: the number of posts in the Instagram account. */
		_n(
			'There is currently only %s post in your Instagram account.',
			'There are currently only %s posts in your Instagram account.',
			available,
			'blockpack'
		),
		String( available )
	);
}

/** What the editor says when the connect address or the gallery could not be had. */
export function genericError(): string {
	return __( 'An error occurred. Please try again later.', 'blockpack' );
}

/** What the editor says when the account has no posts. */
export function noImagesMessage(): string {
	return __( 'No images were found in your Instagram account.', 'blockpack' );
}

/** What the gallery request gave: a usable answer, or a failure (a malformed answer or not). */
export type GalleryResult =
	| { ok: true; gallery: Gallery }
	| { ok: false; malformed: boolean; message: string };

/** A notice: the message, and the server's own words below it when it gave some. */
export interface EditorNotice {
	message: string;
	detail?: string;
}

/** What the editor does with a gallery result. */
export interface GalleryOutcome {
	/** The posts to show (none: the placeholder shows). */
	images: GalleryImage[];
	notice: EditorNotice | null;
	/** The attributes to set: the username from the answer, or nothing. */
	attributes: Partial< InstagramGalleryAttributes >;
}

/**
 * The editor's answer to a gallery result: the posts, with the username from the answer; no
 * posts: "No images were found…" (the connection kept); a failed request or a malformed answer:
 * "An error occurred…" and the connection reset: back to the connect placeholder, to pick or
 * connect another account. The saved connection and username are not cleared by the failure
 * itself (nothing saved is lost to a failed request; visitors keep the saved profile link):
 * they change when the editor picks or connects an account, or disconnects.
 *
 * @param result        The result.
 * @param instagramUser The stored username (set again only when the answer gives another).
 */
export function galleryOutcome(
	result: GalleryResult,
	instagramUser?: string
): GalleryOutcome {
	if ( ! result.ok ) {
		const detail =
			! result.malformed && result.message ? result.message : undefined;
		return {
			images: [],
			notice: {
				message: genericError(),
				...( detail ? { detail } : {} ),
			},
			attributes: {},
		};
	}
	const { externalName, images } = result.gallery;
	return {
		images,
		notice: images.length ? null : { message: noImagesMessage() },
		attributes:
			externalName && externalName !== instagramUser
				? { instagramUser: externalName }
				: {},
	};
}
