import type { Selectable, Transaction } from 'kysely';
import { RENEWAL_WINDOW } from '../../../contract/license-rules.ts';
import { saleOf, TRIAL_PERIOD, type EditionSale } from '../../../contract/rules.ts';
import type { Database } from '../db/database.ts';
import type { LicenseTable, Tables } from '../db/tables.ts';
import { DAY } from '../domain/clock.ts';
import { fail } from '../domain/messages.ts';
import { licenseExpiry } from '../licenses/term.ts';
import { issueLicenses } from './license-issue.ts';
import type { OrderRow } from './order.ts';

type LicenseRow = Selectable<LicenseTable>;

/** What a licence's owner can buy for it now: the same licence for longer, or (a trial) the full edition. */
export type Renewal = 'renew' | 'full_edition' | null;

const day = (date: Date) => date.toISOString().slice(0, 10);
const opensAt = (end: Date) => new Date(end.getTime() - RENEWAL_WINDOW.daysBefore * DAY);
const closesAt = (end: Date) => new Date(end.getTime() + RENEWAL_WINDOW.daysAfter * DAY);

/** How each edition is sold, for a page of licences (one query). */
export const editionSales = async (db: Database, editionIds: number[]) => {
  if (editionIds.length === 0) return new Map<number, EditionSale>();
  const rows = await db.selectFrom('edition').select(['id', 'price', 'dollar']).where('id', 'in', [...new Set(editionIds)]).execute();
  return new Map(rows.map((row) => [row.id, saleOf({ id: row.id, price: Number(row.price), dollar: Number(row.dollar) })]));
};

/**
 * From 30 days before a licence ends until 90 days after: a subscription can be renewed in place; a 7-day trial
 * (the one-yuan edition, or a granted trial) offers its full edition instead. A licence whose term has not
 * started, a permanent or free one, or one outside that window offers nothing.
 */
export const renewalOf = (row: Pick<LicenseRow, 'expired_at' | 'period'>, sale: EditionSale | undefined, now: Date): Renewal => {
  if (!row.expired_at || now < opensAt(row.expired_at) || now > closesAt(row.expired_at)) return null;
  if (row.period === TRIAL_PERIOD || sale === 'trial') return 'full_edition';
  return sale === 'subscription' ? 'renew' : null;
};

/** createOrder with renew_license_id: the buyer's own subscription, inside its window, one licence of its edition. */
export const checkRenewal = async (
  db: Database,
  userId: number,
  input: { renew_license_id?: number; license_type_id: number; quantity: number },
  now: Date,
) => {
  if (input.renew_license_id === undefined) return;
  const row = await db.selectFrom('license').selectAll().where('id', '=', input.renew_license_id).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw fail(404, 'licenseNotFound');
  const sale = (await editionSales(db, [row.edition_id])).get(row.edition_id);
  if (row.period === TRIAL_PERIOD || sale === 'trial') throw fail(400, 'renewalTrial');
  if (sale !== 'subscription') throw fail(400, 'renewalNotSubscription');
  if (input.license_type_id !== row.edition_id) throw fail(400, 'renewalOtherEdition');
  if (input.quantity !== 1) throw fail(400, 'renewalQuantity');
  if (!row.expired_at) throw fail(400, 'renewalNotStarted');
  if (now < opensAt(row.expired_at)) throw fail(400, 'renewalTooEarly', { date: day(opensAt(row.expired_at)) });
  if (now > closesAt(row.expired_at)) throw fail(400, 'renewalTooLate', { date: day(row.expired_at) });
};

/**
 * What a paid order gives, inside the payment's transaction: a renewal moves its licence's end forward by the
 * period (from the old end, or from now when it has already ended), keeping its MID, and writes a `renewed` row;
 * any other order issues its licences. A renewed licence that was withdrawn meanwhile is issued anew instead.
 */
export const fulfilOrder = async (trx: Transaction<Tables>, order: OrderRow, now: Date) => {
  if (order.renews_license_id === null) return issueLicenses(trx, order, now);
  const row = await trx.selectFrom('license').selectAll().where('id', '=', order.renews_license_id).forUpdate().executeTakeFirst();
  if (!row) return issueLicenses(trx, order, now);
  const from = row.expired_at && row.expired_at > now ? row.expired_at : now;
  const expiresAt = licenseExpiry(from, order.period, order.period_day);
  await trx.updateTable('license').set({ expired_at: expiresAt }).where('id', '=', row.id).execute();
  await trx
    .insertInto('license_event')
    .values({ license_id: row.id, kind: 'renewed', order_id: order.id, mid: row.mid, previous_expires_at: row.expired_at, expires_at: expiresAt, created_at: now })
    .execute();
  return 1;
};

/**
 * A refunded renewal takes back what it added: the licence ends when it would have without it (for the last
 * renewal, its old end, even one in the past); after a later renewal, the time this one added comes off.
 */
export const withdrawRenewal = async (trx: Transaction<Tables>, order: OrderRow, now: Date) => {
  const renewed = await trx.selectFrom('license_event').selectAll().where('order_id', '=', order.id).where('kind', '=', 'renewed').executeTakeFirst();
  if (!renewed?.expires_at) return;
  const row = await trx.selectFrom('license').selectAll().where('id', '=', renewed.license_id).forUpdate().executeTakeFirst();
  if (!row?.expired_at) return;
  const start = renewed.previous_expires_at && renewed.previous_expires_at > renewed.created_at ? renewed.previous_expires_at : renewed.created_at;
  const back =
    row.expired_at.getTime() === renewed.expires_at.getTime()
      ? (renewed.previous_expires_at ?? start)
      : new Date(row.expired_at.getTime() - (renewed.expires_at.getTime() - start.getTime()));
  await trx.updateTable('license').set({ expired_at: back }).where('id', '=', row.id).execute();
  await trx
    .insertInto('license_event')
    .values({ license_id: row.id, kind: 'renewal_refunded', order_id: order.id, mid: row.mid, previous_expires_at: row.expired_at, expires_at: back, created_at: now })
    .execute();
};
