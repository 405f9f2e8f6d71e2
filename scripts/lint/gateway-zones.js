/**
 * The gateway's rooms (gateway/src/), in layers from the ground up: core/ (errors, locale, metrics, client addresses),
 * upstream/ (the one REST client), subscriptions/ (the pay-status hub), graph/ (context, loaders, limits, trusted
 * documents), resolvers/ (one file per domain), edge/ (what HTTP sees first: fast path, kept answers, prerendered
 * pages, compressed files, headers, sockets). A room imports only the rooms below it; the files at the top
 * (server.ts, schema.ts, config.ts, main.ts) compose them, and tests, testing/ and generated/ stand apart.
 */

const GATEWAY = 'gateway/src/';
export const GATEWAY_LAYERS = ['core', 'upstream', 'subscriptions', 'graph', 'resolvers', 'edge'];
const FREE = ['testing', 'generated'];

/** The room of a repository-relative path with `/` separators. @param {string} path */
export const gatewayZoneOf = (path) => {
  if (!path.startsWith(GATEWAY)) return { kind: 'other' };
  const rest = path.slice(GATEWAY.length);
  if (/\.test\.tsx?$/.test(rest) || rest.endsWith('.test-d.ts')) return { kind: 'free' };
  const slash = rest.indexOf('/');
  if (slash === -1) return { kind: 'app' };
  const top = rest.slice(0, slash);
  if (FREE.includes(top)) return { kind: 'free' };
  const rank = GATEWAY_LAYERS.indexOf(top);
  return rank === -1 ? { kind: 'unknown', name: top } : { kind: 'layer', name: top, rank };
};

/**
 * Why `importer` may not import `imported` (both repository-relative), or undefined when it may.
 * @param {string} importer
 * @param {string} imported
 */
export const gatewayCrossing = (importer, imported) => {
  const from = gatewayZoneOf(importer);
  const to = gatewayZoneOf(imported);
  if (from.kind === 'unknown') return `gateway/src/${from.name} is no room of the gateway: put the file in one of ${GATEWAY_LAYERS.join(', ')} (or name the new room in scripts/lint/gateway-zones.js, in its layer).`;
  if (from.kind !== 'layer') return undefined;
  if (to.kind === 'app') return `gateway/src/${from.name} imports ${imported.slice(GATEWAY.length)}: the files at the top compose the rooms, never the other way.`;
  if (to.kind === 'layer' && to.rank > from.rank)
    return `gateway/src/${from.name} imports gateway/src/${to.name}, a room above it: the gateway's rooms point down (${GATEWAY_LAYERS.join(' < ')}); move what both need down.`;
  return undefined;
};
