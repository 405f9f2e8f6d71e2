import type { Redis } from 'ioredis';
import { z } from 'zod';
import type { PayStatusAnswer } from '../../../contract/index.ts';
import type { SessionsEnded } from './coordination.ts';
import { channel, fromMessage, orderOfChannel, SESSIONS_ENDED } from './redis-keys.ts';

const sessionsEnded = z.union([z.object({ token: z.string() }).strict(), z.object({ account: z.string() }).strict()]);

/** A message read through its schema, or undefined (logged) when it cannot be: one bad message must not stop the others. */
const readOrWarn = <T>(read: () => T, what: string): T | undefined => {
  try {
    return read();
  } catch {
    console.warn(`[gateway] Redis: ${what}`);
    return undefined;
  }
};

/**
 * What the events connection hears: each order's changes, for the listeners of that order in this process, and
 * ended sessions, for the life of the process.
 */
export const redisEvents = (events: Redis) => {
  /** Each order this process hears: its listeners, and the SUBSCRIBE that they wait for. */
  const heard = new Map<string, { listeners: Set<(answer: PayStatusAnswer) => void>; subscribed: Promise<unknown> }>();
  const endListeners: ((ended: SessionsEnded) => void)[] = [];
  // ended sessions are heard for the life of the process (ioredis subscribes again after a reconnection)
  events.subscribe(SESSIONS_ENDED).catch((error: Error) => console.warn(`[gateway] Redis: ${error.message}`));
  events.on('message', (from: string, message: string) => {
    if (from === SESSIONS_ENDED) {
      const ended = readOrWarn(() => sessionsEnded.parse(JSON.parse(message)), 'an unreadable sessions-ended message');
      if (ended) for (const listener of endListeners) listener(ended);
      return;
    }
    const orderNo = orderOfChannel(from);
    const answer = readOrWarn(() => fromMessage(message), `an unreadable pay-status message for ${orderNo}`);
    if (answer) for (const listener of heard.get(orderNo)?.listeners ?? []) listener(answer);
  });

  const listen = async (orderNo: string, onChange: (answer: PayStatusAnswer) => void) => {
    let entry = heard.get(orderNo);
    if (!entry) {
      const created = { listeners: new Set<(answer: PayStatusAnswer) => void>(), subscribed: events.subscribe(channel(orderNo)) };
      // a SUBSCRIBE that failed is asked again by the next listener, not taken as done
      created.subscribed.catch(() => heard.get(orderNo) === created && heard.delete(orderNo));
      heard.set(orderNo, created);
      entry = created;
    }
    // counted at once, so that an old watch of this order letting go now does not unsubscribe it
    entry.listeners.add(onChange);
    const mine = entry;
    const unlisten = async () => {
      mine.listeners.delete(onChange);
      if (mine.listeners.size === 0 && heard.get(orderNo) === mine) {
        heard.delete(orderNo);
        await events.unsubscribe(channel(orderNo));
      }
    };
    // answers only once Redis sends this order's messages here: what is published from now on is heard
    try {
      await mine.subscribed;
    } catch (error) {
      await unlisten().catch(() => {});
      throw error;
    }
    return unlisten;
  };

  return {
    /** Hears the order's changes once Redis sends them here, until the returned function is called. */
    listen,
    onSessionsEnded: (listener: (ended: SessionsEnded) => void) => void endListeners.push(listener),
    /** Tells this process's own listeners of ended sessions (while Redis is away). */
    sessionsEndedHere: (ended: SessionsEnded) => {
      for (const listener of endListeners) listener(ended);
    },
    close: () => heard.clear(),
  };
};
