/**
 * The site's Mailchimp connection, checked when the block mounts (unless it is the inserter's
 * preview) and again on "Re-check Connection". A re-check keeps the last state until it
 * answers; an answer that came after a newer request, or after unmounting, is ignored
 * (@shared/use-request).
 */
import { useRequest } from '@shared/use-request';
import { getConnection } from '../api';
import { CHECKING, type Connection } from '../connection';

export function useConnection( enabled: boolean ): {
	connection: Connection;
	rechecking: boolean;
	recheck: () => void;
} {
	const { data, isLoading, retry } = useRequest( enabled && getConnection, [
		enabled,
	] );
	return {
		connection: data ?? CHECKING,
		rechecking: isLoading && data !== undefined,
		recheck: retry,
	};
}
