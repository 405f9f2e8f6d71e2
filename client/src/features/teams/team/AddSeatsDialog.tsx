import { useMutation, useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import styled from 'styled-components';
import type { TeamPage_TeamFragment } from '../../../gql/graphql.ts';
import { useTranslate } from '../../../i18n/translate.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { showToast } from '../../../lib/toasts.ts';
import { Checkbox } from '../../../ui/Checkbox.tsx';
import { Dialog, DialogActions } from '../../../ui/Dialog.tsx';
import { Button, FormAlert } from '../../../ui/Form.tsx';
import { AddTeamSeatsDocument, MyLicensesForTeamDocument } from './team-documents.ts';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  max-height: 50vh;
  overflow: auto;
  li { padding: 4px 0; }
`;

/** The caller's licences that are in no team, to tick and move in (addTeamSeats: each becomes a seat held by the caller). */
const Picker = ({ team, onDone }: { team: TeamPage_TeamFragment; onDone: () => void }) => {
  const { t } = useLingui();
  const _ = useTranslate();
  const { data, loading } = useQuery(MyLicensesForTeamDocument, { fetchPolicy: 'network-only' });
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [problem, setProblem] = useState('');
  const [add, { loading: adding }] = useMutation(AddTeamSeatsDocument, { context: { silent: true }, refetchQueries: ['Teams'], awaitRefetchQueries: true });
  const seated = new Set(data?.teams.flatMap((x) => x.seats.map((s) => s.license.id)) ?? []);
  const free = (data?.licenses.items ?? []).filter((l) => !seated.has(l.id));
  const toggle = (id: string, on: boolean) => setChosen((old) => new Set([...old].filter((x) => x !== id).concat(on ? [id] : [])));
  const teamName = team.name;
  const submit = async () => {
    setProblem('');
    try {
      await add({ variables: { teamId: team.id, licenseIds: [...chosen] } });
      const count = chosen.size;
      showToast('success', t`${count} licenses added to ${teamName}`);
      onDone();
    } catch (error) {
      setProblem(errorMessage(error, _));
    }
  };
  if (loading && !data) return <p><Trans>Loading…</Trans></p>;
  return (
    <>
      {free.length === 0 ? (
        <p><Trans>All your licenses are already in a team, or you have none yet.</Trans></p>
      ) : (
        <List aria-label={t`Your licenses in no team`}>
          {free.map((l) => {
            const id = l.id;
            const type = l.licenseTypeName;
            return (
              <li key={l.id}>
                <Checkbox id={`add-seat-${l.id}`} checked={chosen.has(l.id)} onCheckedChange={(on) => toggle(l.id, on === true)} label={t`License ${id}, ${type}`} />
              </li>
            );
          })}
        </List>
      )}
      {problem && <FormAlert>{problem}</FormAlert>}
      <DialogActions>
        <Button type="button" $variant="secondary" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="button" disabled={adding || chosen.size === 0} onClick={() => void submit()}>
          <Trans>Add to the team</Trans>
        </Button>
      </DialogActions>
    </>
  );
};

/** "Add my licenses to the team": the buyer's own licences become the team's seats, still held by them. */
export const AddSeatsDialog = ({ team, open, onClose }: { team: TeamPage_TeamFragment; open: boolean; onClose: () => void }) => {
  const { t } = useLingui();
  const teamName = team.name;
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()} title={t`Add my licenses to ${teamName}`} width={520}>
      {open && <Picker team={team} onDone={onClose} />}
    </Dialog>
  );
};
