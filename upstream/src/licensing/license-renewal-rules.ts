import type { Selectable } from 'kysely';
import { RENEWAL_WINDOW } from '../../../contract/license-rules.ts';
import { saleOf, TRIAL_PERIOD, type EditionSale } from '../../../contract/rules.ts';
import type { Database } from '../db/database.ts';
import type { LicenseTable } from '../db/tables.ts';
import { DAY } from '../domain/clock.ts';
import { fail } from './messages.ts';

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

