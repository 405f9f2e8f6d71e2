import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** What the user sees for a gateway error code (spec §8, the error catalogue). */
export type ErrorReaction =
  | { kind: 'sign-in' }
  | { kind: 'silent' }
  | { kind: 'toast'; message: MessageDescriptor | string };

export const reactionTo = (code: string | undefined, serverMessage: string): ErrorReaction => {
  switch (code) {
    case 'UNAUTHENTICATED':
      return { kind: 'sign-in' };
    case 'FORBIDDEN':
      return { kind: 'silent' };
    case 'NOT_FOUND':
      return { kind: 'toast', message: msg`The requested resource does not exist` };
    case 'UPSTREAM_UNAVAILABLE':
    case 'NETWORK':
      return { kind: 'toast', message: msg`The network connection is abnormal, please try again later` };
    case 'BAD_USER_INPUT':
    case 'NOT_IMPLEMENTED':
      return { kind: 'toast', message: serverMessage };
    default:
      return { kind: 'toast', message: serverMessage || msg`Something went wrong, please try again later` };
  }
};
