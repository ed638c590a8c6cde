/**
 * The GIF block's section of the editor data: empty strings for anything missing or not text.
 */
import { getGifEditorData } from '../editor-data';

const SETTINGS = '/wp-admin/options-general.php?page=blockpack#gif';

describe( 'the GIF block’s editor data', () => {
	it.each( [
		[ 'no data', undefined, { apiKey: '', settingsUrl: '' } ],
		[
			'a key that is not text',
			{ apiKey: 42 as unknown as string },
			{ apiKey: '', settingsUrl: '' },
		],
		[
			'the section the server added',
			{ apiKey: 'k', settingsUrl: SETTINGS },
			{ apiKey: 'k', settingsUrl: SETTINGS },
		],
	] )( 'reads %s', ( _, gif, expected ) => {
		expect(
			getGifEditorData(
				gif === undefined ? undefined : { blocks: {}, gif }
			)
		).toEqual( expected );
	} );
} );
