/**
 * Editor banners: "Connect to Stripe" for payment blocks, "Premium Block" for paid blocks.
 */
export { default as StripeBanner, StripeBannerView } from './stripe-banner';
export { default as PremiumBanner } from './premium-banner';
export { default as Banner } from './banner';
export * from './site-plan';
