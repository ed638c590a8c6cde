/**
 * The payment button's editor: that inserting or opening writes nothing, when the product is
 * created or published (with the post, only valid); that saves never overlap; when validation runs and what it shows; the widget editor's debounced saves;
 * the server's field errors; the skeleton and the preview.
 *
 * The block is rendered in its own data registry with a small `core/editor` store (post id,
 * publish link, saving flags) that each test drives; `@wordpress/api-fetch` is a router mock.
 */
import '@testing-library/jest-dom';
import apiFetch from '@wordpress/api-fetch';
import type { BlockEditProps } from '@wordpress/blocks';
import {
	AsyncModeProvider,
	createReduxStore,
	createRegistry,
	RegistryProvider,
} from '@wordpress/data';
import { useCallback, useState } from '@wordpress/element';
import {
	act,
	fireEvent,
	render,
	screen,
	waitFor,
} from '@testing-library/react';
import Edit from '../edit';
import { useProduct } from '../edit/use-product';
import type { SimplePaymentsAttributes } from '../types';

jest.mock( '@wordpress/api-fetch', () => ( {
	__esModule: true,
	default: jest.fn(),
} ) );
// Outside a block list there is no block context nor slots: the wrappers render their content.
jest.mock( '@wordpress/block-editor', () => ( {
	// The store's name stands for its descriptor: renderBlock() registers a fake of it.
	store: 'core/block-editor',
	useBlockProps: ( props: Record< string, unknown > = {} ) => props,
	InspectorControls: ( { children }: { children: unknown } ) => children,
	MediaUploadCheck: ( { children }: { children: unknown } ) => children,
	MediaUpload: ( {
		render: renderButton,
	}: {
		render: ( props: { open: () => void } ) => unknown;
	} ) => renderButton( { open: () => undefined } ),
} ) );

const mockedApiFetch = apiFetch as unknown as jest.Mock;

const PATH = '/wp/v2/jp_pay_product';

const MESSAGES = {
	noPrice:
		'If you’re selling something, you need a price tag. Add yours here.',
	negative:
		'Your price is negative — enter a positive number so people can pay the right amount.',
	noDecimals:
		'We know every penny counts, but prices in this currency can’t contain decimal values.',
	twoDecimals: 'The price cannot have more than 2 decimal places.',
	noTitle:
		'Please add a brief title so that people know what they’re paying for.',
	noEmail:
		'We want to make sure payments reach you, so please add an email address.',
	serverPrice: 'Invalid price.',
};
const EMAIL_HELP =
	'This is where PayPal will send your money. To claim a payment, you’ll need a PayPal account connected to a bank account.';

/** The attributes of a new block (block.json's defaults). */
const DEFAULTS: SimplePaymentsAttributes = {
	currency: 'USD',
	content: '',
	email: '',
	featuredMediaId: 0,
	featuredMediaUrl: null,
	featuredMediaTitle: null,
	multiple: false,
	postLinkText: 'Click here to purchase.',
	title: '',
};

/** Fields that pass validation. */
const VALID: Partial< SimplePaymentsAttributes > = {
	title: 'Mug',
	content: 'A big mug.',
	price: 10,
	email: 'shop@example.com',
};

/* ---------- The post editor's store, reduced to what the block reads ---------- */

interface EditorState {
	postId: number | null;
	canPublish: boolean;
	saving: boolean;
	autosaving: boolean;
	/** How many times the block asked the editor to save the post. */
	saveRequests?: number;
}

const POST_EDITOR: EditorState = {
	postId: 1,
	canPublish: true,
	saving: false,
	autosaving: false,
};

function makeEditorStore( initial: EditorState ) {
	return createReduxStore( 'core/editor', {
		reducer: (
			state: EditorState = initial,
			action: { type: string; patch?: Partial< EditorState > }
		) => {
			if ( action.type === 'SAVE_REQUESTED' ) {
				return {
					...state,
					saveRequests: ( state.saveRequests ?? 0 ) + 1,
				};
			}
			return action.type === 'SET'
				? { ...state, ...action.patch }
				: state;
		},
		actions: {
			set: ( patch: Partial< EditorState > ) => ( {
				type: 'SET',
				patch,
			} ),
			savePost: () => ( { type: 'SAVE_REQUESTED' } ),
		},
		selectors: {
			getCurrentPostId: ( state: EditorState ) => state.postId,
			getCurrentPost: ( state: EditorState ) => ( {
				_links: state.canPublish
					? { 'wp:action-publish': [ { href: '/wp/v2/posts/1' } ] }
					: {},
			} ),
			isSavingPost: ( state: EditorState ) => state.saving,
			saveRequests: ( state: EditorState ) => state.saveRequests ?? 0,
			isAutosavingPost: ( state: EditorState ) => state.autosaving,
		},
	} );
}

/* ---------- apiFetch: stored products and pending requests ---------- */

interface Request {
	path: string;
	method?: string;
	data?: Record< string, unknown >;
}

function requests(): Request[] {
	return mockedApiFetch.mock.calls.map( ( [ request ] ) => request );
}
const posts = () => requests().filter( ( r ) => r.method === 'POST' );
const gets = () => requests().filter( ( r ) => ! r.method );

/**
 * A stored product as core's route answers it.
 *
 * @param id     The product's id.
 * @param fields The block fields it holds.
 */
function storedProduct(
	id: number,
	fields: Partial< SimplePaymentsAttributes > = VALID
) {
	return {
		id,
		status: 'publish',
		link: `http://example.org/?jp_pay_product=${ id }`,
		title: { raw: fields.title ?? '' },
		content: { raw: fields.content ?? '' },
		featured_media: 0,
		meta: {
			spay_currency: fields.currency ?? 'USD',
			spay_email: fields.email ?? '',
			spay_multiple: fields.multiple ?? false,
			spay_price: fields.price ?? 0,
		},
	};
}

/** A promise resolved or rejected by the test. */
function deferred< T >() {
	let resolve: ( value: T ) => void = () => undefined;
	let reject: ( reason: unknown ) => void = () => undefined;
	const promise = new Promise< T >( ( res, rej ) => {
		resolve = res;
		reject = rej;
	} );
	return { promise, resolve, reject };
}

/**
 * Routes requests: GET of a product answers `stored` (or the given promise), POST answers the
 * product with its id (`created` for a new one), or what `onPost` returns.
 *
 * @param options         Answers.
 * @param options.stored  GET's answer.
 * @param options.created Id of a created product.
 * @param options.onPost  Answer to a POST (default: the saved product).
 */
function routeApi( {
	stored = storedProduct( 7 ),
	created = 42,
	onPost,
}: {
	stored?: unknown;
	created?: number;
	onPost?: ( request: Request ) => Promise< unknown >;
} = {} ) {
	mockedApiFetch.mockImplementation( ( request: Request ) => {
		if ( request.method === 'POST' ) {
			if ( onPost ) {
				return onPost( request );
			}
			const match = /\/(\d+)$/.exec( request.path );
			const id = match ? Number( match[ 1 ] ) : created;
			return Promise.resolve( {
				id,
				link: `http://example.org/?jp_pay_product=${ id }`,
			} );
		}
		return stored instanceof Promise ? stored : Promise.resolve( stored );
	} );
}

/* ---------- core-data, reduced to what the block uses, over the mocked apiFetch ---------- */

type CoreState = Record< number, unknown >;

/**
 * A `core` store with core-data's getMedia(), getEntityRecord() (read with the route's
 * `context=edit`, null when it fails) and saveEntityRecord() (a POST to the route, throwing the
 * route's error as `throwOnError` does).
 *
 * @param media Media records by id.
 */
function fakeCoreStore(
	media: Record< number, Record< string, unknown > > = {}
) {
	return createReduxStore( 'core', {
		reducer: (
			state: CoreState = {},
			action: { type: string; id?: number; record?: unknown }
		) =>
			action.type === 'RECEIVE' && action.id !== undefined
				? { ...state, [ action.id ]: action.record }
				: state,
		selectors: {
			getMedia: ( _state: CoreState, id: number ) => media[ id ],
			getEntityRecord: (
				state: CoreState,
				_kind: string,
				_name: string,
				id: number
			) => state[ id ],
		},
		resolvers: {
			getEntityRecord:
				( _kind: string, _name: string, id: number ) =>
				async ( {
					dispatch,
				}: {
					dispatch: ( action: unknown ) => void;
				} ) => {
					let record: unknown = null;
					try {
						record = await apiFetch( {
							path: `${ PATH }/${ id }?context=edit`,
						} );
					} catch {}
					dispatch( { type: 'RECEIVE', id, record } );
				},
		},
		actions: {
			saveEntityRecord:
				(
					_kind: string,
					_name: string,
					{ id, ...data }: { id?: number } & Record< string, unknown >
				) =>
				async () =>
					apiFetch( {
						path: id ? `${ PATH }/${ id }` : PATH,
						method: 'POST',
						data,
					} ),
		},
	} );
}

/* ---------- Rendering ---------- */

/**
 * Renders the block with its attributes held in state, as the editor would.
 *
 * @param options            Options.
 * @param options.editor     The post editor's state, or null for the widget editor.
 * @param options.attributes Attributes beside the defaults.
 * @param options.isSelected Whether the block starts selected.
 * @param options.media      core-data's media records by id (what getMedia answers).
 * @param options.asyncMode  Rendered in async mode, as the block editor renders a block that is
 *                           neither visible nor selected (store updates wait for idle time).
 * @param options.held       The attributes the `core/block-editor` store holds for the block
 *                           (none by default: the block's rendered ones are used): ahead of
 *                           those rendered, as for a block in async mode that has not rendered
 *                           its last change yet.
 */
function renderBlock( {
	editor = POST_EDITOR,
	attributes = {},
	isSelected = true,
	media = {},
	asyncMode = false,
	held,
}: {
	editor?: EditorState | null;
	attributes?: Partial< SimplePaymentsAttributes >;
	isSelected?: boolean;
	media?: Record< number, Record< string, unknown > >;
	asyncMode?: boolean;
	held?: Partial< SimplePaymentsAttributes >;
} = {} ) {
	const registry = createRegistry();
	registry.register( fakeCoreStore( media ) );
	registry.register(
		createReduxStore( 'core/block-editor', {
			reducer: ( state = held ) => state,
			selectors: {
				getBlockAttributes: ( state: typeof held, id: string ) =>
					state && id === 'payment'
						? { ...DEFAULTS, ...state }
						: null,
			},
		} )
	);
	const store = editor ? makeEditorStore( editor ) : null;
	if ( store ) {
		registry.register( store );
	}
	let current: SimplePaymentsAttributes = { ...DEFAULTS, ...attributes };
	const updates: Array< Partial< SimplePaymentsAttributes > > = [];

	function Harness( { selected }: { selected: boolean } ) {
		const [ state, setState ] =
			useState< SimplePaymentsAttributes >( current );
		current = state;
		const setAttributes = useCallback(
			( next: Partial< SimplePaymentsAttributes > ) => {
				updates.push( next );
				setState( ( previous ) => ( { ...previous, ...next } ) );
			},
			[]
		);
		const props = {
			attributes: state,
			setAttributes,
			isSelected: selected,
			clientId: 'payment',
			name: 'jetpack/simple-payments',
			className: '',
			context: {},
		} as unknown as BlockEditProps< SimplePaymentsAttributes >;
		return <Edit { ...props } />;
	}
	const tree = ( selected: boolean ) => (
		<RegistryProvider value={ registry }>
			<AsyncModeProvider value={ asyncMode }>
				<Harness selected={ selected } />
			</AsyncModeProvider>
		</RegistryProvider>
	);
	const view = render( tree( isSelected ) );

	return {
		updates,
		attributes: () => current,
		saveRequests: () =>
			store
				? (
						registry.select( store ) as unknown as {
							saveRequests: () => number;
						}
					 ).saveRequests()
				: 0,
		setSelected: ( selected: boolean ) => view.rerender( tree( selected ) ),
		/* Changes the post editor's state, and lets the requests it starts settle. */
		setEditor: ( patch: Partial< EditorState > ) =>
			settle( () => {
				if ( store ) {
					// The fake store's own action.
					(
						registry.dispatch( store ) as unknown as {
							set: ( p: Partial< EditorState > ) => void;
						}
					 ).set( patch );
				}
			} ),
	};
}

/**
 * Saves the post (a real save, not an autosave), then ends the save.
 *
 * @param block The rendered block.
 */
async function savePost( block: ReturnType< typeof renderBlock > ) {
	await block.setEditor( { saving: true } );
	await block.setEditor( { saving: false } );
}

/**
 * Runs a change, then lets the requests it started and the state they set settle.
 *
 * @param change The change.
 */
async function settle( change: () => void = () => undefined ) {
	await act( async () => {
		change();
		for ( let tick = 0; tick < 10; tick++ ) {
			await Promise.resolve();
		}
	} );
}
const flush = () => settle();

const field = ( name: string ) => screen.getByRole( 'textbox', { name } );

beforeEach( () => {
	mockedApiFetch.mockReset();
	routeApi();
} );

/* ---------- 1. Inserting and opening write nothing ---------- */

describe( 'a new block in the post editor', () => {
	test( 'inserting the block creates no product (regression: a draft product was saved at once)', async () => {
		const block = renderBlock();
		await flush();
		expect( requests() ).toEqual( [] );
		expect( block.updates ).toEqual( [] );
	} );

	test( 'a block that has a product only loads it', async () => {
		const block = renderBlock( { attributes: { productId: 7 } } );
		await flush();
		expect( requests() ).toEqual( [
			{ path: `${ PATH }/7?context=edit` },
		] );
		expect( block.updates ).toEqual( [] );
	} );
} );

/* ---------- 2. Saving the post ---------- */

describe( 'saving the post', () => {
	test( 'with valid fields publishes the product with the post', async () => {
		routeApi( {
			stored: storedProduct( 7, { ...VALID, multiple: true } ),
		} );
		const block = renderBlock( {
			attributes: { ...VALID, productId: 7, multiple: true },
		} );
		await flush();
		expect( posts() ).toHaveLength( 0 );
		fireEvent.change( field( 'Item name' ), {
			target: { value: 'Big mug' },
		} );
		await savePost( block );
		expect( posts() ).toEqual( [
			{
				path: `${ PATH }/7`,
				method: 'POST',
				data: {
					status: 'publish',
					title: 'Big mug',
					content: 'A big mug.',
					featured_media: 0,
					meta: {
						spay_currency: 'USD',
						spay_email: 'shop@example.com',
						spay_multiple: true,
						spay_price: 10,
					},
				},
			},
		] );
		await flush();
		// An existing product: the post needs no second save.
		expect( block.saveRequests() ).toBe( 0 );
	} );

	test( 'with valid fields and no product yet creates it, then saves the post again with its id', async () => {
		const block = renderBlock( { attributes: VALID } );
		await flush();
		expect( requests() ).toEqual( [] );
		await block.setEditor( { saving: true } );
		expect( posts() ).toEqual( [
			expect.objectContaining( {
				path: PATH,
				data: expect.objectContaining( {
					status: 'publish',
					title: 'Mug',
				} ),
			} ),
		] );
		await flush();
		expect( block.attributes() ).toMatchObject( {
			productId: 42,
			postLinkUrl: 'http://example.org/?jp_pay_product=42',
		} );
		// Not while the post is still being saved: once it is done.
		expect( block.saveRequests() ).toBe( 0 );
		await block.setEditor( { saving: false } );
		expect( block.saveRequests() ).toBe( 1 );
	} );

	// Regression: on WordPress Playground a Payment Button low in a long post (async mode) saw
	// the post's save late, or not at all when the save was over before the browser was idle,
	// and created no product. Out of view, the block may also not have rendered yet the id of
	// the product it created: the block editor holds it (`held`).
	test.each<
		[ string, Partial< SimplePaymentsAttributes > | undefined, boolean ]
	>( [
		[
			'creates its product on a save over before the browser is idle, then saves the post again',
			undefined,
			true,
		],
		[
			'not yet rendered with the id of the product it created creates no second product',
			{ ...VALID, productId: 42 },
			false,
		],
	] )(
		'a block neither visible nor selected %s',
		async ( _, held, creates ) => {
			const block = renderBlock( {
				attributes: VALID,
				isSelected: false,
				asyncMode: true,
				held,
			} );
			await flush();
			await savePost( block );
			await flush();
			expect( posts() ).toEqual(
				creates
					? [
							expect.objectContaining( {
								path: PATH,
								data: expect.objectContaining( {
									title: 'Mug',
								} ),
							} ),
						]
					: []
			);
			// The post's save was over: the post is saved again with the new product's id.
			expect( block.saveRequests() ).toBe( creates ? 1 : 0 );
			if ( creates ) {
				expect( block.attributes() ).toMatchObject( { productId: 42 } );
			}
		}
	);

	test( 'a block the author did not change keeps its product as it is', async () => {
		routeApi( {
			stored: storedProduct( 7, { ...VALID, title: 'Other' } ),
		} );
		const block = renderBlock( { attributes: { ...VALID, productId: 7 } } );
		await flush();
		await savePost( block );
		await flush();
		expect( posts() ).toEqual( [] );
		expect( block.updates ).toEqual( [] );
	} );

	test( 'with invalid fields sends nothing and shows every message', async () => {
		const block = renderBlock( {
			attributes: { email: 'bob@' },
		} );
		await flush();
		// Nothing is shown before the fields are checked.
		expect(
			screen.queryByText( MESSAGES.noTitle )
		).not.toBeInTheDocument();
		expect( field( 'Email' ) ).toHaveAccessibleDescription( EMAIL_HELP );

		await block.setEditor( { saving: true } );
		expect( posts() ).toHaveLength( 0 );
		expect( field( 'Item name' ) ).toHaveAccessibleDescription(
			MESSAGES.noTitle
		);
		expect( field( 'Price' ) ).toHaveAccessibleDescription(
			MESSAGES.noPrice
		);
		expect( field( 'Email' ) ).toHaveAccessibleDescription(
			'bob@ is not a valid email address.'
		);
	} );

	test.each`
		case                             | editor                                     | patch
		${ 'an autosave' }               | ${ POST_EDITOR }                           | ${ { saving: true, autosaving: true } }
		${ 'a user who cannot publish' } | ${ { ...POST_EDITOR, canPublish: false } } | ${ { saving: true } }
	`( '$case does not save the product', async ( { editor, patch } ) => {
		const block = renderBlock( {
			editor,
			attributes: { ...VALID, productId: 7 },
		} );
		await flush();
		await block.setEditor( patch );
		await flush();
		expect( posts() ).toHaveLength( 0 );
	} );
} );

/* ---------- 3. Never two saves at once ---------- */

/**
 * Renders useProduct alone.
 *
 * @param validate The validation it runs.
 * @return Its save.
 */
function probeProduct( validate: () => boolean ) {
	const ref: {
		save: (
			values: SimplePaymentsAttributes,
			action: 'create' | 'update'
		) => Promise< boolean >;
	} = { save: async () => true };
	function Probe() {
		ref.save = useProduct(
			7,
			() => undefined,
			() => undefined,
			validate
		).save;
		return null;
	}
	const registry = createRegistry();
	registry.register( fakeCoreStore() );
	render(
		<RegistryProvider value={ registry }>
			<Probe />
		</RegistryProvider>
	);
	return ref;
}

describe( 'saves never overlap', () => {
	test( 'a save asked for while one is running is refused, not queued', async () => {
		const pending = deferred< unknown >();
		let first = true;
		routeApi( {
			onPost: () => {
				if ( first ) {
					first = false;
					return pending.promise;
				}
				return Promise.resolve( { id: 7 } );
			},
		} );
		const probe = probeProduct( () => true );
		await flush();
		const values = { ...DEFAULTS, ...VALID, productId: 7 };
		let running: Promise< boolean > = Promise.resolve( true );
		let second: boolean | undefined;
		await act( async () => {
			running = probe.save( values, 'update' );
			second = await probe.save( values, 'update' );
		} );
		expect( second ).toBe( false );
		expect( posts() ).toHaveLength( 1 );
		await act( async () => {
			pending.resolve( { id: 7 } );
			await running;
		} );
		// Nothing was kept for later; the next one goes.
		expect( posts() ).toHaveLength( 1 );
		await act( async () => {
			await probe.save( values, 'update' );
		} );
		expect( posts() ).toHaveLength( 2 );
	} );
} );

describe( 'useProduct: validation runs before every save', () => {
	test( 'a save with invalid fields sends nothing, whoever asks', async () => {
		routeApi( { onPost: () => Promise.resolve( { id: 7 } ) } );
		const validate = jest.fn( () => false );
		const probe = probeProduct( validate );
		await flush();
		const values = { ...DEFAULTS, productId: 7, title: '' };
		let answer: boolean | undefined;
		for ( const action of [ 'update', 'create' ] as const ) {
			await act( async () => {
				answer = await probe.save( values, action );
			} );
			expect( answer ).toBe( false );
		}
		expect( validate ).toHaveBeenCalledTimes( 2 );
		expect( posts() ).toHaveLength( 0 );
		// Valid fields: saved.
		validate.mockReturnValue( true );
		await act( async () => {
			answer = await probe.save( values, 'update' );
		} );
		expect( answer ).toBe( true );
		expect( posts() ).toHaveLength( 1 );
	} );
} );

describe( 'the stored product’s image', () => {
	test( 'shows from its media record, selected and not, without changing the block', async () => {
		routeApi( {
			stored: { ...storedProduct( 7 ), featured_media: 55 },
		} );
		const block = renderBlock( {
			editor: { ...POST_EDITOR, canPublish: false },
			attributes: { productId: 7 },
			media: {
				55: {
					id: 55,
					source_url: 'http://example.org/mug.jpg',
					alt_text: 'A blue mug',
				},
			},
		} );
		await waitFor( () =>
			expect( screen.getByRole( 'img' ) ).toHaveAttribute(
				'src',
				'http://example.org/mug.jpg'
			)
		);
		expect( screen.getByRole( 'img' ) ).toHaveAttribute(
			'alt',
			'A blue mug'
		);
		expect(
			screen.getByRole( 'button', { name: 'Replace image' } )
		).toBeInTheDocument();
		block.setSelected( false );
		await flush();
		expect( screen.getByRole( 'img' ) ).toHaveAttribute(
			'src',
			'http://example.org/mug.jpg'
		);
		expect( block.updates ).toEqual( [] );
	} );
} );

/* ---------- 4. Validation on deselect ---------- */

describe( 'leaving the block checks its fields', () => {
	test.each`
		case                             | attributes                                          | name             | message
		${ 'no item name' }              | ${ { ...VALID, title: '  ' } }                      | ${ 'Item name' } | ${ MESSAGES.noTitle }
		${ 'no price' }                  | ${ { ...VALID, price: undefined } }                 | ${ 'Price' }     | ${ MESSAGES.noPrice }
		${ 'a zero price' }              | ${ { ...VALID, price: 0 } }                         | ${ 'Price' }     | ${ MESSAGES.noPrice }
		${ 'a negative price' }          | ${ { ...VALID, price: -5 } }                        | ${ 'Price' }     | ${ MESSAGES.negative }
		${ 'cents in yen' }              | ${ { ...VALID, currency: 'JPY', price: 10.5 } }     | ${ 'Price' }     | ${ MESSAGES.noDecimals }
		${ 'three decimals in dollars' } | ${ { ...VALID, price: 1.234 } }                     | ${ 'Price' }     | ${ MESSAGES.twoDecimals }
		${ 'no email' }                  | ${ { ...VALID, email: '' } }                        | ${ 'Email' }     | ${ MESSAGES.noEmail }
		${ 'a hostile email' }           | ${ { ...VALID, email: '<script>x</script>@a.bc' } } | ${ 'Email' }     | ${ '<script>x</script>@a.bc is not a valid email address.' }
	`(
		'$case: "$message" under $name',
		async ( { attributes, name, message } ) => {
			const block = renderBlock( {
				editor: { ...POST_EDITOR, canPublish: false },
				attributes,
			} );
			expect( screen.queryByText( message ) ).not.toBeInTheDocument();
			block.setSelected( false );
			// Invalid, so the fields stay on screen, with the message under the field.
			expect( field( name ) ).toHaveAccessibleDescription( message );
			expect( screen.getAllByText( message ) ).toHaveLength( 1 );
			// Typing in the field clears its message.
			fireEvent.change( field( name ), { target: { value: 'x' } } );
			expect( screen.queryByText( message ) ).not.toBeInTheDocument();
		}
	);

	test( 'valid fields show no message and the preview', () => {
		const block = renderBlock( {
			editor: { ...POST_EDITOR, canPublish: false },
			attributes: VALID,
		} );
		block.setSelected( false );
		expect( screen.queryByRole( 'textbox' ) ).not.toBeInTheDocument();
		expect( screen.getByText( 'Mug' ) ).toBeInTheDocument();
	} );
} );

/* ---------- 5. Filling from the stored product ---------- */

describe( 'a block with a stored product', () => {
	test( 'shows the product’s values without writing them until the author changes the block (regression: opening filled the attributes)', async () => {
		routeApi( {
			stored: storedProduct( 7, {
				title: 'Poster',
				content: 'Printed on paper.',
				currency: 'EUR',
				price: 12.5,
				email: 'art@example.com',
				multiple: true,
			} ),
		} );
		const block = renderBlock( {
			editor: { ...POST_EDITOR, canPublish: false },
			attributes: { productId: 7 },
		} );
		await waitFor( () =>
			expect( field( 'Item name' ) ).toHaveValue( 'Poster' )
		);
		expect( gets() ).toEqual( [ { path: `${ PATH }/7?context=edit` } ] );
		// Shown, not written: opening the post changes nothing.
		expect( block.updates ).toEqual( [] );
		expect( field( 'Describe your item in a few words' ) ).toHaveValue(
			'Printed on paper.'
		);
		expect(
			screen.getByRole( 'combobox', { name: 'Currency' } )
		).toHaveValue( 'EUR' );
		expect( field( 'Price' ) ).toHaveValue( '12.5' );
		expect( field( 'Email' ) ).toHaveValue( 'art@example.com' );
		expect(
			screen.getByRole( 'checkbox', {
				name: 'Allow people to buy more than one item at a time.',
			} )
		).toBeChecked();

		fireEvent.change( field( 'Item name' ), {
			target: { value: 'Big poster' },
		} );
		// The first change writes the product's values with it.
		expect( block.updates ).toEqual( [
			{
				title: 'Big poster',
				content: 'Printed on paper.',
				currency: 'EUR',
				price: 12.5,
				email: 'art@example.com',
				multiple: true,
			},
		] );
		fireEvent.change( field( 'Price' ), { target: { value: '15' } } );
		block.setSelected( false );
		block.setSelected( true );
		await flush();
		expect( gets() ).toHaveLength( 1 );
		expect( field( 'Item name' ) ).toHaveValue( 'Big poster' );
		expect( field( 'Price' ) ).toHaveValue( '15' );
		expect( block.attributes() ).toMatchObject( {
			title: 'Big poster',
			price: 15,
			currency: 'EUR',
		} );
	} );

	test( 'a product that is gone leaves the block’s own values', async () => {
		routeApi( {
			stored: Promise.reject( {
				code: 'rest_post_invalid_id',
				data: { status: 404 },
			} ),
		} );
		const block = renderBlock( {
			editor: { ...POST_EDITOR, canPublish: false },
			attributes: { ...VALID, productId: 7 },
		} );
		await flush();
		expect( block.updates ).toEqual( [] );
		expect( field( 'Item name' ) ).toHaveValue( 'Mug' );
	} );
} );

/* ---------- 6. Widget editor ---------- */

describe( 'in the widget editor', () => {
	beforeEach( () => jest.useFakeTimers() );
	afterEach( () => jest.useRealTimers() );

	async function advance( ms: number ) {
		await act( async () => {
			jest.advanceTimersByTime( ms );
		} );
		await flush();
	}

	test( 'saves after the author’s change, after 500 ms of quiet, only when valid; never on mount', async () => {
		const block = renderBlock( { editor: null, attributes: VALID } );
		// Nothing on mount.
		await advance( 1000 );
		expect( requests() ).toEqual( [] );
		fireEvent.change( field( 'Item name' ), { target: { value: 'Mugs' } } );
		await advance( 499 );
		expect( requests() ).toEqual( [] );
		await advance( 1 );
		expect( posts() ).toEqual( [
			expect.objectContaining( {
				path: PATH,
				data: expect.objectContaining( {
					status: 'publish',
					title: 'Mugs',
				} ),
			} ),
		] );
		expect( block.attributes().productId ).toBe( 42 );

		// Typing several times within the delay saves once, with the last value.
		fireEvent.change( field( 'Item name' ), { target: { value: 'Cu' } } );
		await advance( 200 );
		fireEvent.change( field( 'Item name' ), { target: { value: 'Cup' } } );
		await advance( 499 );
		expect( posts() ).toHaveLength( 1 );
		await advance( 1 );
		expect( posts() ).toHaveLength( 2 );
		expect( posts()[ 1 ] ).toMatchObject( {
			path: `${ PATH }/42`,
			data: { status: 'publish', title: 'Cup' },
		} );

		// An invalid change saves nothing.
		fireEvent.change( field( 'Email' ), { target: { value: 'nope' } } );
		await advance( 1000 );
		expect( posts() ).toHaveLength( 2 );
		// Not even the post editor's rules run: no messages until the block is left.
		expect( field( 'Email' ) ).toHaveAccessibleDescription( EMAIL_HELP );
	} );

	test( 'the post editor does not save on mount or on change, only with the post', async () => {
		renderBlock( { attributes: { ...VALID, productId: 7 } } );
		await advance( 1000 );
		fireEvent.change( field( 'Item name' ), { target: { value: 'Cup' } } );
		await advance( 1000 );
		expect( gets() ).toHaveLength( 1 );
		expect( posts() ).toEqual( [] );
	} );

	test( 'invalid fields on mount save nothing', async () => {
		renderBlock( { editor: null, attributes: { ...VALID, price: -1 } } );
		await advance( 1000 );
		expect( requests() ).toEqual( [] );
	} );
} );

/* ---------- 7. Server errors ---------- */

describe( 'a product the server refuses', () => {
	test.each`
		key               | name         | message
		${ 'spay_email' } | ${ 'Email' } | ${ 'shop@example.com is not a valid email address.' }
		${ 'spay_price' } | ${ 'Price' } | ${ MESSAGES.serverPrice }
	`(
		'error key $key shows "$message" under $name',
		async ( { key, name, message } ) => {
			routeApi( {
				onPost: () =>
					Promise.reject( {
						code: 'rest_invalid_param',
						message: 'Invalid parameter.',
						data: { status: 400, key },
					} ),
			} );
			const block = renderBlock( { attributes: VALID } );
			await flush();
			await savePost( block );
			await flush();
			expect( posts() ).toHaveLength( 1 );
			expect( field( name ) ).toHaveAccessibleDescription( message );
		}
	);

	test( 'another error shows no field message', async () => {
		routeApi( {
			onPost: () =>
				Promise.reject( {
					code: 'rest_cannot_edit',
					message: 'Sorry, you are not allowed to edit this post.',
					data: { status: 403 },
				} ),
		} );
		const block = renderBlock( { attributes: VALID } );
		await flush();
		await savePost( block );
		await flush();
		expect( posts() ).toHaveLength( 1 );
		expect( field( 'Email' ) ).toHaveAccessibleDescription( EMAIL_HELP );
		expect( field( 'Price' ) ).not.toHaveAccessibleDescription();
	} );
} );

/* ---------- 8. Skeleton and preview ---------- */

describe( 'what is shown', () => {
	const pendingProduct = () =>
		routeApi( { stored: deferred< unknown >().promise } );

	test.each`
		case                            | selected   | loading    | attributes            | shown
		${ 'unselected while loading' } | ${ false } | ${ true }  | ${ VALID }            | ${ 'skeleton' }
		${ 'selected while loading' }   | ${ true }  | ${ true }  | ${ VALID }            | ${ 'fields' }
		${ 'unselected and valid' }     | ${ false } | ${ false } | ${ VALID }            | ${ 'preview' }
		${ 'unselected and invalid' }   | ${ false } | ${ false } | ${ { title: 'Mug' } } | ${ 'fields' }
		${ 'selected and valid' }       | ${ true }  | ${ false } | ${ VALID }            | ${ 'fields' }
	`(
		'$case: the $shown',
		async ( { selected, loading, attributes, shown } ) => {
			if ( loading ) {
				pendingProduct();
			}
			renderBlock( {
				editor: { ...POST_EDITOR, canPublish: false },
				attributes: loading
					? { ...attributes, productId: 7 }
					: attributes,
				isSelected: selected,
			} );
			const skeleton = screen.queryByRole( 'status', {
				name: 'Loading product…',
			} );
			const fields = screen.queryByRole( 'textbox', {
				name: 'Item name',
			} );
			const button = screen.queryByText( 'Pay with PayPal' );
			expect( {
				skeleton: !! skeleton,
				fields: !! fields,
				preview: !! button,
			} ).toEqual( {
				skeleton: shown === 'skeleton',
				fields: shown === 'fields',
				preview: shown === 'preview',
			} );
		}
	);

	test( 'the preview shows the product as visitors get it', () => {
		renderBlock( {
			editor: { ...POST_EDITOR, canPublish: false },
			attributes: {
				...VALID,
				multiple: true,
				featuredMediaUrl: 'http://example.org/mug.jpg',
				featuredMediaTitle: 'A mug',
			},
			isSelected: false,
		} );
		expect( screen.getByText( 'Mug' ) ).toBeInTheDocument();
		expect( screen.getByText( 'A big mug.' ) ).toBeInTheDocument();
		expect( screen.getByText( '$10.00' ) ).toBeInTheDocument();
		expect(
			screen.getByRole( 'spinbutton', { name: 'Quantity' } )
		).toHaveValue( 1 );
		expect( screen.getByRole( 'img', { name: 'A mug' } ) ).toHaveAttribute(
			'src',
			'http://example.org/mug.jpg'
		);
	} );
} );
