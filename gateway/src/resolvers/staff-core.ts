import {
  changeStaffRole,
  createStaff,
  endStaffSessions,
  finishStaffEnrolment,
  listAuditLog,
  listStaff,
  setStaffDisabled,
  staffSignIn,
  staffSignOut,
  startStaffEnrolment,
  type AuditRow,
  type StaffListMember as RestMember,
  type StaffRole as RestRole,
} from '../../../contract/index.ts';
import type { AuditEntry, Resolvers, StaffActorKind, StaffListMember, StaffRole } from '../generated/graphql.ts';
import { staffRoleOf } from './staff.ts';

/** The core of the back office (issue #33): enrolment, sign-in, staff management and the audit log. */

const restRole = (role: StaffRole) => role.toLowerCase() as RestRole;

const memberOf = (m: RestMember): StaffListMember => ({ ...m, id: String(m.id), role: staffRoleOf(m.role) });

/** the before and after as JSON text: what changed reads the same whatever its subject */
const jsonText = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

const entryOf = (row: AuditRow): AuditEntry => ({
  ...row,
  actorKind: row.actorKind.toUpperCase() as StaffActorKind,
  before: jsonText(row.before),
  after: jsonText(row.after),
});

const memberId = (id: string) => Number(id);

export const staffCoreResolvers: Resolvers = {
  Query: {
    staffMembers: async (_, __, { upstream }) => (await upstream.call(listStaff)).map(memberOf),
    auditLog: async (_, { filter, page, size }, { upstream }) => {
      const clean = Object.fromEntries(Object.entries(filter ?? {}).filter(([, value]) => typeof value === 'string' && value.trim() !== ''));
      const answer = await upstream.call(listAuditLog, { query: { ...clean, page: page ?? 1, size: size ?? 50 } });
      return { entries: answer.rows.map(entryOf), page: answer.page, size: answer.size, total: answer.total };
    },
  },
  Mutation: {
    startStaffEnrolment: (_, { token }, { upstream }) => upstream.call(startStaffEnrolment, { body: { token } }),
    finishStaffEnrolment: (_, { input }, { upstream }) => upstream.call(finishStaffEnrolment, { body: input }),
    staffSignIn: async (_, { input }, { upstream }) => {
      const session = await upstream.call(staffSignIn, { body: input });
      const { member } = session;
      return { ...session, member: { ...member, id: member.id === null ? null : String(member.id), role: staffRoleOf(member.role), kind: member.kind.toUpperCase() as StaffActorKind } };
    },
    staffSignOut: async (_, __, { upstream }) => (await upstream.call(staffSignOut)).signedOut,
    createStaff: async (_, { input }, { upstream }) => {
      const created = await upstream.call(createStaff, { body: { ...input, role: restRole(input.role) } });
      return { ...created, member: memberOf(created.member) };
    },
    changeStaffRole: async (_, { id, role, reason }, { upstream }) =>
      memberOf(await upstream.call(changeStaffRole, { params: { id: memberId(id) }, body: { role: restRole(role), reason: reason ?? undefined } })),
    setStaffDisabled: async (_, { id, disabled, reason }, { upstream }) =>
      memberOf(await upstream.call(setStaffDisabled, { params: { id: memberId(id) }, body: { disabled, reason: reason ?? undefined } })),
    endStaffSessions: async (_, { id, reason }, { upstream }) => (await upstream.call(endStaffSessions, { params: { id: memberId(id) }, body: { reason: reason ?? undefined } })).ended,
  },
};
