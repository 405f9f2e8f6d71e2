import type { Transaction } from 'kysely';
import type { Tables } from '../db/tables.ts';
import type { Locale } from '../domain/locale.ts';
import { takeMailHit } from '../runtime/rate-limit.ts';
import type { LicensingRuntime } from './license.ts';
import { bindLicense } from './license-binding.ts';
import { customerLicenses } from './license-customers.ts';
import { licenseFileOf } from './license-file.ts';
import { licenseMail } from './license-mail.ts';
import { releaseLocked } from './license-move.ts';
import { fail } from './messages.ts';
import { paidInSandbox } from './paid-in-sandbox.ts';

/**
 * What support does for a customer (issue #33), under the buyer's own rules: a move is the buyer's move (the same
 * limit of moves in the window) followed by a binding to the new MID, and a resent mail is the licence mail of a
 * generation. `recorded` runs in the action's transaction (staff append the audit row there): a throw undoes both.
 */
type Recorded = (trx: Transaction<Tables>, change: { before: { mid: string | null }; after: { mid: string | null }; to?: string }) => Promise<unknown>;

type SupportRuntime = Pick<LicensingRuntime, 'db' | 'clock' | 'mailer' | 'signer' | 'siteOrigin'>;

const lockedLicense = (trx: Transaction<Tables>, licenseId: number) =>
  trx.selectFrom('license').selectAll().where('id', '=', licenseId).forUpdate().executeTakeFirst();

/** Moves a customer's generated licence from its machine to `mid`: a `moved` then a `generated` row of its history. */
export const moveLicenseFor = async (rt: SupportRuntime, licenseId: number, mid: string, locale: Locale, recorded: Recorded) => {
  const now = rt.clock.now();
  await rt.db.transaction().execute(async (trx) => {
    const row = await lockedLicense(trx, licenseId);
    if (!row) throw fail(404, 'licenseNotFound');
    if (row.mid && row.mid.toUpperCase() === mid.toUpperCase()) throw fail(400, 'licenseMoveSameMid', { mid });
    const before = row.mid;
    const { released } = await releaseLocked(trx, row, now);
    const bound = await bindLicense(trx, released, mid, now, () => fail(400, 'licenseBoundElsewhere', { mid: released.mid ?? '' }), row.machine_name ?? undefined);
    await recorded(trx, { before: { mid: before }, after: { mid: bound.mid } });
  });
  return (await customerLicenses(rt.db, [licenseId], locale, rt.clock.now()))[0];
};

/** Mails a generated licence's file again to its owner's address, in the owner's language. */
export const resendLicenseMail = async (rt: SupportRuntime, licenseId: number, recorded: Recorded) => {
  const now = rt.clock.now();
  const mail = await rt.db.transaction().execute(async (trx) => {
    const row = await lockedLicense(trx, licenseId);
    if (!row) throw fail(404, 'licenseNotFound');
    if (row.status !== 1 || !row.mid || !row.expired_at) throw fail(400, 'licenseMailNotGenerated');
    const owner = row.user_id === null ? undefined : await trx.selectFrom('user').select(['email', 'locale']).where('id', '=', row.user_id).executeTakeFirst();
    if (!owner) throw fail(400, 'licenseNoOwner');
    // the address's own mail limits still hold: support cannot flood a customer's inbox
    await takeMailHit(trx, now, owner.email, { burst: false });
    const edition = await trx.selectFrom('edition').select(['name', 'name_cn']).where('id', '=', row.edition_id).executeTakeFirstOrThrow();
    const letter = licenseMail({
      to: owner.email,
      locale: owner.locale,
      licenseId: row.id,
      edition: owner.locale === 'zh' ? edition.name_cn : edition.name,
      mid: row.mid,
      expiresAt: row.expired_at,
      file: await licenseFileOf({ db: trx, signer: rt.signer }, row),
      link: `${rt.siteOrigin(owner.locale)}/center/licenseManagement`,
      sandbox: await paidInSandbox(trx, row.order_id),
    });
    await rt.mailer.store(trx, letter);
    await recorded(trx, { before: { mid: row.mid }, after: { mid: row.mid }, to: owner.email });
    return letter;
  });
  await rt.mailer.deliver(mail);
  return { id: licenseId, to: mail.to };
};
