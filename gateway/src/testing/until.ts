/**
 * Waits for a condition that another part reaches on its own (a socket closed, a watch let go): asks
 * `probe` again after each turn of the event loop's timers until `accept` takes the answer. It never
 * judges by elapsed time; `giveUpMs` only turns a condition that never comes into a clear failure
 * before the test's own timeout.
 */
export const until = async <T>(probe: () => T | Promise<T>, accept: (value: T) => boolean, what = 'the condition', giveUpMs = 20_000) => {
  const giveUpAt = Date.now() + giveUpMs;
  for (;;) {
    const value = await probe();
    if (accept(value)) return value;
    if (Date.now() > giveUpAt) throw new Error(`${what} was not reached (last seen: ${JSON.stringify(value)})`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};
