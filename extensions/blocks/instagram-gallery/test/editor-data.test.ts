/**
 * Latest Instagram Posts' section of the editor data.
 */
import { getInstagramGalleryEditorData } from '../editor-data';

describe( 'Latest Instagram Posts’ editor data', () => {
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
} );
