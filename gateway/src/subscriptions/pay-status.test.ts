import { describe, expect, it } from 'vitest';
import { graphError } from '../errors.ts';
import type { Upstream } from '../upstream/client.ts';
import { createPayStatusHub } from './pay-status.ts';

/** An upstream whose status answers are scripted: a value, or an error to throw; the last one repeats. */
const scripted = (...answers: (boolean | Error)[]) => {
  let calls = 0;
  const upstream = {
    call: async () => {
      const answer = answers[Math.min(calls++, answers.length - 1)];
      if (answer instanceof Error) throw answer;
      return { status: answer };
    },
    raw: async () => {
      throw new Error('not used');
    },
  } as unknown as Upstream;
  return { upstream, calls: () => calls };
};

const drain = async (events: AsyncIterable<{ paid: boolean }>) => {
  const seen: boolean[] = [];
  for await (const event of events) seen.push(event.paid);
  return seen;
};

describe('the pay-status hub', () => {
  it('rides out an upstream fault and still reports the payment', async () => {
    const hub = createPayStatusHub({ intervalMs: 20, timeLimitMs: 5000 });
    const { upstream, calls } = scripted(false, graphError('UPSTREAM_UNAVAILABLE', 'down'), graphError('UPSTREAM_UNAVAILABLE', 'down'), false, true);
    expect(await drain(await hub.subscribe('TW1', upstream))).toEqual([false, true]);
    expect(calls()).toBe(5);
    expect(hub.pollerCount()).toBe(0);
  });

  it('ends a subscriber whose sign-in has expired', async () => {
    const hub = createPayStatusHub({ intervalMs: 20, timeLimitMs: 5000 });
    const { upstream } = scripted(false, graphError('UNAUTHENTICATED', 'expired'));
    expect(await drain(await hub.subscribe('TW2', upstream))).toEqual([false]);
    expect(hub.pollerCount()).toBe(0);
  });

  it('refuses before any event when the first status call fails', async () => {
    const hub = createPayStatusHub({ intervalMs: 20, timeLimitMs: 5000 });
    const { upstream } = scripted(graphError('NOT_FOUND', 'The order does not exist'));
    await expect(hub.subscribe('TW3', upstream)).rejects.toMatchObject({ extensions: { code: 'NOT_FOUND' } });
    expect(hub.pollerCount()).toBe(0);
  });
});
