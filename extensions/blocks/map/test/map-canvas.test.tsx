/**
 * The map in the editor when its chunks fail: mapbox-gl (or its stylesheet) not loaded the
 * first time shows why and "Try again" in place of the map, never a blank block; trying again
 * loads it and draws the map.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MapCanvas from '../edit/map-canvas';
import { loadMapbox } from '../load-mapbox';
import { drawMap } from '../draw';

jest.mock( '../load-mapbox', () => ( { loadMapbox: jest.fn() } ) );
jest.mock( '../draw', () => ( { drawMap: jest.fn() } ) );

const mockedLoad = loadMapbox as jest.MockedFunction< typeof loadMapbox >;
const mockedDraw = drawMap as jest.MockedFunction< typeof drawMap >;

const chunkError = () =>
	Object.assign( new Error( 'Loading chunk 8374 failed.' ), {
		name: 'ChunkLoadError',
	} );
const cssError = () =>
	Object.assign( new Error( 'Loading CSS chunk mapbox-gl failed.' ), {
		code: 'CSS_CHUNK_LOAD_FAILED',
	} );

beforeEach( () => {
	mockedLoad.mockReset();
	mockedDraw.mockReset();
	mockedDraw.mockReturnValue( {
		update: jest.fn(),
		remove: jest.fn(),
		closePopup: jest.fn(),
		resize: jest.fn(),
	} );
} );

describe( 'MapCanvas when loading fails', () => {
	it.each( [
		[ 'mapbox-gl’s chunk', chunkError ],
		[ 'its stylesheet', cssError ],
	] )(
		'%s fails once: the message and Try again, then the map',
		async ( _, error ) => {
			mockedLoad
				.mockRejectedValueOnce( error() )
				.mockResolvedValueOnce( {} as never );
			const onError = jest.fn();
			const { container } = render(
				<MapCanvas
					options={ {} as never }
					handlers={ {} }
					onError={ onError }
				>
					<p>Map controls</p>
				</MapCanvas>
			);
			expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
				'The map could not be loaded.'
			);
			// No spinner forever, and the map's box is kept.
			expect(
				container.querySelector( '.wp-block-jetpack-map__spinner' )
			).toBeNull();
			expect(
				container.querySelector( '.wp-block-jetpack-map__gm-container' )
			).not.toBeNull();
			expect( mockedDraw ).not.toHaveBeenCalled();
			expect( screen.queryByText( 'Map controls' ) ).toBeNull();

			await userEvent.click(
				screen.getByRole( 'button', { name: 'Try again' } )
			);
			await waitFor( () =>
				expect( mockedDraw ).toHaveBeenCalledTimes( 1 )
			);
			expect( mockedLoad ).toHaveBeenCalledTimes( 2 );
			expect( screen.queryByRole( 'alert' ) ).toBeNull();
			expect( screen.getByText( 'Map controls' ) ).toBeInTheDocument();
			expect( onError ).not.toHaveBeenCalled();
		}
	);

	it( 'a spinner while loading, and no message', async () => {
		let finish!: ( value: never ) => void;
		mockedLoad.mockReturnValueOnce(
			new Promise( ( resolve ) => ( finish = resolve ) )
		);
		const { container } = render(
			<MapCanvas
				options={ {} as never }
				handlers={ {} }
				onError={ jest.fn() }
			/>
		);
		expect(
			container.querySelector( '.wp-block-jetpack-map__spinner' )
		).not.toBeNull();
		expect( screen.queryByRole( 'alert' ) ).toBeNull();
		await act( async () => finish( {} as never ) );
		expect(
			container.querySelector( '.wp-block-jetpack-map__spinner' )
		).toBeNull();
	} );
} );
