import type { Selectable, Transaction } from 'kysely';
import type { OrderTable, Tables } from '../db/tables.ts';
import { licenseExpiry } from './license-term.ts';
import { issueLicenses } from './license-issue.ts';

type OrderRow = Selectable<OrderTable>;

/** The licences a renewal order extends: its `order_renewal` rows (migration 031), or an older order's one licence. */
const renewedBy = async (trx: Transaction<Tables>, order: OrderRow) => {
  const rows = await trx.selectFrom('order_renewal').select('license_id').where('order_id', '=', order.id).orderBy('license_id').execute();
  return rows.length > 0 ? rows.map((row) => row.license_id) : order.renews_license_id === null ? [] : [order.renews_license_id];
};

/** Moves one licence's end forward by the order's period (from the old end, or from now when ended) and says so. */
const extend = async (trx: Transaction<Tables>, order: OrderRow, licenseId: number, now: Date) => {
  const row = await trx.selectFrom('license').selectAll().where('id', '=', licenseId).forUpdate().executeTakeFirst();
  if (!row) return false;
  const from = row.expired_at && row.expired_at > now ? row.expired_at : now;
  const expiresAt = licenseExpiry(from, order.period, order.period_day);
  await trx.updateTable('license').set({ expired_at: expiresAt }).where('id', '=', row.id).execute();
  await trx
    .insertInto('license_event')
    .values({ license_id: row.id, kind: 'renewed', order_id: order.id, mid: row.mid, previous_expires_at: row.expired_at, expires_at: expiresAt, created_at: now })
    .execute();
  return true;
};

/**
 * What a paid order gives, inside the payment's transaction: a renewal moves each of its licences' end forward by
 * the period, keeping its MID, and writes a `renewed` row for each (locked one by one in id order, so two orders
 * renewing the same seats at once queue and both count); any other order issues its licences. A renewed licence
 * that was withdrawn meanwhile is issued anew instead.
 */
export const fulfilOrder = async (trx: Transaction<Tables>, order: OrderRow, now: Date) => {
  const ids = await renewedBy(trx, order);
  if (ids.length === 0) return issueLicenses(trx, order, now);
  let gone = 0;
  for (const id of ids) if (!(await extend(trx, order, id, now))) gone++;
  if (gone > 0) await issueLicenses(trx, { ...order, quantity: gone }, now);
  return ids.length;
};

/**
 * A refunded renewal takes back what it added to each licence it renewed: the licence ends when it would have without it (for the last
 * renewal, its old end, even one in the past); after a later renewal, the time this one added comes off.
 */
export const withdrawRenewal = async (trx: Transaction<Tables>, order: OrderRow, now: Date) => {
  const events = await trx.selectFrom('license_event').selectAll().where('order_id', '=', order.id).where('kind', '=', 'renewed').orderBy('license_id').execute();
  for (const renewed of events) await withdrawOne(trx, order, renewed, now);
};

type RenewedEvent = Selectable<Tables['license_event']>;

/** Takes back what one renewal added to one licence. */
const withdrawOne = async (trx: Transaction<Tables>, order: OrderRow, renewed: RenewedEvent, now: Date) => {
  if (!renewed.expires_at) return;
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
