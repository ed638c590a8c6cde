/**
 * Constants of the `jetpack/membership-products` store.
 */
import type { Interval } from './types';

export const STORE_NAME = 'jetpack/membership-products';

/** The donation plans' intervals, in the order the block shows them. */
export const DONATION_INTERVALS: readonly Interval[] = [
	'one-time',
	'1 month',
	'1 year',
];
