import { useMutation } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { StaffRole } from '../../../gql/graphql.ts';
import { useTranslate } from '../../../i18n/translate.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { Notice } from '../../../ui/AuthCard.tsx';
import { Button, FieldBox, FormAlert, Label, TextField } from '../../../ui/Form.tsx';
import { Card } from '../../../ui/Page.tsx';
import { RoleSelect } from './RoleSelect.tsx';
import { CreateStaffDocument, StaffMembersDocument } from './staff-documents.ts';

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 200px), 1fr));
  gap: 0 ${({ theme }) => theme.space(4)};
`;

/** the form's card: its heading and fields sit inside, not on its border */
const FormCard = styled(Card)`
  padding: ${({ theme }) => theme.space(6)};
  h2 { margin-top: 0; font-size: ${({ theme }) => theme.font.size.lg}; }
  @media (max-width: 767.98px) { padding: ${({ theme }) => theme.space(4)}; }
`;

const Link = styled.code`
  display: block;
  overflow-wrap: anywhere;
`;

/** A new member: their name, address and role; the one-time enrolment link is shown here once (and mailed to them). */
export const CreateStaffForm = () => {
  const { t } = useLingui();
  const _ = useTranslate();
  const roleId = useId();
  const [values, setValues] = useState({ username: '', email: '', role: 'SUPPORT' as StaffRole });
  const [error, setError] = useState('');
  const [create, { data, loading }] = useMutation(CreateStaffDocument, { context: { silent: true }, refetchQueries: [StaffMembersDocument] });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    try {
      await create({ variables: { input: { username: values.username.trim(), email: values.email.trim(), role: values.role } } });
      setValues((v) => ({ ...v, username: '', email: '' }));
    } catch (failure) {
      setError(errorMessage(failure, _));
    }
  };
  const created = data?.createStaff;
  return (
    <FormCard as="section" aria-labelledby="create-staff-title">
      <h2 id="create-staff-title">
        <Trans>Add a member of staff</Trans>
      </h2>
      <form noValidate onSubmit={submit} aria-label={t`Add a member of staff`}>
        {error && <FormAlert>{error}</FormAlert>}
        <Fields>
          <TextField label={<Trans>Username</Trans>} value={values.username} onChange={(e) => setValues((v) => ({ ...v, username: e.target.value }))} />
          <TextField label={<Trans>Email</Trans>} type="email" value={values.email} onChange={(e) => setValues((v) => ({ ...v, email: e.target.value }))} />
          <FieldBox>
            <Label htmlFor={roleId}>
              <Trans>Role</Trans>
            </Label>
            <RoleSelect id={roleId} label={t`Role`} value={values.role} onChange={(role) => setValues((v) => ({ ...v, role }))} />
          </FieldBox>
        </Fields>
        <Button type="submit" disabled={loading}>
          <Trans>Add member</Trans>
        </Button>
      </form>
      {created && (
        <Notice $tone="success" data-testid="enrolment-link">
          <p>
            <Trans>
              {created.member.username} was added. Their one-time enrolment link (also mailed to them) is shown only now:
            </Trans>
          </p>
          <Link>{created.enrolmentLink}</Link>
        </Notice>
      )}
    </FormCard>
  );
};
