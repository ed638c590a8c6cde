/**
 * Restaurant name search on the service's widget host: the request address and the reading of
 * its answer into suggestions.
 */
import { WIDGET_HOST, isRestaurantId, looksLikeEmbed } from './embed';

/** Suggestions asked for and shown at most. */
export const PAGE_SIZE = 20;

/** Milliseconds between two searches while typing. */
export const SEARCH_THROTTLE_MS = 500;

/** A restaurant the search found. */
export interface Restaurant {
	rid: string;
	name: string;
}

/**
 * Whether typed text should be searched: not empty, not an embed code or address.
 *
 * @param text The typed text.
 */
export function isSearchable( text: string ): boolean {
	return text.trim().length > 0 && ! looksLikeEmbed( text );
}

/**
 * The search request's address.
 *
 * @param query The typed name.
 */
export function getSearchUrl( query: string ): string {
	return `${ WIDGET_HOST }/widget/reservation/restaurant-search?pageSize=${ PAGE_SIZE }&query=${ encodeURIComponent(
		query.trim()
	) }`;
}

/**
 * The restaurants in the search's JSON answer (`{ items: [ { rid, name } ] }`): those with a
 * numeric id and a name, each id once, at most 20.
 *
 * @param body The decoded answer.
 */
export function parseSearchResponse( body: unknown ): Restaurant[] {
	const items =
		body && typeof body === 'object' && 'items' in body
			? ( body as { items: unknown } ).items
			: null;
	if ( ! Array.isArray( items ) ) {
		return [];
	}
	const found: Restaurant[] = [];
	for ( const item of items ) {
		if ( ! item || typeof item !== 'object' ) {
			continue;
		}
		const { rid, name } = item as { rid?: unknown; name?: unknown };
		if (
			! isRestaurantId( rid ) ||
			typeof name !== 'string' ||
			! name.trim() ||
			found.some( ( restaurant ) => restaurant.rid === String( rid ) )
		) {
			continue;
		}
		found.push( { rid: String( rid ), name: name.trim() } );
		if ( found.length === PAGE_SIZE ) {
			break;
		}
	}
	return found;
}

/**
 * The text of a suggestion: the name and the id, which the picker reads back.
 *
 * @param restaurant The restaurant.
 */
export function suggestionLabel( restaurant: Restaurant ): string {
	return `${ restaurant.name } (#${ restaurant.rid })`;
}
