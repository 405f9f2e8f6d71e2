import { z } from 'zod';
import { text } from './input.ts';

/**
 * The business rules every layer shares, written once (spec §4, §5, §9): the upstream enforces them, the
 * gateway and the client import them instead of restating a number. Messages are the English source texts;
 * the upstream's message table (upstream/src/domain/messages.ts) gives their Chinese, and a client passes
 * its own translated texts to the schema factories.
 */

// ——— orders: quantity and period ———

/** Whole licenses per order. */
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 1000;
export const DEFAULT_QUANTITY = 1;

/** Months per order; -1 is the one-yuan 7-day trial (period_day stays 0: the 7 days are the period itself). */
export const PERIOD_MIN = 1;
export const PERIOD_MAX = 36;
export const DEFAULT_PERIOD = 3;
export const YEAR_PERIOD = 12;
export const TRIAL_PERIOD = -1;
export const TRIAL_DAYS = 7;
export const TRIAL_QUANTITY = 1;

/** An order's trade_status (spec §3): 0 a bank transfer awaiting staff, 1 paid, 4 refunded. */
export const TRADE = { AWAITING_TRANSFER: 0, PAID: 1, REFUNDED: 4 } as const;

export const isQuantity = (quantity: number) => Number.isInteger(quantity) && quantity >= QUANTITY_MIN && quantity <= QUANTITY_MAX;
export const isPeriod = (months: number) => Number.isInteger(months) && (months === TRIAL_PERIOD || (months >= PERIOD_MIN && months <= PERIOD_MAX));

export const orderText = {
  quantityWhole: 'The quantity must be a whole number',
  quantityMin: `The quantity must be at least ${QUANTITY_MIN}`,
  quantityMax: `The quantity must be at most ${QUANTITY_MAX}`,
  quantityRange: `The quantity must be a whole number from ${QUANTITY_MIN} to ${QUANTITY_MAX}`,
  periodWhole: 'The period must be a whole number of months',
  periodRange: `The period must be ${TRIAL_PERIOD} (${TRIAL_DAYS} days) or ${PERIOD_MIN} to ${PERIOD_MAX} months`,
  orderNoMissing: 'Missing order number',
};
export type OrderText = typeof orderText;

/** The quantity as a number: whole, 1 to 1000. */
export const quantityRule = (messages: Pick<OrderText, 'quantityWhole' | 'quantityMin' | 'quantityMax'> = orderText) =>
  z.number().int(messages.quantityWhole).min(QUANTITY_MIN, messages.quantityMin).max(QUANTITY_MAX, messages.quantityMax);

/** The period as a number: -1 (the 7-day trial) or 1 to 36 months. */
export const periodRule = (messages: Pick<OrderText, 'periodWhole' | 'periodRange'> = orderText) =>
  z.number().int(messages.periodWhole).refine(isPeriod, messages.periodRange);

/** An order number as a request carries it; the upstream issues ORDER_NO_PATTERN ones. */
export const ORDER_NO_MAX = 64;
export const ORDER_NO_PATTERN = /^TW\d{20}$/;
export const orderNo = (missing = orderText.orderNoMissing) => text().trim().min(1, missing).max(ORDER_NO_MAX);

// ——— editions ———

/** The one-yuan 7-day paid trial edition (spec §9: one license, period -1, one purchase per person). */
export const TRIAL_EDITION = 16;

/** What "buy the full edition instead" switches the trial to (spec §4): Red Team, 3 months, not one-yuan. */
export const TRIAL_UPGRADE = { edition: 13, period: DEFAULT_PERIOD } as const;

/** Editions sold by a quote from the sales team, never online (spec §2: Red Team Enterprise, Blue Team Enterprise). */
export const QUOTE_EDITIONS: readonly number[] = [15, 17];

/**
 * How an edition is sold: `free` (downloaded, never bought), `subscription` (bought online for a term),
 * `quote` (contact sales) or `trial` (the one-yuan 7-day trial).
 */
export const editionSale = /* @__PURE__ */ z.enum(['free', 'subscription', 'quote', 'trial']);
export type EditionSale = z.infer<typeof editionSale>;

export const isTrialEdition = (editionId: number) => editionId === TRIAL_EDITION;

/** An edition's way of sale, from its id and headline prices: nothing to pay is free. */
export const saleOf = (edition: { id: number; price: number; dollar: number }): EditionSale => {
  if (isTrialEdition(edition.id)) return 'trial';
  if (QUOTE_EDITIONS.includes(edition.id)) return 'quote';
  if (edition.price === 0 && edition.dollar === 0) return 'free';
  return 'subscription';
};

/** The edition the trial upgrades to, or null for any other edition. */
export const upgradeOf = (editionId: number) => (isTrialEdition(editionId) ? TRIAL_UPGRADE.edition : null);

/** How far behind today a trial's vulnerability data is (spec §9): 14 days, 30 for the one-yuan trial edition. */
export const coverageLagDays = (oneYuanTrial: boolean) => (oneYuanTrial ? 30 : 14);

// ——— accounts ———

export const PASSWORD_LENGTH = { min: 8, max: 64 } as const;

export const passwordText = {
  passwordLength: `The password must be ${PASSWORD_LENGTH.min} to ${PASSWORD_LENGTH.max} characters long`,
  passwordWeak: 'The password must contain at least one letter and one digit',
};
export type PasswordText = typeof passwordText;

/**
 * A new password: 8–64 characters with at least one letter and one digit, of any script (the server's rule,
 * which the user agreement states; the spec leaves password rules to the server). Length issues come first.
 */
export const newPasswordRule = (messages: PasswordText = passwordText) =>
  z
    .string()
    .min(PASSWORD_LENGTH.min, messages.passwordLength)
    .max(PASSWORD_LENGTH.max, messages.passwordLength)
    .regex(/\p{L}/u, messages.passwordWeak)
    .regex(/\p{Nd}/u, messages.passwordWeak);

// ——— licenses: the machine id ———

/** A MID is 32 letters or digits, entered as 4 groups of 8 (spec §9). */
export const MID_PARTS = 4;
export const MID_PART_LENGTH = 8;
export const MID_LENGTH = MID_PARTS * MID_PART_LENGTH;
export const MID_PATTERN = /^[A-Za-z0-9]{32}$/;
export const MID_PART_PATTERN = /^[A-Za-z0-9]{8}$/;
export const midText = { midIncorrect: 'Please enter the correct MID' };

/** A whole MID as a request carries it. */
export const midRule = (incorrect = midText.midIncorrect) => text().trim().regex(MID_PATTERN, incorrect);

// ——— money: in money.ts, free of zod so that a page that only shows prices loads no schema code ———

export * from './money.ts';
