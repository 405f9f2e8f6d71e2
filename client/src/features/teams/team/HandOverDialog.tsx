import { useMutation } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { TeamPage_TeamFragment } from '../../../gql/graphql.ts';
import { useTranslate } from '../../../i18n/translate.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { Dialog, DialogActions } from '../../../ui/Dialog.tsx';
import { Button, FormAlert } from '../../../ui/Form.tsx';
import { SelectField } from '../../../ui/Select.tsx';
import { HandOverTeamDocument } from './team-documents.ts';

/** The owner hands the team to another member (who becomes its owner; the former owner stays as a manager). */
export const HandOverDialog = ({ team, me, open, onClose }: { team: TeamPage_TeamFragment; me: string; open: boolean; onClose: () => void }) => {
  const { t } = useLingui();
  const _ = useTranslate();
  const [heir, setHeir] = useState('');
  const [problem, setProblem] = useState('');
  const [handOver, { loading }] = useMutation(HandOverTeamDocument, { context: { silent: true } });
  const teamName = team.name;
  const close = () => {
    setHeir('');
    setProblem('');
    onClose();
  };
  const submit = async () => {
    setProblem('');
    try {
      await handOver({ variables: { teamId: team.id, memberId: heir } });
      close();
    } catch (error) {
      setProblem(errorMessage(error, _));
    }
  };
  return (
    <Dialog open={open} onOpenChange={(o) => !o && close()} title={t`Hand ${teamName} over`} width={520}>
      <p><Trans>The member you choose becomes the team's owner; you stay in it as a manager. Only the new owner can hand it back.</Trans></p>
      <SelectField
        label={<Trans>New owner</Trans>}
        value={heir}
        onValueChange={setHeir}
        options={team.members.filter((m) => m.id !== me).map((m) => ({ value: m.id, text: m.username }))}
      />
      {problem && <FormAlert>{problem}</FormAlert>}
      <DialogActions>
        <Button type="button" $variant="secondary" onClick={close}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="button" disabled={loading || !heir} onClick={() => void submit()}>
          <Trans>Hand over</Trans>
        </Button>
      </DialogActions>
    </Dialog>
  );
};
