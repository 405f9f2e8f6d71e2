import { describe, expect, it } from 'vitest';
import { reactionTo } from './error-catalogue.ts';

describe('error catalogue', () => {
  it('sends a 401 to sign-in and keeps a 403 silent', () => {
    expect(reactionTo('UNAUTHENTICATED', 'x')).toEqual({ kind: 'sign-in' });
    expect(reactionTo('FORBIDDEN', 'x')).toEqual({ kind: 'silent' });
  });

  it('names a 404 as the requested resource not existing', () => {
    const reaction = reactionTo('NOT_FOUND', 'Edition 9 does not exist');
    expect(reaction.kind === 'toast' && typeof reaction.message !== 'string' && reaction.message.message).toBe('The requested resource does not exist');
  });

  it("shows the server's message for refused input", () => {
    expect(reactionTo('BAD_USER_INPUT', 'Quantity must be at least 1')).toEqual({ kind: 'toast', message: 'Quantity must be at least 1' });
  });

  it('warns that the network connection is abnormal when the upstream or the network fails', () => {
    for (const code of ['UPSTREAM_UNAVAILABLE', 'NETWORK']) {
      const reaction = reactionTo(code, '');
      expect(reaction.kind === 'toast' && typeof reaction.message !== 'string' && reaction.message.message).toBe('The network connection is abnormal, please try again later');
    }
  });
});
