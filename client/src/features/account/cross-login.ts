import { crossLoginUrl } from '../../lib/site-origins.ts';

/** How long the hidden frame stays (it outlives the navigation to the return URL). */
const FRAME_LIFETIME_MS = 60_000;

/**
 * After signing in, a hidden frame opens /crossLogin on the other language's origin with the token,
 * so the user is signed in there too. It hangs off <body>, not a screen, so navigating away keeps it.
 */
export const loadCrossLoginFrame = (token: string) => {
  const frame = document.createElement('iframe');
  frame.src = crossLoginUrl(token);
  frame.title = 'cross-site login';
  frame.hidden = true;
  frame.tabIndex = -1;
  frame.setAttribute('aria-hidden', 'true');
  frame.dataset.crossLogin = '';
  document.body.append(frame);
  window.setTimeout(() => frame.remove(), FRAME_LIFETIME_MS);
};
