/**
 * The Revue block's attributes (block.json).
 */
export interface RevueAttributes extends Record< string, unknown > {
	revueUsername?: string;
	emailLabel: string;
	emailPlaceholder: string;
	firstNameLabel: string;
	firstNamePlaceholder: string;
	firstNameShow: boolean;
	lastNameLabel: string;
	lastNamePlaceholder: string;
	lastNameShow: boolean;
}
