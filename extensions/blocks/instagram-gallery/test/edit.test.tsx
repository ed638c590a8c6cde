/**
 * The Latest Instagram Posts editor, rendered with its attributes held in state and `apiFetch`
 * answered by path: the connect placeholder, the account list, the popup flow (the auto-draft
 * saved first, the connect address, the popup's message), the loading spinner, the grid, the
 * messages, the reset to the placeholder after a failed or malformed gallery answer (the saved
 * connection kept), and the sidebar.
 */
import apiFetch from '@wordpress/api-fetch';
import type { BlockEditProps } from '@wordpress/blocks';
import {
	createReduxStore,
	createRegistry,
	RegistryProvider,
} from '@wordpress/data';
import { useState } from '@wordpress/element';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Edit from '../edit';
import type { InstagramGalleryAttributes } from '../types';
import '../../../../tests/unit/mocks/resize-observer';

jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: jest.fn(),
} ) );

jest.mock( '@wordpress/block-editor', () =>
	require( '../../../../tests/unit/mocks/block-editor' )
);

const mockedApiFetch = apiFetch as unknown as jest.Mock;

const BASE = '/wpcom/v2/instagram-gallery';
const ERROR = 'An error occurred. Please try again later.';
const CONNECT_URL = 'http://localhost/wp-admin/admin-post.php?action=ig';

function image( n: number, title = `Post ${ n }` ) {
	return {
		link: `https://www.instagram.com/p/${ n }/`,
		title,
		url: `https://cdn.example.com/${ n }.jpg`,
	};
}

interface FakeServer {
	connections?: unknown;
	connectUrl?: unknown;
	connectUrlError?: unknown;
	gallery?: unknown;
	galleryError?: unknown;
}

/** Every path asked, in order. */
const asked: string[] = [];

function fakeServer( server: FakeServer ) {
	mockedApiFetch.mockImplementation( async ( { path }: { path: string } ) => {
		asked.push( path );
		if ( path === `${ BASE }/connections` ) {
			return server.connections ?? [];
		}
		if ( path === `${ BASE }/connect-url` ) {
			if ( server.connectUrlError ) {
				throw server.connectUrlError;
			}
			return server.connectUrl ?? CONNECT_URL;
		}
		if ( path.startsWith( `${ BASE }/gallery?` ) ) {
			if ( server.galleryError ) {
				throw server.galleryError;
			}
			return server.gallery;
		}
		throw { code: 'rest_no_route', message: 'No route was found.' };
	} );
}

const DEFAULTS: InstagramGalleryAttributes = {
	columns: 3,
	count: 9,
	spacing: 10,
	isStackedOnMobile: true,
};

function renderBlock(
	attributes: Partial< InstagramGalleryAttributes > = {},
	{ autoDraft = false } = {}
) {
	const registry = createRegistry();
	const events: string[] = [];
	registry.register(
		createReduxStore( 'core/editor', {
			reducer: (
				state: { status: string } = {
					status: autoDraft ? 'auto-draft' : 'draft',
				},
				action: { type: string }
			) => ( action.type === 'SAVED' ? { status: 'draft' } : state ),
			selectors: {
				isEditedPostNew: ( state: { status: string } ) =>
					state.status === 'auto-draft',
			},
			actions: {
				savePost:
					() =>
					async ( {
						dispatch,
					}: {
						dispatch: ( a: object ) => void;
					} ) => {
						events.push( 'savePost' );
						dispatch( { type: 'SAVED' } );
					},
			},
		} )
	);
	const changes: Array< Partial< InstagramGalleryAttributes > > = [];
	let latest = { ...DEFAULTS, ...attributes };
	function Harness() {
		const [ state, setState ] = useState( latest );
		latest = state;
		const props = {
			attributes: state,
			setAttributes: (
				update: Partial< InstagramGalleryAttributes >
			) => {
				changes.push( update );
				setState( ( previous ) => {
					latest = { ...previous, ...update };
					return latest;
				} );
			},
			clientId: 'ig',
			isSelected: true,
			name: 'jetpack/instagram-gallery',
			className: '',
			context: {},
		} as unknown as BlockEditProps< InstagramGalleryAttributes >;
		return <Edit { ...props } />;
	}
	render(
		<RegistryProvider value={ registry }>
			<Harness />
		</RegistryProvider>
	);
	return {
		changes,
		events,
		attributes: () => latest,
		user: userEvent.setup(),
	};
}

/**
 * Renders the block on a site with two connections, and reads the account list's labels.
 */
async function renderWithTwoAccounts() {
	fakeServer( {
		connections: [
			{ token: '1', username: 'first' },
			{ token: '2', username: 'second' },
		],
	} );
	const rendered = renderBlock();
	const list = await screen.findByRole( 'radiogroup', {
		name: 'Select your Instagram account:',
	} );
	const accounts = within( list )
		.getAllByRole( 'radio' )
		.map( ( r ) => r.closest( 'div' )?.textContent );
	return { ...rendered, accounts };
}

/** A popup window stand-in, and the `message` events sent to the editor's window. */
function fakePopup() {
	const popup = {
		closed: false,
		location: { href: 'about:blank' },
		close() {
			popup.closed = true;
		},
	};
	const open = jest
		.spyOn( window, 'open' )
		.mockImplementation( () => popup as unknown as Window );
	const post = ( data: unknown, origin = window.location.origin ) =>
		act( () => {
			window.dispatchEvent(
				new MessageEvent( 'message', {
					data,
					origin,
					source: popup as unknown as Window,
				} )
			);
		} );
	return { popup, open, post };
}

/** The editor data tests/unit/setup.ts gives every test. */
const SETUP_DATA = window.blockpackEditor;

beforeEach( () => {
	mockedApiFetch.mockReset();
	asked.length = 0;
	// An administrator, unless a test says otherwise.
	window.blockpackEditor = {
		...SETUP_DATA!,
		instagramGallery: { canConnect: true },
	};
} );
afterEach( () => {
	window.blockpackEditor = SETUP_DATA;
	jest.restoreAllMocks();
	// What the last test had spoken (the Placeholder speaks its instructions) is not this one's.
	document
		.querySelectorAll( '.a11y-speak-region' )
		.forEach( ( region ) => ( region.textContent = '' ) );
} );

describe( 'not connected', () => {
	it( 'without connections: the connect text and button', async () => {
		fakeServer( { connections: [] } );
		renderBlock();
		expect(
			screen.getByRole( 'button', { name: 'Loading your connections…' } )
		).toHaveAttribute( 'aria-disabled', 'true' );
		expect(
			await screen.findByText(
				'Connect to Instagram to start sharing your images.'
			)
		).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'Connect to Instagram' } )
		).not.toHaveAttribute( 'aria-disabled' );
		expect( screen.queryByRole( 'radio' ) ).not.toBeInTheDocument();
		expect( asked ).toEqual( [ `${ BASE }/connections` ] );
	} );

	it( 'with connections: a radio list; an account chosen connects at once', async () => {
		const { changes, user, accounts } = await renderWithTwoAccounts();
		expect( accounts ).toEqual( [
			'@first',
			'@second',
			'Add a new account',
		] );
		const button = screen.getByRole( 'button', {
			name: 'Connect to Instagram',
		} );
		expect( button ).toHaveAttribute( 'aria-disabled', 'true' );
		expect(
			screen.queryByText(
				'Connect to Instagram to start sharing your images.'
			)
		).not.toBeInTheDocument();
		const open = jest.spyOn( window, 'open' );
		await user.click( screen.getByRole( 'radio', { name: '@second' } ) );
		await user.click( button );
		expect( changes[ 0 ] ).toEqual( {
			accessToken: '2',
			instagramUser: 'second',
		} );
		expect( open ).not.toHaveBeenCalled();
	} );
} );

describe( 'users who may not connect accounts (not administrators)', () => {
	beforeEach( () => {
		window.blockpackEditor = {
			...SETUP_DATA!,
			instagramGallery: { canConnect: false },
		};
	} );

	it( 'without connections: who to ask, no connect button, the connect address never asked', async () => {
		fakeServer( { connections: [] } );
		renderBlock();
		expect(
			await screen.findByText(
				'Ask a site administrator to connect Instagram in Settings → Blockpack.'
			)
		).toBeInTheDocument();
		expect(
			screen.queryByRole( 'button', { name: 'Connect to Instagram' } )
		).not.toBeInTheDocument();
		expect( asked ).toEqual( [ `${ BASE }/connections` ] );
	} );

	it( 'with connections: they pick one of the site’s accounts; no “Add a new account”', async () => {
		const { changes, user, accounts } = await renderWithTwoAccounts();
		expect( accounts ).toEqual( [ '@first', '@second' ] );
		const open = jest.spyOn( window, 'open' );
		await user.click( screen.getByRole( 'radio', { name: '@first' } ) );
		await user.click(
			screen.getByRole( 'button', { name: 'Connect to Instagram' } )
		);
		expect( changes[ 0 ] ).toEqual( {
			accessToken: '1',
			instagramUser: 'first',
		} );
		expect( open ).not.toHaveBeenCalled();
		expect( asked ).not.toContain( `${ BASE }/connect-url` );
	} );
} );

describe( 'the connect popup', () => {
	it( 'saves an auto-draft first, opens the popup, goes to the connect address, takes the id', async () => {
		fakeServer( {
			connections: [ { token: '1', username: 'first' } ],
			gallery: { external_name: 'newone', images: [ image( 1 ) ] },
		} );
		const { popup, open, post } = fakePopup();
		const { events, attributes, user } = renderBlock(
			{ instagramUser: 'stale' },
			{ autoDraft: true }
		);
		await user.click(
			await screen.findByRole( 'radio', { name: 'Add a new account' } )
		);
		expect(
			screen.getByText(
				'If you are currently logged in to Instagram on this device, you might need to log out of it first.'
			)
		).toBeInTheDocument();
		mockedApiFetch.mockImplementationOnce( async ( { path } ) => {
			events.push( path );
			return CONNECT_URL;
		} );
		await user.click(
			screen.getByRole( 'button', { name: 'Connect to Instagram' } )
		);
		expect( open ).toHaveBeenCalledWith(
			'',
			'blockpack-instagram-connect',
			expect.stringContaining( 'width=780,height=700' )
		);
		await waitFor( () =>
			expect( popup.location.href ).toBe( CONNECT_URL )
		);
		expect( events ).toEqual( [ 'savePost', `${ BASE }/connect-url` ] );
		expect(
			screen.getByRole( 'button', { name: 'Connecting…' } )
		).toHaveAttribute( 'aria-disabled', 'true' );

		// Another origin's message is ignored.
		post( { keyring_id: 99 }, 'https://evil.test' );
		await act( async () => {} );
		expect( attributes().accessToken ).toBeUndefined();
		post( { keyring_id: 42 } );
		await waitFor( () => expect( attributes().accessToken ).toBe( '42' ) );
		expect( attributes().instagramUser ).toBeUndefined();
		// The gallery of the new connection; its username set from external_name.
		expect(
			await screen.findByRole( 'img', { name: 'Post 1' } )
		).toBeInTheDocument();
		expect( attributes().instagramUser ).toBe( 'newone' );
		expect( asked ).toContain(
			`${ BASE }/gallery?access_token=42&count=30`
		);
	} );

	it( 'does not save a post that is not an auto-draft', async () => {
		fakeServer( { connections: [] } );
		const { popup } = fakePopup();
		const { events, user } = renderBlock();
		await user.click(
			await screen.findByRole( 'button', {
				name: 'Connect to Instagram',
			} )
		);
		await waitFor( () =>
			expect( popup.location.href ).toBe( CONNECT_URL )
		);
		expect( events ).toEqual( [] );
	} );

	it( 'a connect-url failure: the notice (and the server message), the popup closed', async () => {
		fakeServer( {
			connections: [],
			connectUrlError: {
				code: 'instagram_app_missing',
				message: 'Add your Instagram app in Settings → Blockpack.',
			},
		} );
		const { popup } = fakePopup();
		const { user, changes } = renderBlock();
		await user.click(
			await screen.findByRole( 'button', {
				name: 'Connect to Instagram',
			} )
		);
		expect( await screen.findByText( ERROR ) ).toBeInTheDocument();
		expect(
			screen.getByText(
				'Add your Instagram app in Settings → Blockpack.'
			)
		).toBeInTheDocument();
		expect( popup.closed ).toBe( true );
		expect(
			screen.getByRole( 'button', { name: 'Connect to Instagram' } )
		).not.toHaveAttribute( 'aria-disabled' );
		expect( changes ).toEqual( [] );
	} );

	it( 'the popup closed without an answer: ready to connect again', async () => {
		jest.useFakeTimers();
		try {
			fakeServer( { connections: [] } );
			const { popup } = fakePopup();
			const user = userEvent.setup( {
				advanceTimers: jest.advanceTimersByTime,
			} );
			renderBlock();
			await user.click(
				await screen.findByRole( 'button', {
					name: 'Connect to Instagram',
				} )
			);
			await waitFor( () =>
				expect( popup.location.href ).toBe( CONNECT_URL )
			);
			expect(
				screen.getByRole( 'button', { name: 'Connecting…' } )
			).toBeInTheDocument();
			popup.closed = true;
			await act( async () => {
				jest.advanceTimersByTime( 1000 );
			} );
			expect(
				screen.getByRole( 'button', { name: 'Connect to Instagram' } )
			).not.toHaveAttribute( 'aria-disabled' );
		} finally {
			jest.useRealTimers();
		}
	} );
} );

describe( 'connected', () => {
	it( 'a spinner, then `count` posts of the 30 fetched, lazy with alt text, as visitors get them', async () => {
		fakeServer( {
			gallery: {
				external_name: 'someone',
				images: [ ...Array( 12 ) ].map( ( _, i ) =>
					image( i + 1, i === 0 ? '' : `Post ${ i + 1 }` )
				),
			},
		} );
		const { container } = { container: document.body };
		renderBlock( {
			accessToken: '5',
			instagramUser: 'someone',
			count: 4,
			columns: 2,
			spacing: 7,
			isStackedOnMobile: false,
		} );
		expect( screen.getByText( 'Embedding…' ) ).toBeInTheDocument();
		const images = await screen.findAllByRole( 'img' );
		expect( images.map( ( i ) => i.getAttribute( 'alt' ) ) ).toEqual( [
			'Instagram post',
			'Post 2',
			'Post 3',
			'Post 4',
		] );
		for ( const img of images ) {
			expect( img ).toHaveAttribute( 'loading', 'lazy' );
		}
		const grid = container.querySelector(
			'.wp-block-jetpack-instagram-gallery__grid'
		) as HTMLElement;
		expect( grid.className ).toBe(
			'wp-block-jetpack-instagram-gallery__grid wp-block-jetpack-instagram-gallery__grid-columns-2'
		);
		expect( grid.style.getPropertyValue( 'gap' ) ).toBe( '7px' );
		expect(
			grid.style.getPropertyValue( '--latest-instagram-posts-spacing' )
		).toBe( '7px' );
		expect( screen.queryByText( 'Embedding…' ) ).not.toBeInTheDocument();
		expect( asked ).toEqual( [
			`${ BASE }/gallery?access_token=5&count=30`,
		] );
		// Enough posts: no count notice.
		expect( screen.queryByText( /currently/ ) ).not.toBeInTheDocument();
	} );

	it.each< [ string, FakeServer, string, string | null ] >( [
		[
			'no posts: "No images were found…", the connection kept',
			{ gallery: { external_name: 'someone', images: [] } },
			'No images were found in your Instagram account.',
			null,
		],
		[
			'malformed answer: the error, the placeholder again, the saved connection kept',
			{ gallery: { external_name: 'someone', images: 'ERROR' } },
			ERROR,
			null,
		],
		[
			'unknown connection (404): the error, the placeholder again, the saved connection kept',
			{
				galleryError: {
					code: 'instagram_connection_not_found',
					message: 'This Instagram connection was not found.',
				},
			},
			ERROR,
			'This Instagram connection was not found.',
		],
		[
			'Instagram failed and nothing cached (424): the error, the placeholder again, the saved connection kept',
			{
				galleryError: {
					code: 'instagram_gallery_failed',
					message: 'Instagram did not answer.',
				},
			},
			ERROR,
			'Instagram did not answer.',
		],
	] )( '%s', async ( _, server, message, detail ) => {
		fakeServer( { connections: [], ...server } );
		const { attributes } = renderBlock( {
			accessToken: '5',
			instagramUser: 'someone',
		} );
		expect( await screen.findByText( message ) ).toBeInTheDocument();
		if ( detail ) {
			expect( screen.getByText( detail ) ).toBeInTheDocument();
		}
		expect(
			await screen.findByRole( 'button', {
				name: 'Connect to Instagram',
			} )
		).toBeInTheDocument();
		expect( screen.queryByRole( 'img' ) ).not.toBeInTheDocument();
		expect( screen.queryByTestId( 'sidebar' ) ).not.toBeInTheDocument();
		// What is saved stays until the editor picks, connects or disconnects an account.
		expect( attributes().accessToken ).toBe( '5' );
		expect( attributes().instagramUser ).toBe( 'someone' );
	} );
} );

it( 'after a failed answer, picking the same account asks again and shows its posts', async () => {
	const server: FakeServer = {
		connections: [ { token: '5', username: 'someone' } ],
		galleryError: {
			code: 'instagram_gallery_failed',
			message: 'Instagram did not answer.',
		},
	};
	fakeServer( server );
	const { user, attributes } = renderBlock( {
		accessToken: '5',
		instagramUser: 'someone',
	} );
	expect( await screen.findByText( ERROR ) ).toBeInTheDocument();
	delete server.galleryError;
	server.gallery = { external_name: 'someone', images: [ image( 1 ) ] };
	await user.click(
		await screen.findByRole( 'radio', { name: '@someone' } )
	);
	await user.click(
		screen.getByRole( 'button', { name: 'Connect to Instagram' } )
	);
	expect( await screen.findAllByRole( 'img' ) ).toHaveLength( 1 );
	expect(
		asked.filter( ( path ) => path.startsWith( `${ BASE }/gallery?` ) )
	).toHaveLength( 2 );
	expect( attributes().accessToken ).toBe( '5' );
} );

describe( 'sidebar', () => {
	it.each< [ number, number, string | null ] >( [
		[ 9, 1, 'There is currently only 1 post in your Instagram account.' ],
		[ 9, 4, 'There are currently only 4 posts in your Instagram account.' ],
		[ 4, 4, null ],
	] )(
		'count %p with %p posts: notice %p',
		async ( count, available, notice ) => {
			fakeServer( {
				gallery: {
					external_name: 'someone',
					images: [ ...Array( available ) ].map( ( __, i ) =>
						image( i + 1 )
					),
				},
			} );
			renderBlock( {
				accessToken: '5',
				instagramUser: 'someone',
				count,
			} );
			const sidebar = await screen.findByTestId( 'sidebar' );
			expect( screen.getAllByRole( 'img' ) ).toHaveLength(
				Math.min( count, available )
			);
			if ( notice ) {
				expect(
					within( sidebar ).getByText( notice )
				).toBeInTheDocument();
			} else {
				expect(
					within( sidebar ).queryByText( /currently/ )
				).not.toBeInTheDocument();
			}
		}
	);

	it( 'account link, display settings, columns capped by count, disconnect clears the block only', async () => {
		fakeServer( {
			connections: [],
			gallery: {
				external_name: 'someone',
				images: [ ...Array( 30 ) ].map( ( __, i ) => image( i + 1 ) ),
			},
		} );
		const { attributes, changes, user } = renderBlock( {
			accessToken: '5',
			instagramUser: 'someone',
			count: 9,
			columns: 4,
		} );
		const sidebar = await screen.findByTestId( 'sidebar' );
		expect(
			within( sidebar ).getByText( 'Account Settings' )
		).toBeInTheDocument();
		expect(
			within( sidebar ).getByText( 'Display Settings' )
		).toBeInTheDocument();
		expect(
			within( sidebar ).getByRole( 'link', { name: /@someone/ } )
		).toHaveAttribute( 'href', 'https://www.instagram.com/someone/' );

		const posts = within( sidebar ).getByRole( 'spinbutton', {
			name: 'Number of Posts',
		} );
		const columns = within( sidebar ).getByRole( 'spinbutton', {
			name: 'Number of Columns',
		} );
		expect( posts ).toHaveAttribute( 'max', '30' );
		expect( columns ).toHaveAttribute( 'max', '6' );
		expect(
			within( sidebar ).getByRole( 'spinbutton', {
				name: 'Image Spacing (px)',
			} )
		).toHaveAttribute( 'max', '50' );

		// Fewer posts than columns: the columns follow, and their maximum is the count.
		await user.clear( posts );
		await user.type( posts, '2' );
		await waitFor( () => expect( attributes().count ).toBe( 2 ) );
		expect( attributes().columns ).toBe( 2 );
		expect( columns ).toHaveAttribute( 'max', '2' );
		expect( screen.getAllByRole( 'img' ) ).toHaveLength( 2 );

		await user.click(
			within( sidebar ).getByRole( 'checkbox', {
				name: 'Stack on mobile',
			} )
		);
		expect( attributes().isStackedOnMobile ).toBe( false );

		const before = asked.length;
		await user.click(
			within( sidebar ).getByRole( 'button', {
				name: 'Disconnect your account',
			} )
		);
		expect( changes[ changes.length - 1 ] ).toEqual( {
			accessToken: undefined,
			instagramUser: undefined,
		} );
		expect(
			await screen.findByRole( 'button', {
				name: 'Connect to Instagram',
			} )
		).toBeInTheDocument();
		// Only the block: no DELETE, just the connections listed again.
		expect( asked.slice( before ) ).toEqual( [ `${ BASE }/connections` ] );
		expect(
			mockedApiFetch.mock.calls.every( ( [ o ] ) => ! o.method )
		).toBe( true );
	} );
} );
