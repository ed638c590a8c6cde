/**
 * Mailchimp groups (interests): what `GET /wpcom/v2/mailchimp/groups` answered, and the block's
 * chosen ids.
 */

export interface Interest {
	id: string;
	name: string;
}

export interface InterestCategory {
	id: string;
	title: string;
	interests: Interest[];
}

/**
 * A string id or name; numbers are taken as their text.
 *
 * @param value The value.
 */
function text( value: unknown ): string {
	if ( typeof value === 'number' && Number.isFinite( value ) ) {
		return String( value );
	}
	return typeof value === 'string' ? value : '';
}

/**
 * The usable categories of the groups route's answer: entries without an id are left out, an
 * interest without a name shows its id.
 *
 * @param answer The answer.
 * @return The categories.
 */
export function toInterestCategories( answer: unknown ): InterestCategory[] {
	const list = ( answer as { interest_categories?: unknown } | null )
		?.interest_categories;
	if ( ! Array.isArray( list ) ) {
		return [];
	}
	return list.flatMap( ( category ): InterestCategory[] => {
		const id = text( category?.id );
		if ( ! id ) {
			return [];
		}
		const interests = Array.isArray( category.interests )
			? category.interests.flatMap( ( interest: unknown ): Interest[] => {
					const i = ( interest ?? {} ) as Record< string, unknown >;
					const interestId = text( i.id );
					return interestId
						? [
								{
									id: interestId,
									name: text( i.name ) || interestId,
								},
							]
						: [];
				} )
			: [];
		return [ { id, title: text( category.title ), interests } ];
	} );
}

/**
 * The chosen ids after one checkbox changed: each id once, a newly checked one added at the
 * end, the unchecked one removed; the others kept in their order.
 *
 * @param interests The ids chosen so far (older content may hold an id twice).
 * @param id        The checkbox's interest id.
 * @param checked   Whether it is now checked.
 * @return The ids.
 */
export function toggleInterest(
	interests: unknown,
	id: string,
	checked: boolean
): unknown[] {
	const current = Array.isArray( interests ) ? interests : [];
	const unique = current.filter( ( v, i ) => current.indexOf( v ) === i );
	if ( ! checked ) {
		return unique.filter( ( v ) => v !== id );
	}
	return unique.includes( id ) ? unique : [ ...unique, id ];
}

/**
 * Whether an interest is chosen.
 *
 * @param interests The chosen ids.
 * @param id        The interest's id.
 */
export function isChosen( interests: unknown, id: string ): boolean {
	return Array.isArray( interests ) && interests.includes( id );
}
