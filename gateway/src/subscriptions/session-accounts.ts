import { createHash } from 'node:crypto';

/** Sessions whose account this process remembers. */
const KNOWN_SESSIONS = 10_000;

/** Who subscribes: the session's token, and its account (asked only when a place is needed). */
export interface Caller {
  token: string;
  account: () => Promise<string>;
}

/** How a session is named between processes: never the token itself. */
export const sessionKey = (token: string) => createHash('sha256').update(token).digest('hex');

/** Each session's account, asked once: a token never changes hands, and a checkstand reopened asks no more. */
export const sessionAccounts = () => {
  const accounts = new Map<string, Promise<string>>();
  return {
    of: (caller: Caller) => {
      const session = sessionKey(caller.token);
      let account = accounts.get(session);
      if (!account) {
        account = caller.account();
        account.catch(() => accounts.delete(session));
        accounts.set(session, account);
        // bounded: the oldest sessions are asked again if they come back
        if (accounts.size > KNOWN_SESSIONS) accounts.delete(accounts.keys().next().value!);
      }
      return account;
    },
    /** `session` is a sessionKey: a session that ended is not answered from memory. */
    forget: (session: string) => void accounts.delete(session),
  };
};
