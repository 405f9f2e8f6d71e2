import type { Selectable, Transaction } from 'kysely';
import type { OrderTable, Tables } from '../db/tables.ts';
import { licenseExpiry } from './license-term.ts';
import { issueLicenses } from './license-issue.ts';

type OrderRow = Selectable<OrderTable>;

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
