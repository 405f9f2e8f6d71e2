import { useMutation } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TeamPage_TeamFragment, TeamRole } from '../../../gql/graphql.ts';
import { CardTable, CellAction, TableScroll } from '../../../ui/Table.tsx';
import type { Confirmation } from './ConfirmDialog.tsx';
import { RemoveTeamMemberDocument, SetTeamRoleDocument } from './team-documents.ts';
import { day, useTeamLabels } from './team-labels.ts';

type Member = TeamPage_TeamFragment['members'][number];

/** Who may do what to a member, as the server decides it (the page only hides what would be refused). */
const mayChangeRole = (team: TeamPage_TeamFragment, m: Member) => team.role === 'OWNER' && m.role !== 'OWNER';
const mayRemove = (team: TeamPage_TeamFragment, m: Member, me: string) =>
  m.id !== me && m.role !== 'OWNER' && (team.role === 'OWNER' || (team.role === 'MANAGER' && m.role === 'MEMBER'));

/** The members of a team (a member sees only themselves): username, role, joined, and the changes the caller may make. */
export const MembersTable = ({ team, me, confirm }: { team: TeamPage_TeamFragment; me: string; confirm: (c: Confirmation) => void }) => {
  const { t } = useLingui();
  const labels = useTeamLabels();
  const [setRole] = useMutation(SetTeamRoleDocument, { context: { silent: true } });
  const [remove] = useMutation(RemoveTeamMemberDocument, { context: { silent: true }, refetchQueries: ['Teams'], awaitRefetchQueries: true });
  const teamName = team.name;
  const seatsOf = (id: string) => team.seats.filter((s) => s.member.id === id).map((s) => s.license.id).join(', ');
  const askRole = (m: Member) => {
    const role: TeamRole = m.role === 'MANAGER' ? 'MEMBER' : 'MANAGER';
    const name = m.username;
    const to = labels.role(role);
    confirm({
      title: t`Make ${name} a ${to}?`,
      body: role === 'MANAGER' ? <p><Trans>A manager invites people, adds licenses and assigns seats, and sees every member and seat of the team.</Trans></p> : <p><Trans>A member sees only themselves and the seats given to them.</Trans></p>,
      action: t`Change role`,
      run: () => setRole({ variables: { teamId: team.id, memberId: m.id, role } }),
    });
  };
  const askRemove = (m: Member) => {
    const name = m.username;
    confirm({
      title: t`Remove ${name} from ${teamName}?`,
      body: <p><Trans>Their seats go back to the owner. A license file they generated stops working at once (it is revoked, as by a move).</Trans></p>,
      action: t`Remove`,
      run: () => remove({ variables: { teamId: team.id, memberId: m.id } }),
    });
  };
  return (
    <TableScroll aria-label={t`Members of ${teamName}`}>
      <CardTable $cardsBelow={560}>
        <thead>
          <tr>
            <th scope="col"><Trans>Username</Trans></th>
            <th scope="col"><Trans>Role</Trans></th>
            <th scope="col"><Trans>Joined</Trans></th>
            <th scope="col"><Trans>Seats (license IDs)</Trans></th>
            <th scope="col"><Trans>Operation</Trans></th>
          </tr>
        </thead>
        <tbody>
          {team.members.map((m) => {
            const name = m.username;
            return (
              <tr key={m.id} data-testid="team-member">
                <td data-label={t`Username`}>{m.username}{m.id === me && <> <Trans>(you)</Trans></>}</td>
                <td data-label={t`Role`}>{labels.role(m.role)}</td>
                <td data-label={t`Joined`}>{day(m.joinedAt)}</td>
                <td data-label={t`Seats (license IDs)`}>{seatsOf(m.id) || '—'}</td>
                <td data-label={t`Operation`}>
                  {mayChangeRole(team, m) && (
                    <CellAction type="button" aria-label={t`Change the role of ${name}`} onClick={() => askRole(m)} style={{ marginRight: 12 }}>
                      {m.role === 'MANAGER' ? <Trans>Make member</Trans> : <Trans>Make manager</Trans>}
                    </CellAction>
                  )}
                  {mayRemove(team, m, me) && (
                    <CellAction type="button" aria-label={t`Remove ${name}`} onClick={() => askRemove(m)}>
                      <Trans>Remove</Trans>
                    </CellAction>
                  )}
                  {!mayChangeRole(team, m) && !mayRemove(team, m, me) && '—'}
                </td>
              </tr>
            );
          })}
        </tbody>
      </CardTable>
    </TableScroll>
  );
};
