import { sql, type Transaction } from 'kysely';
import type { BodyOf, createStaff, StaffListMember } from '../../../contract/index.ts';
import type { StaffRole } from '../../../contract/staff-roles.ts';
import { checkEmail, checkUsername, hashToken, newToken } from '../accounts/index.ts';
import type { Tables } from '../db/tables.ts';
import { HOUR } from '../domain/clock.ts';
import type { Locale } from '../domain/locale.ts';
import type { Runtime } from '../runtime/runtime.ts';
import type { Actor } from './actor.ts';
import { appendAudit } from './audit.ts';
import { fail } from './messages.ts';
import { enrolmentMail } from './staff-mails.ts';

/** How long an enrolment link works. */
export const ENROLMENT_HOURS = 72;

type Row = { id: number; username: string; email: string; role: StaffRole; enrolled_at: Date | null; disabled_at: Date | null; last_sign_in_at: Date | null; created_at: Date };

const columns = ['id', 'username', 'email', 'role', 'enrolled_at', 'disabled_at', 'last_sign_in_at', 'created_at'] as const;

export const toListMember = (row: Row): StaffListMember => ({
  id: row.id,
  username: row.username,
  email: row.email,
  role: row.role,
  enrolled: row.enrolled_at !== null,
  disabled: row.disabled_at !== null,
  lastSignInAt: row.last_sign_in_at?.toISOString() ?? null,
  createdAt: row.created_at.toISOString(),
});

export const listMembers = async (rt: Pick<Runtime, 'db'>) =>
  (await rt.db.selectFrom('staff').select(columns).orderBy('username').execute()).map(toListMember);

/** The enrolment link of a token, on the site of the language the member was created in. */
const enrolmentLink = (rt: Runtime, locale: Locale, token: string) => `${rt.siteOrigin(locale)}/admin/enrol?token=${encodeURIComponent(token)}`;

/**
 * A new member with a one-time enrolment link (256 random bits, only the hash kept, 72 hours). The link is mailed
 * to them through the outbox like every mail of the site, and answered once to whoever created them.
 */
export const createMember = async (rt: Runtime, actor: Actor, input: BodyOf<typeof createStaff>, locale: Locale) => {
  checkUsername(input.username);
  checkEmail(input.email);
  const now = rt.clock.now();
  const token = newToken();
  const expiresAt = new Date(now.getTime() + ENROLMENT_HOURS * HOUR);
  const link = enrolmentLink(rt, locale, token);
  const mail = enrolmentMail(input.email, input.username, link, locale);
  const row = await rt.db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext('staff:usernames'))`.execute(trx);
    const taken = await trx.selectFrom('staff').select('id').where(sql<string>`lower(username)`, '=', input.username.toLowerCase()).executeTakeFirst();
    if (taken) throw fail(409, 'staffUsernameTaken');
    const created = await trx
      .insertInto('staff')
      .values({ username: input.username, email: input.email, role: input.role, enrolment_token_hash: hashToken(token), enrolment_expires_at: expiresAt, created_at: now })
      .returning(columns)
      .executeTakeFirstOrThrow();
    await appendAudit(trx, actor, now, { action: 'staff.create', subjectType: 'staff', subjectId: created.id, after: { username: created.username, email: created.email, role: created.role } });
    await rt.mailer.store(trx, mail);
    return created;
  });
  await rt.mailer.deliver(mail);
  return { member: toListMember(row), enrolmentLink: link, expiresAt: expiresAt.toISOString() };
};

/** The member, locked for the rest of the transaction (and every admin row with them, for the last-admin rule). */
const lockedMember = async (trx: Transaction<Tables>, id: number) => {
  await sql`select pg_advisory_xact_lock(hashtext('staff:admins'))`.execute(trx);
  const member = await trx.selectFrom('staff').select(columns).where('id', '=', id).executeTakeFirst();
  if (!member) throw fail(404, 'staffNotFound', { id });
  return member;
};

/** An admin who stays enabled and admin must remain once `member` is no longer one. */
const keepAnAdmin = async (trx: Transaction<Tables>, member: Row) => {
  if (member.role !== 'admin' || member.disabled_at) return;
  const others = await trx
    .selectFrom('staff')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('role', '=', 'admin')
    .where('disabled_at', 'is', null)
    .where('id', '!=', member.id)
    .executeTakeFirstOrThrow();
  if (Number(others.n) === 0) throw fail(409, 'staffLastAdmin');
};

/** A new role, in effect from the member's next call (each call reads the role afresh). */
export const changeRole = async (rt: Runtime, actor: Actor, id: number, role: StaffRole, reason?: string) => {
  const now = rt.clock.now();
  return rt.db.transaction().execute(async (trx) => {
    const member = await lockedMember(trx, id);
    if (role !== 'admin') await keepAnAdmin(trx, member);
    const changed = await trx.updateTable('staff').set({ role }).where('id', '=', id).returning(columns).executeTakeFirstOrThrow();
    await appendAudit(trx, actor, now, { action: 'staff.role', subjectType: 'staff', subjectId: id, before: { role: member.role }, after: { role }, reason });
    return toListMember(changed);
  });
};

/** Disabling ends the member's sessions at once; enabling lets them sign in again (sessions stay ended). */
export const setDisabled = async (rt: Runtime, actor: Actor, id: number, disabled: boolean, reason?: string) => {
  const now = rt.clock.now();
  if (disabled && actor.staffId === id) throw fail(400, 'staffNotSelf');
  return rt.db.transaction().execute(async (trx) => {
    const member = await lockedMember(trx, id);
    if (disabled) await keepAnAdmin(trx, member);
    const changed = await trx
      .updateTable('staff')
      .set({ disabled_at: disabled ? (member.disabled_at ?? now) : null })
      .where('id', '=', id)
      .returning(columns)
      .executeTakeFirstOrThrow();
    if (disabled) await trx.deleteFrom('staff_session').where('staff_id', '=', id).execute();
    await appendAudit(trx, actor, now, {
      action: disabled ? 'staff.disable' : 'staff.enable',
      subjectType: 'staff',
      subjectId: id,
      before: { disabled: member.disabled_at !== null },
      after: { disabled },
      reason,
    });
    return toListMember(changed);
  });
};

/** Ends every session of a member, wherever they signed in: their next call asks them to sign in. */
export const endSessions = async (rt: Runtime, actor: Actor, id: number, reason?: string) => {
  const now = rt.clock.now();
  return rt.db.transaction().execute(async (trx) => {
    await lockedMember(trx, id);
    const ended = await trx.deleteFrom('staff_session').where('staff_id', '=', id).executeTakeFirst();
    const count = Number(ended.numDeletedRows);
    await appendAudit(trx, actor, now, { action: 'staff.sessions_end', subjectType: 'staff', subjectId: id, after: { ended: count }, reason });
    return { ended: count };
  });
};
