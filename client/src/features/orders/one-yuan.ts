/**
 * The one-yuan 7-day paid trial (spec §4, §9): the edition whose `sale` is TRIAL, one license, period -1.
 * Its route flag is the `:oneYuan` parameter (1 or 0) of the order form, the checkstand and the success page.
 */
export { TRIAL_PERIOD, TRIAL_QUANTITY } from '../../../../contract/limits.ts';
import { TRIAL_UPGRADE } from '../../../../contract/limits.ts';

/** The term "buy the full edition instead" starts with; the edition is the trial's `upgradesTo`. */
export const UPGRADE_PERIOD = TRIAL_UPGRADE.period;

export type OneYuan = 0 | 1;

/** The route's `:oneYuan`: "1" is the trial, anything else is not. */
export const parseOneYuan = (param: string | undefined): OneYuan => (param === '1' ? 1 : 0);
