import type { Selectable } from 'kysely';
import type { ActivationCode, License, PageQuery } from '../../../contract/index.ts';
import type { Database } from '../db/database.ts';
import type { LicenseTable } from '../db/tables.ts';
import { fail } from './messages.ts';
import type { Locale } from '../domain/locale.ts';
import type { LicenseSigner } from './license-signing.ts';
import { licenseMail } from './license-mail.ts';
import { paidInSandbox } from './paid-in-sandbox.ts';
import type { Clock } from '../domain/clock.ts';
import { editionNames, nameIn } from '../editions/index.ts';
import { bindLicense } from './license-binding.ts';
import { mayActOn, seatTeamNames } from './license-access.ts';
import { licenseFileOf } from './license-file.ts';
import { moveAllowance, moveLicense as move, recentMoves } from './license-move.ts';
import { editionSales, renewalOf } from './license-renewal-rules.ts';
import type { Runtime } from '../runtime/runtime.ts';
import { LIMITS, rateKey, takeMailHit } from '../runtime/rate-limit.ts';

/** What licensing needs besides the kernel's runtime: the signer of licence files and signed answers. */
export type LicensingRuntime = Runtime & { signer: LicenseSigner };

type LicenseRow = Selectable<LicenseTable>;

const toLicense = (row: LicenseRow, licenseTypeName: string): License => ({
  id: row.id,
  license_type_name: licenseTypeName,
  license_type_id: row.edition_id,
  mid: row.mid,
  status: row.status,
  generated_at: row.generated_at?.toISOString() ?? null,
  expired_at: row.expired_at?.toISOString() ?? null,
  period: row.period,
  period_day: row.period_day,
  key: row.key,
  key_expired_at: row.key_expired_at.toISOString(),
  machine_name: row.machine_name,
});

/** Rows as answered, with what can still be done with each (moves left, renewal) and its team: four queries for a whole page. */
const answerRows = async (db: Database, rows: LicenseRow[], locale: Locale, now: Date): Promise<License[]> => {
  const editionIds = rows.map((row) => row.edition_id);
  const ids = rows.map((row) => row.id);
  const [names, sales, moves, teams] = await Promise.all([editionNames(db, editionIds), editionSales(db, editionIds), recentMoves(db, ids, now), seatTeamNames(db, ids)]);
  return rows.map((row) => ({
    ...toLicense(row, nameIn(names, row.edition_id, locale)),
    ...moveAllowance(moves.get(row.id)),
    renewal: renewalOf(row, sales.get(row.edition_id), now),
    team_name: teams.get(row.id) ?? null,
  }));
};

const page = async (rt: { db: Database; clock: Clock }, userId: number, { page, size }: PageQuery, locale: Locale, onlyAvailable: boolean) => {
  const { db } = rt;
  let query = db.selectFrom('license').where(mayActOn(userId));
  if (onlyAvailable) query = query.where('status', '=', 0);
  const [{ total }, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    query.selectAll().orderBy('id', 'desc').limit(size).offset((page - 1) * size).execute(),
  ]);
  return { lists: await answerRows(db, rows, locale, rt.clock.now()), page, size, total: Number(total) };
};

/** GET /license/list: newest first. */
export const listLicenses = (rt: { db: Database; clock: Clock }, userId: number, paging: PageQuery, locale: Locale) =>
  page(rt, userId, paging, locale, false);

/** GET /license/available: the licenses not generated yet (callers read `total`). */
export const availableLicenses = (rt: { db: Database; clock: Clock }, userId: number, paging: PageQuery, locale: Locale) =>
  page(rt, userId, paging, locale, true);

const ownLicense = async (db: Database, userId: number, licenseId: number) => {
  const row = await db.selectFrom('license').selectAll().where('id', '=', licenseId).where(mayActOn(userId)).executeTakeFirst();
  if (!row) throw fail(404, 'licenseNotFound');
  return row;
};

/** GET /license/detail */
export const licenseDetail = async (rt: { db: Database; clock: Clock }, userId: number, licenseId: number, locale: Locale) =>
  (await answerRows(rt.db, [await ownLicense(rt.db, userId, licenseId)], locale, rt.clock.now()))[0];

/** POST /license/move: answers the licence as it now stands (not generated, same end). */
export const moveLicense = async (rt: { db: Database; clock: Clock }, userId: number, licenseId: number, locale: Locale) =>
  (await answerRows(rt.db, [await move(rt, userId, licenseId)], locale, rt.clock.now()))[0];

/** License files mailed from one account; each address also has the mail limits of every mail. */
const licenseMailGate = (userId: number) => ({
  gate: { key: rateKey.licenseMail(userId), limit: LIMITS.licenseMail },
  refusal: (seconds: number) => fail(429, 'licenseMailTooMany', { minutes: Math.ceil(seconds / 60) }, { retryAfterSeconds: seconds }),
});

/**
 * GET /license/generateById. A license not generated yet is bound to the MID once (while its activation code
 * is valid); its term starts then. A generated license answers its file again for no MID or the same MID,
 * and is never bound to another. With an address, the file is also mailed there as license.key.
 */
export const generateLicense = async (
  rt: Pick<LicensingRuntime, 'db' | 'clock' | 'mailer' | 'signer' | 'siteOrigin'>,
  userId: number,
  { license_id, mid, email, machine_name }: { license_id: number; mid?: string; email?: string; machine_name?: string },
  locale: Locale,
) => {
  const now = rt.clock.now();
  const bound = await rt.db.transaction().execute(async (trx) => {
    // The mail is counted first, with the binding: a refused mail binds nothing.
    if (email) await takeMailHit(trx, now, email, { burst: false, more: [licenseMailGate(userId)] });
    const row = await trx.selectFrom('license').selectAll().where('id', '=', license_id).where(mayActOn(userId)).forUpdate().executeTakeFirst();
    if (!row) throw fail(404, 'licenseNotFound');
    if (row.status === 1 && !mid) return row;
    if (!mid) throw fail(400, 'midIncorrect');
    return bindLicense(trx, row, mid, now, () => fail(400, 'licenseBoundElsewhere', { mid: row.mid ?? '' }), machine_name);
  });

  const file = await licenseFileOf(rt, bound);
  if (email) {
    const edition = await rt.db.selectFrom('edition').select(['name', 'name_cn']).where('id', '=', bound.edition_id).executeTakeFirstOrThrow();
    await rt.mailer.sendMail(
      rt.db,
      licenseMail({
        to: email,
        locale,
        licenseId: bound.id,
        edition: locale === 'zh' ? edition.name_cn : edition.name,
        mid: bound.mid!,
        expiresAt: bound.expired_at!,
        file,
        link: `${rt.siteOrigin(locale)}/center/licenseManagement`,
        sandbox: await paidInSandbox(rt.db, bound.order_id),
      }),
    );
  }
  return file;
};

/** POST /license/exportUserKeys: the given licenses' activation codes (all of the user's when none given). */
export const exportActivationCodes = async (db: Database, userId: number, licenseIds: number[]): Promise<ActivationCode[]> => {
  let query = db.selectFrom('license').select(['id', 'key']).where(mayActOn(userId));
  if (licenseIds.length > 0) query = query.where('id', 'in', [...new Set(licenseIds)]);
  const rows = await query.orderBy('id', 'desc').execute();
  if (licenseIds.length > 0 && rows.length !== new Set(licenseIds).size) throw fail(404, 'licenseNotFound');
  return rows;
};

export { ownLicense };

/** Licences by id as their holder sees them (a team's seats), in one batch; ids not found are left out. */
export const licensesByIds = async (db: Database, ids: number[], locale: Locale, now: Date) =>
  ids.length === 0 ? [] : answerRows(db, await db.selectFrom('license').selectAll().where('id', 'in', ids).orderBy('id', 'desc').execute(), locale, now);
