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
