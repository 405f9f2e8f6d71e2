import { useMutation, useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useTranslate } from '../../../i18n/translate.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { usePageMeta } from '../../../lib/page-meta.ts';
import { useSession } from '../../../lib/session.ts';
import { Button, FormAlert, TextButton, TextField } from '../../../ui/Form.tsx';
import { PanelCard } from '../../../ui/Page.tsx';
import { ConfirmDialog, type Confirmation } from './ConfirmDialog.tsx';
import { TeamCard } from './TeamCard.tsx';
import { getFragmentData } from '../../../gql/index.ts';
import { CreateTeamDocument, TeamFieldsFragment, TeamsDocument } from './team-documents.ts';

const Stack = styled.div`
  display: grid;
  gap: 24px;
`;

const CreateForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: end;
  > div { flex: 1 1 240px; }
  > button { margin-bottom: 18px; }
`;

/** Create a team (its name); the caller owns it. */
const CreateTeam = ({ first }: { first: boolean }) => {
  const { t } = useLingui();
  const _ = useTranslate();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState('');
  const [create, { loading }] = useMutation(CreateTeamDocument, { context: { silent: true }, refetchQueries: ['Teams'], awaitRefetchQueries: true });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem('');
    try {
      await create({ variables: { name: name.trim() } });
      setName('');
    } catch (error) {
      setProblem(errorMessage(error, _));
    }
  };
  return (
    <PanelCard as="section" aria-label={t`Create a team`}>
      {first && (
        <p>
          <Trans>A team shares the licenses a company bought: you invite its people, and each uses the seat you give them with their own account.</Trans>
        </p>
      )}
      <CreateForm onSubmit={(e) => void submit(e)} noValidate aria-label={t`Create a team`}>
        <TextField label={<Trans>Team name</Trans>} value={name} maxLength={100} onChange={(e) => setName(e.target.value)} />
        <Button type="submit" disabled={loading}>
          <Trans>Create team</Trans>
        </Button>
      </CreateForm>
      {problem && <FormAlert>{problem}</FormAlert>}
    </PanelCard>
  );
};

/** /center/team: the caller's teams, each as their role sees it, and a form to create one (or another). */
export const TeamPage = () => {
  const { t } = useLingui();
  usePageMeta(t`Team`, t`Your teams: members, invitations and the licenses they share.`);
  const { user } = useSession();
  const { data, loading } = useQuery(TeamsDocument, { fetchPolicy: 'cache-and-network' });
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [another, setAnother] = useState(false);
  const teams = getFragmentData(TeamFieldsFragment, data?.teams ?? []);
  if (loading && !data) return <p><Trans>Loading…</Trans></p>;
  return (
    <Stack>
      {teams.map((team) => (
        <TeamCard key={team.id} team={team} me={user?.id ?? ''} confirm={setConfirmation} />
      ))}
      {teams.length === 0 || another ? (
        <CreateTeam first={teams.length === 0} />
      ) : (
        <div>
          <TextButton type="button" onClick={() => setAnother(true)}>
            <Trans>Create another team</Trans>
          </TextButton>
        </div>
      )}
      <ConfirmDialog confirmation={confirmation} onClose={() => setConfirmation(null)} />
    </Stack>
  );
};
