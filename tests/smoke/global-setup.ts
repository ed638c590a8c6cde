/**
 * Warms the fresh site up before the smoke spec. On a Playground site that has just been
 * installed (PHP 7.4 and 8.3 alike), the first REST nonce a logged-in administrator gets is
 * refused by the next request ("Cookie check failed", 403); a second login works. The e2e
 * harness never sees it because Gutenberg's RequestUtils (its global setup) asks for a new
 * nonce and retries; the REST clients of tests/integration/utils.ts, which the spec uses, do not.
 */
import { restAs } from '../integration/utils';

async function globalSetup() {
	for ( let attempt = 1; attempt <= 3; attempt++ ) {
		const admin = await restAs( 'admin' );
		const res = await admin.get( '/wp/v2/users/me' );
		await admin.dispose();
		if ( res.ok() ) {
			return;
		}
	}
	throw new Error(
		'The administrator’s REST requests are still refused after three logins.'
	);
}

export default globalSetup;
