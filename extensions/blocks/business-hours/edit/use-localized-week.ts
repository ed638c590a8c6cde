/**
 * The site's localized week, from the `blockpack/site` store (asked once per page);
 * `undefined` while loading.
 */
import { useSelect } from '@wordpress/data';
import { useMemo } from '@wordpress/element';
import { store as siteStore } from '@stores/site';
import { parseLocalizedWeek, type LocalizedWeek } from '../localized-week';

/**
 * The localized week, or undefined until it has loaded (or fallen back).
 *
 * @return The week once known.
 */
export function useLocalizedWeek(): LocalizedWeek | undefined {
	const answer = useSelect(
		( select ) => select( siteStore ).getLocalizedWeek(),
		[]
	);
	return useMemo(
		() =>
			answer === undefined ? undefined : parseLocalizedWeek( answer ),
		[ answer ]
	);
}
