/**
 * The picker's modal against apiFetch answering as our routes do: the seeded search and its
 * button, the empty list's message, Load More, selection of one or up to ten, the copy handed to
 * the block (a gallery's pictures appended), the error screens, the Pexels credit line, late
 * answers dropped, and arrow keys kept inside the modal.
 */
import apiFetch from '@wordpress/api-fetch';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { SEARCH_SEEDS } from '../picker/logic';
import { PickerModal, type PickerModalProps } from '../picker/modal';

jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: jest.fn(),
} ) );
const mockedApiFetch = apiFetch as unknown as jest.Mock;

const SOURCES = [
	{ id: 'openverse', label: 'Openverse' },
	{ id: 'pexels', label: 'Pexels Free Photos' },
];

/**
 * A list item as the list route gives it.
 *
 * @param id Its id at the service.
 */
function item( id: string ) {
	return {
		ID: id,
		URL: `https://images.test/${ id }.jpg`,
		thumbnails: { thumbnail: `https://images.test/${ id }-s.jpg` },
		title: `Picture ${ id }`,
		caption: `Picture ${ id } by Someone, CC BY 4.0`,
		type: 'image',
	};
}

/**
 * A page of the list route.
 *
 * @param ids  The items' ids.
 * @param next The next page's handle, or false.
 */
function page( ids: string[], next: string | false = false ) {
	return {
		media: ids.map( item ),
		found: ids.length,
		meta: { next_page: next },
	};
}

/**
 * An attachment as the copy route gives it.
 *
 * @param id The attachment id.
 */
function copied( id: number ) {
	return {
		id,
		url: `http://site.test/wp-content/uploads/${ id }.jpg`,
		alt: '',
		caption: `<a href="https://x.test/${ id }">Picture</a> by Someone`,
		title: `Picture ${ id }`,
	};
}

/**
 * Answers list and copy requests from queues, and records them.
 * @param lists
 * @param copies
 */
function answer( lists: unknown[], copies: unknown[] = [] ) {
	mockedApiFetch.mockImplementation( ( { path }: { path: string } ) => {
		const next = path.includes( '/copy/' ) ? copies.shift() : lists.shift();
		return next instanceof Error || ( next as { code?: string } )?.code
			? Promise.reject( next )
			: Promise.resolve( next );
	} );
}

function renderModal( props: Partial< PickerModalProps > = {} ) {
	const all: PickerModalProps = {
		sources: SOURCES,
		initialSource: 'openverse',
		settingsUrl: '',
		multiple: false,
		existing: [],
		onSelect: jest.fn(),
		onClose: jest.fn(),
		...props,
	};
	render( <PickerModal { ...all } /> );
	return all;
}

const paths = () =>
	mockedApiFetch.mock.calls.map( ( [ options ] ) => options.path as string );
const picture = ( id: string ) =>
	screen.getByRole( 'button', { name: new RegExp( `^Picture ${ id } —` ) } );

beforeEach( () => mockedApiFetch.mockReset() );

test( 'opens on a seeded search; Search is disabled until the search changes', async () => {
	answer( [ page( [ 'a' ] ), page( [ 'b' ] ) ] );
	renderModal();
	expect(
		screen.getByRole( 'dialog', { name: 'Select media' } )
	).toBeTruthy();
	await screen.findByRole( 'button', { name: /^Picture a/ } );
	const search = screen.getByRole( 'textbox', { name: 'Search' } );
	const seed = ( search as HTMLInputElement ).value;
	expect( SEARCH_SEEDS ).toContain( seed );
	expect( paths()[ 0 ] ).toContain( `search=${ seed }` );
	expect( paths()[ 0 ] ).toContain( 'number=20' );
	const button = screen.getByRole( 'button', { name: 'Search' } );
	expect( button ).toHaveProperty( 'disabled', true );
	fireEvent.change( search, { target: { value: '  ' } } );
	expect( button ).toHaveProperty( 'disabled', true );
	fireEvent.change( search, { target: { value: 'cats' } } );
	expect( button ).toHaveProperty( 'disabled', false );
	fireEvent.click( button );
	await screen.findByRole( 'button', { name: /^Picture b/ } );
	expect( paths()[ 1 ] ).toContain( 'search=cats' );
	expect( screen.getByRole( 'button', { name: 'Search' } ) ).toHaveProperty(
		'disabled',
		true
	);
} );

test( 'nothing found', async () => {
	answer( [ page( [] ) ] );
	renderModal();
	await screen.findByText(
		'Sorry, but nothing matched your search criteria.'
	);
} );

test( 'Load More appends the next page', async () => {
	answer( [ page( [ 'a' ], 'h2' ), page( [ 'b' ] ) ] );
	renderModal();
	fireEvent.click(
		await screen.findByRole( 'button', { name: 'Load More' } )
	);
	await screen.findByRole( 'button', { name: /^Picture b/ } );
	expect( picture( 'a' ) ).toBeTruthy();
	expect( paths()[ 1 ] ).toContain( 'page_handle=h2' );
	expect( screen.queryByRole( 'button', { name: 'Load More' } ) ).toBeNull();
} );

test( 'a late answer of an older search is dropped', async () => {
	let answerFirst: ( value: unknown ) => void = () => undefined;
	mockedApiFetch
		.mockImplementationOnce(
			() => new Promise( ( resolve ) => ( answerFirst = resolve ) )
		)
		.mockImplementationOnce( () => Promise.resolve( page( [ 'new' ] ) ) );
	renderModal();
	fireEvent.change( screen.getByRole( 'textbox', { name: 'Search' } ), {
		target: { value: 'cats' },
	} );
	fireEvent.click( screen.getByRole( 'button', { name: 'Search' } ) );
	await screen.findByRole( 'button', { name: /^Picture new/ } );
	await act( async () => answerFirst( page( [ 'old' ] ) ) );
	expect(
		screen.queryByRole( 'button', { name: /^Picture old/ } )
	).toBeNull();
} );

test( 'one picture by default: a second pick replaces the first; Select inserts it', async () => {
	answer( [ page( [ 'a', 'b' ] ) ], [ [ copied( 7 ) ] ] );
	const props = renderModal( { postId: 12 } );
	await screen.findByRole( 'button', { name: /^Picture a/ } );
	fireEvent.click( picture( 'a' ) );
	fireEvent.click( picture( 'b' ) );
	expect( picture( 'a' ).getAttribute( 'aria-pressed' ) ).toBe( 'false' );
	expect( picture( 'b' ).getAttribute( 'aria-pressed' ) ).toBe( 'true' );
	fireEvent.click( screen.getByRole( 'button', { name: 'Select' } ) );
	expect(
		screen.getByRole( 'dialog', { name: 'Inserting media' } )
	).toBeTruthy();
	expect( screen.getByRole( 'button', { name: 'Inserting…' } ) ).toBeTruthy();
	await act( async () => undefined );
	expect( mockedApiFetch.mock.calls[ 1 ][ 0 ] ).toMatchObject( {
		path: '/wpcom/v2/external-media/copy/openverse',
		method: 'POST',
		data: { external_ids: [ 'b' ], post_id: 12 },
	} );
	expect( props.onSelect ).toHaveBeenCalledWith( {
		...copied( 7 ),
		type: 'image',
	} );
	expect( props.onClose ).toHaveBeenCalled();
} );

test( 'a gallery: up to ten, appended to its images', async () => {
	const ids = Array.from( { length: 11 }, ( _, i ) => `p${ i }` );
	answer( [ page( ids ) ], [ [ copied( 7 ), copied( 8 ) ] ] );
	const props = renderModal( {
		multiple: true,
		existing: [
			{ id: 3, url: 'http://site.test/3.jpg', type: 'image' },
			{ id: 4, url: 'http://site.test/4.jpg', type: 'image' },
		],
	} );
	await screen.findByRole( 'button', { name: /^Picture p0/ } );
	ids.forEach( ( id ) => fireEvent.click( picture( id ) ) );
	expect(
		screen.getAllByRole( 'button', { pressed: true, name: /^Picture/ } )
	).toHaveLength( 10 );
	expect( picture( 'p10' ).getAttribute( 'aria-pressed' ) ).toBe( 'false' );
	ids.slice( 2, 10 ).forEach( ( id ) => fireEvent.click( picture( id ) ) );
	fireEvent.click( screen.getByRole( 'button', { name: 'Select' } ) );
	await act( async () => undefined );
	expect( mockedApiFetch.mock.calls[ 1 ][ 0 ].data.external_ids ).toEqual( [
		'p0',
		'p1',
	] );
	expect( props.onSelect ).toHaveBeenCalledWith( [
		{ id: 3, url: 'http://site.test/3.jpg', type: 'image' },
		{ id: 4, url: 'http://site.test/4.jpg', type: 'image' },
		{ ...copied( 7 ), type: 'image' },
		{ ...copied( 8 ), type: 'image' },
	] );
} );

test( 'a copy with failed items shows the first failure and keeps the modal', async () => {
	answer(
		[ page( [ 'a', 'b', 'c' ] ) ],
		[
			[
				copied( 7 ),
				{
					external_id: 'b',
					code: 'too_big',
					message: 'The file is too big.',
				},
				{
					external_id: 'c',
					code: 'gone',
					message: 'The picture is gone.',
				},
			],
		]
	);
	const props = renderModal( { multiple: true } );
	await screen.findByRole( 'button', { name: /^Picture a/ } );
	[ 'a', 'b', 'c' ].forEach( ( id ) => fireEvent.click( picture( id ) ) );
	fireEvent.click( screen.getByRole( 'button', { name: 'Select' } ) );
	await screen.findByText( 'The file is too big.' );
	expect( screen.queryByText( 'The picture is gone.' ) ).toBeNull();
	expect( props.onSelect ).toHaveBeenCalledWith( [
		{ ...copied( 7 ), type: 'image' },
	] );
	expect( props.onClose ).not.toHaveBeenCalled();
	expect(
		screen.getByRole( 'dialog', { name: 'Select media' } )
	).toBeTruthy();
} );

test.each( [
	[
		'an admin',
		'http://site.test/wp-admin/options-general.php?page=blockpack#external-media',
	],
	[ 'an author', '' ],
] )(
	'authorization_required shows the connect screen to %s',
	async ( _who, settingsUrl ) => {
		answer( [
			{
				code: 'authorization_required',
				message: 'No key',
				data: { status: 403 },
			},
		] );
		renderModal( { initialSource: 'pexels', settingsUrl } );
		await screen.findByText(
			'This source needs to be set up before it can be used.'
		);
		if ( settingsUrl ) {
			expect(
				screen
					.getByRole( 'link', {
						name: 'Set it up in Settings → Blockpack',
					} )
					.getAttribute( 'href' )
			).toBe( settingsUrl );
		} else {
			expect(
				screen.getByText(
					'Ask a site administrator to set it up in Settings → Blockpack.'
				)
			).toBeTruthy();
		}
		expect(
			screen.queryByRole( 'textbox', { name: 'Search' } )
		).toBeNull();
	}
);

test.each( [
	{
		code: 'external_media_unavailable',
		message: 'Bad answer',
		data: { status: 424 },
	},
	{
		code: 'external_media_rate_limited',
		message: 'Slow down',
		data: { status: 429 },
	},
	new Error( 'offline' ),
] )( 'other failures read Internal server error (%p)', async ( error ) => {
	answer( [ error ] );
	renderModal();
	await screen.findByText( 'Internal server error' );
	expect(
		screen.queryByText( 'Sorry, but nothing matched your search criteria.' )
	).toBeNull();
} );

test( 'Pexels: the credit line links to pexels.com; the source menu switches', async () => {
	answer( [ page( [ 'a' ] ), page( [ 'b' ] ) ] );
	renderModal();
	await screen.findByRole( 'button', { name: /^Picture a/ } );
	expect( screen.queryByText( 'Photos provided by Pexels' ) ).toBeNull();
	fireEvent.click(
		screen.getByRole( 'button', { name: 'Pexels Free Photos' } )
	);
	await screen.findByRole( 'button', { name: /^Picture b/ } );
	expect( paths()[ 1 ] ).toContain( '/wpcom/v2/external-media/list/pexels' );
	expect(
		screen
			.getByRole( 'link', { name: /Photos provided by Pexels/ } )
			.getAttribute( 'href' )
	).toBe( 'https://www.pexels.com' );
} );

test( 'arrow keys stay inside the modal; other keys pass', async () => {
	answer( [ page( [ 'a' ] ) ] );
	const onDocumentKey = jest.fn();
	document.addEventListener( 'keydown', onDocumentKey );
	renderModal();
	await screen.findByRole( 'button', { name: /^Picture a/ } );
	for ( const key of [ 'ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight' ] ) {
		fireEvent.keyDown( picture( 'a' ), { key } );
	}
	expect( onDocumentKey ).not.toHaveBeenCalled();
	fireEvent.keyDown( picture( 'a' ), { key: 'a' } );
	expect( onDocumentKey ).toHaveBeenCalledTimes( 1 );
	document.removeEventListener( 'keydown', onDocumentKey );
} );
