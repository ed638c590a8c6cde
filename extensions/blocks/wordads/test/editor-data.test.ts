/**
 * The Ad block's section of the editor data: what index.php's add_editor_data() sends, with
 * anything missing or of the wrong type dropped.
 */
import { getWordAdsEditorData } from '../editor-data';

describe( 'the Ad block’s editor data', () => {
	it.each( [
		[
			'no data',
			undefined,
			{ formatNames: {}, formatsWithCode: [], settingsUrl: '' },
		],
		[
			'values of the wrong types',
			{
				formatNames: [ 'Rectangle' ],
				formatsWithCode: 'mrec',
				settingsUrl: 7,
			},
			{
				formatNames: {},
				formatsWithCode: [],
				settingsUrl: '',
			},
		],
		[
			'a name that is not text, a tag that is not text',
			{
				formatNames: { mrec: 'Rectangle 300x250', leaderboard: 3 },
				formatsWithCode: [ 'mrec', 3, 'leaderboard' ],
				settingsUrl: '/wp-admin/options-general.php?page=blockpack#ads',
			},
			{
				formatNames: { mrec: 'Rectangle 300x250' },
				formatsWithCode: [ 'mrec', 'leaderboard' ],
				settingsUrl: '/wp-admin/options-general.php?page=blockpack#ads',
			},
		],
		[
			'names that are not an object',
			{ formatNames: 'Rectangle' },
			{ formatNames: {}, formatsWithCode: [], settingsUrl: '' },
		],
	] )( 'reads the Ad block’s section: %s', ( _, wordads, expected ) => {
		expect(
			getWordAdsEditorData(
				wordads === undefined
					? undefined
					: { blocks: {}, wordads: wordads as never }
			)
		).toEqual( expected );
	} );
} );
