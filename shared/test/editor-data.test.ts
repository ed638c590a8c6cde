import { getContactFormEditorData, getEditorData, text } from '../editor-data';

describe( 'editor data', () => {
	it( 'reads window.blockpackEditor', () => {
		expect( getEditorData() ).toBe( window.blockpackEditor );
	} );

	it( 'gives a section reader window.blockpackEditor when it is given no data', () => {
		const before = window.blockpackEditor;
		window.blockpackEditor = {
			blocks: {},
			contactForm: { siteTitle: 'From the page' },
		};
		try {
			expect( getContactFormEditorData().siteTitle ).toBe(
				'From the page'
			);
		} finally {
			window.blockpackEditor = before;
		}
	} );

	it( 'gives each section with empty values for anything missing or of the wrong type', () => {
		expect( getContactFormEditorData( undefined ) ).toEqual( {
			authorEmail: '',
			siteTitle: '',
			canInstallPlugins: false,
			canActivatePlugins: false,
		} );
	} );

	it.each( [
		[ 'text', 'text' ],
		[ '', '' ],
		[ 42, '' ],
		[ undefined, '' ],
		[ null, '' ],
		[ [ 'a' ], '' ],
	] )( 'reads %p as the text %p', ( value, expected ) => {
		expect( text( value ) ).toBe( expected );
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
		};
		expect( getContactFormEditorData( data ) ).toEqual( data.contactForm );
	} );
} );
