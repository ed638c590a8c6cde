/**
 * Checks that a calendar address answers before it is embedded, through our server's resolver
 * (`GET /wpcom/v2/resolve-redirect`), which follows the redirects and reports an error status:
 * a calendar that answers 404 is caught, and an ad blocker in the editor cannot break the check.
 */
import { resolveRedirect } from '@shared/embed/resolve-redirect';

/**
 * What a check found: the address answers (`ok`), it answers with an error or cannot be reached
 * from the server (`broken`), or the check itself could not run (`unknown`: our own server was
 * not reached, the editor is offline).
 */
export type UrlCheck = 'ok' | 'broken' | 'unknown';

/**
 * Checks an address.
 *
 * @param url     The calendar's address.
 * @param resolve The resolver (our route by default).
 * @return The finding; never rejects.
 */
export async function checkCalendlyUrl(
	url: string,
	resolve: ( url: string ) => Promise< string > = resolveRedirect
): Promise< UrlCheck > {
	try {
		await resolve( url );
		return 'ok';
	} catch ( error ) {
		// Our route answers `blockpack_resolve_failed` about the address; anything else (a
		// network failure, a missing route) says nothing about the calendar.
		const code = ( error as { code?: unknown } | null )?.code;
		return code === 'blockpack_resolve_failed' ? 'broken' : 'unknown';
	}
}
