import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * The doc client's error catalogue (spec §8), which differs from the site's: a 401 or 403 does nothing
 * (no sign-in redirect), a 404 says the resource does not exist, any other answer is a connection error,
 * and only a request that got no answer at all (the browser could not reach the site) is a network failure.
 * The gateway reports an upstream 5xx, timeout or outage as UPSTREAM_UNAVAILABLE: the site did answer, so
 * that is a connection error here.
 */
export const docFailureMessage = (error: unknown): MessageDescriptor | null => {
  if (CombinedGraphQLErrors.is(error)) {
    const code = String(error.errors[0]?.extensions?.code ?? '');
    if (code === 'UNAUTHENTICATED' || code === 'FORBIDDEN') return null;
    if (code === 'NOT_FOUND') return msg`The requested resource does not exist`;
    return msg`Connection error`;
  }
  // ServerError / ServerParseError: the site answered with something other than GraphQL
  if (ServerError.is(error) || ServerParseError.is(error)) return msg`Connection error`;
  return msg`The network connection is abnormal, please try again later`;
};
