/**
 * Address formatting: which lines a postal address shows, and its map-search link.
 */

/** The Address block's attributes. */
export interface AddressAttributes {
	address: string;
	addressLine2: string;
	addressLine3: string;
	city: string;
	region: string;
	postal: string;
	country: string;
	linkToGoogleMaps: boolean;
	/** The map link's title as saved (sourced from the markup), in the language it was saved in. */
	mapLinkTitle?: string;
	className?: string;
	[ key: string ]: unknown;
}

export type AddressFields = Pick<
	AddressAttributes,
	| 'address'
	| 'addressLine2'
	| 'addressLine3'
	| 'city'
	| 'region'
	| 'postal'
	| 'country'
>;

const MAP_SEARCH = 'https://www.google.com/maps/search/';

/**
 * Whether any line of the address is filled in.
 *
 * @param fields The address fields.
 * @return True when there is something to show.
 */
export function hasAddress( fields: AddressFields ): boolean {
	return [
		fields.address,
		fields.addressLine2,
		fields.addressLine3,
		fields.city,
		fields.region,
		fields.postal,
		fields.country,
	].some( ( value ) => !! value );
}

/**
 * One value encoded for a URL path, spaces as `+`.
 *
 * @param value The text as typed.
 * @return The encoded text.
 */
function encode( value: string ): string {
	return encodeURIComponent( value ).replace( /%20/g, '+' );
}

/**
 * Joins the address for a map search: street lines each followed by a comma, then city,
 * region, postal code and country each led by `+`.
 *
 * @param fields The address fields.
 * @param enc    How each value is written.
 * @return The search path.
 */
function searchPath(
	fields: AddressFields,
	enc: ( value: string ) => string
): string {
	const { address, addressLine2, addressLine3, city, region, postal } =
		fields;
	let regionPart = region ? `+${ enc( region ) },` : '';
	regionPart = postal ? `${ regionPart }+${ enc( postal ) }` : regionPart;
	return [
		address ? `${ enc( address ) },` : '',
		addressLine2 ? `${ enc( addressLine2 ) },` : '',
		addressLine3 ? `${ enc( addressLine3 ) },` : '',
		city ? `+${ enc( city ) },` : '',
		regionPart,
		fields.country ? `+${ enc( fields.country ) }` : '',
	].join( '' );
}

/**
 * The map-search link for an address, every typed value URL-encoded.
 *
 * @param fields The address fields.
 * @return An https URL.
 */
export function mapSearchUrl( fields: AddressFields ): string {
	return MAP_SEARCH + searchPath( fields, encode );
}

/**
 * The map-search link as the first saved version wrote it (values not encoded, only the first
 * space turned into `+`): needed to recognise posts saved then.
 *
 * @param fields The address fields.
 * @return The URL as it was saved.
 */
export function legacyMapSearchUrl( fields: AddressFields ): string {
	return ( MAP_SEARCH + searchPath( fields, ( value ) => value ) ).replace(
		' ',
		'+'
	);
}
