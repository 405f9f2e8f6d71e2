import { TEAM_NAME_MAX } from '../../../contract/team.ts';
import { defineMessages, kernelMessages } from '../domain/messages.ts';

/**
 * What teams/ answers, in Chinese and English, with the kernel's messages, so this feature's `fail` serves every
 * message it gives; the contract's English texts of team calls are here too, so `translate` finds them.
 */
export const { messages, textOf, say, fail } = defineMessages({
  ...kernelMessages,
  teamNameRequired: { en: 'Please enter a team name', zh: '请输入团队名称' },
  teamNameTooLong: { en: `A team name is at most ${TEAM_NAME_MAX} characters`, zh: `团队名称最多 ${TEAM_NAME_MAX} 个字符` },
  invitationLinkIncomplete: { en: 'The invitation link is incomplete', zh: '邀请链接不完整' },
  teamNotFound: { en: 'Team {id} does not exist', zh: '团队 {id} 不存在' },
  teamManagersOnly: { en: "Only the team's owner and managers can do this", zh: '只有团队所有者和管理员可以执行此操作' },
  teamOwnerOnly: { en: "Only the team's owner can hand the team over", zh: '只有团队所有者可以移交团队' },
  notTeamMember: { en: 'Account {id} is not a member of this team', zh: '账号 {id} 不是该团队的成员' },
  alreadyTeamOwner: { en: 'This member already owns the team', zh: '该成员已是团队所有者' },
  invitationNotPending: { en: 'Invitation {id} is not pending', zh: '邀请 {id} 不是待接受状态' },
  invitationInvalid: {
    en: 'This invitation link is not valid: it was used, withdrawn or has expired. Please ask for a new invitation',
    zh: '该邀请链接无效：已被使用、已撤回或已过期，请重新申请邀请',
  },
  alreadyInTeam: { en: 'You are already a member of this team', zh: '您已是该团队的成员' },
  tooManyInvitations: { en: 'Too many invitations sent; please try again in {minutes} minutes', zh: '发送邀请过于频繁，请 {minutes} 分钟后再试' },
  seatNotFound: { en: 'License {id} is not a seat of a team you manage', zh: '授权 {id} 不是您所管理团队的席位' },
  licenseNotMovable: {
    en: 'License {id} cannot join the team: only its buyer can move it in, and only while it is in no team',
    zh: '授权 {id} 无法加入团队：只有购买者可将其移入，且该授权不能已属于某个团队',
  },
  teamOwnerOnlyRoles: { en: "Only the team's owner can change a member's role", zh: '只有团队所有者可以更改成员的角色' },
  ownerRoleByHandOver: { en: "The owner's role changes only by handing the team over", zh: '所有者的角色只能通过移交团队来更改' },
  ownerNotRemoved: { en: 'The owner cannot be removed from the team', zh: '不能将所有者移出团队' },
  managerRemovesMembersOnly: { en: 'A manager can remove members only; only the owner removes a manager', zh: '管理员只能移除成员；只有所有者可以移除管理员' },
  ownerLeavesByHandOver: { en: 'The owner cannot leave the team; hand it over to another member first', zh: '所有者不能退出团队；请先将团队移交给其他成员' },
});

export type MessageKey = keyof typeof messages;
