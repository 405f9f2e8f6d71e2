import { randomUUID } from 'node:crypto';
import type { Coordination } from './coordination.ts';
import { redisConnections } from './redis-connections.ts';
import { redisEvents } from './redis-events.ts';
import { CLAIM, channel, LEAD, leaseKey, placeLeaseMs, placesKey, RELEASE, RENEW, SESSIONS_ENDED, toMessage } from './redis-keys.ts';

/**
 * Several processes through Redis; the lease outlives three ticks so a slow tick does not hand it over. While Redis
 * is unreachable every process leads the orders it has subscribers for (its own poller, as with no Redis at all) and
 * tells them directly, takes places without counting them (as when a claim fails) and ends its own sessions' subscriptions;
 * once both connections are back, leases, places and messages are shared again. `onSharing` hears each change
 * between the two (a metric).
 */
export const redisCoordination = (url: string, intervalMs: number, onSharing: (shared: boolean) => void = () => {}): Coordination => {
  const me = randomUUID();
  const { commands, events, sharing, close } = redisConnections(url, onSharing);
  const heard = redisEvents(events);
  const lease = String(placeLeaseMs(intervalMs));
  /** This process's place names: a claim is unique across processes. */
  const placeOf = (claim: string) => `${me}:${claim}`;
  return {
    lead: async (orderNo) => {
      if (!sharing()) return true;
      try {
        return (await commands.eval(LEAD, 1, leaseKey(orderNo), me, String(intervalMs * 3))) === 1;
      } catch {
        // Redis went away during the question: poll, rather than leave this process's subscribers unanswered
        return true;
      }
    },
    publish: async (orderNo, answer) => {
      // while Redis is away the others poll for themselves; this process's own subscribers are told by the hub
      if (sharing()) await commands.publish(channel(orderNo), toMessage(answer));
    },
    listen: heard.listen,
    release: async (orderNo) => {
      // a lease taken before Redis went away runs out on its own
      if (sharing()) await commands.eval(RELEASE, 1, leaseKey(orderNo), me);
    },
    // while Redis is away a place is not counted (a checkstand is not refused for it), and one held lapses on its own
    claim: async (account, claim, limit) => !sharing() || (await commands.eval(CLAIM, 1, placesKey(account), placeOf(claim), String(limit), lease)) === 1,
    renew: async (account, claims) => {
      if (sharing() && claims.length > 0) await commands.eval(RENEW, 1, placesKey(account), lease, ...claims.map(placeOf));
    },
    unclaim: async (account, claim) => {
      if (sharing()) await commands.zrem(placesKey(account), placeOf(claim));
    },
    endSessions: async (ended) => {
      // while Redis is away this process ends its own subscriptions; the others find the token signed out when they poll
      if (sharing()) await commands.publish(SESSIONS_ENDED, JSON.stringify(ended));
      else heard.sessionsEndedHere(ended);
    },
    onSessionsEnded: heard.onSessionsEnded,
    sharing,
    close: async () => {
      heard.close();
      close();
    },
  };
};
