import { useApolloClient } from '@apollo/client/react';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { graphql } from '../../gql/index.ts';
import { clearSession, saveToken, saveUser } from '../../lib/session.ts';
import { toSessionUser } from './session-user.ts';
import { useOnce } from './useOnce.ts';

export const CrossLoginDocument = graphql(`
  query CrossLogin {
    me {
      id
      username
      email
      status
    }
  }
`);

/**
 * /crossLogin?token=: opened in a hidden frame by the other language's site after a sign-in.
 * Stores the token, fetches the user with it and keeps it; shows only a short status.
 */
export const CrossLoginPage = () => {
  const client = useApolloClient();
  const [search] = useSearchParams();
  const [state, setState] = useState<'working' | 'done' | 'failed'>('working');
  useOnce(() => {
    const token = search.get('token');
    if (!token) {
      setState('failed');
      return;
    }
    saveToken(token);
    client
      .query({ query: CrossLoginDocument, fetchPolicy: 'network-only', context: { silent: true, raw: true } })
      .then(({ data }) => {
        if (!data?.me) throw new Error('no user for this token');
        saveUser(toSessionUser(data.me));
        setState('done');
      })
      .catch(() => {
        clearSession();
        setState('failed');
      });
  });
  return (
    <p role="status" style={{ margin: 16, fontSize: 13 }} data-state={state}>
      {state === 'working' && <Trans>Signing in…</Trans>}
      {state === 'done' && <Trans>Signed in</Trans>}
      {state === 'failed' && <Trans>Could not sign in</Trans>}
    </p>
  );
};
