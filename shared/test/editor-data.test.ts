import {
	getContactFormEditorData,
	getEditorData,
	getGifEditorData,
	getInstagramGalleryEditorData,
	getWordAdsEditorData,
} from '../editor-data';

describe( 'editor data', () => {
	it( 'reads window.blockpackEditor', () => {
		expect( getEditorData() ).toBe( window.blockpackEditor );
	} );

	it( 'gives each section with empty values for anything missing or of the wrong type', () => {
		expect( getContactFormEditorData( undefined ) ).toEqual( {
			authorEmail: '',
			siteTitle: '',
			canInstallPlugins: false,
			canActivatePlugins: false,
		} );
		expect(
			getGifEditorData( {
				blocks: {},
				gif: { apiKey: 42 as unknown as string },
			} )
		).toEqual( { apiKey: '', settingsUrl: '' } );
	} );

	it( 'reads the sections the server added', () => {
		const data = {
			blocks: {},
			contactForm: {
				authorEmail: 'a@example.com',
				siteTitle: 'Site',
				canInstallPlugins: true,
				canActivatePlugins: false,
			},
			gif: { apiKey: 'k', settingsUrl: '/wp-admin/options-writing.php' },
		};
		expect( getContactFormEditorData( data ) ).toEqual( data.contactForm );
		expect( getGifEditorData( data ) ).toEqual( data.gif );
	} );

	it( 'reads Latest Instagram Posts’ section: no right to connect unless the server says true', () => {
		expect( getInstagramGalleryEditorData( undefined ) ).toEqual( {
			canConnect: false,
		} );
		expect(
			getInstagramGalleryEditorData( {
				blocks: {},
				instagramGallery: { canConnect: 'yes' as unknown as boolean },
			} )
		).toEqual( { canConnect: false } );
		expect(
			getInstagramGalleryEditorData( {
				blocks: {},
				instagramGallery: { canConnect: true },
			} )
		).toEqual( { canConnect: true } );
	} );

	it( 'reads the Ad block’s section, keeping only format names', () => {
		expect( getWordAdsEditorData( undefined ) ).toEqual( {
			formatsWithCode: [],
			settingsUrl: '',
		} );
		expect(
			getWordAdsEditorData( {
				blocks: {},
				wordads: {
					formatsWithCode: 'mrec' as unknown as string[],
					settingsUrl: 7 as unknown as string,
				},
			} )
		).toEqual( { formatsWithCode: [], settingsUrl: '' } );
		expect(
			getWordAdsEditorData( {
				blocks: {},
				wordads: {
					formatsWithCode: [
						'mrec',
						3 as unknown as string,
						'leaderboard',
					],
					settingsUrl:
						'/wp-admin/options-general.php?page=blockpack#ads',
				},
			} )
		).toEqual( {
			formatsWithCode: [ 'mrec', 'leaderboard' ],
			settingsUrl: '/wp-admin/options-general.php?page=blockpack#ads',
		} );
	} );
} );
