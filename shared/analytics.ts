/**
 * Analytics as hooks. Jetpack records these moments with WordPress.com's Tracks; Blockpack sends
 * nothing anywhere: it fires a `@wordpress/hooks` action, and a site's own analytics code may
 * listen with `wp.hooks.addAction( name, namespace, callback )`. With no listener nothing
 * happens. The payloads keep Tracks' property names (`plan`, `block`, `context`).
 *
 * | action                          | when                                             | payload |
 * |---------------------------------|--------------------------------------------------|---------|
 * | `blockpack.bannerImpression`    | a banner is shown in the editor (each time)      | `{ banner: 'premium' \| 'stripe', block, plan, context }` |
 * | `blockpack.upgradeClick`        | the Premium banner's Upgrade is pressed          | `{ block, plan, context }` |
 * | `blockpack.stripeConnectClick`  | the Stripe banner's Connect is pressed           | `{ block, context }` |
 *
 * `block` is the block's name (`jetpack/donations`), `plan` the slug of the plan the block needs
 * or null when unknown, `context` where it happened (`editor-canvas`).
 */
import { doAction } from '@wordpress/hooks';

/** Where an event happened. */
export type AnalyticsContext = 'editor-canvas';

/** Each action's payload, by action name. */
export interface AnalyticsActions {
	'blockpack.bannerImpression': {
		banner: 'premium' | 'stripe';
		block: string;
		plan: string | null;
		context: AnalyticsContext;
	};
	'blockpack.upgradeClick': {
		block: string;
		plan: string | null;
		context: AnalyticsContext;
	};
	'blockpack.stripeConnectClick': {
		block: string;
		context: AnalyticsContext;
	};
}

/**
 * Fires an analytics action. A listener that throws does not break the editor.
 *
 * @param name    The action.
 * @param payload Its payload.
 */
export function track< K extends keyof AnalyticsActions >(
	name: K,
	payload: AnalyticsActions[ K ]
): void {
	try {
		doAction( name, { ...payload } );
	} catch {
		// A listener's fault is the listener's: the click still goes where it goes.
	}
}
