import { useSyncExternalStore } from 'react';
import { graphql } from '../../gql/index.ts';
import { apolloClient } from '../../lib/apollo.ts';
import type { SessionUser } from '../../lib/session.ts';
import { configuredOrigins, otherLanguageOrigin, siteOrigins } from '../../lib/site-origins.ts';
import { CROSS_LOGIN_MESSAGE, isReadyMessage, isResultMessage, type CrossLoginCodeMessage } from './cross-login-messages.ts';

/**
 * Cross-site login without handing the session token around (issue #12).
 *
 * After a sign-in, a hidden frame opens /crossLogin on the other language's origin, with nothing in its URL. When it
 * has loaded it says `ready` to its parent; the parent asks the server for a code (60 seconds, single use, tied to
 * this session) and posts it to the frame, addressed to the other origin only. The frame trades the code for a
 * session of its own, but only from a message whose origin is this site's sister and whose source is its own parent:
 * a stranger's page can neither frame it (frame-ancestors) nor message it as the sister, and a URL carries nothing
 * it would act on, so no one can sign a victim's browser in to an account of their choosing.
 *
 * A frame whose site already has another user signed in does not switch: it answers `conflict`, and this page asks
 * the user (CrossLoginPrompt). Only after "Switch" does a new code go to the frame, marked as a confirmed switch.
 */

/**
 * The other language's origin, normalised as `MessageEvent.origin` spells it; null when this page has no sister (an
 * IP address on a build without configured origins) or names one no URL can hold.
 */
export const sisterOrigin = (where: Location = window.location): string | null => {
  const other = otherLanguageOrigin(where, configuredOrigins());
  if (!other) return null;
  try {
    return new URL(other).origin;
  } catch {
    return null;
  }
};

/** The language of the sister origin's site. */
export const sisterLanguage = (where: Location = window.location) => {
  const en = siteOrigins(where, configuredOrigins()).en;
  return en && sisterOrigin(where) === new URL(en).origin ? 'en' : 'zh';
};

export const CreateCrossLoginCodeDocument = graphql(`
  mutation CreateCrossLoginCode {
    createCrossLoginCode {
      code
      expiresAt
    }
  }
`);

// ---------------------------------------------------------------------------------------------
// The question shown when the other site has someone else signed in (rendered by CrossLoginPrompt).

export interface CrossLoginQuestion {
  /** who just signed in here */
  username: string;
  /** who is signed in on the other site */
  signedInAs: string;
  switchUser: () => void;
  keep: () => void;
}

let question: CrossLoginQuestion | null = null;
const listeners = new Set<() => void>();
const setQuestion = (next: CrossLoginQuestion | null) => {
  question = next;
  listeners.forEach((listener) => listener());
};

export const useCrossLoginQuestion = () =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => question,
    // no question in a prerendered page
    () => null,
  );

// ---------------------------------------------------------------------------------------------

/** How long an idle frame stays (it outlives the navigation to the return URL); a pending question keeps it. */
const FRAME_LIFETIME_MS = 60_000;

/**
 * Starts the cross-site login for `user`, who has just signed in here. The frame hangs off <body>, not a screen,
 * so navigating away keeps it.
 */
export const startCrossLogin = (user: SessionUser) => {
  const target = sisterOrigin();
  // no other site to sign in to from here: the sign-in here stands on its own
  if (!target) return;
  const frame = document.createElement('iframe');
  frame.src = `${target}/crossLogin`;
  frame.title = 'cross-site login';
  frame.hidden = true;
  frame.tabIndex = -1;
  frame.setAttribute('aria-hidden', 'true');
  frame.dataset.crossLogin = '';

  let timer = 0;
  let sent = false;
  const finish = () => {
    window.clearTimeout(timer);
    window.removeEventListener('message', onMessage);
    frame.remove();
  };
  const finishLater = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(finish, FRAME_LIFETIME_MS);
  };

  const sendCode = async (switchUser: boolean) => {
    try {
      const { data } = await apolloClient.mutate({ mutation: CreateCrossLoginCodeDocument, context: { silent: true, raw: true } });
      if (!data) return;
      const message: CrossLoginCodeMessage = { kind: CROSS_LOGIN_MESSAGE.code, code: data.createCrossLoginCode.code, userId: user.id, switchUser };
      // Addressed to the sister origin: if the frame was navigated elsewhere, the browser drops the message.
      frame.contentWindow?.postMessage(message, target);
    } catch {
      // Signed in here either way; the other site simply stays as it was.
      finish();
    }
  };

  function onMessage(event: MessageEvent) {
    if (event.origin !== target || event.source !== frame.contentWindow) return;
    if (isReadyMessage(event.data) && !sent) {
      sent = true;
      void sendCode(false);
      return;
    }
    if (!isResultMessage(event.data)) return;
    if (event.data.state !== 'conflict') return;
    window.clearTimeout(timer);
    setQuestion({
      username: user.username,
      signedInAs: event.data.signedInAs ?? '',
      switchUser: () => {
        setQuestion(null);
        finishLater();
        void sendCode(true);
      },
      keep: () => {
        setQuestion(null);
        finish();
      },
    });
  }

  window.addEventListener('message', onMessage);
  document.body.append(frame);
  finishLater();
};
