/**
 * The numbers, patterns and messages of the business rules (part of the rules of rules.ts, which re-exports
 * them beside the zod schemas built from them). No zod here: a page that only shows a term, a trial flag or a
 * coverage date loads no schema code, as money.ts does for prices.
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

/**
 * Days after payment in which the buyer may ask for a refund (issue #32). The agreement states no period, so this one
 * is defined here and written into the agreement's text in both languages (upstream/src/seed/agreement.ts).
 */
export const REFUND_DAYS = 7;
export const REFUND_REASON_MAX = 500;

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

/** An order number as a request carries it; the upstream issues ORDER_NO_PATTERN ones. */
export const ORDER_NO_MAX = 64;
export const ORDER_NO_PATTERN = /^TW\d{20}$/;

// ——— editions ———

/** The one-yuan 7-day paid trial edition (spec §9: one license, period -1, one purchase per person). */
export const TRIAL_EDITION = 16;

/** What "buy the full edition instead" switches the trial to (spec §4): Red Team, 3 months, not one-yuan. */
export const TRIAL_UPGRADE = { edition: 13, period: DEFAULT_PERIOD } as const;

/** Editions sold by a quote from the sales team, never online (spec §2: Red Team Enterprise, Blue Team Enterprise). */
export const QUOTE_EDITIONS: readonly number[] = [15, 17];

export const isTrialEdition = (editionId: number) => editionId === TRIAL_EDITION;

/** The edition the trial upgrades to, or null for any other edition. */
export const upgradeOf = (editionId: number) => (isTrialEdition(editionId) ? TRIAL_UPGRADE.edition : null);

/** How far behind today a trial's vulnerability data is (spec §9): 14 days, 30 for the one-yuan trial edition. */
export const coverageLagDays = (oneYuanTrial: boolean) => (oneYuanTrial ? 30 : 14);

// ——— forms ———

/** The longest first-and-last name a form takes (an order, a trial request, a sales contact). */
export const NAME_MAX = 128;
/** The market's search words (spec: a keyword box). */
export const KEYWORD_MAX = 100;
/** The longest captcha answer a request may carry: room beyond the upstream's 4 characters, so a typo is a wrong code, never a refused shape. */
export const CAPTCHA_CODE_MAX = 16;

// ——— accounts ———

export const PASSWORD_LENGTH = { min: 8, max: 64 } as const;

export const passwordText = {
  passwordLength: `The password must be ${PASSWORD_LENGTH.min} to ${PASSWORD_LENGTH.max} characters long`,
  passwordWeak: 'The password must contain at least one letter and one digit',
};
export type PasswordText = typeof passwordText;

// ——— licenses: the machine id ———

/** A MID is 32 letters or digits, entered as 4 groups of 8 (spec §9). */
export const MID_PARTS = 4;
export const MID_PART_LENGTH = 8;
export const MID_LENGTH = MID_PARTS * MID_PART_LENGTH;
export const MID_PATTERN = /^[A-Za-z0-9]{32}$/;
export const MID_PART_PATTERN = /^[A-Za-z0-9]{8}$/;
export const midText = { midIncorrect: 'Please enter the correct MID' };

// ——— the extension market ———

/** A product version as an extension's `engines` names it and the market filters by it: 1.8.237 (a leading v, ^ or >= is allowed). */
export const PRODUCT_VERSION_PATTERN = /^(\^|>=|v)?\d{1,6}(\.\d{1,6}){0,3}$/;

// ——— extension publishing: personal access tokens ———

/** How long a publishing token may live, in days: the choices of the form and the only ones the upstream takes. */
export const ACCESS_TOKEN_DAYS = [30, 90, 365] as const;
export const ACCESS_TOKEN_NAME_MAX = 64;
/** Unexpired, unrevoked tokens one account may hold at once. */
export const ACCESS_TOKEN_MAX_ACTIVE = 10;
/** Every publishing token starts so: the CLI, the secret scanner and a reader tell it from a session. */
export const ACCESS_TOKEN_PREFIX = 'twp_';

export const accessTokenText = {
  name: 'Give the token a name',
  nameMax: `The token name is at most ${ACCESS_TOKEN_NAME_MAX} characters`,
  days: `expires_in_days must be ${ACCESS_TOKEN_DAYS.slice(0, -1).join(', ')} or ${ACCESS_TOKEN_DAYS.at(-1)}`,
};

/** How long a machine's name may be (issue #32): enough for "Lab workstation, 3rd floor", short enough for a table cell. */
export const MACHINE_NAME_MAX = 40;
