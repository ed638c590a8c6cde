/**
 * Data that Blockpack's PHP prints before the editor script (see php/class-editor.php).
 */
interface BlockpackBlockAvailabilityData {
	available: boolean;
	unavailable_reason?: string;
	beta?: boolean;
}

interface BlockpackEditorData {
	blocks: Record< string, BlockpackBlockAvailabilityData >;
	siteType?: 'self-hosted' | 'simple' | 'atomic';
	isPrivateSite?: boolean;
}

interface Window {
	blockpackEditor?: BlockpackEditorData;
}

declare module '*.scss';

/** Data for the Contact Form editor (see php/contact-form/editor-data.php). */
interface BlockpackContactFormData {
	/** The post author's address: the form's default recipient. */
	authorEmail: string;
	/** The site title, for the default subject "[Site] Post title". */
	siteTitle: string;
	canInstallPlugins: boolean;
	canActivatePlugins: boolean;
}

interface Window {
	blockpackContactForm?: BlockpackContactFormData;
}
