/**
 * The payment button's currency policy: the 24 currencies its picker offers, in that order
 * (currencies.json, which index.php reads too, from the build). How each is written comes from the one
 * currency table (shared/currencies).
 */
import type { CurrencyCode } from '@shared/currencies';
import codes from './currencies.json';

/** The payment button's currencies, in the order its currency picker lists them. */
export const SIMPLE_PAYMENTS_CURRENCIES = codes as readonly CurrencyCode[];
