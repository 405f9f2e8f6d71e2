import { useMutation } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '../../lib/paths.ts';
import { graphql } from '../../gql/index.ts';
import { useTranslate } from '../../i18n/translate.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { AuthCard, AuthLinks, Notice } from '../../ui/AuthCard.tsx';
import { SignInCountdown } from './RedirectCountdown.tsx';
import { useOnce } from '../../lib/useOnce.ts';
import { usePageMeta } from '../../lib/page-meta.ts';

export const ActivateAccountDocument = graphql(`
  mutation ActivateAccount($token: String!) {
    activateAccount(token: $token)
  }
`);

type Outcome = { state: 'pending' } | { state: 'done' } | { state: 'failed'; message: string };

/** /activate/result?token=: the link of the activation mail. Success, then sign-in after 3 s. */
export const ActivateResultPage = () => {
  const { t } = useLingui();
  usePageMeta(t`Account activation`, t`The result of activating your Tidewatch account.`);
  const _ = useTranslate();
  const [search] = useSearchParams();
  const [outcome, setOutcome] = useState<Outcome>({ state: 'pending' });
  const [activate] = useMutation(ActivateAccountDocument, { context: { silent: true } });
  useOnce(() => {
    activate({ variables: { token: search.get('token') ?? '' } })
      .then(() => setOutcome({ state: 'done' }))
      .catch((error: unknown) => setOutcome({ state: 'failed', message: errorMessage(error, _) }));
  });
  return (
    <AuthCard title={<Trans>Account activation</Trans>}>
      {outcome.state === 'pending' && <p role="status"><Trans>Activating your account…</Trans></p>}
      {outcome.state === 'done' && (
        <>
          <Notice $tone="success">
            <p><Trans>Your account has been activated.</Trans></p>
          </Notice>
          <SignInCountdown />
        </>
      )}
      {outcome.state === 'failed' && (
        <>
          <Notice $tone="danger" role="alert">
            <p>{outcome.message}</p>
          </Notice>
          {/* not a dead end: an activated account signs in, an expired link is replaced by signing up again */}
          <AuthLinks>
            <Link to={paths.signIn.href()}><Trans>Back to sign in</Trans></Link>
            <Link to={paths.signUp.href()}><Trans>Sign up</Trans></Link>
          </AuthLinks>
        </>
      )}
    </AuthCard>
  );
};
