import { sql } from 'kysely';
import { TRIAL_PERIOD } from '../../../contract/rules.ts';
import type { LeadStateName } from '../../../contract/staff-leads.ts';
import { siteOriginOf } from '../domain/config.ts';
import type { Database } from '../db/database.ts';
import type { LeadKind } from '../db/tables.ts';
import { fail } from './messages.ts';
import { trialDeclinedMail, trialGrantedMail } from './sales-mails.ts';
import { activationValidity, newActivationCode } from '../licensing/index.ts';
import type { Runtime } from '../runtime/runtime.ts';
import { leadOf, leadOwners } from './lead-review.ts';
import { coverageBefore, leadEditionName } from './sales.ts';

/**
 * What sales do with a lead (issue #33). Each change is recorded by `audit` inside its own transaction (the staff
 * routes append it to the audit log), so a change is never made unrecorded nor recorded unmade.
 */
export type LeadAudit = (trx: Database, entry: { action: string; subjectId: number; before?: unknown; after?: unknown; reason?: string | null }) => Promise<unknown>;

/** Who acts: a member of staff (null id for the CLI's token) by the name notes show. */
export interface LeadAuthor {
  staffId: number | null;
  name: string;
}

const lockedLead = async (trx: Database, id: number) => {
  const lead = await trx.selectFrom('lead').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  if (!lead) throw fail(404, 'leadNotFound', { id });
  return lead;
};

const openLead = async (trx: Database, id: number, kind?: LeadKind) => {
  const lead = await lockedLead(trx, id);
  if (kind === 'trial' && lead.kind !== 'trial') throw fail(400, 'leadNotTrial', { id });
  if (lead.state === 'won' || lead.state === 'lost') throw fail(409, 'leadClosed', { id, state: lead.state });
  return lead;
};

/**
 * Grants a trial request: a 7-day license of the edition (coverage date in its claims) for the account that
 * sent it signed in, or else the account with the applicant's address, which then appears in its licence management; without such an account the
 * license belongs to no one and its activation code is mailed to the address. The lead is won. One transaction with the mail.
 */
export const grantTrial = async (rt: Runtime, id: number, audit: LeadAudit) => {
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
    await trx.updateTable('lead').set({ state: 'won', updated_at: now }).where('id', '=', lead.id).execute();
    await audit(trx, { action: 'lead.grant_trial', subjectId: lead.id, before: { state: lead.state }, after: { state: 'won', license_id: license.id } });
    const site = siteOriginOf(rt.config, lead.locale);
    const mail = trialGrantedMail({
      to: lead.email,
      locale: lead.locale,
      name: lead.name,
      edition: await leadEditionName(trx, lead),
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

/**
 * Moves an open lead on: to contacted (staff reached the applicant), won (a sales contact that bought; a trial request
 * is won by granting it), or lost with a reason, which a trial applicant is mailed as before.
 */
export const setLeadState = async (rt: Runtime, id: number, state: LeadStateName, reason: string | undefined, audit: LeadAudit) => {
  // what happened to a lead stays in its state and notes: it is never sent back to new (the one place this rule lives)
  if (state === 'new') throw fail(400, 'leadNeverBackToNew', { id });
  const text = reason?.trim() || null;
  if (state === 'lost' && !text) throw fail(400, 'declineReasonRequired');
  const now = rt.clock.now();
  const mail = await rt.db.transaction().execute(async (trx) => {
    const lead = await openLead(trx, id);
    if (lead.state === state) throw fail(409, 'leadAlreadyInState', { id, state });
    if (state === 'won' && lead.kind === 'trial') throw fail(400, 'leadWonByGrant', { id });
    await trx
      .updateTable('lead')
      .set({ state, ...(state === 'lost' ? { lost_reason: text } : {}), updated_at: now })
      .where('id', '=', lead.id)
      .execute();
    await audit(trx, { action: 'lead.state', subjectId: lead.id, before: { state: lead.state }, after: { state }, reason: state === 'lost' ? text : null });
    if (state !== 'lost' || lead.kind !== 'trial' || !lead.email) return undefined;
    const declined = trialDeclinedMail({
      to: lead.email,
      locale: lead.locale,
      name: lead.name,
      edition: await leadEditionName(trx, lead),
      reason: text!,
      link: `${siteOriginOf(rt.config, lead.locale)}/chat/${lead.edition_id}`,
    });
    await rt.mailer.store(trx, declined);
    return declined;
  });
  if (mail) await rt.mailer.deliver(mail);
  return (await leadOf(rt.db, id))!;
};

/** Gives a lead to an owner, who must be an enabled member of sales or an admin; null leaves it to nobody. */
export const setLeadOwner = async (rt: Pick<Runtime, 'db' | 'clock'>, id: number, ownerId: number | null, audit: LeadAudit) => {
  const now = rt.clock.now();
  await rt.db.transaction().execute(async (trx) => {
    const lead = await lockedLead(trx, id);
    if (ownerId !== null && !(await leadOwners(trx)).some((member) => member.id === ownerId)) throw fail(400, 'leadOwnerNotSales', { id: ownerId });
    await trx.updateTable('lead').set({ owner_staff_id: ownerId, updated_at: now }).where('id', '=', lead.id).execute();
    await audit(trx, { action: 'lead.owner', subjectId: lead.id, before: { owner_id: lead.owner_staff_id }, after: { owner_id: ownerId } });
  });
  return (await leadOf(rt.db, id))!;
};

/** Appends a note, whatever the lead's state: what was said stays said. */
export const addLeadNote = async (rt: Pick<Runtime, 'db' | 'clock'>, id: number, author: LeadAuthor, text: string, audit: LeadAudit) => {
  const now = rt.clock.now();
  await rt.db.transaction().execute(async (trx) => {
    const lead = await lockedLead(trx, id);
    const note = await trx
      .insertInto('lead_note')
      .values({ lead_id: lead.id, staff_id: author.staffId, author_name: author.name, text, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.updateTable('lead').set({ updated_at: now }).where('id', '=', lead.id).execute();
    await audit(trx, { action: 'lead.note', subjectId: lead.id, after: { note_id: note.id, text } });
  });
  return (await leadOf(rt.db, id))!;
};
