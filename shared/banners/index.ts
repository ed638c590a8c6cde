/**
 * Editor banners: the banner frame (the Donations block's "Connect to Stripe" is built on it),
 * "Premium Block" for paid blocks.
 */
export { default as PremiumBanner } from './premium-banner';
export { default as Banner } from './banner';
export * from './site-plan';
