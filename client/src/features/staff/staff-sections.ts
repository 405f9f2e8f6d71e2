import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { roleAllows, type StaffRole as ContractRole } from '../../../../contract/staff-roles.ts';
import type { StaffRole } from '../../gql/graphql.ts';

/** Each role's name, as the back office says it. */
export const roleName: Record<StaffRole, MessageDescriptor> = {
  ADMIN: msg({ message: 'Admin', context: 'staff role' }),
  REVIEWER: msg({ message: 'Reviewer', context: 'staff role' }),
  FINANCE: msg({ message: 'Finance', context: 'staff role' }),
  SALES: msg({ message: 'Sales', context: 'staff role' }),
  SUPPORT: msg({ message: 'Support', context: 'staff role' }),
};

export interface StaffSection {
  /** the section's address under /admin */
  path: string;
  name: MessageDescriptor;
  /** the roles whose calls the section makes (admins see every section): the upstream checks the same */
  roles: readonly ContractRole[];
}

/**
 * The back office's sections, in the order of its menu. A member sees those of their role; hiding the others is
 * for clarity only, since the upstream refuses a call of another role whatever page makes it.
 */
export const STAFF_SECTIONS: readonly StaffSection[] = [
  { path: '/admin/review', name: msg`Extension review`, roles: ['reviewer'] },
  { path: '/admin/money', name: msg`Money`, roles: ['finance'] },
  { path: '/admin/leads', name: msg`Leads`, roles: ['sales'] },
  { path: '/admin/customers', name: msg`Customers`, roles: ['support', 'finance'] },
  { path: '/admin/page-views', name: msg`Page views`, roles: ['sales'] },
  { path: '/admin/staff', name: msg`Staff`, roles: [] },
  { path: '/admin/audit', name: msg`Audit log`, roles: [] },
];

/** The sections a member of `role` works in. */
export const sectionsOf = (role: StaffRole) => STAFF_SECTIONS.filter((section) => roleAllows(role.toLowerCase() as ContractRole, section.roles));
