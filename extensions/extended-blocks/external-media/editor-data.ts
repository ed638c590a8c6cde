/**
 * The editor data's `externalMedia` section (php/editor-data.php), checked: the sources the
 * pickers list (only those the site owner left on and that can be used) and the settings
 * section's address for users who may change it.
 */
import { sectionReader, text } from '@shared/editor-data';

/** One source of pictures, as the menus list it. */
export interface ExternalSource {
	id: string;
	label: string;
}

export const getExternalMediaEditorData = sectionReader(
	'externalMedia',
	( section ) => ( {
		sources: ( Array.isArray( section.sources ) ? section.sources : [] )
			.map( ( source ) => ( {
				id: text( source?.id ),
				label: text( source?.label ),
			} ) )
			.filter( ( source ) => source.id && source.label ),
		settingsUrl: text( section.settingsUrl ),
	} )
);
