/**
 * The block's calls to our REST routes (this block's php/routes.php): the site's connection
 * (`GET /wpcom/v2/mailchimp`) and the audience's groups (`GET /wpcom/v2/mailchimp/groups`).
 */
import apiFetch from '@wordpress/api-fetch';
import { __ } from '@wordpress/i18n';
import { errorMessage } from '@shared/error-message';
import {
	connectionFromAnswer,
	connectionFromError,
	type Connection,
} from './connection';
import { toInterestCategories, type InterestCategory } from './interests';

export const CONNECTION_PATH = '/wpcom/v2/mailchimp';
export const GROUPS_PATH = '/wpcom/v2/mailchimp/groups';

/**
 * The site's connection; a failed check is "not connected" with the server's message.
 *
 * @return The connection (never rejects).
 */
export async function getConnection(): Promise< Connection > {
	try {
		return connectionFromAnswer(
			await apiFetch( { path: CONNECTION_PATH } )
		);
	} catch ( error ) {
		return connectionFromError(
			errorMessage(
				error,
				__(
					'The Mailchimp connection could not be checked. Please try again.',
					'blockpack'
				)
			)
		);
	}
}

/**
 * The audience's groups.
 *
 * @return The categories; rejects with an Error carrying the server's message.
 */
export async function getGroups(): Promise< InterestCategory[] > {
	try {
		return toInterestCategories( await apiFetch( { path: GROUPS_PATH } ) );
	} catch ( error ) {
		throw new Error(
			errorMessage(
				error,
				__( 'The Mailchimp groups could not be loaded.', 'blockpack' )
			)
		);
	}
}
