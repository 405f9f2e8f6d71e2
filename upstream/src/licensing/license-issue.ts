import { randomBytes } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Tables } from '../db/tables.ts';
import { DAY } from '../domain/clock.ts';
import type { OrderRow } from '../db/tables.ts';
import { TRIAL_DAYS, TRIAL_PERIOD } from '../../../contract/rules.ts';

/** Crockford's base32 without I, L, O, U: nothing to misread when typed from paper. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** An activation code: four groups of five, 100 random bits. */
export const newActivationCode = () => {
  const bytes = randomBytes(20);
  const chars = [...bytes].map((byte) => ALPHABET[byte % 32]).join('');
  return chars.match(/.{5}/g)!.join('-');
};

/** How long an activation code can be used: 7 days for the one-yuan trial (spec §9), a year otherwise. */
export const activationValidity = (period: number) => (period === TRIAL_PERIOD ? TRIAL_DAYS * DAY : 365 * DAY);

/**
 * Issues the licenses a paid order buys: `quantity` rows of its edition, period and extra days, each with
 * an activation code. Runs inside the payment's transaction; (order_id, seq) is unique, so the rows of an
 * order can exist once only.
 */
export const issueLicenses = async (trx: Transaction<Tables>, order: OrderRow, now: Date) => {
  const keyExpiredAt = new Date(now.getTime() + activationValidity(order.period));
  const rows = Array.from({ length: order.quantity }, (_, i) => ({
    user_id: order.user_id,
    order_id: order.id,
    seq: i + 1,
    edition_id: order.edition_id,
    period: order.period,
    period_day: order.period_day,
    key: newActivationCode(),
    key_expired_at: keyExpiredAt,
    created_at: now,
  }));
  await trx.insertInto('license').values(rows).execute();
  return rows.length;
};
