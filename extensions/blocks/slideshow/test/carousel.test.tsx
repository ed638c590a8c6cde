/**
 * The carousel in the editor when Swiper's chunk fails: the slides stay, the notice says so and
 * "Try again" below them loads the chunk again and starts the carousel.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Carousel from '../edit/carousel';

// The chunk: its first load fails (a ChunkLoadError), the next one gives Swiper's setup.
let mockLoads = 0;
const mockCreate = jest.fn( () => ( { destroy: jest.fn() } ) );
jest.mock( '../swiper-setup', () => {
	mockLoads += 1;
	if ( mockLoads === 1 ) {
		throw Object.assign( new Error( 'Loading chunk 9802 failed.' ), {
			name: 'ChunkLoadError',
		} );
	}
	return { createSlideshow: mockCreate };
} );

const attributes = {
	autoplay: false,
	delay: 3,
	ids: [ 1 ],
	images: [ { id: 1, url: 'https://example.test/a.jpg', alt: 'A slide' } ],
	effect: 'slide',
};

it( 'a failed Swiper chunk: the slides, the notice, Try again, then the carousel', async () => {
	const onError = jest.fn();
	render(
		<Carousel
			attributes={ attributes }
			reducedMotion={ false }
			onError={ onError }
		/>
	);
	expect( await screen.findByRole( 'alert' ) ).toHaveTextContent(
		'The Swiper library could not be loaded.'
	);
	expect( onError ).toHaveBeenCalledWith(
		'The Swiper library could not be loaded.'
	);
	expect(
		screen.getByRole( 'img', { name: 'A slide' } )
	).toBeInTheDocument();
	expect( mockCreate ).not.toHaveBeenCalled();

	await userEvent.click(
		screen.getByRole( 'button', { name: 'Try again' } )
	);
	await waitFor( () => expect( mockCreate ).toHaveBeenCalledTimes( 1 ) );
	expect( screen.queryByRole( 'alert' ) ).toBeNull();
	expect( onError ).toHaveBeenCalledTimes( 1 );
	expect( mockLoads ).toBe( 2 );
} );
