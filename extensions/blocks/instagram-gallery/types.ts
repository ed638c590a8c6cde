/**
 * The Latest Instagram Posts block's attributes and the shapes of our routes' answers
 * (connections, gallery: this block's php/routes.php).
 */
export interface InstagramGalleryAttributes extends Record< string, unknown > {
	/** The connection id (Jetpack's `keyring_id`, digits as a string), never a real token. */
	accessToken?: string;
	/** The Instagram username, shown in the profile link. */
	instagramUser?: string;
	columns: number;
	count: number;
	spacing: number;
	isStackedOnMobile: boolean;
	align?: string;
	className?: string;
}

/** One connection usable on this site (`GET …/connections`). */
export interface InstagramConnection {
	/** The connection id. */
	token: string;
	username: string;
}

/** One post of the gallery (`GET …/gallery`). */
export interface GalleryImage {
	link: string;
	title: string;
	url: string;
}

/** A usable gallery answer. */
export interface Gallery {
	/** The account's username, when the answer gives a valid one. */
	externalName?: string;
	images: GalleryImage[];
}
