import { Trans } from '@lingui/react/macro';
import { useState, type ReactNode } from 'react';
import { useTranslate } from '../../../i18n/translate.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { Dialog, DialogActions } from '../../../ui/Dialog.tsx';
import { Button, FormAlert } from '../../../ui/Form.tsx';

export interface Confirmation {
  title: string;
  body: ReactNode;
  /** the confirming button's words */
  action: string;
  /** the change; a refusal's message is shown in the dialog, which stays open */
  run: () => Promise<unknown>;
}

/** Asks before a change to a team that cannot be undone by the caller alone (a removal, a role, a hand-over, leaving). */
export const ConfirmDialog = ({ confirmation, onClose }: { confirmation: Confirmation | null; onClose: () => void }) => {
  const _ = useTranslate();
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const close = () => {
    setProblem('');
    onClose();
  };
  const confirm = async () => {
    if (!confirmation) return;
    setProblem('');
    setBusy(true);
    try {
      await confirmation.run();
      close();
    } catch (error) {
      setProblem(errorMessage(error, _));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={confirmation !== null} onOpenChange={(open) => !open && close()} title={confirmation?.title ?? ''} width={520}>
      {confirmation?.body}
      {problem && <FormAlert>{problem}</FormAlert>}
      <DialogActions>
        <Button type="button" $variant="secondary" onClick={close}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="button" disabled={busy} onClick={() => void confirm()}>
          {confirmation?.action}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
