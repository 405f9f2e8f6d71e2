import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../ui/Form.tsx';
import { Dialog, DialogActions } from '../../ui/Dialog.tsx';
import { sisterLanguage, type CrossLoginQuestion } from './cross-login.ts';

/**
 * Asked after a sign-in when the other language's site has a different user signed in: that site is switched
 * only if the user says so here. Closing the dialog keeps the other site as it is.
 */
export const CrossLoginDialog = ({ question }: { question: CrossLoginQuestion }) => {
  const { t } = useLingui();
  const { username, signedInAs } = question;
  const otherSite = sisterLanguage() === 'en' ? t`the English site` : t`the Chinese site`;
  return (
    <Dialog open onOpenChange={(open) => !open && question.keep()} title={t`Switch account on ${otherSite}?`} width={480}>
      <p>
        <Trans>
          You are signed in on {otherSite} as <strong>{signedInAs}</strong>. Sign in there as <strong>{username}</strong> instead?
        </Trans>
      </p>
      <DialogActions>
        <Button type="button" $variant="secondary" onClick={question.keep}>
          <Trans>Keep {signedInAs}</Trans>
        </Button>
        <Button type="button" onClick={question.switchUser}>
          <Trans>Switch to {username}</Trans>
        </Button>
      </DialogActions>
    </Dialog>
  );
};
