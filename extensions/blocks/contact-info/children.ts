/**
 * The blocks Contact Info may hold, and the ones it starts with.
 */

/** The only blocks allowed inside Contact Info. */
export const CONTACT_INFO_CHILDREN = [
	'jetpack/name',
	'jetpack/email',
	'jetpack/phone',
	'jetpack/address',
];

/** A new Contact Info block holds an email, a phone number and an address. */
export const CONTACT_INFO_TEMPLATE: Array< [ string ] > = [
	[ 'jetpack/email' ],
	[ 'jetpack/phone' ],
	[ 'jetpack/address' ],
];
