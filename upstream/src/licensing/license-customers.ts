import { sql } from 'kysely';
import type { CustomerLicense } from '../../../contract/index.ts';
import type { Database } from '../db/database.ts';
import type { Locale } from '../domain/locale.ts';
import { editionNames, nameIn } from '../editions/index.ts';
import { moveAllowance, recentMoves } from './license-move.ts';
import { fail } from './messages.ts';

/**
 * Support and finance read customers (issue #33): found by order number, e-mail or MID from one search box, then
 * their orders and licences with each licence's history, in a fixed number of queries however many rows there are.
 */

const customerColumns = ['user.id', 'user.username', 'user.email'] as const;

/** Which customers `q` names, and how: an order number first, then an e-mail address, then a MID (bound now or ever). */
export const findCustomers = async (db: Database, q: string) => {
  const byOrder = await db.selectFrom('order').innerJoin('user', 'user.id', 'order.user_id').select(customerColumns).where('order.order_no', '=', q).execute();
  if (byOrder.length) return { matched: 'order_no' as const, customers: byOrder };
  const byEmail = await db.selectFrom('user').select(customerColumns).where(sql<boolean>`lower(${sql.ref('user.email')}) = lower(${q})`).execute();
  if (byEmail.length) return { matched: 'email' as const, customers: byEmail };
  // a MID is typed in four groups of 8 or in one piece, in either case
  const mid = q.replace(/[\s-]/g, '').toUpperCase();
  const byMid = await db
    .selectFrom('license')
    .innerJoin('user', 'user.id', 'license.user_id')
    .select(customerColumns)
    .distinct()
    .where((eb) =>
      eb.or([
        eb(sql`upper(license.mid)`, '=', mid),
        eb.exists(eb.selectFrom('license_event').select('license_event.id').whereRef('license_event.license_id', '=', 'license.id').where(sql`upper(license_event.mid)`, '=', mid)),
      ]),
    )
    .execute();
  if (byMid.length) return { matched: 'mid' as const, customers: byMid };
  return { matched: null, customers: [] };
};

/** Licences as support reads them, each with its whole history: four queries for any number of licences. */
export const customerLicenses = async (db: Database, licenseIds: number[], locale: Locale, now: Date): Promise<CustomerLicense[]> => {
  if (licenseIds.length === 0) return [];
  const rows = await db
    .selectFrom('license')
    .leftJoin('order', 'order.id', 'license.order_id')
    .select(['license.id', 'license.edition_id', 'license.mid', 'license.machine_name', 'license.status', 'license.expired_at', 'order.order_no'])
    .where('license.id', 'in', licenseIds)
    .orderBy('license.id', 'desc')
    .execute();
  const [names, moves, events] = await Promise.all([
    editionNames(db, rows.map((row) => row.edition_id)),
    recentMoves(db, licenseIds, now),
    db.selectFrom('license_event').selectAll().where('license_id', 'in', licenseIds).orderBy('created_at').orderBy('id').execute(),
  ]);
  return rows.map((row) => ({
    id: row.id,
    order_no: row.order_no,
    edition: nameIn(names, row.edition_id, locale),
    mid: row.mid,
    machine_name: row.machine_name,
    generated: row.status === 1,
    expired_at: row.expired_at?.toISOString() ?? null,
    moves_left: moveAllowance(moves.get(row.id)).moves_left,
    events: events
      .filter((event) => event.license_id === row.id)
      .map((event) => ({
        kind: event.kind === 'moved' && event.by_client ? ('released' as const) : event.kind,
        at: event.created_at.toISOString(),
        mid: event.mid,
        machine_name: event.machine_name,
        expires_at: event.expires_at?.toISOString() ?? null,
        previous_expires_at: event.previous_expires_at?.toISOString() ?? null,
      })),
  }));
};

/** A customer's page: who they are, their orders newest first, their licences with histories. */
export const customerDetail = async (db: Database, userId: number, locale: Locale, now: Date) => {
  const customer = await db.selectFrom('user').select([...customerColumns, 'user.created_at']).where('user.id', '=', userId).executeTakeFirst();
  if (!customer) throw fail(404, 'customerNotFound', { id: userId });
  const [orders, licenseIds] = await Promise.all([
    db
      .selectFrom('order')
      .select(['id', 'order_no', 'edition_id', 'quantity', 'currency', 'order_amount', 'pay_status', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .execute(),
    db.selectFrom('license').select('id').where('user_id', '=', userId).execute(),
  ]);
  const names = await editionNames(db, orders.map((order) => order.edition_id));
  return {
    customer: { ...customer, created_at: customer.created_at.toISOString() },
    orders: orders.map((order) => ({
      id: order.id,
      order_no: order.order_no,
      edition: nameIn(names, order.edition_id, locale),
      quantity: order.quantity,
      currency: order.currency,
      amount: String(order.order_amount),
      paid: order.pay_status === 1,
      created_at: order.created_at.toISOString(),
    })),
    licenses: await customerLicenses(db, licenseIds.map((row) => row.id), locale, now),
  };
};
