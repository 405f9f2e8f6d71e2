import type { Selectable } from 'kysely';
import { RENEWAL_WINDOW } from '../../../contract/license-rules.ts';
import { saleOf, TRIAL_PERIOD, type EditionSale } from '../../../contract/rules.ts';
import type { Database } from '../db/database.ts';
import type { LicenseTable } from '../db/tables.ts';
import { DAY } from '../domain/clock.ts';
import { ApiError } from '../domain/api-error.ts';
import { mayRenew } from './license-access.ts';
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

/** What createOrder's renewal fields name: `renew_license_ids`, or the one `renew_license_id`, or nothing. */
export const renewedIds = (input: { renew_license_id?: number; renew_license_ids?: number[] }) =>
  input.renew_license_ids ?? (input.renew_license_id === undefined ? [] : [input.renew_license_id]);

/** One licence's own renewal rules: a subscription of the order's edition, inside its window. */
const checkOne = (row: LicenseRow, sale: EditionSale | undefined, editionId: number, now: Date) => {
  if (row.period === TRIAL_PERIOD || sale === 'trial') throw fail(400, 'renewalTrial');
  if (sale !== 'subscription') throw fail(400, 'renewalNotSubscription');
  if (editionId !== row.edition_id) throw fail(400, 'renewalOtherEdition');
  if (!row.expired_at) throw fail(400, 'renewalNotStarted');
  if (now < opensAt(row.expired_at)) throw fail(400, 'renewalTooEarly', { date: day(opensAt(row.expired_at)) });
  if (now > closesAt(row.expired_at)) throw fail(400, 'renewalTooLate', { date: day(row.expired_at) });
};

/** A refusal of one licence of several, naming it, in both languages. */
const naming = (id: number, error: unknown) =>
  error instanceof ApiError && error.text
    ? new ApiError(error.statusCode, { en: `License ${id}: ${error.text.en}`, zh: `授权 ${id}：${error.text.zh}` })
    : error;

/**
 * createOrder with renew_license_id(s): each licence one the buyer may renew (`mayRenew`: their own, or a seat of a
 * team they own or manage), all of the order's edition, each inside its own window, named once, and the quantity
 * their count. A licence the buyer may not renew does not exist for them (404), as for any licence call.
 */
export const checkRenewal = async (
  db: Database,
  userId: number,
  input: { renew_license_id?: number; renew_license_ids?: number[]; license_type_id: number; quantity: number },
  now: Date,
) => {
  const ids = renewedIds(input);
  if (ids.length === 0) return;
  const several = ids.length > 1;
  if (new Set(ids).size !== ids.length) throw fail(400, 'renewalRepeated');
  if (input.quantity !== ids.length) throw several ? fail(400, 'renewalCount', { count: ids.length }) : fail(400, 'renewalQuantity');
  const rows = await db.selectFrom('license').selectAll().where('id', 'in', ids).where(mayRenew(userId)).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const missing = ids.find((id) => !byId.has(id));
  if (missing !== undefined) throw several ? fail(404, 'licenseNotFoundNamed', { id: missing }) : fail(404, 'licenseNotFound');
  if (several && new Set(rows.map((row) => row.edition_id)).size > 1) throw fail(400, 'renewalMixedEditions');
  const sales = await editionSales(db, rows.map((row) => row.edition_id));
  for (const id of ids) {
    try {
      checkOne(byId.get(id)!, sales.get(byId.get(id)!.edition_id), input.license_type_id, now);
    } catch (error) {
      throw several ? naming(id, error) : error;
    }
  }
};
