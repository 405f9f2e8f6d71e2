/**
 * The one-yuan 7-day paid trial (spec §4, §9): edition 16, one license, period -1. Its route flag is the
 * `:oneYuan` parameter (1 or 0) of the order form, the checkstand and the success page.
 */
export const TRIAL_EDITION = 16;
export { TRIAL_PERIOD } from '../../lib/term.ts';
export const TRIAL_QUANTITY = 1;

/** What "buy the full edition instead" switches the trial to: Red Team, not one-yuan, 3 months. */
export const FULL_EDITION = 13;
export const FULL_PERIOD = 3;

export type OneYuan = 0 | 1;

/** The route's `:oneYuan`: "1" is the trial, anything else is not. */
export const parseOneYuan = (param: string | undefined): OneYuan => (param === '1' ? 1 : 0);
