import { createHash, randomBytes } from 'node:crypto';
import { INVITATION_DAYS } from '../../../contract/index.ts';
import { DAY } from '../domain/clock.ts';
import type { Locale } from '../domain/locale.ts';
import { compose } from '../mail/layout.ts';
import type { Mail } from '../mail/mailer.ts';
import { LIMITS, rateKey, takeMailHit } from '../runtime/rate-limit.ts';
import type { Runtime } from '../runtime/runtime.ts';
import { fail } from './messages.ts';
import { invitationOf, managerRoleIn, teamOf } from './team.ts';

/** 256 random bits, base64url: what the invitee holds; only its SHA-256 is stored. */
const newToken = () => randomBytes(32).toString('base64url');
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The invitation mail, in the language the inviter chose; team and inviter names are escaped by `compose`. */
export const invitationMail = (to: string, link: string, locale: Locale, team: string, inviter: string): Mail =>
  compose(to, link, locale, {
    en: {
      subject: `${inviter} invites you to the team ${team} on Tidewatch`,
      greeting: 'Hello,',
      paragraphs: [
        `${inviter} invites you to join the team ${team}, to use the Tidewatch licences it gives you.`,
        `Sign in or create an account, then accept with the button below. The link works once, for ${INVITATION_DAYS} days.`,
      ],
      button: 'Accept the invitation',
      closing: ['If you do not know this team, ignore this mail: nothing happens without you.'],
    },
    zh: {
      subject: `${inviter} 邀请您加入潮望团队 ${team}`,
      greeting: '您好：',
      paragraphs: [`${inviter} 邀请您加入团队 ${team}，使用团队分配给您的潮望授权。`, `请登录或注册账号后点击下方按钮接受邀请。该链接仅可使用一次，${INVITATION_DAYS} 天内有效。`],
      button: '接受邀请',
      closing: ['如果您不认识该团队，请忽略此邮件：未经您的同意不会发生任何变化。'],
    },
  });

export interface InviteInput {
  team_id: number;
  email: string;
  role: 'manager' | 'member';
  locale?: Locale;
}

/**
 * POST /team/invite. The inviter's limit and the address's mail limits are counted in the transaction that stores the
 * invitation and its mail (advisory locks: parallel requests queue), so a refused invitation leaves nothing behind.
 * No account is looked up: the answer is the same whoever holds the address.
 */
export const invite = async (rt: Runtime, userId: number, input: InviteInput, requestLocale: Locale) => {
  await managerRoleIn(rt.db, input.team_id, userId);
  const now = rt.clock.now();
  const locale = input.locale ?? requestLocale;
  const token = newToken();
  const gate = { key: rateKey.teamInvite(userId), limit: LIMITS.teamInvite };
  const refusal = (seconds: number) => fail(429, 'tooManyInvitations', { minutes: Math.ceil(seconds / 60) }, { retryAfterSeconds: seconds });
  const { row, mail } = await rt.db.transaction().execute(async (trx) => {
    await takeMailHit(trx, now, input.email, { more: [{ gate, refusal }] });
    const [team, inviter] = await Promise.all([
      trx.selectFrom('team').select('name').where('id', '=', input.team_id).executeTakeFirstOrThrow(),
      trx.selectFrom('user').select('username').where('id', '=', userId).executeTakeFirstOrThrow(),
    ]);
    const stored = await trx
      .insertInto('team_invitation')
      .values({ team_id: input.team_id, email: input.email, role: input.role, locale, token_hash: hashOf(token), invited_by: userId, created_at: now, expires_at: new Date(now.getTime() + INVITATION_DAYS * DAY) })
      .returningAll()
      .executeTakeFirstOrThrow();
    const link = `${rt.siteOrigin(locale)}/center/team/accept?token=${token}`;
    const mail = invitationMail(input.email, link, locale, team.name, inviter.username);
    await rt.mailer.store(trx, mail);
    return { row: stored, mail };
  });
  await rt.mailer.deliver(mail);
  return invitationOf(row);
};

/** POST /team/invitation/withdraw: a pending invitation of a team the caller runs. */
export const withdraw = async (rt: Pick<Runtime, 'db' | 'clock'>, userId: number, invitationId: number) => {
  const row = await rt.db.selectFrom('team_invitation').select('team_id').where('id', '=', invitationId).executeTakeFirst();
  if (!row) throw fail(404, 'invitationNotPending', { id: invitationId });
  await managerRoleIn(rt.db, row.team_id, userId);
  const done = await rt.db
    .updateTable('team_invitation')
    .set({ withdrawn_at: rt.clock.now() })
    .where('id', '=', invitationId)
    .where('accepted_at', 'is', null)
    .where('withdrawn_at', 'is', null)
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) === 0) throw fail(404, 'invitationNotPending', { id: invitationId });
  return null;
};

/**
 * POST /team/invitation/accept: the invitation row is locked, so of two simultaneous accepts one joins and the other
 * finds it used. Any signed-in account may accept (the invitee may sign up with another address).
 */
export const accept = async (rt: Pick<Runtime, 'db' | 'clock'>, userId: number, token: string, locale: Locale) => {
  const now = rt.clock.now();
  const teamId = await rt.db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('team_invitation').selectAll().where('token_hash', '=', hashOf(token)).forUpdate().executeTakeFirst();
    if (!row || row.accepted_at || row.withdrawn_at || row.expires_at <= now) throw fail(400, 'invitationInvalid');
    const member = await trx.selectFrom('team_member').select('role').where('team_id', '=', row.team_id).where('user_id', '=', userId).executeTakeFirst();
    if (member) throw fail(400, 'alreadyInTeam');
    await trx.insertInto('team_member').values({ team_id: row.team_id, user_id: userId, role: row.role, joined_at: now }).execute();
    await trx.updateTable('team_invitation').set({ accepted_at: now, accepted_by: userId }).where('id', '=', row.id).execute();
    return row.team_id;
  });
  return teamOf(rt, userId, teamId, locale);
};
