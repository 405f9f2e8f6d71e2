import { REMINDER_DAYS } from '../../../contract/license-rules.ts';
import { saleOf, TRIAL_PERIOD } from '../../../contract/rules.ts';
import { DAY } from '../domain/clock.ts';
import { renewalReminderMail } from './renewal-mail.ts';
import type { Runtime } from '../runtime/runtime.ts';

const FIRST = Math.max(...REMINDER_DAYS);

/** The reminder due for a licence ending in `remainingMs`: the nearest one it has reached (a day before wins over 14). */
export const reminderDue = (remainingMs: number) => [...REMINDER_DAYS].sort((a, b) => a - b).find((days) => remainingMs <= days * DAY) ?? null;

/**
 * Mails each subscription licence's owner 14 days and 1 day before it ends, in their language. Each reminder is a
 * row keyed by licence, reminder and end date, inserted with the mail in one transaction: a reminder goes once
 * however often the job runs or however many upstreams run it, and a licence renewed meanwhile is reminded again
 * about its new end. Trials are not renewable (they offer the full edition) and get none.
 */
export const sendRenewalReminders = async (rt: Pick<Runtime, 'db' | 'clock' | 'mailer' | 'siteOrigin'>) => {
  const now = rt.clock.now();
  const due = await rt.db
    .selectFrom('license')
    .innerJoin('user', 'user.id', 'license.user_id')
    .innerJoin('edition', 'edition.id', 'license.edition_id')
    .select(['license.id', 'license.mid', 'license.expired_at', 'license.period', 'user.email', 'user.locale', 'edition.id as edition_id', 'edition.name', 'edition.name_cn', 'edition.price', 'edition.dollar'])
    .where('license.expired_at', '>', now)
    .where('license.expired_at', '<=', new Date(now.getTime() + FIRST * DAY))
    .where('license.period', '!=', TRIAL_PERIOD)
    .execute();
  let sent = 0;
  for (const row of due) {
    if (saleOf({ id: row.edition_id, price: Number(row.price), dollar: Number(row.dollar) }) !== 'subscription') continue;
    const expiresAt = row.expired_at!;
    const daysBefore = reminderDue(expiresAt.getTime() - now.getTime());
    if (daysBefore === null) continue;
    const mail = renewalReminderMail({
      to: row.email,
      locale: row.locale,
      licenseId: row.id,
      edition: row.locale === 'en' ? row.name : row.name_cn,
      mid: row.mid,
      until: expiresAt.toISOString().slice(0, 10),
      daysBefore,
      link: `${rt.siteOrigin(row.locale)}/center/licenseManagement`,
    });
    const stored = await rt.db.transaction().execute(async (trx) => {
      const claimed = await trx
        .insertInto('license_reminder')
        .values({ license_id: row.id, days_before: daysBefore, expires_at: expiresAt, sent_at: now })
        .onConflict((oc) => oc.doNothing())
        .returning('license_id')
        .executeTakeFirst();
      if (claimed) await rt.mailer.store(trx, mail);
      return claimed !== undefined;
    });
    if (stored) {
      sent++;
      await rt.mailer.deliver(mail);
    }
  }
  return sent;
};
