import { useApolloClient, useMutation } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { TeamPage_TeamFragment } from '../../../gql/graphql.ts';
import { paths } from '../../../lib/paths.ts';
import { Button } from '../../../ui/Form.tsx';
import { PanelCard } from '../../../ui/Page.tsx';
import { AddSeatsDialog } from './AddSeatsDialog.tsx';
import type { Confirmation } from './ConfirmDialog.tsx';
import { HandOverDialog } from './HandOverDialog.tsx';
import { Invitations } from './Invitations.tsx';
import { MembersTable } from './MembersTable.tsx';
import { LeaveTeamDocument } from './team-documents.ts';
import { useTeamLabels } from './team-labels.ts';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 8px 16px;
  margin-bottom: 16px;
  h2 { font-size: ${({ theme }) => theme.font.size.lg}; margin: 0; overflow-wrap: anywhere; }
  p { margin: 0; color: ${({ theme }) => theme.color.muted}; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 20px;
  align-items: center;
`;

const Sub = styled.h3`
  font-size: ${({ theme }) => theme.font.size.md};
  margin: 24px 0 12px;
`;

/** One team as the caller's role sees it; what the server does not give (a member's view) is simply not there. */
export const TeamCard = ({ team, me, confirm }: { team: TeamPage_TeamFragment; me: string; confirm: (c: Confirmation) => void }) => {
  const { t } = useLingui();
  const labels = useTeamLabels();
  const client = useApolloClient();
  const [adding, setAdding] = useState(false);
  const [handingOver, setHandingOver] = useState(false);
  const [leave] = useMutation(LeaveTeamDocument, { context: { silent: true } });
  const manages = team.role === 'OWNER' || team.role === 'MANAGER';
  const teamName = team.name;
  const role = labels.role(team.role);
  const askLeave = () =>
    confirm({
      title: t`Leave ${teamName}?`,
      body: <p><Trans>Your seats go back to the team's owner, and a license file you generated with them stops working.</Trans></p>,
      action: t`Leave the team`,
      run: async () => {
        await leave({ variables: { teamId: team.id } });
        await client.refetchQueries({ include: ['Teams'] });
      },
    });
  return (
    <PanelCard as="section" aria-label={teamName} data-testid="team-card">
      <Head>
        <h2>{team.name}</h2>
        <p><Trans>Your role: {role}</Trans></p>
      </Head>
      <Sub><Trans>Members</Trans></Sub>
      <MembersTable team={team} me={me} confirm={confirm} />
      {manages && (
        <>
          <Sub><Trans>Invitations</Trans></Sub>
          <Invitations team={team} confirm={confirm} />
        </>
      )}
      <Actions>
        {manages && (
          <>
            <Link to={paths.teamSeats.href(team.id)}><Trans>Seat table</Trans></Link>
            <Button type="button" $variant="secondary" onClick={() => setAdding(true)}>
              <Trans>Add my licenses to the team</Trans>
            </Button>
          </>
        )}
        {team.role === 'OWNER' ? (
          <Button type="button" $variant="secondary" onClick={() => setHandingOver(true)} disabled={team.members.length < 2}>
            <Trans>Hand over the team</Trans>
          </Button>
        ) : (
          <Button type="button" $variant="secondary" onClick={askLeave}>
            <Trans>Leave the team</Trans>
          </Button>
        )}
      </Actions>
      {manages && <AddSeatsDialog team={team} open={adding} onClose={() => setAdding(false)} />}
      {team.role === 'OWNER' && <HandOverDialog team={team} me={me} open={handingOver} onClose={() => setHandingOver(false)} />}
    </PanelCard>
  );
};
