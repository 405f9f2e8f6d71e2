import { z } from 'zod';
import { text } from './input.ts';
import {
  isPeriod,
  isTrialEdition,
  MID_PATTERN,
  midText,
  ORDER_NO_MAX,
  orderText,
  PASSWORD_LENGTH,
  passwordText,
  QUANTITY_MAX,
  QUANTITY_MIN,
  QUOTE_EDITIONS,
  type OrderText,
  type PasswordText,
} from './limits.ts';

/**
 * The business rules every layer shares, written once (spec §4, §5, §9): the upstream enforces them, the
 * gateway and the client import them instead of restating a number. Messages are the English source texts;
 * the upstream's message table (upstream/src/domain/messages.ts) gives their Chinese, and a client passes
 * its own translated texts to the schema factories. The numbers, patterns and messages live in limits.ts
 * and the money rules in money.ts, both free of zod; this module adds the schemas and re-exports them.
 */

export * from './limits.ts';

// ——— orders: quantity and period ———

/** The quantity as a number: whole, 1 to 1000. */
export const quantityRule = (messages: Pick<OrderText, 'quantityWhole' | 'quantityMin' | 'quantityMax'> = orderText) =>
  z.number().int(messages.quantityWhole).min(QUANTITY_MIN, messages.quantityMin).max(QUANTITY_MAX, messages.quantityMax);

/** The period as a number: -1 (the 7-day trial) or 1 to 36 months. */
export const periodRule = (messages: Pick<OrderText, 'periodWhole' | 'periodRange'> = orderText) =>
  z.number().int(messages.periodWhole).refine(isPeriod, messages.periodRange);

/** An order number as a request carries it; the upstream issues ORDER_NO_PATTERN ones. */
export const orderNo = (missing = orderText.orderNoMissing) => text().trim().min(1, missing).max(ORDER_NO_MAX);

// ——— editions ———

/**
 * How an edition is sold: `free` (downloaded, never bought), `subscription` (bought online for a term),
 * `quote` (contact sales) or `trial` (the one-yuan 7-day trial).
 */
export const editionSale = /* @__PURE__ */ z.enum(['free', 'subscription', 'quote', 'trial']);
export type EditionSale = z.infer<typeof editionSale>;

/** An edition's way of sale, from its id and headline prices: nothing to pay is free. */
export const saleOf = (edition: { id: number; price: number; dollar: number }): EditionSale => {
  if (isTrialEdition(edition.id)) return 'trial';
  if (QUOTE_EDITIONS.includes(edition.id)) return 'quote';
  if (edition.price === 0 && edition.dollar === 0) return 'free';
  return 'subscription';
};

// ——— accounts ———

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

/**
 * A MID as it is kept, compared and hashed: upper case (the desktop client may print it either way). The one place a
 * MID is normalised; every schema that takes one applies it, so the upstream only ever sees this form.
 */
export const normalMid = (mid: string) => mid.toUpperCase();

/** A whole MID as a request carries it, normalised. */
export const midRule = (incorrect = midText.midIncorrect) => text().trim().regex(MID_PATTERN, incorrect).transform(normalMid);

// ——— money: in money.ts, free of zod so that a page that only shows prices loads no schema code ———

export * from './money.ts';
