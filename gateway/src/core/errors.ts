import { GraphQLError, type GraphQLFormattedError } from 'graphql';

export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'BAD_USER_INPUT'
  | 'UPSTREAM_UNAVAILABLE'
  | 'NOT_IMPLEMENTED'
  | 'INTERNAL_SERVER_ERROR';

export const graphError = (code: ErrorCode, message: string) => new GraphQLError(message, { extensions: { code } });

const UNAVAILABLE = 'The service is temporarily unavailable';

/** An HTTP server-error class (500–599), in the HTTP status or in the envelope's statusCode. */
const isServerFault = (status: number | undefined) => status !== undefined && status >= 500 && status <= 599;

/**
 * The one place an upstream answer becomes a GraphQL error code. A server fault, whether the HTTP status says
 * so or an HTTP 200 envelope carries statusCode 5xx, is the upstream's, not the user's: UPSTREAM_UNAVAILABLE,
 * its message logged and, as the spec's 'other errors' rule says, shown (or a general text when it has none).
 * Longer statusCodes (e.g. 500100) are a backend's business refusals, as any other non-200 code.
 */
export const errorFromUpstream = (httpStatus: number | undefined, statusCode: number | undefined, messages: string) => {
  if (httpStatus !== undefined && httpStatus >= 500) return graphError('UPSTREAM_UNAVAILABLE', UNAVAILABLE);
  if (isServerFault(statusCode)) {
    console.warn(`[gateway] upstream answered statusCode ${statusCode}: ${messages || '(no message)'}`);
    return graphError('UPSTREAM_UNAVAILABLE', messages || UNAVAILABLE);
  }
  const status = statusCode && statusCode !== 200 ? statusCode : httpStatus;
  if (status === 401) return graphError('UNAUTHENTICATED', messages || 'Please sign in');
  if (status === 403) return graphError('FORBIDDEN', messages || 'Forbidden');
  if (status === 404) return graphError('NOT_FOUND', messages || 'The requested resource does not exist');
  return graphError('BAD_USER_INPUT', messages || 'The request was refused');
};

export const notImplemented = (field: string) =>
  graphError('NOT_IMPLEMENTED', `${field} is not available yet: it arrives with a later release`);

/** Our own faults leave without stack traces or internals outside development. */
export const formatError = (development: boolean) => (formatted: GraphQLFormattedError): GraphQLFormattedError => {
  const code = formatted.extensions?.code;
  if (code === 'INTERNAL_SERVER_ERROR' || code === undefined) {
    return development ? formatted : { message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  }
  if (development) return formatted;
  const { stacktrace: _stacktrace, ...extensions } = formatted.extensions ?? {};
  return { ...formatted, extensions };
};
