import type { Selectable, Transaction } from 'kysely';
import type { LicenseTable, Tables } from '../db/tables.ts';
import { fail } from './messages.ts';
import { licenseExpiry } from './license-term.ts';

type LicenseRow = Selectable<LicenseTable>;

const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Binds a licence to a MID, the one rule for the web dialog and the desktop client's activation; the caller holds
 * the row's lock. A generated licence answers itself for the same MID and is refused for another (`otherMid`).
 * A licence never generated needs its activation code still valid, and its term starts now. A licence moved off
 * a machine keeps the end it had (the term does not restart), so its code's own deadline no longer matters, but a
 * licence that has ended must be renewed first. Each binding is a `generated` row of its history, with the name the
 * buyer gave the machine, if any.
 */
export const bindLicense = async (trx: Transaction<Tables>, row: LicenseRow, mid: string, now: Date, otherMid: () => Error, machineName?: string) => {
  if (row.status === 1) {
    if (mid !== row.mid) throw otherMid();
    return row;
  }
  let expiresAt: Date;
  if (row.expired_at) {
    if (row.expired_at <= now) throw fail(400, 'licenseEndedRebind', { date: day(row.expired_at) });
    expiresAt = row.expired_at;
  } else {
    if (row.key_expired_at <= now) throw fail(400, 'activationCodeExpired', { date: day(row.key_expired_at) });
    expiresAt = licenseExpiry(now, row.period, row.period_day);
  }
  const bound = await trx
    .updateTable('license')
    .set({ mid, status: 1, generated_at: now, expired_at: expiresAt, machine_name: machineName ?? null })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  await trx.insertInto('license_event').values({ license_id: row.id, kind: 'generated', mid, expires_at: expiresAt, machine_name: machineName ?? null, created_at: now }).execute();
  return bound;
};
