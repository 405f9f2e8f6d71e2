import { sql } from 'kysely';
import { STAFF_SESSION_HOURS, STAFF_TOKEN_PREFIX } from '../../../contract/staff-roles.ts';
import type { BodyOf, StaffMember, staffSignIn } from '../../../contract/index.ts';
import { decoyHash, hashToken, newToken, verifyPassword } from '../accounts/index.ts';
import { HOUR } from '../domain/clock.ts';
import { clearHits, LIMITS, refundHits, takeHits } from '../runtime/rate-limit.ts';
import type { Runtime } from '../runtime/runtime.ts';
import type { Actor } from './actor.ts';
import { appendAudit } from './audit.ts';
import { fail } from './messages.ts';
import { isTotpCode, recoveryCodeHash, totpStep } from './totp.ts';

/** Staff sign-in counts apart from buyers': a buyer's failures never slow a member, nor the other way round. */
const keys = {
  ip: (ip: string) => `staff-sign-in:ip:${ip}`,
  account: (account: number | string) => `staff-sign-in:account:${typeof account === 'number' ? `#${account}` : account.toLowerCase()}`,
};

type Member = { id: number; totp_secret: string | null };

/**
 * Spends the second factor: a 6-digit code whose time step is newer than the last one accepted (so a code works
 * once, even within its 30 seconds), or an unused recovery code (then used). Each is one conditional update, so
 * two simultaneous sign-ins with the same code cannot both pass.
 */
const spendSecondFactor = async (rt: Runtime, member: Member, code: string, now: Date) => {
  if (isTotpCode(code)) {
    const step = member.totp_secret ? totpStep(member.totp_secret, code.replace(/\s/g, ''), now) : undefined;
    if (step === undefined) throw fail(400, 'staffSignInFailed');
    const taken = await rt.db
      .updateTable('staff')
      .set({ totp_last_step: step })
      .where('id', '=', member.id)
      .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', sql<string>`${step}`)]))
      .returning('id')
      .executeTakeFirst();
    if (!taken) throw fail(400, 'staffCodeUsed');
    return;
  }
  const used = await rt.db
    .updateTable('staff_recovery_code')
    .set({ used_at: now })
    .where('staff_id', '=', member.id)
    .where('code_hash', '=', recoveryCodeHash(code))
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!used) throw fail(400, 'staffSignInFailed');
};

/**
 * Signs a member in, like a buyer's sign-in (accounts/sign-in.ts) in its limits: every attempt counts against the
 * caller's address (taken back when it signs in), each password check against the account with a growing delay
 * past ten (never a lockout a stranger could cause). A wrong name, password or code get one message; a disabled
 * member is told so only after the right password. The session is 8 hours; only its token's hash is kept.
 */
export const signInStaff = async (rt: Runtime, input: BodyOf<typeof staffSignIn>, ip: string) => {
  const now = rt.clock.now();
  const byAddress = await takeHits(rt.db, now, [{ key: keys.ip(ip), limit: LIMITS.signInFailures }]);
  if (!byAddress.ok) throw fail(429, 'staffTooManySignIns', { minutes: Math.ceil(byAddress.seconds / 60) }, { retryAfterSeconds: byAddress.seconds });
  const member = await rt.db
    .selectFrom('staff')
    .selectAll()
    .where(sql<string>`lower(username)`, '=', input.username.toLowerCase())
    .executeTakeFirst();
  const accountKey = keys.account(member?.id ?? input.username);
  const byAccount = await takeHits(rt.db, now, [{ key: accountKey, limit: LIMITS.signInAccount }]);
  if (!byAccount.ok) throw fail(429, 'staffSignInSlowed', { seconds: byAccount.seconds }, { retryAfterSeconds: byAccount.seconds });
  const enrolled = member?.password_hash && member.password_salt && member.enrolled_at ? member : undefined;
  const matches = await verifyPassword(input.password, enrolled ? { hash: enrolled.password_hash!, salt: enrolled.password_salt! } : decoyHash);
  if (!enrolled || !matches) throw fail(400, 'staffSignInFailed');
  if (enrolled.disabled_at) throw fail(403, 'staffDisabled');
  await spendSecondFactor(rt, enrolled, input.code.trim(), now);
  await refundHits(rt.db, byAddress.ids);
  await clearHits(rt.db, accountKey);
  const token = `${STAFF_TOKEN_PREFIX}${newToken()}`;
  const expiresAt = new Date(now.getTime() + STAFF_SESSION_HOURS * HOUR);
  const actor: Actor = { kind: 'staff', staffId: enrolled.id, name: enrolled.username, role: enrolled.role, ip, tokenHash: hashToken(token) };
  await rt.db.transaction().execute(async (trx) => {
    await trx.insertInto('staff_session').values({ token_hash: actor.tokenHash!, staff_id: enrolled.id, created_at: now, expires_at: expiresAt, ip }).execute();
    await trx.updateTable('staff').set({ last_sign_in_at: now }).where('id', '=', enrolled.id).execute();
    await appendAudit(trx, actor, now, { action: 'staff.sign_in', subjectType: 'staff', subjectId: enrolled.id, after: { code: isTotpCode(input.code.trim()) ? 'totp' : 'recovery' } });
  });
  const member_: StaffMember = { id: enrolled.id, username: enrolled.username, role: enrolled.role, kind: 'staff' };
  return { token, expiresAt: expiresAt.toISOString(), member: member_ };
};

/** Ends the caller's own session (the CLI has none to end). */
export const signOutStaff = async (rt: Pick<Runtime, 'db'>, actor: Actor) => {
  if (!actor.tokenHash) return { signedOut: false };
  const ended = await rt.db.deleteFrom('staff_session').where('token_hash', '=', actor.tokenHash).executeTakeFirst();
  return { signedOut: Number(ended.numDeletedRows) > 0 };
};
