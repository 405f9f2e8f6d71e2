import { sql } from 'kysely';
import { TRIAL_PERIOD } from '../../../contract/rules.ts';
import { siteOriginOf } from '../domain/config.ts';
import type { Database } from '../db/database.ts';
import type { LeadKind, LeadState } from '../db/tables.ts';
import { fail } from './messages.ts';
import { trialDeclinedMail, trialGrantedMail } from './sales-mails.ts';
import { activationValidity, newActivationCode } from '../licensing/index.ts';
import type { Runtime } from '../runtime/runtime.ts';
import { coverageBefore, leadEditionName, type LeadRow } from './sales.ts';

/** Staff's side of the leads the sales forms store (sales.ts): list them, grant a trial, mark contacted, decline. */

/** A lead as staff see it (admin CLI): every stored field, dates as ISO text. */
export type StaffLead = Omit<LeadRow, 'created_at' | 'updated_at'> & { edition: string; created_at: string; updated_at: string };

const toStaff = (row: LeadRow & { edition: string }): StaffLead => ({ ...row, created_at: row.created_at.toISOString(), updated_at: row.updated_at.toISOString() });

/** The leads, newest first, optionally of one kind and state. */
export const listLeads = async (db: Database, { kind, state, limit = 1000 }: { kind?: LeadKind; state?: LeadState; limit?: number }) => {
  let query = db.selectFrom('lead').innerJoin('edition', 'edition.id', 'lead.edition_id').selectAll('lead').select('edition.name as edition');
  if (kind) query = query.where('lead.kind', '=', kind);
  if (state) query = query.where('lead.state', '=', state);
  const rows = await query.orderBy('lead.created_at', 'desc').orderBy('lead.id', 'desc').limit(limit).execute();
  return rows.map(toStaff);
};

const openLead = async (trx: Database, id: number, kind?: LeadKind) => {
  const lead = await trx.selectFrom('lead').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  if (!lead) throw fail(404, 'leadNotFound', { id });
  if (kind === 'trial' && lead.kind !== 'trial') throw fail(400, 'leadNotTrial', { id });
  if (lead.state === 'granted' || lead.state === 'declined') throw fail(409, 'leadClosed', { id, state: lead.state });
  return lead;
};

/**
 * Grants a trial request: a 7-day license of the edition (coverage date in its claims) for the account that
 * sent it signed in, or else the account with the applicant's address, which then appears in its licence management; without such an account the
 * license belongs to no one and its activation code is mailed to the address. One transaction with the mail.
 */
export const grantTrial = async (rt: Runtime, id: number) => {
  const now = rt.clock.now();
  const { mail, result } = await rt.db.transaction().execute(async (trx) => {
    const lead = await openLead(trx, id, 'trial');
    // The account that was signed in when the request was sent, else the one with the applicant's address.
    const user = await trx
      .selectFrom('user')
      .select(['id', 'username'])
      .where((eb) => (lead.user_id ? eb('id', '=', lead.user_id) : eb(sql<string>`lower(email)`, '=', lead.email.toLowerCase())))
      .executeTakeFirst();
    const coverage = coverageBefore(now, lead.edition_id);
    const keyExpiredAt = new Date(now.getTime() + activationValidity(TRIAL_PERIOD));
    const license = await trx
      .insertInto('license')
      .values({
        user_id: user?.id ?? null,
        order_id: null,
        lead_id: lead.id,
        seq: 1,
        edition_id: lead.edition_id,
        period: TRIAL_PERIOD,
        period_day: 0,
        key: newActivationCode(),
        key_expired_at: keyExpiredAt,
        coverage_before: coverage,
        created_at: now,
      })
      .returning(['id', 'key'])
      .executeTakeFirstOrThrow();
    await trx.updateTable('lead').set({ state: 'granted', updated_at: now }).where('id', '=', lead.id).execute();
    const edition = await leadEditionName(trx, lead);
    const site = siteOriginOf(rt.config, lead.locale);
    const mail = trialGrantedMail({
      to: lead.email,
      locale: lead.locale,
      name: lead.name,
      edition,
      code: user ? null : license.key,
      codeExpiresAt: keyExpiredAt,
      coverageBefore: coverage,
      link: user ? `${site}/center/licenseManagement` : `${site}/trialSuccess/${lead.edition_id}`,
    });
    await rt.mailer.store(trx, mail);
    return { mail, result: { lead_id: lead.id, license_id: license.id, username: user?.username ?? null, email: lead.email, coverage_before: coverage } };
  });
  await rt.mailer.deliver(mail);
  return result;
};

/** Staff have reached the applicant (a sales contact, or a trial they are discussing); still open. */
export const markContacted = async (rt: Pick<Runtime, 'db' | 'clock'>, id: number) =>
  rt.db.transaction().execute(async (trx) => {
    const lead = await openLead(trx, id);
    await trx.updateTable('lead').set({ state: 'contacted', updated_at: rt.clock.now() }).where('id', '=', lead.id).execute();
    return { lead_id: id, state: 'contacted' as const };
  });

export const DECLINE_REASON_MAX = 500;

/** Declines a request with staff's reason; a trial applicant is told why by mail. */
export const declineLead = async (rt: Runtime, id: number, reason: string) => {
  const text = reason.trim();
  if (!text || text.length > DECLINE_REASON_MAX) throw fail(400, 'declineReasonRequired');
  const now = rt.clock.now();
  const mail = await rt.db.transaction().execute(async (trx) => {
    const lead = await openLead(trx, id);
    await trx.updateTable('lead').set({ state: 'declined', decline_reason: text, updated_at: now }).where('id', '=', lead.id).execute();
    if (lead.kind !== 'trial' || !lead.email) return undefined;
    const edition = await leadEditionName(trx, lead);
    const declined = trialDeclinedMail({
      to: lead.email,
      locale: lead.locale,
      name: lead.name,
      edition,
      reason: text,
      link: `${siteOriginOf(rt.config, lead.locale)}/chat/${lead.edition_id}`,
    });
    await rt.mailer.store(trx, declined);
    return declined;
  });
  if (mail) await rt.mailer.deliver(mail);
  return { lead_id: id, state: 'declined' as const };
};
