import type { BodyOf, finishStaffEnrolment } from '../../../contract/index.ts';
import { checkNewPassword, hashPassword, hashToken } from '../accounts/index.ts';
import type { Runtime } from '../runtime/runtime.ts';
import type { Actor } from './actor.ts';
import { appendAudit } from './audit.ts';
import { fail } from './messages.ts';
import { newRecoveryCode, newTotpSecret, otpauthUri, RECOVERY_CODE_COUNT, recoveryCodeHash, totpStep } from './totp.ts';

/** The member an enrolment link names, while it is unused and within its 72 hours. */
const memberOfLink = async (rt: Pick<Runtime, 'db' | 'clock'>, token: string) => {
  const member = await rt.db.selectFrom('staff').selectAll().where('enrolment_token_hash', '=', hashToken(token)).executeTakeFirst();
  if (!member) throw fail(404, 'staffEnrolmentInvalid');
  if (!member.enrolment_expires_at || member.enrolment_expires_at <= rt.clock.now()) throw fail(410, 'staffEnrolmentExpired');
  if (member.disabled_at) throw fail(403, 'staffDisabled');
  return member;
};

/**
 * Opening the link gives a fresh secret each time (one lost before it was scanned is simply replaced); it is kept
 * on the member but counts for nothing until a code of it completes enrolment.
 */
export const startEnrolment = async (rt: Runtime, token: string) => {
  const member = await memberOfLink(rt, token);
  const secret = newTotpSecret();
  await rt.db.updateTable('staff').set({ totp_secret: secret }).where('id', '=', member.id).execute();
  return { username: member.username, secret, otpauthUri: otpauthUri(secret, member.username) };
};

/**
 * Sets the password, accepts the second factor on a current code of its secret (that code's step then counts as
 * used), makes 10 recovery codes (only their hashes kept) and spends the link, in one transaction with its audit row.
 */
export const finishEnrolment = async (rt: Runtime, input: BodyOf<typeof finishStaffEnrolment>, ip: string) => {
  const member = await memberOfLink(rt, input.token);
  checkNewPassword(input.password, input.confirmPassword);
  if (!member.totp_secret) throw fail(409, 'staffEnrolmentNotStarted');
  const now = rt.clock.now();
  const step = totpStep(member.totp_secret, input.code.replace(/\s/g, ''), now);
  if (step === undefined) throw fail(400, 'staffEnrolmentCodeWrong');
  const password = await hashPassword(input.password);
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const actor: Actor = { kind: 'staff', staffId: member.id, name: member.username, role: member.role, ip, tokenHash: null };
  await rt.db.transaction().execute(async (trx) => {
    const spent = await trx
      .updateTable('staff')
      .set({ password_hash: password.hash, password_salt: password.salt, enrolled_at: now, totp_last_step: step, enrolment_token_hash: null, enrolment_expires_at: null })
      .where('id', '=', member.id)
      .where('enrolment_token_hash', '=', hashToken(input.token))
      .returning('id')
      .executeTakeFirst();
    // two tabs finishing at once: the second finds the link spent
    if (!spent) throw fail(404, 'staffEnrolmentInvalid');
    await trx.deleteFrom('staff_recovery_code').where('staff_id', '=', member.id).execute();
    await trx.insertInto('staff_recovery_code').values(codes.map((code) => ({ staff_id: member.id, code_hash: recoveryCodeHash(code) }))).execute();
    await appendAudit(trx, actor, now, { action: 'staff.enrol', subjectType: 'staff', subjectId: member.id, after: { username: member.username, role: member.role } });
  });
  return { username: member.username, recoveryCodes: codes };
};
