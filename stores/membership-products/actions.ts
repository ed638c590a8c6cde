/**
 * Actions of the `jetpack/membership-products` store: setters, `saveProduct` (validates, then
 * `POST /wpcom/v2/memberships/product`), `createDefaultProduct` (for a block that needs a plan
 * and finds none), and `fetchStatus` (what every resolver runs once: it only reads).
 *
 * The store shows no notices: what went wrong is in its state (`getStatusError`) or in what
 * `saveProduct` answers, for the block that asked to say.
 */
import apiFetch from '@wordpress/api-fetch';
import { __, sprintf } from '@wordpress/i18n';
import { addQueryArgs } from '@wordpress/url';
import {
	formatCurrency,
	isValidAmount,
	minimumAmount,
} from '@shared/currencies';
import {
	API_STATE_CONNECTED,
	API_STATE_NOTCONNECTED,
	DEFAULT_PRODUCT,
	STORE_NAME,
} from './constants';
import {
	errorMessage,
	firstWpErrorMessage,
	getMessageByProductType,
	statusSource,
	withReturnAddress,
} from './utils';
import type {
	Action,
	ApiState,
	NewProduct,
	Product,
	ProductType,
	StatusResponse,
	ThunkArgs,
} from './types';

/**
 * @param products The site's plans.
 */
export const setProducts = ( products: Product[] ): Action => ( {
	type: 'SET_PRODUCTS',
	products,
} );

/**
 * @param apiState Loading (0), connected (1) or not connected (2).
 */
export const setApiState = ( apiState: ApiState ): Action => ( {
	type: 'SET_API_STATE',
	apiState,
} );

/**
 * @param connectUrl Where to connect Stripe, or null.
 */
export const setConnectUrl = ( connectUrl: string | null ): Action => ( {
	type: 'SET_CONNECT_URL',
	connectUrl,
} );

/**
 * @param shouldUpgrade Whether memberships need an upgrade.
 */
export const setShouldUpgrade = ( shouldUpgrade: boolean ): Action => ( {
	type: 'SET_SHOULD_UPGRADE',
	shouldUpgrade,
} );

/**
 * @param siteSlug The site's short name.
 */
export const setSiteSlug = ( siteSlug: string ): Action => ( {
	type: 'SET_SITE_SLUG',
	siteSlug,
} );

/**
 * @param upgradeUrl Where to upgrade.
 */
export const setUpgradeUrl = ( upgradeUrl: string ): Action => ( {
	type: 'SET_UPGRADE_URL',
	upgradeUrl,
} );

/**
 * Marks the status as requested (so the resolvers ask only once).
 */
export const setStatusRequested = (): Action => ( {
	type: 'STATUS_REQUESTED',
} );

/**
 * @param message Why the status could not be read, or null.
 */
export const setStatusError = ( message: string | null ): Action => ( {
	type: 'SET_STATUS_ERROR',
	message,
} );

export interface SaveProductOptions {
	/** The wording of the messages: 'product' (default) or 'payment-plan'. */
	productType?: ProductType;
	/** Receives the new plan's id. */
	onSelect?: ( id: number ) => void;
}

/** What `saveProduct` answers: the new plan and the message for the block to show. */
export interface SaveProductResult {
	/** The new plan, or null when it was not created. */
	product: Product | null;
	/** "successfully created product", or why it was not created. */
	message: string;
}

/**
 * Validates a plan, creates it and adds it to the store. Answers the outcome for the block to
 * show: "product requires a name", "Minimum allowed price is {amount}.", "product requires a
 * valid price", "there was an error when adding the product", or "successfully created
 * product".
 *
 * @param product The plan.
 * @param options Wording, selection callback.
 * @return A thunk resolving to the new plan (or null) and the message.
 */
export const saveProduct =
	( product: NewProduct, options: SaveProductOptions = {} ) =>
	async ( { dispatch, select }: ThunkArgs ): Promise< SaveProductResult > => {
		const { productType = 'product', onSelect } = options;
		const refused = ( message: string ): SaveProductResult => ( {
			product: null,
			message,
		} );
		const title = typeof product.title === 'string' ? product.title : '';
		if ( ! title.trim() ) {
			return refused(
				getMessageByProductType(
					'product requires a name',
					productType
				)
			);
		}
		const price =
			typeof product.price === 'number'
				? product.price
				: Number( String( product.price ).trim() || NaN );
		const minimum = minimumAmount( product.currency );
		if ( minimum !== undefined && price < minimum ) {
			return refused(
				sprintf(
					/* translators: %s: the smallest price allowed, with its currency. */
					__( 'Minimum allowed price is %s.', 'blockpack' ),
					formatCurrency( minimum, product.currency ) ??
						String( minimum )
				)
			);
		}
		if ( ! isValidAmount( price, product.currency ) ) {
			return refused(
				getMessageByProductType(
					'product requires a valid price',
					productType
				)
			);
		}
		try {
			const response = await apiFetch< Product >( {
				path: '/wpcom/v2/memberships/product',
				method: 'POST',
				data: { ...product, title, price },
			} );
			const created: Product = {
				id: response.id,
				title: response.title,
				interval: response.interval,
				price: response.price,
				currency: response.currency,
			};
			dispatch( setProducts( [ ...select.getProducts(), created ] ) );
			onSelect?.( created.id );
			return {
				product: created,
				message: getMessageByProductType(
					'successfully created product',
					productType
				),
			};
		} catch {
			return refused(
				getMessageByProductType(
					'there was an error when adding the product',
					productType
				)
			);
		}
	};

/**
 * For a block that needs a plan to sell: when the site is connected, needs no upgrade and has
 * no plan, creates the default one ("Monthly Subscription", USD 5, 1 month). Nothing calls it
 * on a read: opening a block or reading the status never creates a plan.
 *
 * @return A thunk resolving to what `saveProduct` answered, or null when nothing was needed.
 */
export const createDefaultProduct =
	() =>
	async ( {
		dispatch,
		select,
		registry,
	}: ThunkArgs ): Promise< SaveProductResult | null > => {
		await registry.resolveSelect( STORE_NAME ).getProducts();
		const state = registry.select( STORE_NAME ) as {
			getProducts: () => Product[];
			isApiStateConnected: () => boolean;
			getShouldUpgrade: () => boolean;
		};
		if (
			! state.isApiStateConnected() ||
			state.getShouldUpgrade() ||
			state.getProducts().length
		) {
			return null;
		}
		return saveProduct( {
			title: getMessageByProductType( 'default new product title' ),
			...DEFAULT_PRODUCT,
		} )( { dispatch, select, registry } );
	};

/**
 * Asks `GET /wpcom/v2/memberships/status` once: connected when the answer has a
 * `connected_account_id`. It only reads: no plan is created, no notice shown. On error: not
 * connected, no connect URL, and the first error's message (or "Unexpected API response") in
 * `getStatusError`.
 *
 * @return A thunk.
 */
export const fetchStatus =
	() =>
	async ( { dispatch, select }: ThunkArgs ): Promise< void > => {
		if ( select.hasRequestedStatus() ) {
			return;
		}
		dispatch( setStatusRequested() );
		const href =
			typeof window === 'undefined' ? undefined : window.location.href;
		try {
			const response = await apiFetch< StatusResponse | null >( {
				path: addQueryArgs( '/wpcom/v2/memberships/status', {
					source: statusSource( href ),
					type: 'all',
					is_editable: true,
				} ),
				method: 'GET',
			} );
			if ( ! response || typeof response !== 'object' ) {
				throw new Error( __( 'Unexpected API response', 'blockpack' ) );
			}
			const wpError = firstWpErrorMessage( response );
			if ( wpError ) {
				throw new Error( wpError );
			}
			const products = Array.isArray( response.products )
				? response.products
				: [];
			const shouldUpgrade =
				!! response.should_upgrade_to_access_memberships;
			dispatch(
				setConnectUrl( withReturnAddress( response.connect_url, href ) )
			);
			dispatch( setSiteSlug( response.site_slug ?? '' ) );
			dispatch( setUpgradeUrl( response.upgrade_url ?? '' ) );
			dispatch( setShouldUpgrade( shouldUpgrade ) );
			dispatch( setProducts( products ) );
			const connected = !! response.connected_account_id;
			dispatch(
				setApiState(
					connected ? API_STATE_CONNECTED : API_STATE_NOTCONNECTED
				)
			);
			dispatch( setStatusError( null ) );
		} catch ( error ) {
			dispatch( setConnectUrl( null ) );
			dispatch( setApiState( API_STATE_NOTCONNECTED ) );
			dispatch( setStatusError( errorMessage( error ) ) );
		}
	};
