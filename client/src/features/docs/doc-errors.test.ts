import { CombinedGraphQLErrors, ServerError } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { docFailureMessage } from './doc-errors.ts';

const graphFailure = (code: string) => new CombinedGraphQLErrors({ errors: [{ message: 'x', extensions: { code } }] });
const text = (error: unknown) => docFailureMessage(error)?.message;

describe('the doc page error catalogue (spec §8)', () => {
  it('does nothing on a 401 or 403: no toast, no sign-in redirect', () => {
    expect(docFailureMessage(graphFailure('UNAUTHENTICATED'))).toBeNull();
    expect(docFailureMessage(graphFailure('FORBIDDEN'))).toBeNull();
  });

  it('says the resource does not exist on a 404', () => {
    expect(text(graphFailure('NOT_FOUND'))).toBe('The requested resource does not exist');
  });

  it('calls any other answer a connection error: upstream 5xx or timeout, refusals, a non-GraphQL answer', () => {
    for (const code of ['UPSTREAM_UNAVAILABLE', 'BAD_USER_INPUT', 'INTERNAL_SERVER_ERROR']) expect(text(graphFailure(code))).toBe('Connection error');
    const server = new ServerError('502', { response: new Response('', { status: 502 }), bodyText: '' });
    expect(text(server)).toBe('Connection error');
  });

  it('warns of an abnormal network when the request got no answer', () => {
    expect(text(new TypeError('Failed to fetch'))).toBe('The network connection is abnormal, please try again later');
  });
});
