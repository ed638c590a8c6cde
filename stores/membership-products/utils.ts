/**
 * Helpers of the `jetpack/membership-products` store: its messages, reading the status answer,
 * and the connect link's way back to the editor.
 */
import { __ } from '@wordpress/i18n';
import { addQueryArgs, getQueryArg, removeQueryArgs } from '@wordpress/url';
import { RETURN_FLAGS } from './constants';
import type { ProductType, StatusResponse } from './types';

/** The keys of the messages that have a wording per product type. */
export type MessageKey =
	| 'product requires a name'
	| 'product requires a valid price'
	| 'there was an error when adding the product'
	| 'successfully created product'
	| 'default new product title';

/**
 * A message in the wording of the product type.
 *
 * @param key         Which message.
 * @param productType 'product' (default) or 'payment-plan'.
 * @return The translated message.
 */
export function getMessageByProductType(
	key: MessageKey,
	productType: ProductType = 'product'
): string {
	const plan = productType === 'payment-plan';
	switch ( key ) {
		case 'product requires a name':
			return plan
				? __( 'Payment plan requires a name', 'blockpack' )
				: __( 'product requires a name', 'blockpack' );
		case 'product requires a valid price':
			return plan
				? __( 'Payment plan requires a valid price', 'blockpack' )
				: __( 'product requires a valid price', 'blockpack' );
		case 'there was an error when adding the product':
			return plan
				? __(
						'There was an error when adding the payment plan.',
						'blockpack'
					)
				: __(
						'there was an error when adding the product',
						'blockpack'
					);
		case 'successfully created product':
			return __( 'successfully created product', 'blockpack' );
		case 'default new product title':
			return __( 'Monthly Subscription', 'blockpack' );
	}
}

/**
 * The first message of a WordPress error object (`errors: { code: [ message ] }`) found in a
 * status answer, if any.
 *
 * @param response The answer.
 * @return The message, or undefined.
 */
export function firstWpErrorMessage(
	response: StatusResponse
): string | undefined {
	if ( ! response.errors || typeof response.errors !== 'object' ) {
		return undefined;
	}
	const first = Object.values( response.errors )[ 0 ];
	const message = Array.isArray( first ) ? first[ 0 ] : undefined;
	return typeof message === 'string' && message ? message : undefined;
}

/**
 * The message to show for a failed status request: the first error's message, or
 * "Unexpected API response".
 *
 * @param error What was thrown (an Error, or apiFetch's `{ code, message }`).
 * @return The message.
 */
export function errorMessage( error: unknown ): string {
	if ( error && typeof error === 'object' ) {
		const withErrors = error as StatusResponse;
		const fromWpError = firstWpErrorMessage( withErrors );
		if ( fromWpError ) {
			return fromWpError;
		}
		const message = ( error as { message?: unknown } ).message;
		if ( typeof message === 'string' && message.trim() ) {
			return message;
		}
	}
	return __( 'Unexpected API response', 'blockpack' );
}

/**
 * The connect link with the editor's address to come back to after the keys are saved
 * (without the flags of an earlier return).
 *
 * @param connectUrl The settings page's address from the server ('' or null: none).
 * @param returnTo   The editor's address.
 * @return The link, or null when there is none.
 */
export function withReturnAddress(
	connectUrl: string | null | undefined,
	returnTo: string | undefined
): string | null {
	if ( ! connectUrl ) {
		return null;
	}
	if ( ! returnTo ) {
		return connectUrl;
	}
	return addQueryArgs( connectUrl, {
		redirect_to: removeQueryArgs( returnTo, ...RETURN_FLAGS ),
	} );
}

/**
 * The `source` the status request names: `gutenberg-wpcom` when the editor was opened from
 * WordPress.com (its `origin` query), `gutenberg` otherwise.
 *
 * @param href The editor's address.
 * @return The source.
 */
export function statusSource(
	href: string | undefined
): 'gutenberg' | 'gutenberg-wpcom' {
	return href && getQueryArg( href, 'origin' ) === 'https://wordpress.com'
		? 'gutenberg-wpcom'
		: 'gutenberg';
}
