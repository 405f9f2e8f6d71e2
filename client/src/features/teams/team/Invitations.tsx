import { useMutation } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { InvitationLanguage, TeamPage_TeamFragment, TeamRole } from '../../../gql/graphql.ts';
import { useTranslate } from '../../../i18n/translate.ts';
import { useLocale } from '../../../i18n/useLocale.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { showToast } from '../../../lib/toasts.ts';
import { Button, FormAlert, TextField } from '../../../ui/Form.tsx';
import { SelectField } from '../../../ui/Select.tsx';
import { CardTable, CellAction, TableScroll } from '../../../ui/Table.tsx';
import type { Confirmation } from './ConfirmDialog.tsx';
import { InviteToTeamDocument, WithdrawInvitationDocument } from './team-documents.ts';
import { day, useTeamLabels } from './team-labels.ts';

const Fields = styled.form`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr) auto;
  gap: 12px;
  align-items: end;
  margin-top: 16px;
  > button { margin-bottom: 18px; }
  @media (max-width: 767.98px) { grid-template-columns: minmax(0, 1fr); > button { margin-bottom: 0; } }
`;

/** Invite by e-mail: the role and the mail's language (the site's by default). */
const InviteForm = ({ team }: { team: TeamPage_TeamFragment }) => {
  const { t } = useLingui();
  const _ = useTranslate();
  const labels = useTeamLabels();
  const locale = useLocale();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<TeamRole>('MEMBER');
  const [language, setLanguage] = useState<InvitationLanguage>(locale === 'zh' ? 'ZH' : 'EN');
  const [problem, setProblem] = useState('');
  const [invite, { loading }] = useMutation(InviteToTeamDocument, { context: { silent: true }, refetchQueries: ['Teams'], awaitRefetchQueries: true });
  const teamName = team.name;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem('');
    try {
      await invite({ variables: { teamId: team.id, email: email.trim(), role, language } });
      const sent = email.trim();
      setEmail('');
      showToast('success', t`Invitation sent to ${sent}`);
    } catch (error) {
      setProblem(errorMessage(error, _));
    }
  };
  return (
    <>
      <Fields onSubmit={(e) => void submit(e)} aria-label={t`Invite to ${teamName}`} noValidate>
        <TextField label={<Trans>Email</Trans>} type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} />
        <SelectField label={<Trans>Role</Trans>} value={role} onValueChange={(v) => setRole(v as TeamRole)} options={(['MEMBER', 'MANAGER'] as const).map((r) => ({ value: r, text: labels.role(r) }))} />
        <SelectField
          label={<Trans>Language of the mail</Trans>}
          value={language}
          onValueChange={(v) => setLanguage(v as InvitationLanguage)}
          options={(['ZH', 'EN'] as const).map((l) => ({ value: l, text: labels.language(l) }))}
        />
        <Button type="submit" disabled={loading}>
          <Trans>Invite</Trans>
        </Button>
      </Fields>
      {problem && <FormAlert>{problem}</FormAlert>}
    </>
  );
};

/** Pending invitations (owners and managers): e-mail, role, language, expiry, and withdraw; then the invite form. */
export const Invitations = ({ team, confirm }: { team: TeamPage_TeamFragment; confirm: (c: Confirmation) => void }) => {
  const { t } = useLingui();
  const labels = useTeamLabels();
  const [withdraw] = useMutation(WithdrawInvitationDocument, { context: { silent: true }, refetchQueries: ['Teams'], awaitRefetchQueries: true });
  const teamName = team.name;
  const askWithdraw = (id: string, email: string) =>
    confirm({
      title: t`Withdraw the invitation to ${email}?`,
      body: <p><Trans>Its link stops working at once.</Trans></p>,
      action: t`Withdraw`,
      run: () => withdraw({ variables: { id } }),
    });
  return (
    <>
      {team.invitations.length > 0 && (
        <TableScroll aria-label={t`Pending invitations of ${teamName}`}>
          <CardTable $cardsBelow={560}>
            <thead>
              <tr>
                <th scope="col"><Trans>Email</Trans></th>
                <th scope="col"><Trans>Role</Trans></th>
                <th scope="col"><Trans>Language</Trans></th>
                <th scope="col"><Trans>Expires</Trans></th>
                <th scope="col"><Trans>Operation</Trans></th>
              </tr>
            </thead>
            <tbody>
              {team.invitations.map((i) => {
                const email = i.email;
                return (
                  <tr key={i.id} data-testid="team-invitation">
                    <td data-label={t`Email`}>{i.email}</td>
                    <td data-label={t`Role`}>{labels.role(i.role)}</td>
                    <td data-label={t`Language`}>{labels.language(i.language)}</td>
                    <td data-label={t`Expires`}>{day(i.expiresAt)}</td>
                    <td data-label={t`Operation`}>
                      <CellAction type="button" aria-label={t`Withdraw the invitation to ${email}`} onClick={() => askWithdraw(i.id, i.email)}>
                        <Trans>Withdraw</Trans>
                      </CellAction>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </CardTable>
        </TableScroll>
      )}
      <InviteForm team={team} />
    </>
  );
};
