import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { graphql } from '../../gql/index.ts';
import { apolloClient } from '../../lib/apollo.ts';
import { getToken, getUser, saveSession } from '../../lib/session.ts';
import { sisterOrigin } from './cross-login.ts';
import { CROSS_LOGIN_MESSAGE, codeFromSister, type CrossLoginCodeMessage, type CrossLoginResult, type CrossLoginResultMessage } from './cross-login-messages.ts';
import { SignOutDocument } from './sign-out.ts';
import { toSessionUser } from './session-user.ts';

export const RedeemCrossLoginCodeDocument = graphql(`
  mutation RedeemCrossLoginCode($code: String!) {
    redeemCrossLoginCode(code: $code) {
      token
      user {
        id
        username
        email
        status
      }
    }
  }
`);

type State = 'waiting' | 'working' | CrossLoginResult;

/**
 * /crossLogin: opened in a hidden frame by the other language's site after a sign-in (see cross-login.ts).
 * It acts only on a code posted by its parent from the sister origin; anything in its URL is ignored, so a link
 * or a stranger's page cannot sign a browser in. Another user already signed in here is not replaced unless the
 * parent says the user confirmed the switch. Shows only a short status.
 */
export const CrossLoginPage = () => {
  const [state, setState] = useState<State>('waiting');
  const busy = useRef(false);

  useEffect(() => {
    // Opened on its own (a link, a new tab): there is no parent to take a code from.
    if (window.parent === window) {
      setState('failed');
      return;
    }
    const parentOrigin = sisterOrigin();
    // a page with no sister takes a code from no one
    if (!parentOrigin) {
      setState('failed');
      return;
    }
    const answer = (result: CrossLoginResult, signedInAs?: string) => {
      setState(result);
      const message: CrossLoginResultMessage = { kind: CROSS_LOGIN_MESSAGE.result, state: result, ...(signedInAs ? { signedInAs } : {}) };
      window.parent.postMessage(message, parentOrigin);
    };

    const redeem = async ({ code, userId, switchUser }: CrossLoginCodeMessage) => {
      const previousToken = getToken();
      const current = previousToken ? getUser() : null;
      if (current && current.id !== userId && !switchUser) {
        answer('conflict', current.username);
        return;
      }
      setState('working');
      try {
        const { data } = await apolloClient.mutate({ mutation: RedeemCrossLoginCodeDocument, variables: { code }, context: { silent: true, raw: true } });
        const signedIn = data?.redeemCrossLoginCode;
        if (!signedIn || signedIn.user.id !== userId) throw new Error('the code signed in someone else');
        // The session being replaced (another account's, or an older one of the same) ends on the server too,
        // rather than living on for days with a token nobody holds.
        if (previousToken) await apolloClient.mutate({ mutation: SignOutDocument, context: { silent: true, raw: true } }).catch(() => undefined);
        saveSession(signedIn.token, toSessionUser(signedIn.user));
        await apolloClient.clearStore();
        answer('done');
      } catch {
        answer('failed');
      }
    };

    const onMessage = (event: MessageEvent) => {
      const message = codeFromSister(event, parentOrigin, window.parent);
      if (!message || busy.current) return;
      busy.current = true;
      void redeem(message).finally(() => {
        busy.current = false;
      });
    };
    window.addEventListener('message', onMessage);
    // Only the sister origin hears this: the browser drops it if the parent is any other site.
    window.parent.postMessage({ kind: CROSS_LOGIN_MESSAGE.ready }, parentOrigin);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  return (
    <p role="status" style={{ margin: 16, fontSize: 13 }} data-state={state}>
      {(state === 'waiting' || state === 'working') && <Trans>Signing in…</Trans>}
      {state === 'done' && <Trans>Signed in</Trans>}
      {state === 'conflict' && <Trans>Another account is signed in here; waiting for your choice</Trans>}
      {state === 'failed' && <Trans>Could not sign in</Trans>}
    </p>
  );
};
