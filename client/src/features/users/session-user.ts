import type { SessionUser } from '../../lib/session.ts';

/** The user as kept in the session: status 0 is an unverified email, 1 a verified one (spec §3). */
export const toSessionUser = (user: { id: string; username: string; email: string; status: 'UNVERIFIED' | 'VERIFIED' }): SessionUser => ({
  id: user.id,
  username: user.username,
  email: user.email,
  status: user.status === 'UNVERIFIED' ? 0 : 1,
});
