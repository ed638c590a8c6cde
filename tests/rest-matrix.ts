/**
 * The expected permissions of every REST route in Blockpack's namespaces: one entry per route
 * (as `GET /wp-json/` lists it) and method. tests/integration/rest-matrix.spec.ts checks the live
 * routes against this table: a live route or method missing here fails, so a new route must be
 * added (with the lowest role that may use it), and an entry whose route is gone fails too.
 *
 * `min` is the lowest role that passes the permission check ('public': everyone, visitors
 * included). Below it, a request never gets a 2xx; at or above it, a well-formed request with
 * the user's REST nonce is never refused with 401 or 403 (unless `guard` says what else the
 * route needs, which the harness never has). `args` is that well-formed request; where a real
 * success would change the site (create a plan, install a plugin), it is a request the route's
 * callback refuses after the permission check (an unknown plugin, an empty title).
 */

/** The roles the matrix tries, lowest first ('anonymous' is a visitor). */
export const MATRIX_ROLES = [
	'anonymous',
	'subscriber',
	'contributor',
	'author',
	'editor',
	'administrator',
] as const;

export type MatrixRole = ( typeof MATRIX_ROLES )[ number ];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteRule {
	/** The lowest role that passes the permission check, or 'public'. */
	min: Exclude< MatrixRole, 'anonymous' > | 'public';
	/** Public routes: the limit on how often one visitor may call it ('none' if it has none). */
	rateLimit?: string;
	/**
	 * Public routes: what the caller must present besides being a visitor (a form's token, a
	 * signature). The harness never has it, so such a route must never answer 2xx.
	 */
	guard?: string;
	/**
	 * What the site must have set up before the route can do its work (an OAuth client), which
	 * the harness never has: past the permission check it answers 403 with the code
	 * `authorization_required`, never `rest_forbidden`, and that answer is not counted as a
	 * refusal of a permitted role.
	 */
	needs?: string;
	/** The address to call, for routes with a pattern (default: the route itself). */
	path?: string;
	/**
	 * WordPress's own route (a namespace's index): only its permissions are checked, not its
	 * handling of malformed arguments, which is core's (`namespace[]=x` is a fatal error there).
	 */
	core?: boolean;
	/** A well-formed request's arguments (query for GET, JSON body otherwise). */
	args: Record< string, unknown >;
}

/** The namespaces Blockpack registers routes in (blockpack-test/v1 is test-only). */
export const MATRIX_NAMESPACES = [ 'blockpack/v1', 'wpcom/v2', 'jetpack/v4' ];

/**
 * Core's index of a namespace: public, read-only.
 *
 * @param namespace The namespace.
 */
const namespaceIndex = ( namespace: string ): RouteRule => ( {
	min: 'public',
	rateLimit: 'none (core: the namespace index, read-only)',
	core: true,
	args: { context: 'view', namespace },
} );

/** The address of a video upload that does not exist. */
const NO_UPLOAD = `/blockpack/v1/video/uploads/${ 'ab'.repeat( 16 ) }`;

export const REST_MATRIX: Record<
	string,
	Partial< Record< HttpMethod, RouteRule > >
> = {
	'/blockpack/v1': { GET: namespaceIndex( 'blockpack/v1' ) },
	'/wpcom/v2': { GET: namespaceIndex( 'wpcom/v2' ) },
	'/jetpack/v4': { GET: namespaceIndex( 'jetpack/v4' ) },

	'/blockpack/v1/contact-form/submit': {
		POST: {
			min: 'public',
			rateLimit:
				'10 a minute and 50 an hour from one address to one form (filterable)',
			guard: "the form's nonce and signed time",
			args: {
				'contact-form-post': 1,
				'contact-form-id': '0123456789ab',
				'contact-form-nonce': '0123456789',
				'contact-form-time': '1700000000.0123456789',
				'contact-form-hp': '',
			},
		},
	},
	'/blockpack/v1/donations/checkout': {
		POST: {
			min: 'public',
			rateLimit: 'none: it only opens a Stripe Checkout session',
			guard: "the donations form's token",
			args: { plan_id: 1, amount: 5, post_id: 1, nonce: '0123456789' },
		},
	},
	'/blockpack/v1/donations/webhook': {
		POST: {
			min: 'public',
			rateLimit: 'none: Stripe calls it',
			guard: "Stripe's signature",
			args: {
				id: 'evt_matrix',
				type: 'checkout.session.completed',
				data: { object: { id: 'cs_matrix', payment_status: 'paid' } },
			},
		},
	},
	'/blockpack/v1/donations/payments': {
		GET: { min: 'administrator', args: {} },
	},
	'/blockpack/v1/mailchimp/subscribe': {
		// Post 1 has no signup form: 404 after the rate limit, Mailchimp never asked.
		POST: {
			min: 'public',
			rateLimit:
				'5 a minute and 30 an hour from one address, 500 an hour to one post (filterable)',
			args: {
				email: 'matrix@example.com',
				post_id: 1,
				block: 0,
				'mailchimp-hp': '',
			},
		},
	},
	'/blockpack/v1/map/geocode': {
		// The test bed is offline: Nominatim cannot be reached, 424 (or 429 while another
		// search holds the site's one-a-second slot).
		GET: { min: 'contributor', args: { query: 'Paris', limit: 5 } },
	},

	'/wpcom/v2/business-hours/localized-week': {
		GET: { min: 'contributor', args: {} },
	},
	'/wpcom/v2/mailchimp': {
		GET: { min: 'contributor', args: {} },
	},
	'/wpcom/v2/mailchimp/groups': {
		// Not connected between specs: 400 from the callback, Mailchimp never asked.
		GET: { min: 'contributor', args: {} },
	},
	'/wpcom/v2/related-posts': {
		// Users who can edit the post: WordPress's Sample Page (2, the admin's) needs an editor.
		GET: { min: 'editor', args: { post_id: 2 } },
	},
	'/wpcom/v2/resolve-redirect': {
		// The test bed is offline: the resolver answers a 4xx for any outside address.
		GET: { min: 'contributor', args: { url: 'https://bit.ly/blockpack' } },
	},
	'/wpcom/v2/service-api-keys/mapbox': {
		GET: { min: 'contributor', args: {} },
		// A malformed token: refused by the callback (400) before Mapbox is asked, nothing changes.
		POST: {
			min: 'administrator',
			args: { service_api_key: 'not-a-token' },
		},
		// No token is set between specs: removing none changes nothing.
		DELETE: { min: 'administrator', args: {} },
	},
	// External media: users who can upload files. Openverse needs no key; the test bed is
	// offline, so a list answers 424 after the permission check (Pexels without a key would
	// answer 403 authorization_required, hence Openverse's addresses here).
	'/wpcom/v2/external-media/list/(?P<service>openverse|pexels|google_photos)':
		{
			GET: {
				min: 'author',
				path: '/wpcom/v2/external-media/list/openverse',
				args: { search: 'mountain', number: 20 },
			},
		},
	'/wpcom/v2/external-media/copy/(?P<service>openverse|pexels|google_photos)':
		{
			// An id of the wrong form: answered per item, nothing is fetched or added.
			POST: {
				min: 'author',
				path: '/wpcom/v2/external-media/copy/openverse',
				args: { external_ids: [ 'not-an-id' ] },
			},
		},
	'/wpcom/v2/external-media/connection/(?P<service>openverse|pexels|google_photos)':
		{
			GET: {
				min: 'author',
				path: '/wpcom/v2/external-media/connection/openverse',
				args: {},
			},
			// Openverse keeps no connection per user: nothing changes.
			DELETE: {
				min: 'author',
				path: '/wpcom/v2/external-media/connection/openverse',
				args: {},
			},
		},
	// Google Photos' picking sessions: the harness has no Google OAuth client, so past the
	// permission check they answer 403 authorization_required, and nothing reaches Google.
	'/wpcom/v2/external-media/session/google_photos': {
		POST: {
			min: 'author',
			needs: 'the site’s Google OAuth client and the user’s Google connection',
			args: { number: 1 },
		},
	},
	'/wpcom/v2/external-media/session/google_photos/(?P<session_id>[A-Za-z0-9_-]{1,200})':
		{
			GET: {
				min: 'author',
				needs: 'the site’s Google OAuth client and the user’s Google connection',
				path: '/wpcom/v2/external-media/session/google_photos/session1',
				args: {},
			},
			DELETE: {
				min: 'author',
				needs: 'the site’s Google OAuth client and the user’s Google connection',
				path: '/wpcom/v2/external-media/session/google_photos/session1',
				args: {},
			},
		},
	'/wpcom/v2/instagram-gallery/connections': {
		GET: { min: 'contributor', args: {} },
	},
	'/wpcom/v2/instagram-gallery/connect-url': {
		// Adding a connection is an administrator's act. No Instagram app between specs: 400,
		// saying where to add it.
		GET: { min: 'administrator', args: {} },
	},
	'/wpcom/v2/instagram-gallery/gallery': {
		// No such connection: 404, Instagram is never asked.
		GET: {
			min: 'contributor',
			args: { access_token: '987654', count: 9 },
		},
	},
	'/blockpack/v1/instagram-gallery/connections': {
		// A malformed token: refused by the callback (400) before Instagram is asked.
		POST: { min: 'administrator', args: { access_token: 'not a token' } },
	},
	'/blockpack/v1/instagram-gallery/connections/(?P<id>[0-9]+)': {
		// No such connection: 404, nothing changes.
		DELETE: {
			min: 'administrator',
			path: '/blockpack/v1/instagram-gallery/connections/987654',
			args: {},
		},
	},
	// Video uploads (tus): creation without the protocol's headers is refused after the
	// permission check (412); an upload that does not exist answers 404 to users who can upload.
	'/blockpack/v1/video/uploads': {
		POST: { min: 'author', args: {} },
	},
	'/blockpack/v1/video/uploads/(?P<id>[0-9a-f]{32})': {
		GET: { min: 'author', path: NO_UPLOAD, args: {} },
		PATCH: { min: 'author', path: NO_UPLOAD, args: {} },
		DELETE: { min: 'author', path: NO_UPLOAD, args: {} },
	},
	// A video's text tracks: users who can edit the video. WordPress's Sample Page (2, the
	// admin's) needs an editor, and is not a video: 404 after the permission check.
	'/blockpack/v1/video/(?P<id>[\\d]+)/tracks': {
		POST: { min: 'editor', path: '/blockpack/v1/video/2/tracks', args: {} },
		DELETE: {
			min: 'editor',
			path: '/blockpack/v1/video/2/tracks',
			args: {},
		},
	},
	// A video's file settings: users who can edit the video. The Sample Page is not a video:
	// 400 after the permission check, nothing changed.
	'/blockpack/v1/video/(?P<id>[\\d]+)/settings': {
		GET: {
			min: 'editor',
			path: '/blockpack/v1/video/2/settings',
			args: {},
		},
		POST: {
			min: 'editor',
			path: '/blockpack/v1/video/2/settings',
			args: { privacy: 1 },
		},
	},
	'/wpcom/v2/memberships/status': {
		GET: {
			min: 'contributor',
			args: { source: 'gutenberg', type: 'all' },
		},
	},
	'/wpcom/v2/memberships/product': {
		// An empty title: refused by the callback (400), so that no plan is created.
		POST: {
			min: 'author',
			args: {
				title: '',
				price: 5,
				currency: 'USD',
				interval: '1 month',
				buyer_can_change_amount: false,
			},
		},
	},
	'/wpcom/v2/memberships/products': {
		// A well-formed request creates the currency's three donation plans once (a second call
		// answers the same plans): CHF, which no other test uses.
		POST: {
			min: 'author',
			args: { type: 'donation', currency: 'CHF', is_editable: false },
		},
	},

	'/jetpack/v4/site': { GET: { min: 'contributor', args: {} } },
	'/jetpack/v4/jetpack_crm': {
		GET: { min: 'contributor', args: {} },
		// The fake CRM is inactive between specs: 409, nothing changes.
		POST: { min: 'administrator', args: { extension: 'jetpackforms' } },
	},
	'/jetpack/v4/plugins': {
		GET: { min: 'administrator', args: {} },
		// Not installed, and the test bed is offline: 400, nothing is installed.
		POST: {
			min: 'administrator',
			args: { slug: 'blockpack-matrix-absent', status: 'inactive' },
		},
	},
	'/jetpack/v4/plugins/(?P<plugin>[a-zA-Z0-9_-]+(?:/[a-zA-Z0-9_.-]+)?)': {
		// Not installed: 404, nothing changes.
		POST: {
			min: 'administrator',
			path: '/jetpack/v4/plugins/blockpack-matrix-absent/absent',
			args: { status: 'inactive' },
		},
	},
};
