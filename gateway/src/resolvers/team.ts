import { acceptInvitation, addTeamSeats, assignSeat, createTeam, handOverTeam, inviteToTeam, leaveTeam, listTeams, removeTeamMember, setTeamRole, withdrawInvitation, type TeamRole } from '../../../contract/index.ts';
import { graphError } from '../core/errors.ts';
import { InvitationLanguage, type Resolvers } from '../generated/graphql.ts';
import { rowId } from '../graph/graph-input.ts';

const OWNER_NOT_SET = { en: 'Ownership is handed over to a member, not set as a role', zh: '所有者身份须通过移交团队获得，不能直接设置' };
const OWNER_NOT_INVITED = { en: 'An invitation is for a manager or a member; ownership is handed over to a member', zh: '邀请仅可为管理员或成员；所有者身份须移交给已有成员' };

/**
 * Teams over the /team calls. Each answer carries its members, seats (each seat's licence in full) and invitations,
 * so a list of teams is one upstream call whatever it holds; a seat's licence history batches like any licence's.
 */
export const teamResolvers: Resolvers = {
  TeamRole: { OWNER: 'owner', MANAGER: 'manager', MEMBER: 'member' } satisfies Record<string, TeamRole>,
  Query: {
    teams: (_, __, { upstream }) => upstream.call(listTeams),
  },
  Mutation: {
    createTeam: (_, { name }, { upstream }) => upstream.call(createTeam, { body: { name } }),
    inviteToTeam: (_, { teamId, email, role, language }, { upstream, locale }) => {
      if (role === 'owner') throw graphError('BAD_USER_INPUT', OWNER_NOT_INVITED[locale]);
      return upstream.call(inviteToTeam, {
        body: {
          team_id: rowId(teamId, 'teamId', locale),
          email,
          ...(role ? { role } : {}),
          ...(language ? { locale: language === InvitationLanguage.Zh ? 'zh' : 'en' } : {}),
        },
      });
    },
    withdrawInvitation: async (_, { id }, { upstream, locale }) => {
      await upstream.call(withdrawInvitation, { body: { invitation_id: rowId(id, 'id', locale) } });
      return true;
    },
    acceptInvitation: (_, { token }, { upstream }) => upstream.call(acceptInvitation, { body: { token } }),
    addTeamSeats: (_, { teamId, licenseIds }, { upstream, locale }) =>
      upstream.call(addTeamSeats, { body: { team_id: rowId(teamId, 'teamId', locale), license_ids: licenseIds.map((id) => rowId(id, 'licenseIds', locale)) } }),
    assignSeat: (_, { licenseId, memberId }, { upstream, locale }) =>
      upstream.call(assignSeat, { body: { license_id: rowId(licenseId, 'licenseId', locale), member_id: rowId(memberId, 'memberId', locale) } }),
    handOverTeam: (_, { teamId, memberId }, { upstream, locale }) =>
      upstream.call(handOverTeam, { body: { team_id: rowId(teamId, 'teamId', locale), member_id: rowId(memberId, 'memberId', locale) } }),
    setTeamRole: (_, { teamId, memberId, role }, { upstream, locale }) => {
      if (role === 'owner') throw graphError('BAD_USER_INPUT', OWNER_NOT_SET[locale]);
      return upstream.call(setTeamRole, { body: { team_id: rowId(teamId, 'teamId', locale), member_id: rowId(memberId, 'memberId', locale), role } });
    },
    removeTeamMember: (_, { teamId, memberId }, { upstream, locale }) =>
      upstream.call(removeTeamMember, { body: { team_id: rowId(teamId, 'teamId', locale), member_id: rowId(memberId, 'memberId', locale) } }),
    leaveTeam: async (_, { teamId }, { upstream, locale }) => {
      await upstream.call(leaveTeam, { body: { team_id: rowId(teamId, 'teamId', locale) } });
      return true;
    },
  },
  Invitation: {
    language: (invitation) => (invitation.locale === 'zh' ? InvitationLanguage.Zh : InvitationLanguage.En),
  },
};
