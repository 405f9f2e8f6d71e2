/** The messages between a signed-in page and its hidden cross-site login frame (see cross-login.ts). */

export const CROSS_LOGIN_MESSAGE = {
  ready: 'tidewatch:cross-login:ready',
  code: 'tidewatch:cross-login:code',
  result: 'tidewatch:cross-login:result',
} as const;

/** What the parent posts to the frame. */
export interface CrossLoginCodeMessage {
  kind: typeof CROSS_LOGIN_MESSAGE.code;
  code: string;
  /** the user the code signs in, so the frame can tell a switch of account from a refresh of the same one */
  userId: string;
  /** true once the user has confirmed replacing the other site's signed-in account */
  switchUser: boolean;
}

export type CrossLoginResult = 'done' | 'failed' | 'conflict';

/** What the frame answers once it has acted on a code. */
export interface CrossLoginResultMessage {
  kind: typeof CROSS_LOGIN_MESSAGE.result;
  state: CrossLoginResult;
  /** with `conflict`: who is signed in on the frame's site */
  signedInAs?: string;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export const isCodeMessage = (value: unknown): value is CrossLoginCodeMessage =>
  isObject(value) && value.kind === CROSS_LOGIN_MESSAGE.code && typeof value.code === 'string' && typeof value.userId === 'string' && typeof value.switchUser === 'boolean';

export const isResultMessage = (value: unknown): value is CrossLoginResultMessage =>
  isObject(value) && value.kind === CROSS_LOGIN_MESSAGE.result && ['done', 'failed', 'conflict'].includes(String(value.state));

export const isReadyMessage = (value: unknown) => isObject(value) && value.kind === CROSS_LOGIN_MESSAGE.ready;

/**
 * The frame's gate: the code of a message only when it comes from `parent` (the window that framed this page)
 * and that window's origin is the sister origin. A stranger's page, an opener or a message from any other origin
 * gets nothing.
 */
export const codeFromSister = (
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  sister: string,
  parent: MessageEventSource | null,
): CrossLoginCodeMessage | null => {
  if (event.origin !== sister || event.source === null || event.source !== parent || !isCodeMessage(event.data)) return null;
  return event.data;
};
