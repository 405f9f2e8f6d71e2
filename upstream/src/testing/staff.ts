import { Secret, TOTP } from 'otpauth';
import { STAFF_SESSION_HOURS, STAFF_TOKEN_PREFIX, type StaffRole } from '../../../contract/staff-roles.ts';
import { hashToken, newToken } from '../accounts/index.ts';
import type { Database } from '../db/database.ts';
import { HOUR } from '../domain/clock.ts';

let staffCount = 0;

/**
 * A member of staff of `role`, enrolled and signed in, made directly in the database: what tests of staff calls
 * start from when the sign-in itself (password and second factor) is not what they test. Answers the session token.
 */
export const staffSessionFor = async (db: Database, now: Date, role: StaffRole, username = `${role}-${process.pid}-${++staffCount}`) => {
  const member = await db
    .insertInto('staff')
    .values({ username, email: `${username}@staff.example.com`, role, enrolled_at: now, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = `${STAFF_TOKEN_PREFIX}${newToken()}`;
  await db
    .insertInto('staff_session')
    .values({ token_hash: hashToken(token), staff_id: member.id, created_at: now, expires_at: new Date(now.getTime() + STAFF_SESSION_HOURS * HOUR), ip: '127.0.0.1' })
    .execute();
  return { token, staffId: member.id, username };
};

/** A code of `secret` for the moment `at`, computed as any authenticator app would (RFC 6238, SHA-1, 6 digits, 30 s). */
export const totpCode = (secret: string, at: Date) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: at.getTime() });

/** One request of a test upstream's REST client, as `TestUpstream['api']` makes it. */
type Api = <T = unknown>(path: string, init?: RequestInit & { json?: unknown }) => Promise<{ status: number; body: { messages: string; data: T } }>;

let enrolled = 0;

/**
 * A member made as staff are: created with the admin token, enrolled through their link (a password and a current
 * code), answering what signing in needs: the username, password, TOTP secret and recovery codes.
 */
export const enrolledStaff = async (t: { api: Api; clock: { now(): Date } }, adminToken: string, role: StaffRole, username = `m${process.pid}x${++enrolled}`) => {
  const headers = { authorization: `Bearer ${adminToken}`, 'accept-language': 'en' };
  const created = await t.api<{ member: { id: number }; enrolmentLink: string }>('/staff/members', { method: 'POST', headers, json: { username, email: `${username}@staff.example.com`, role } });
  if (created.status !== 200) throw new Error(`create staff: ${created.status} ${created.body.messages}`);
  const token = new URL(created.body.data.enrolmentLink).searchParams.get('token')!;
  const started = await t.api<{ secret: string }>('/staff/auth/enrolment/start', { method: 'POST', json: { token } });
  const secret = started.body.data.secret;
  const password = 'staff-pass-1';
  const finished = await t.api<{ recoveryCodes: string[] }>('/staff/auth/enrolment/finish', {
    method: 'POST',
    json: { token, password, confirmPassword: password, code: totpCode(secret, t.clock.now()) },
  });
  if (finished.status !== 200) throw new Error(`enrol: ${finished.status} ${finished.body.messages}`);
  return { id: created.body.data.member.id, username, password, secret, recoveryCodes: finished.body.data.recoveryCodes, enrolmentToken: token };
};
