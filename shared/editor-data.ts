/**
 * The one object of data the server hands the editor: `window.blockpackEditor`, printed before
 * the editor script by php/class-editor.php and built through the `blockpack_editor_data`
 * filter, to which blocks add their own section (the contact form's `contactForm`, the GIF
 * block's `gif`). Read it only through this module.
 */

/** Whether one block is available, as the server says. */
export interface BlockAvailabilityData {
	available: boolean;
	unavailable_reason?: string;
	beta?: boolean;
}

/** The contact form's section (extensions/blocks/contact-form/php/editor-data.php). */
export interface ContactFormEditorData {
	/** The post author's address: the form's default recipient. */
	authorEmail: string;
	/** The site title, for the default subject "[Site] Post title". */
	siteTitle: string;
	canInstallPlugins: boolean;
	canActivatePlugins: boolean;
}

/** The GIF block's section (gif.php); only for users who can edit posts. */
export interface GifEditorData {
	/** The site's GIPHY API key; empty when none is set. */
	apiKey: string;
	/** The settings screen that holds the key, for users who may change it; else empty. */
	settingsUrl: string;
}

/** The map block's section (extensions/blocks/map/php): its tile source, and who may set the token. */
export interface MapEditorData {
	/** The tile source (extensions/blocks/map/source.ts reads and checks it). */
	source?: unknown;
	/** Whether the user may set or remove the site's Mapbox token (manage_options). */
	canManageKey: boolean;
}

/**
 * Latest Instagram Posts' section (extensions/blocks/instagram-gallery/php/routes.php): whether
 * the user may add Instagram connections.
 */
export interface InstagramGalleryEditorData {
	/** Whether the user may add a connection (manage_options); others pick one the site has. */
	canConnect: boolean;
}

/**
 * The Ad block's section (extensions/blocks/wordads/index.php): the formats' names, translated on
 * the server, and which formats have ad code.
 */
export interface WordAdsEditorData {
	/** Each format's name, by tag (`mrec` → `Rectangle 300x250`). */
	formatNames: Record< string, string >;
	/** The formats (`mrec`, `leaderboard`…) for which the site has ad code. */
	formatsWithCode: string[];
	/** Settings → Blockpack's Ads section, for users who may open it; else empty. */
	settingsUrl: string;
}

/**
 * The Video block's section (extensions/extended-blocks/core-video/php/tus-server.php): where
 * uploads go and the sizes the host takes; only for users who may upload.
 */
export interface VideoEditorData {
	/** The tus uploads' route, absolute. */
	endpoint: string;
	/** The chunk size the host takes in one request, in bytes. */
	chunkSize: number;
	/** The largest upload, in bytes. */
	maxSize: number;
}

/**
 * External media's section (extensions/extended-blocks/external-media/php): the sources the site
 * owner left on and that can be used, and Settings → Blockpack's section for users who may open it.
 */
export interface ExternalMediaEditorData {
	/** The sources in the order the pickers list them. */
	sources: Array< { id: string; label: string } >;
	/** Settings → Blockpack's External media section, for users who may open it; else null. */
	settingsUrl: string | null;
}

/** `window.blockpackEditor`. */
export interface EditorData {
	blocks: Record< string, BlockAvailabilityData >;
	siteType?: 'self-hosted' | 'simple' | 'atomic';
	isPrivateSite?: boolean;
	contactForm?: Partial< ContactFormEditorData >;
	gif?: Partial< GifEditorData >;
	map?: Partial< MapEditorData >;
	instagramGallery?: Partial< InstagramGalleryEditorData >;
	wordads?: Partial< WordAdsEditorData >;
	video?: Partial< VideoEditorData >;
	externalMedia?: Partial< ExternalMediaEditorData >;
}

declare global {
	interface Window {
		blockpackEditor?: EditorData;
	}
}

/**
 * The editor data as the server printed it.
 *
 * @return The data, or undefined outside a browser or when none was printed.
 */
export function getEditorData(): EditorData | undefined {
	return typeof window === 'undefined' ? undefined : window.blockpackEditor;
}

/**
 * A string of a section, or '' when it is missing or not a string.
 *
 * @param value The value.
 * @return The string.
 */
export function text( value: unknown ): string {
	return typeof value === 'string' ? value : '';
}

/** The sections blocks add to the editor data. */
type SectionKey = Exclude<
	keyof EditorData,
	'blocks' | 'siteType' | 'isPrivateSite'
>;

/**
 * A reader of one block's section: `check` gets the section as the server printed it (an empty
 * object when missing) and returns it with every value checked. A section only one block reads
 * has its reader in that block (`<slug>/editor-data.ts`), so it loads with the block's editor.
 *
 * @param key   The section's key (`gif`, `map`…).
 * @param check The section's checks.
 * @return The reader: of the given editor data, `window.blockpackEditor` by default.
 */
export function sectionReader< Key extends SectionKey, Section >(
	key: Key,
	check: ( section: NonNullable< EditorData[ Key ] > ) => Section
): ( data?: EditorData ) => Section {
	return ( data = getEditorData() ) =>
		check( ( data?.[ key ] ?? {} ) as NonNullable< EditorData[ Key ] > );
}

/** The contact form's section, with empty strings and false for anything missing. */
export const getContactFormEditorData = sectionReader(
	'contactForm',
	( section ): ContactFormEditorData => ( {
		authorEmail: text( section.authorEmail ),
		siteTitle: text( section.siteTitle ),
		canInstallPlugins: section.canInstallPlugins === true,
		canActivatePlugins: section.canActivatePlugins === true,
	} )
);
