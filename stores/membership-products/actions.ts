/**
 * Actions of the `jetpack/membership-products` store: setters, `saveProduct` (validates, then
 * `POST /wpcom/v2/memberships/product`), and `fetchStatus` (what every resolver runs once).
 */
import apiFetch from '@wordpress/api-fetch';
import { __, sprintf } from '@wordpress/i18n';
import { store as noticesStore } from '@wordpress/notices';
import { addQueryArgs } from '@wordpress/url';
import {
	formatCurrency,
	isValidAmount,
	minimumAmount,
} from '../../shared/currencies';
import {
	API_STATE_CONNECTED,
	API_STATE_NOTCONNECTED,
	DEFAULT_PRODUCT,
	NOTICE_ID,
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
 * Shows an error in the editor's notices.
 *
 * @param registry The data registry.
 * @param message  The message.
 */
function notifyError( registry: ThunkArgs[ 'registry' ], message: string ) {
	registry
		.dispatch( noticesStore )
		.createErrorNotice( message, { id: NOTICE_ID, type: 'snackbar' } );
}

/**
 * Shows a success message in the editor's notices.
 *
 * @param registry The data registry.
 * @param message  The message.
 */
function notifySuccess( registry: ThunkArgs[ 'registry' ], message: string ) {
	registry
		.dispatch( noticesStore )
		.createSuccessNotice( message, { id: NOTICE_ID, type: 'snackbar' } );
}

export interface SaveProductOptions {
	/** The wording of the messages: 'product' (default) or 'payment-plan'. */
	productType?: ProductType;
	/** Receives the new plan's id. */
	onSelect?: ( id: number ) => void;
	/** Whether to show "successfully created product" (default true). */
	showNotice?: boolean;
}

/**
 * Validates a plan, creates it, adds it to the store and shows the outcome: "product requires a
 * name", "Minimum allowed price is {amount}.", "product requires a valid price", "there was an
 * error when adding the product", or "successfully created product".
 *
 * @param product The plan.
 * @param options Wording, selection callback, notice.
 * @return A thunk resolving to the new plan, or null when it was not created.
 */
export const saveProduct =
	( product: NewProduct, options: SaveProductOptions = {} ) =>
	async ( {
		dispatch,
		select,
		registry,
	}: ThunkArgs ): Promise< Product | null > => {
		const {
			productType = 'product',
			onSelect,
			showNotice = true,
		} = options;
		const title = typeof product.title === 'string' ? product.title : '';
		if ( ! title.trim() ) {
			notifyError(
				registry,
				getMessageByProductType(
					'product requires a name',
					productType
				)
			);
			return null;
		}
		const price =
			typeof product.price === 'number'
				? product.price
				: Number( String( product.price ).trim() || NaN );
		const minimum = minimumAmount( product.currency );
		if ( minimum !== undefined && price < minimum ) {
			notifyError(
				registry,
				sprintf(
					/* translators: %s: the smallest price allowed, with its currency. */
					__( 'Minimum allowed price is %s.', 'blockpack' ),
					formatCurrency( minimum, product.currency ) ??
						String( minimum )
				)
			);
			return null;
		}
		if ( ! isValidAmount( price, product.currency ) ) {
			notifyError(
				registry,
				getMessageByProductType(
					'product requires a valid price',
					productType
				)
			);
			return null;
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
			if ( showNotice ) {
				notifySuccess(
					registry,
					getMessageByProductType(
						'successfully created product',
						productType
					)
				);
			}
			return created;
		} catch {
			notifyError(
				registry,
				getMessageByProductType(
					'there was an error when adding the product',
					productType
				)
			);
			return null;
		}
	};

/**
 * Asks `GET /wpcom/v2/memberships/status` once: connected when the answer has a
 * `connected_account_id`; creates the default plan ("Monthly Subscription", USD 5, 1 month)
 * when connected with none and no upgrade needed. On error: not connected, no connect URL, and
 * the first error's message (or "Unexpected API response") in a notice.
 *
 * @return A thunk.
 */
export const fetchStatus =
	() =>
	async ( { dispatch, select, registry }: ThunkArgs ): Promise< void > => {
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
			if ( connected && ! products.length && ! shouldUpgrade ) {
				await saveProduct( {
					title: getMessageByProductType(
						'default new product title'
					),
					...DEFAULT_PRODUCT,
				} )( { dispatch, select, registry } );
			}
		} catch ( error ) {
			dispatch( setConnectUrl( null ) );
			dispatch( setApiState( API_STATE_NOTCONNECTED ) );
			notifyError( registry, errorMessage( error ) );
		}
	};
