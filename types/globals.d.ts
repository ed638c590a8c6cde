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
