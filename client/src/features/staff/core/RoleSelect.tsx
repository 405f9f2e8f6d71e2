import { useLingui } from '@lingui/react/macro';
import styled from 'styled-components';
import type { StaffRole } from '../../../gql/graphql.ts';
import { fieldSurface } from '../../../ui/Form.tsx';
import { roleName } from '../staff-sections.ts';

export const ROLES: readonly StaffRole[] = ['ADMIN', 'REVIEWER', 'FINANCE', 'SALES', 'SUPPORT'] as StaffRole[];

const Native = styled.select`
  ${fieldSurface}
  min-width: 8em;
`;

/** A native select of the roles: named by `label`, every role in the page's language. */
export const RoleSelect = ({ label, value, onChange, id }: { label: string; value: StaffRole; onChange: (role: StaffRole) => void; id?: string }) => {
  const { i18n } = useLingui();
  return (
    <Native id={id} aria-label={label} value={value} onChange={(e) => onChange(e.target.value as StaffRole)}>
      {ROLES.map((role) => (
        <option key={role} value={role}>
          {i18n._(roleName[role])}
        </option>
      ))}
    </Native>
  );
};
