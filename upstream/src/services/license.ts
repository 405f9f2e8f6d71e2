import type { Selectable } from 'kysely';
import type { ActivationCode, License, PageQuery } from '../../../contract/index.ts';
import type { Database } from '../db/database.ts';
import type { LicenseTable } from '../db/tables.ts';
import { fail } from '../domain/messages.ts';
import type { Locale } from '../domain/locale.ts';
import type { LicenseSigner } from '../licenses/signing.ts';
import { licenseExpiry } from '../licenses/term.ts';
import { licenseMail } from '../mail/templates.ts';
import { paidInSandbox } from '../payments/sandbox-paid.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { Clock } from '../domain/clock.ts';
import { editionNames, nameIn } from './order.ts';
import { LIMITS, rateKey, takeMailHit } from './rate-limit.ts';

export interface LicenseRuntime {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  signer: LicenseSigner;
  /** the site of a language (the mail links to its license page) */
  siteOrigin: (locale: Locale) => string;
}

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
});

const page = async (db: Database, userId: number, { page, size }: PageQuery, locale: Locale, onlyAvailable: boolean) => {
  let query = db.selectFrom('license').where('user_id', '=', userId);
  if (onlyAvailable) query = query.where('status', '=', 0);
  const [{ total }, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
    query.selectAll().orderBy('id', 'desc').limit(size).offset((page - 1) * size).execute(),
  ]);
  const names = await editionNames(db, rows.map((row) => row.edition_id));
  return { lists: rows.map((row) => toLicense(row, nameIn(names, row.edition_id, locale))), page, size, total: Number(total) };
};

/** GET /license/list: newest first. */
export const listLicenses = (db: Database, userId: number, paging: PageQuery, locale: Locale) =>
  page(db, userId, paging, locale, false);

/** GET /license/available: the licenses not generated yet (callers read `total`). */
export const availableLicenses = (db: Database, userId: number, paging: PageQuery, locale: Locale) =>
  page(db, userId, paging, locale, true);

const ownLicense = async (db: Database, userId: number, licenseId: number) => {
  const row = await db.selectFrom('license').selectAll().where('id', '=', licenseId).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw fail(404, 'licenseNotFound');
  return row;
};

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
  rt: LicenseRuntime,
  userId: number,
  { license_id, mid, email }: { license_id: number; mid?: string; email?: string },
  locale: Locale,
) => {
  const wanted = mid?.toUpperCase();
  const now = rt.clock.now();
  const bound = await rt.db.transaction().execute(async (trx) => {
    // The mail is counted first, with the binding: a refused mail binds nothing.
    if (email) await takeMailHit(trx, now, email, { burst: false, more: [licenseMailGate(userId)] });
    const row = await trx.selectFrom('license').selectAll().where('id', '=', license_id).where('user_id', '=', userId).forUpdate().executeTakeFirst();
    if (!row) throw fail(404, 'licenseNotFound');
    if (row.status === 1) {
      if (wanted && wanted !== row.mid) throw fail(400, 'licenseBoundElsewhere', { mid: row.mid ?? '' });
      return row;
    }
    if (!wanted) throw fail(400, 'midIncorrect');
    if (row.key_expired_at <= now) throw fail(400, 'activationCodeExpired', { date: row.key_expired_at.toISOString().slice(0, 10) });
    return trx
      .updateTable('license')
      .set({ mid: wanted, status: 1, generated_at: now, expired_at: licenseExpiry(now, row.period, row.period_day) })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });

  const edition = await rt.db.selectFrom('edition').select(['name', 'name_cn']).where('id', '=', bound.edition_id).executeTakeFirstOrThrow();
  const file = await rt.signer.sign({
    license_id: bound.id,
    edition_id: bound.edition_id,
    edition: edition.name,
    mid: bound.mid!,
    period: bound.period,
    period_day: bound.period_day,
    issued_at: bound.generated_at!,
    expires_at: bound.expired_at!,
    coverage_before: bound.coverage_before,
  });
  if (email) {
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
  let query = db.selectFrom('license').select(['id', 'key']).where('user_id', '=', userId);
  if (licenseIds.length > 0) query = query.where('id', 'in', [...new Set(licenseIds)]);
  const rows = await query.orderBy('id', 'desc').execute();
  if (licenseIds.length > 0 && rows.length !== new Set(licenseIds).size) throw fail(404, 'licenseNotFound');
  return rows;
};

export { ownLicense };
