import { useMutation, useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useOutletContext } from 'react-router-dom';
import styled from 'styled-components';
import type { StaffMeQuery, StaffMembersQuery, StaffRole } from '../../../gql/graphql.ts';
import { useTranslate } from '../../../i18n/translate.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { showToast } from '../../../lib/toasts.ts';
import { FormAlert } from '../../../ui/Form.tsx';
import { CardTable, CellAction, EmptyRow, TableScroll } from '../../../ui/Table.tsx';
import { roleName } from '../staff-sections.ts';
import { CreateStaffForm } from './CreateStaffForm.tsx';
import { RoleSelect } from './RoleSelect.tsx';
import { ChangeStaffRoleDocument, EndStaffSessionsDocument, SetStaffDisabledDocument, StaffMembersDocument } from './staff-documents.ts';

type Member = StaffMembersQuery['staffMembers'][number];

/** narrower than this, the list's rows become cards (a phone) */
const MEMBER_CARDS_BELOW = 720;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  align-items: center;
`;

/** One member's row: role (changed on the spot), state, last sign-in, and what an admin may do to them. */
const MemberRow = ({ member, self }: { member: Member; self: boolean }) => {
  const { i18n, t } = useLingui();
  const _ = useTranslate();
  const options = { context: { silent: true }, refetchQueries: [StaffMembersDocument] };
  const [changeRole] = useMutation(ChangeStaffRoleDocument, options);
  const [setDisabled] = useMutation(SetStaffDisabledDocument, options);
  const [endSessions] = useMutation(EndStaffSessionsDocument, options);
  const act = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      showToast('success', done);
    } catch (failure) {
      showToast('error', errorMessage(failure, _));
    }
  };
  const name = member.username;
  const onRole = (role: StaffRole) => void act(() => changeRole({ variables: { id: member.id, role } }), t`${name} is now ${i18n._(roleName[role])}.`);
  const state = member.disabled ? t`Disabled` : member.enrolled ? t`Enrolled` : t`Not enrolled yet`;
  return (
    <tr data-testid={`staff-${name}`}>
      <td data-label={t`Username`}>
        <strong>{name}</strong>
        <br />
        {member.email}
      </td>
      <td data-label={t`Role`}>
        <RoleSelect label={t`Role of ${name}`} value={member.role} onChange={onRole} />
      </td>
      <td data-label={t`State`}>{state}</td>
      <td data-label={t`Last sign-in`}>{member.lastSignInAt ? i18n.date(member.lastSignInAt, { dateStyle: 'medium', timeStyle: 'short' }) : t`Never`}</td>
      <td data-label={t`Actions`}>
        <Actions>
          {!self && (
            <CellAction type="button" onClick={() => void act(() => setDisabled({ variables: { id: member.id, disabled: !member.disabled } }), member.disabled ? t`${name} is enabled.` : t`${name} is disabled.`)}>
              {member.disabled ? t`Enable ${name}` : t`Disable ${name}`}
            </CellAction>
          )}
          <CellAction type="button" onClick={() => void act(() => endSessions({ variables: { id: member.id } }), t`Every session of ${name} has ended.`)}>
            {t`End sessions of ${name}`}
          </CellAction>
        </Actions>
      </td>
    </tr>
  );
};

/** /admin/staff (admins): the members, a new one with their enrolment link, roles, disabling, ending sessions. */
export const StaffMembersPage = () => {
  const { t } = useLingui();
  const _ = useTranslate();
  usePageMeta(t`Staff`, t`The members of staff, their roles and sessions.`);
  const me = useOutletContext<StaffMeQuery['staffMe']>();
  const { data, loading, error } = useQuery(StaffMembersDocument, { fetchPolicy: 'network-only', context: { silent: true } });
  const members = data?.staffMembers ?? [];
  return (
    <Stack>
      <h1>
        <Trans>Staff</Trans>
      </h1>
      {error && <FormAlert>{errorMessage(error, _)}</FormAlert>}
      <CreateStaffForm />
      <TableScroll aria-label={t`Members of staff`}>
        <CardTable aria-label={t`Members of staff`} $cardsBelow={MEMBER_CARDS_BELOW}>
          <thead>
            <tr>
              <th>{t`Username`}</th>
              <th>{t`Role`}</th>
              <th>{t`State`}</th>
              <th>{t`Last sign-in`}</th>
              <th>{t`Actions`}</th>
            </tr>
          </thead>
          <tbody>
            {members.length === 0 ? <EmptyRow columns={5} loading={loading} /> : members.map((member) => <MemberRow key={member.id} member={member} self={member.id === me.id} />)}
          </tbody>
        </CardTable>
      </TableScroll>
    </Stack>
  );
};
