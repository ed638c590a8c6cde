import {
	getContactFormEditorData,
	getEditorData,
	getGifEditorData,
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
} );
