/** Operations one socket may open in a minute; past that the socket is closed with SOCKET_TOO_MANY_OPERATIONS. */
export const OPERATIONS_PER_MINUTE = 100;
/** graphql-ws's own close code for "too many", which its client takes as final (no reconnection loop). */
export const SOCKET_TOO_MANY_OPERATIONS = 4429;

const MINUTE = 60_000;

/**
 * Counts each socket's operations in a sliding minute: the times of its last OPERATIONS_PER_MINUTE operations, so
 * no window edge lets twice the number through. Answers whether one more operation fits; the counts go with the
 * socket (a WeakMap), so nothing is kept for a socket that closed.
 */
export const createSocketRate = (now: () => number, perMinute = OPERATIONS_PER_MINUTE) => {
  const opened = new WeakMap<object, number[]>();
  return (socket: object) => {
    const at = now();
    const times = (opened.get(socket) ?? []).filter((time) => at - time < MINUTE);
    opened.set(socket, times);
    if (times.length >= perMinute) return false;
    times.push(at);
    return true;
  };
};
