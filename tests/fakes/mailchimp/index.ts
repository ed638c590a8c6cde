/**
 * A small fake of Mailchimp's Marketing API on 127.0.0.1, for tests only. Our PHP is pointed at
 * it by tests/mu-plugins/blockpack-test-mailchimp.php, through `pointPluginAt()` below
 * (`POST /blockpack-test/v1/mailchimp { port }`): the API base becomes
 * `http://127.0.0.1:<port>/<dc>/3.0`, `<dc>` being the data center the key ends with.
 *
 * It answers, in Mailchimp's shapes (errors as Mailchimp's problem documents, `title`/`detail`):
 * - every call: HTTP Basic authentication with a key in `keys` whose data center is the one in
 *   the address, else 401 "API Key Invalid";
 * - `GET /ping`: `{ health_status }`;
 * - `GET /lists`: the audiences (AUDIENCES);
 * - `GET /lists/{list}/interest-categories` and `…/{category}/interests`: the groups (GROUPS);
 * - `PUT /lists/{list}/members/{md5 of the lowercase address}`: adds a member with
 *   `status_if_new`, or updates an existing one (its status unchanged, as Mailchimp does), and
 *   answers the member; an address in `rejected` gets 400 "Invalid Resource";
 * anything else: 404. `failWith` makes every call fail with that status, `delay` makes every
 * answer wait. Every request is
 * recorded in `requests` (method, path, data center, key, JSON body).
 */
import { createHash } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import {
	SETTINGS_PAGE,
	submitSettingsForm,
} from '../../integration/settings-form';
import {
	listenOnLoopback,
	pointPluginAtFake,
	type TestRoutePoster,
} from '../loopback';

/** A key the fake accepts (data center us21). */
export const GOOD_KEY = '0123456789abcdef0123456789abcdef-us21';
/** A well-formed key the fake refuses. */
export const REVOKED_KEY = 'fedcba9876543210fedcba9876543210-us21';
/** Mailchimp's words for a refused key. */
export const KEY_INVALID_DETAIL =
	"Your API key may be invalid, or you've attempted to access the wrong datacenter.";

/** The account's audiences. */
export const AUDIENCES = [
	{ id: 'a1b2c3d4e5', name: 'Blockpack readers' },
	{ id: 'f6e7d8c9b0', name: 'Conference attendees' },
];

/** The groups of every audience: interest categories with their interests. */
export const GROUPS = [
	{
		id: 'cat0000001',
		title: 'Topics',
		interests: [
			{ id: 'int00000a1', name: 'Gardening' },
			{ id: 'int00000a2', name: 'Cooking' },
		],
	},
	{
		id: 'cat0000002',
		title: 'Frequency',
		interests: [ { id: 'int00000b1', name: 'Weekly digest' } ],
	},
];

export interface FakeMember {
	email_address: string;
	status: string;
	interests: Record< string, boolean >;
	merge_fields: Record< string, string >;
}

export interface FakeMailchimpRequest {
	method: string;
	/** The path after `/<dc>/3.0`, without the query. */
	path: string;
	query: Record< string, string >;
	dc: string;
	key: string;
	body: Record< string, unknown > | null;
}

export interface FakeMailchimp {
	port: number;
	requests: FakeMailchimpRequest[];
	/** Keys the fake accepts. */
	keys: Set< string >;
	/** Members by subscriber hash (md5 of the lowercase address); tests may plant some. */
	members: Map< string, FakeMember >;
	/** Addresses Mailchimp refuses (400 "Invalid Resource"). */
	rejected: Set< string >;
	/** When set, every call gets this status (with a problem document). */
	failWith: number | null;
	/** Milliseconds every answer waits (to see a form's "processing" state). */
	delay: number;
	/** Adds a member as if they had signed up before. */
	addMember: ( email: string, status: string ) => void;
	/** The member of an address, if any. */
	member: ( email: string ) => FakeMember | undefined;
	close: () => Promise< void >;
}

/**
 * Mailchimp's subscriber hash of an address.
 *
 * @param email The address.
 */
export function subscriberHash( email: string ): string {
	return createHash( 'md5' ).update( email.toLowerCase() ).digest( 'hex' );
}

/**
 * Starts the fake on a free port of 127.0.0.1.
 */
export async function startFakeMailchimp(): Promise< FakeMailchimp > {
	const fake: FakeMailchimp = {
		port: 0,
		requests: [],
		keys: new Set( [ GOOD_KEY ] ),
		members: new Map(),
		rejected: new Set(),
		failWith: null,
		delay: 0,
		addMember: ( email, status ) => {
			fake.members.set( subscriberHash( email ), {
				email_address: email,
				status,
				interests: {},
				merge_fields: {},
			} );
		},
		member: ( email ) => fake.members.get( subscriberHash( email ) ),
		close: () => server.close(),
	};
	const server = await listenOnLoopback( ( req, res ) => {
		const chunks: Buffer[] = [];
		req.on( 'data', ( chunk: Buffer ) => chunks.push( chunk ) );
		req.on( 'end', () => setTimeout( respond, fake.delay ) );
		const respond = () => {
			const url = new URL( req.url ?? '/', 'http://127.0.0.1' );
			const match = url.pathname.match( /^\/([a-z0-9]+)\/3\.0(\/.*)$/ );
			const dc = match?.[ 1 ] ?? '';
			const path = match?.[ 2 ] ?? url.pathname;
			const auth = req.headers.authorization ?? '';
			const decoded = auth.startsWith( 'Basic ' )
				? Buffer.from( auth.slice( 6 ), 'base64' ).toString()
				: '';
			const key = decoded.slice( decoded.indexOf( ':' ) + 1 );
			let body: Record< string, unknown > | null = null;
			try {
				const text = Buffer.concat( chunks ).toString();
				body = text ? JSON.parse( text ) : null;
			} catch {
				body = null;
			}
			fake.requests.push( {
				method: req.method ?? 'GET',
				path,
				query: Object.fromEntries( url.searchParams.entries() ),
				dc,
				key,
				body,
			} );
			const json = ( status: number, answer: unknown ) => {
				res.writeHead( status, {
					'Content-Type':
						status >= 400
							? 'application/problem+json; charset=utf-8'
							: 'application/json; charset=utf-8',
				} );
				res.end( JSON.stringify( answer ) );
			};
			const problem = ( status: number, title: string, detail: string ) =>
				json( status, {
					type: 'https://mailchimp.com/developer/marketing/docs/errors/',
					title,
					status,
					detail,
					instance: 'fake-instance',
				} );
			if ( fake.failWith ) {
				return problem(
					fake.failWith,
					'Internal Server Error',
					'An unexpected internal error has occurred.'
				);
			}
			if ( ! match ) {
				return problem(
					404,
					'Resource Not Found',
					'The requested resource could not be found.'
				);
			}
			if ( ! fake.keys.has( key ) || ! key.endsWith( `-${ dc }` ) ) {
				return problem( 401, 'API Key Invalid', KEY_INVALID_DETAIL );
			}
			const method = req.method ?? 'GET';
			if ( method === 'GET' && path === '/ping' ) {
				return json( 200, { health_status: "Everything's Chimpy!" } );
			}
			if ( method === 'GET' && path === '/lists' ) {
				return json( 200, {
					lists: AUDIENCES,
					total_items: AUDIENCES.length,
				} );
			}
			const list = path.match( /^\/lists\/([^/]+)(\/.*)$/ );
			if (
				! list ||
				! AUDIENCES.some( ( audience ) => audience.id === list[ 1 ] )
			) {
				return problem(
					404,
					'Resource Not Found',
					'The requested resource could not be found.'
				);
			}
			const [ , listId, rest ] = list;
			if ( method === 'GET' && rest === '/interest-categories' ) {
				return json( 200, {
					list_id: listId,
					categories: GROUPS.map( ( { id, title } ) => ( {
						list_id: listId,
						id,
						title,
						type: 'checkboxes',
					} ) ),
					total_items: GROUPS.length,
				} );
			}
			const category = rest.match(
				/^\/interest-categories\/([^/]+)\/interests$/
			);
			const group = GROUPS.find( ( one ) => one.id === category?.[ 1 ] );
			if ( method === 'GET' && group ) {
				return json( 200, {
					interests: group.interests.map( ( interest ) => ( {
						category_id: group.id,
						list_id: listId,
						...interest,
					} ) ),
					total_items: group.interests.length,
				} );
			}
			const member = rest.match( /^\/members\/([0-9a-f]{32})$/ );
			if ( method === 'PUT' && member ) {
				const email =
					typeof body?.email_address === 'string'
						? body.email_address
						: '';
				if ( ! email || subscriberHash( email ) !== member[ 1 ] ) {
					return problem(
						400,
						'Invalid Resource',
						"The resource submitted could not be validated. For field-specific details, see the 'errors' array."
					);
				}
				if ( fake.rejected.has( email ) ) {
					return problem(
						400,
						'Invalid Resource',
						`${ email } looks fake or invalid, please enter a real email address.`
					);
				}
				const known = fake.members.get( member[ 1 ] );
				const next: FakeMember = {
					email_address: email,
					status:
						known?.status ??
						( typeof body?.status_if_new === 'string'
							? body.status_if_new
							: 'subscribed' ),
					interests: {
						...known?.interests,
						...( body?.interests as Record< string, boolean > ),
					},
					merge_fields: {
						...known?.merge_fields,
						...( body?.merge_fields as Record< string, string > ),
					},
				};
				fake.members.set( member[ 1 ], next );
				return json( 200, {
					id: member[ 1 ],
					list_id: listId,
					...next,
				} );
			}
			return problem(
				404,
				'Resource Not Found',
				'The requested resource could not be found.'
			);
		};
	} );
	fake.port = server.port;
	return fake;
}

/**
 * Points the plugin's Mailchimp API at a port (0: the real address), sets test rate limits (the
 * plugin's own when unset) and forgets rate counters, cached groups and plain posts' results.
 *
 * @param admin  An admin REST client.
 * @param port   The fake's port, or 0.
 * @param limits Test limits (`ip_minute`, `ip_hour`, `post_hour`).
 */
export async function pointPluginAt(
	admin: TestRoutePoster,
	port: number,
	limits: Record< string, number > = {}
): Promise< void > {
	await pointPluginAtFake(
		admin,
		'/blockpack-test/v1/mailchimp',
		{ port, rate_limits: limits },
		'Mailchimp'
	);
}

export { SETTINGS_PAGE };

/**
 * Saves the Mailchimp section of Settings → Blockpack as an administrator would (the form's own
 * nonce, posted to options.php). Fields left out are sent as the form would send them empty.
 *
 * @param context An administrator's request context (logged in).
 * @param fields  The form's fields, such as `{ blockpack_mailchimp_api_key: GOOD_KEY }`.
 * @return The settings page as shown after saving (its notices included).
 */
export async function saveMailchimpSettings(
	context: APIRequestContext,
	fields: Record< string, string >
): Promise< string > {
	const { location } = await submitSettingsForm(
		context,
		'blockpack_mailchimp',
		fields
	);
	return ( await context.get( location || SETTINGS_PAGE ) ).text();
}

/**
 * Connects the site to the fake: saves its key, then the audience, with double opt-in as asked.
 *
 * @param context             An administrator's request context (logged in).
 * @param options             What to save.
 * @param options.key         The API key (GOOD_KEY unless given).
 * @param options.audience    The audience id (the first of AUDIENCES unless given).
 * @param options.doubleOptIn Double opt-in (on unless false).
 */
export async function connectMailchimp(
	context: APIRequestContext,
	options: { key?: string; audience?: string; doubleOptIn?: boolean } = {}
): Promise< void > {
	const optIn: Record< string, string > =
		options.doubleOptIn === false
			? {}
			: { blockpack_mailchimp_double_opt_in: '1' };
	await saveMailchimpSettings( context, {
		blockpack_mailchimp_api_key: options.key ?? GOOD_KEY,
		...optIn,
	} );
	await saveMailchimpSettings( context, {
		blockpack_mailchimp_api_key: '',
		blockpack_mailchimp_audience: options.audience ?? AUDIENCES[ 0 ].id,
		...optIn,
	} );
}

/**
 * Disconnects the site (the section's "Disconnect" box).
 *
 * @param context An administrator's request context (logged in).
 */
export async function disconnectMailchimp(
	context: APIRequestContext
): Promise< void > {
	await saveMailchimpSettings( context, {
		blockpack_mailchimp_api_key: '',
		blockpack_mailchimp_disconnect: '1',
		blockpack_mailchimp_double_opt_in: '1',
	} );
}

/** The signup route of the published forms. */
export const SUBSCRIBE_ROUTE = '/blockpack/v1/mailchimp/subscribe';

/**
 * Subscribes as a visitor with JavaScript (a JSON body), through the visitor's context (its
 * server: the site, or one node of several).
 *
 * @param visitor         The visitor.
 * @param visitor.context Its request context.
 * @param data            The fields.
 */
export async function subscribe(
	visitor: { context: APIRequestContext },
	data: Record< string, unknown >
) {
	const res = await visitor.context.post(
		`/index.php?rest_route=${ encodeURIComponent( SUBSCRIBE_ROUTE ) }`,
		{ data, failOnStatusCode: false }
	);
	return {
		status: res.status(),
		json: await res.json(),
		contentType: res.headers()[ 'content-type' ] ?? '',
	};
}
