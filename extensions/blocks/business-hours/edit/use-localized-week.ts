/**
 * Loads the site's localized week once per block; `undefined` while loading.
 */
import { useEffect, useState } from '@wordpress/element';
import { fetchLocalizedWeek, type LocalizedWeek } from '../localized-week';

/**
 * The localized week, or undefined until it has loaded (or fallen back).
 *
 * @return The week once known.
 */
export function useLocalizedWeek(): LocalizedWeek | undefined {
	const [ week, setWeek ] = useState< LocalizedWeek >();
	useEffect( () => {
		let isMounted = true;
		fetchLocalizedWeek().then( ( loaded ) => {
			if ( isMounted ) {
				setWeek( loaded );
			}
		} );
		return () => {
			isMounted = false;
		};
	}, [] );
	return week;
}
