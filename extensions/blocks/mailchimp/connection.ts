/**
 * The site's Mailchimp connection as the editor sees it, read from the answer of
 * `GET /wpcom/v2/mailchimp` (`code`, `connect_url`, `can_connect`) or from its failure.
 */

export interface Connection {
	/** Checking: the request is under way. */
	status: 'checking' | 'connected' | 'not_connected';
	/** The settings screen (Settings → Blockpack); '' when unknown. */
	connectUrl: string;
	/** Whether the user may connect (manage_options); undefined when unknown (the check failed). */
	canConnect?: boolean;
	/** The server's message when the check failed; '' otherwise. */
	error: string;
}

export const CHECKING: Connection = {
	status: 'checking',
	connectUrl: '',
	error: '',
};

/**
 * The connection an answer describes. Anything but `code: "connected"` is not connected.
 *
 * @param answer What the route answered.
 * @return The connection.
 */
export function connectionFromAnswer( answer: unknown ): Connection {
	const a = ( answer ?? {} ) as Record< string, unknown >;
	return {
		status: a.code === 'connected' ? 'connected' : 'not_connected',
		connectUrl: typeof a.connect_url === 'string' ? a.connect_url : '',
		canConnect:
			typeof a.can_connect === 'boolean' ? a.can_connect : undefined,
		error: '',
	};
}

/**
 * The connection when the check failed: not connected, with the server's message.
 *
 * @param message The message.
 * @return The connection.
 */
export function connectionFromError( message: string ): Connection {
	return {
		status: 'not_connected',
		connectUrl: '',
		canConnect: undefined,
		error: message,
	};
}

/**
 * What the not-connected placeholder offers: the settings link for users who may connect
 * (when the address is known), the "ask an administrator" line for users who may not.
 *
 * @param connection The connection.
 * @return What to show.
 */
export function setupOffer( connection: Connection ): {
	settingsLink: boolean;
	askAdministrator: boolean;
} {
	return {
		settingsLink:
			connection.canConnect === true && connection.connectUrl !== '',
		askAdministrator: connection.canConnect === false,
	};
}
