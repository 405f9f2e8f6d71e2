import { Redis } from 'ioredis';

/**
 * The two connections to Redis (one for commands, one subscribed to events) and whether both are up: pollers are
 * shared only then. `onSharing` hears each change between the two (a metric).
 */
export const redisConnections = (url: string, onSharing: (shared: boolean) => void) => {
  const commands = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, connectionName: `gateway-${process.pid}-pay-status` });
  const events = new Redis(url, { lazyConnect: false, connectionName: `gateway-${process.pid}-pay-status-events` });
  const sharing = () => commands.status === 'ready' && events.status === 'ready';
  let shared = false;
  let closing = false;
  const noticed = () => {
    if (closing || sharing() === shared) return;
    shared = sharing();
    onSharing(shared);
    console.warn(shared ? '[gateway] Redis is back: pay-status pollers are shared again' : '[gateway] Redis is away: this gateway polls for its own subscribers');
  };
  for (const connection of [commands, events]) {
    // the client reconnects by itself (and subscribes again); meanwhile this process polls alone
    connection.on('error', (error: Error) => console.warn(`[gateway] Redis: ${error.message}`));
    for (const event of ['ready', 'close', 'end']) connection.on(event, noticed);
  }
  return {
    commands,
    events,
    sharing,
    close: () => {
      closing = true;
      commands.disconnect();
      events.disconnect();
    },
  };
};
