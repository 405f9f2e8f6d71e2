import { describe, expect, it } from 'vitest';
import { graphError } from '../core/errors.ts';
import { manualTimers } from '../testing/manual-timers.ts';
import type { Upstream } from '../upstream/client.ts';
import { localCoordination } from './coordination.ts';
import { createPayStatusHub, type Caller } from './pay-status.ts';

const INTERVAL = 1000;
const TIME_LIMIT = 10 * INTERVAL;

/** The one signed-in buyer most tests follow their orders as. */
const buyer: Caller = { token: 'token-of-the-buyer', account: async () => '1' };

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

/** One order as the upstream knows it: paid once `pay()` is called; `hold()` keeps the next answer back until released. */
const anOrder = () => {
  let paid = false;
  let held: Promise<void> | undefined;
  const upstream = {
    call: async () => {
      const answer = paid;
      await held;
      return { status: answer };
    },
  } as unknown as Upstream;
  return {
    upstream,
    pay: () => void (paid = true),
    hold: () => {
      let release = () => {};
      held = new Promise<void>((resolve) => (release = resolve));
      return () => {
        held = undefined;
        release();
      };
    },
  };
};

/** Starts reading a subscription (as graphql-ws does); `events` fills as they come, `ended` settles with them. */
const drain = (events: AsyncIterable<{ paid: boolean }>) => {
  const seen: boolean[] = [];
  const ended = (async () => {
    for await (const event of events) seen.push(event.paid);
    return seen;
  })();
  return { seen, ended };
};

describe('the pay-status hub', () => {
  it('rides out an upstream fault and still reports the payment', async () => {
    const timers = manualTimers();
    const hub = createPayStatusHub({ intervalMs: INTERVAL, timeLimitMs: TIME_LIMIT, timers });
    const { upstream, calls } = scripted(false, graphError('UPSTREAM_UNAVAILABLE', 'down'), graphError('UPSTREAM_UNAVAILABLE', 'down'), false, true);
    const { ended } = drain(await hub.subscribe('TW1', upstream, buyer));
    await timers.advance(4 * INTERVAL);
    expect(await ended).toEqual([false, true]);
    expect(calls()).toBe(5);
    expect(hub.pollerCount()).toBe(0);
  });

  it('ends a subscriber whose sign-in has expired with UNAUTHENTICATED, not a silent completion', async () => {
    const timers = manualTimers();
    const hub = createPayStatusHub({ intervalMs: INTERVAL, timeLimitMs: TIME_LIMIT, timers });
    const { upstream } = scripted(false, graphError('UNAUTHENTICATED', 'expired'));
    const { seen, ended } = drain(await hub.subscribe('TW2', upstream, buyer));
    await timers.advance(INTERVAL);
    await expect(ended).rejects.toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    expect(seen).toEqual([false]);
    expect(hub.pollerCount()).toBe(0);
  });

  it('refuses before any event when the first status call fails', async () => {
    const hub = createPayStatusHub({ intervalMs: INTERVAL, timeLimitMs: TIME_LIMIT, timers: manualTimers() });
    const { upstream } = scripted(graphError('NOT_FOUND', 'The order does not exist'));
    await expect(hub.subscribe('TW3', upstream, buyer)).rejects.toMatchObject({ extensions: { code: 'NOT_FOUND' } });
    expect(hub.pollerCount()).toBe(0);
  });

  it('is joined to the poller by the time its first event is out', async () => {
    const hub = createPayStatusHub({ intervalMs: INTERVAL, timeLimitMs: TIME_LIMIT, timers: manualTimers() });
    const order = anOrder();
    const iterator = (await hub.subscribe('TW4', order.upstream, buyer))[Symbol.asyncIterator]();
    expect(await iterator.next()).toMatchObject({ value: { paid: false } });
    expect([hub.pollerCount(), hub.subscriberCount('TW4')]).toEqual([1, 1]);
    await iterator.return?.();
    expect(hub.pollerCount()).toBe(0);
  });

  it('gives a subscriber who comes late its whole time limit, not what is left of the first one’s', async () => {
    const timers = manualTimers();
    const hub = createPayStatusHub({ intervalMs: INTERVAL, timeLimitMs: TIME_LIMIT, timers });
    const order = anOrder();
    const early = drain(await hub.subscribe('TW5', order.upstream, buyer));
    await timers.advance(TIME_LIMIT - INTERVAL);
    const late = drain(await hub.subscribe('TW5', order.upstream, buyer));
    await timers.advance(INTERVAL);
    expect(await early.ended).toEqual([false]);
    expect([hub.pollerCount(), hub.subscriberCount('TW5')]).toEqual([1, 1]);
    order.pay();
    await timers.advance(INTERVAL);
    expect(await late.ended).toEqual([false, true]);
    expect(hub.pollerCount()).toBe(0);
  });

  it('keeps polling for the others when the first subscriber leaves', async () => {
    const timers = manualTimers();
    const hub = createPayStatusHub({ intervalMs: INTERVAL, timeLimitMs: TIME_LIMIT, timers });
    const order = anOrder();
    const first = (await hub.subscribe('TW6', order.upstream, buyer))[Symbol.asyncIterator]();
    await first.next();
    const second = drain(await hub.subscribe('TW6', order.upstream, buyer));
    await first.return?.();
    expect([hub.pollerCount(), hub.subscriberCount('TW6')]).toEqual([1, 1]);
    order.pay();
    await timers.advance(INTERVAL);
    expect(await second.ended).toEqual([false, true]);
  });

  it('tells a subscriber who asked before the payment and joins after the poller saw it', async () => {
    const timers = manualTimers();
    const hub = createPayStatusHub({ intervalMs: INTERVAL, timeLimitMs: TIME_LIMIT, timers });
    const order = anOrder();
    const leader = drain(await hub.subscribe('TW7', order.upstream, buyer));
    // the follower's own status call reads "unpaid", and its answer comes back only after the payment was seen
    const release = order.hold();
    const asking = hub.subscribe('TW7', order.upstream, buyer);
    order.pay();
    release();
    await timers.advance(INTERVAL);
    expect(await leader.ended).toEqual([false, true]);
    const follower = drain(await asking);
    expect(hub.pollerCount()).toBe(1);
    await timers.advance(INTERVAL);
    expect(await follower.ended).toEqual([false, true]);
  });

  it('tells its subscribers what it polled even when the order’s events cannot be heard', async () => {
    const timers = manualTimers();
    const deaf = { ...localCoordination(), listen: async () => Promise.reject(new Error('Redis is unreachable')) };
    const hub = createPayStatusHub({ intervalMs: INTERVAL, timeLimitMs: TIME_LIMIT, timers, coordination: deaf });
    const order = anOrder();
    const subscriber = drain(await hub.subscribe('TW8', order.upstream, buyer));
    order.pay();
    await timers.advance(INTERVAL);
    expect(await subscriber.ended).toEqual([false, true]);
    expect(hub.pollerCount()).toBe(0);
  });

  it('passes on what the status answer says of the order beside the status, to every subscriber', async () => {
    const timers = manualTimers();
    const hub = createPayStatusHub({ intervalMs: INTERVAL, timeLimitMs: TIME_LIMIT, timers });
    let paid = false;
    const upstream = { call: async () => ({ status: paid, trade_status: paid ? 4 : null, period: -1 }) } as unknown as Upstream;
    const follow = async () => {
      const events = await hub.subscribe('TW10', upstream, buyer);
      const seen: unknown[] = [];
      const ended = (async () => {
        for await (const event of events) seen.push(event);
        return seen;
      })();
      return { ended };
    };
    const [one, two] = [await follow(), await follow()];
    await timers.advance(INTERVAL);
    paid = true;
    await timers.advance(INTERVAL);
    const unpaid = { orderNo: 'TW10', paid: false, status: 0, tradeStatus: null, period: -1 };
    const refunded = { orderNo: 'TW10', paid: true, status: 1, tradeStatus: 4, period: -1 };
    expect(await Promise.all([one.ended, two.ended])).toEqual([
      [unpaid, refunded],
      [unpaid, refunded],
    ]);
  });

  it('ends every subscriber at its time limit and stops polling', async () => {
    const timers = manualTimers();
    const hub = createPayStatusHub({ intervalMs: INTERVAL, timeLimitMs: TIME_LIMIT, timers });
    const order = anOrder();
    const subscriber = drain(await hub.subscribe('TW9', order.upstream, buyer));
    await timers.advance(TIME_LIMIT);
    expect(await subscriber.ended).toEqual([false]);
    expect([hub.pollerCount(), timers.pending()]).toEqual([0, 0]);
  });

  it('holds at most 10 live subscriptions of one account, however many are asked for at once', async () => {
    const hub = createPayStatusHub({ intervalMs: INTERVAL, timeLimitMs: TIME_LIMIT, timers: manualTimers() });
    const order = anOrder();
    const asked = await Promise.allSettled(Array.from({ length: 11 }, (_, i) => hub.subscribe(`TWP${i}`, order.upstream, buyer)));
    const refused = asked.filter((result) => result.status === 'rejected');
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({ reason: { extensions: { code: 'TOO_MANY_SUBSCRIPTIONS' } } });
    // another account is not held back by this one
    await expect(hub.subscribe('TWQ', order.upstream, { token: 'other', account: async () => '2' })).resolves.toBeDefined();
  });

  it('gives a place back when a subscription ends, whether it was read or not', async () => {
    const timers = manualTimers();
    const hub = createPayStatusHub({ intervalMs: INTERVAL, timeLimitMs: TIME_LIMIT, timers, perAccount: 2 });
    const order = anOrder();
    const read = (await hub.subscribe('TWR1', order.upstream, buyer))[Symbol.asyncIterator]();
    await read.next();
    const unread = (await hub.subscribe('TWR2', order.upstream, buyer))[Symbol.asyncIterator]();
    await expect(hub.subscribe('TWR3', order.upstream, buyer)).rejects.toMatchObject({ extensions: { code: 'TOO_MANY_SUBSCRIPTIONS' } });
    await read.return?.();
    await unread.return?.();
    const again = await Promise.all([hub.subscribe('TWR3', order.upstream, buyer), hub.subscribe('TWR4', order.upstream, buyer)]);
    expect(again).toHaveLength(2);
  });

  it('ends the subscriptions of a session that signed out with UNAUTHENTICATED, and only that session’s', async () => {
    const hub = createPayStatusHub({ intervalMs: INTERVAL, timeLimitMs: TIME_LIMIT, timers: manualTimers() });
    const order = anOrder();
    const phone: Caller = { token: 'token-of-the-phone', account: async () => '1' };
    const signingOut = drain(await hub.subscribe('TWS', order.upstream, buyer));
    const staying = (await hub.subscribe('TWS', order.upstream, phone))[Symbol.asyncIterator]();
    await staying.next();
    await hub.sessionsEnded({ token: buyer.token });
    await expect(signingOut.ended).rejects.toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    expect(hub.subscriberCount('TWS')).toBe(1);
    await hub.sessionsEnded({ account: '1' });
    await expect(staying.next()).rejects.toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    expect(hub.pollerCount()).toBe(0);
  });

  it('polls with each subscriber’s token in turn, so a signed-out one is found whichever it is', async () => {
    const timers = manualTimers();
    const hub = createPayStatusHub({ intervalMs: INTERVAL, timeLimitMs: TIME_LIMIT, timers });
    const order = anOrder();
    const expired = scripted(false, graphError('UNAUTHENTICATED', 'expired'));
    const fresh = drain(await hub.subscribe('TWT', order.upstream, buyer));
    const stale = drain(await hub.subscribe('TWT', expired.upstream, { token: 'stale', account: async () => '1' }));
    await timers.advance(2 * INTERVAL);
    await expect(stale.ended).rejects.toMatchObject({ extensions: { code: 'UNAUTHENTICATED' } });
    expect(hub.subscriberCount('TWT')).toBe(1);
    order.pay();
    await timers.advance(INTERVAL);
    expect(await fresh.ended).toEqual([false, true]);
  });

  it('asks a session’s account once, however many checkstands it opens', async () => {
    const hub = createPayStatusHub({ intervalMs: INTERVAL, timeLimitMs: TIME_LIMIT, timers: manualTimers() });
    const order = anOrder();
    let asked = 0;
    const caller: Caller = { token: 'counted', account: async () => String(++asked && 7) };
    await Promise.all([hub.subscribe('TWU1', order.upstream, caller), hub.subscribe('TWU2', order.upstream, caller), hub.subscribe('TWU3', order.upstream, caller)]);
    expect(asked).toBe(1);
  });
});
