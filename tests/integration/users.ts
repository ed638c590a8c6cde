/**
 * Users of every role for the harnesses (the REST matrix, the XSS sweep): created over REST by
 * the admin when missing, idempotently (an existing user gets its role and password back), and
 * logged in over HTTP with WordPress's REST nonce, as the editor does.
 */
import type { APIRequestContext } from '@playwright/test';
import { cookielessContext, logIn, type RestClient } from './utils';

export type WpRole =
	'subscriber' | 'contributor' | 'author' | 'editor' | 'administrator';

const PASSWORD = 'password';

/**
 * The login of the harness's user of a role (the site's admin for administrators).
 *
 * @param role The role.
 */
export function harnessLogin( role: WpRole ): string {
	return role === 'administrator' ? 'admin' : `blockpack-${ role }`;
}

/**
 * Makes sure the harness's user of each role exists with that role and the test password.
 *
 * @param admin An admin REST client.
 * @param roles The roles.
 */
export async function ensureUsers(
	admin: RestClient,
	roles: WpRole[]
): Promise< void > {
	for ( const role of roles ) {
		if ( role === 'administrator' ) {
			continue;
		}
		const login = harnessLogin( role );
		const created = await admin.post( '/wp/v2/users', {
			username: login,
			email: `${ login }@example.com`,
			password: PASSWORD,
			roles: [ role ],
		} );
		if ( created.ok() ) {
			continue;
		}
		const found = await admin.get( '/wp/v2/users', {
			slug: login,
			context: 'edit',
		} );
		const users = ( await found.json() ) as Array< { id: number } >;
		if ( ! found.ok() || users.length !== 1 ) {
			throw new Error(
				`Could not create or find ${ login }: ${ await created.text() }`
			);
		}
		const updated = await admin.post( `/wp/v2/users/${ users[ 0 ].id }`, {
			password: PASSWORD,
			roles: [ role ],
		} );
		if ( ! updated.ok() ) {
			throw new Error(
				`Could not update ${ login }: ${ await updated.text() }`
			);
		}
	}
}

/**
 * A fresh request context logged in as the harness's user of a role, and its REST nonce.
 *
 * @param role The role.
 */
export async function logInAs(
	role: WpRole
): Promise< { context: APIRequestContext; nonce: string } > {
	const context = await cookielessContext();
	const nonce = await logIn(
		context,
		harnessLogin( role ),
		role === 'administrator'
			? process.env.WP_PASSWORD || PASSWORD
			: PASSWORD
	);
	return { context, nonce };
}

/**
 * Creates a post as the harness's user of a role, over REST, so that WordPress filters its
 * content as it would that user's (a contributor lacks `unfiltered_html`: kses runs).
 *
 * @param admin An admin REST client (to make sure the user exists).
 * @param role  The role.
 * @param data  The post's fields (`title`, `content`, `status`…).
 * @return The created post's id and link.
 */
export async function createPostAs(
	admin: RestClient,
	role: WpRole,
	data: Record< string, unknown >
): Promise< { id: number; link: string } > {
	await ensureUsers( admin, [ role ] );
	const user = await logInAs( role );
	try {
		const created = await user.context.post(
			'/index.php?rest_route=/wp/v2/posts',
			{
				headers: { 'X-WP-Nonce': user.nonce },
				data,
				failOnStatusCode: false,
			}
		);
		const answer = await created.text();
		if ( created.status() !== 201 ) {
			throw new Error(
				`Could not create a post as ${ harnessLogin( role ) }: ${ created.status() } ${ answer }`
			);
		}
		return JSON.parse( answer ) as { id: number; link: string };
	} finally {
		await user.context.dispose();
	}
}
