import { graphql } from '../../gql/index.ts';
import { apolloClient } from '../../lib/apollo.ts';
import { clearSession } from '../../lib/session.ts';

export const SignOutDocument = graphql(`
  mutation SignOut {
    signOut
  }
`);

export const SignOutEverywhereDocument = graphql(`
  mutation SignOutEverywhere {
    signOutEverywhere
  }
`);

/** How long sign-out waits for the server before forgetting the session here anyway. */
const SERVER_WAIT_MS = 5_000;

/**
 * Ends the session on the server, then forgets it here. The local session ends whatever the server says (down,
 * slow, or the token already dead): the user asked to be signed out and must end signed out in this browser.
 */
export const signOut = async () => {
  const call = apolloClient.mutate({ mutation: SignOutDocument, context: { silent: true, raw: true } }).catch(() => undefined);
  let timer = 0;
  const giveUp = new Promise<void>((resolve) => {
    timer = window.setTimeout(resolve, SERVER_WAIT_MS);
  });
  await Promise.race([call, giveUp]);
  window.clearTimeout(timer);
  clearSession();
  await apolloClient.clearStore();
};
