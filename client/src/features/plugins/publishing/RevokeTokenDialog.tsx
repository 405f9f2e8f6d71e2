import { useMutation } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog, DialogActions } from '../../../ui/Dialog.tsx';
import { Button } from '../../../ui/Form.tsx';
import { AccessTokensDocument, RevokeAccessTokenDocument } from './documents.ts';

interface Props {
  /** the token to revoke once confirmed; the dialog is open while there is one */
  doomed: { id: string; name: string } | null;
  onClose: () => void;
}

/** Revoking a publishing token, after a confirmation: it cannot be undone. */
export const RevokeTokenDialog = ({ doomed, onClose }: Props) => {
  const { t } = useLingui();
  const [revoke, { loading: revoking }] = useMutation(RevokeAccessTokenDocument, { refetchQueries: [AccessTokensDocument], awaitRefetchQueries: true });
  const doomedName = doomed?.name ?? '';

  const confirmRevoke = async () => {
    if (!doomed) return;
    await revoke({ variables: { id: doomed.id } });
    onClose();
  };

  return (
    <Dialog open={doomed !== null} onOpenChange={(open) => !open && onClose()} title={t`Revoke ${doomedName}?`} width={460}>
      <p>
        <Trans>Anything that publishes with {doomedName} is refused from now on. This cannot be undone.</Trans>
      </p>
      <DialogActions>
        <Button type="button" $variant="secondary" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="button" onClick={() => void confirmRevoke()} disabled={revoking} style={{ background: '#dc2626', borderColor: '#dc2626' }}>
          <Trans>Revoke token</Trans>
        </Button>
      </DialogActions>
    </Dialog>
  );
};
