import { useMutation } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../lib/paths.ts';
import { useTranslate } from '../../i18n/translate.ts';
import { apolloClient } from '../../lib/apollo.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { clearSession } from '../../lib/session.ts';
import { Dialog, DialogActions } from '../../ui/Dialog.tsx';
import { Button, FormAlert } from '../../ui/Form.tsx';
import { SignOutEverywhereDocument } from './sign-out.ts';

/**
 * The profile's "Sign out everywhere": after a confirmation, every session of the account ends on the server,
 * this one included (a lost phone, a shared computer), and this browser goes to the sign-in page.
 */
export const SignOutEverywhere = () => {
  const { t } = useLingui();
  const _ = useTranslate();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState('');
  const [signOutEverywhere, { loading }] = useMutation(SignOutEverywhereDocument, { context: { silent: true } });

  const confirm = async () => {
    setProblem('');
    try {
      await signOutEverywhere();
    } catch (error) {
      // Nothing ended on the server: say so and stay signed in, so the user can try again.
      setProblem(errorMessage(error, _) || t`Could not sign out everywhere; please try again`);
      return;
    }
    clearSession();
    await apolloClient.clearStore();
    navigate(paths.signIn.href(), { replace: true });
  };

  return (
    <>
      <Button type="button" $variant="secondary" onClick={() => setOpen(true)}>
        <Trans>Sign out everywhere</Trans>
      </Button>
      <Dialog open={open} onOpenChange={setOpen} title={t`Sign out everywhere?`} width={480}>
        <p>
          <Trans>This ends every session of your account on every device and browser, this one included. You will need to sign in again.</Trans>
        </p>
        {problem && <FormAlert>{problem}</FormAlert>}
        <DialogActions>
          <Button type="button" $variant="secondary" onClick={() => setOpen(false)}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="button" onClick={() => void confirm()} disabled={loading}>
            <Trans>Sign out everywhere</Trans>
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
