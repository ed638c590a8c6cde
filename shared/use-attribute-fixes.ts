/**
 * Corrects stored attributes that break a block's rules as soon as the block is edited (for
 * example an address off the provider's host, or restaurant ids that are not digits). The
 * block's own pure `getFixes` says what to change; nothing is set when all is well.
 */
import { useEffect } from '@wordpress/element';

/**
 * @param attributes    The block's attributes.
 * @param setAttributes The block's setAttributes.
 * @param getFixes      The changes the attributes need (a module-level function: it is a
 *                      dependency of the effect).
 */
export function useAttributeFixes< T extends object >(
	attributes: T,
	setAttributes: ( fixes: Partial< T > ) => void,
	getFixes: ( attributes: T ) => Partial< T >
): void {
	useEffect( () => {
		const fixes = getFixes( attributes );
		if ( Object.keys( fixes ).length ) {
			setAttributes( fixes );
		}
	}, [ attributes, setAttributes, getFixes ] );
}
